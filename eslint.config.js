// Lint, checked in `npm test` and `npm run test:fast` (npm run lint): typescript-eslint's
// recommended rules, React's hooks rules, and the architecture boundaries (the rules that guard the
// shape of the code). Formatting is Biome's (biome.jsonc), checked in the same script.
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';

/**
 * Every DynamoDB key prefix that functions/db/keys.ts writes (`MEMBER#`, `DEALCOUNT#`...), read
 * from the file itself so a new prefix is guarded the day it is added; a literal starting with one
 * is a key.
 */
const KEY_PREFIXES = [
  ...new Set(
    [
      ...readFileSync(path.resolve(import.meta.dirname, 'functions/db/keys.ts'), 'utf8').matchAll(
        /[`'"]([A-Z][A-Z0-9_]*)#/g,
      ),
    ].map((m) => m[1]),
  ),
];
const KEY_LITERAL = `^(${KEY_PREFIXES.sort((a, b) => b.length - a.length).join('|')})#`;

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'cdk.out/**',
      '.local-data/**',
      'coverage/**',
      '.test-artifacts/**',
      'tests/bench/geo-peer/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      // A name starting with _ is unused on purpose (a rest sibling that drops a key, a callback's
      // position); the rest is dead code.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Hooks: the classic two as errors, and the React Compiler's checks of what an effect does.
    files: ['web/**/*.ts', 'web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // Off: the React Compiler's rule that refs are never read while rendering. We do not compile
      // with it, and the places it names read a ref on purpose: the deferred forms hand typed text
      // and focus from the stand-in to the real form (deferred-form.tsx, use-schema-form.ts), and
      // the carousel and coupon read a measured element once; moving those reads into effects
      // would render twice on the first paint the Lighthouse budget counts.
      'react-hooks/refs': 'off',
    },
  },
  {
    // Untyped JSON on purpose: the infra tests walk CloudFormation templates, the web tests' fetch
    // stubs answer any request body, and the capacity bench reads any DynamoDB command's input
    // (operations-docs.ts and deployed-functions.ts read the synthesized templates, as the infra
    // tests do).
    files: [
      'tests/infra/**/*.ts',
      'tests/support/operations-docs.ts',
      'tests/support/deployed-functions.ts',
      'tests/web/**/*.tsx',
      'tests/bench/capacity-bench.ts',
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // CommonJS on purpose: ESLint's import resolver interface loads a CommonJS module.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaVersion: 'latest', sourceType: 'module' } },
    plugins: { boundaries },
    settings: {
      'import/resolver': { [path.resolve(import.meta.dirname, 'tests/support/eslint-resolver.cjs')]: {} },
      'boundaries/include': ['shared/**', 'functions/**', 'infra/**', 'web/**', 'tests/**'],
      'boundaries/elements': [
        { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'web-page', pattern: 'web/src/pages' },
        { type: 'web-app', pattern: 'web/src/app' },
        { type: 'web', pattern: ['web/src/lib', 'web/src/components'] },
        { type: 'shared', pattern: 'shared/**', partialMatch: false },
        // The server's layers, top to bottom: api (one handler per path) -> lib (the chain) ->
        // core (behaviour) -> db (the only SDK callers) -> model (types, pure helpers, errors,
        // log); config.ts beside them; shared/ (the contract) below all.
        { type: 'functions-api', pattern: 'functions/api/**', partialMatch: false },
        // Handlers of events that are not HTTP routes (SES feedback): the api layer's place, without the chain.
        { type: 'functions-events', pattern: 'functions/events/**', partialMatch: false },
        { type: 'functions-lib', pattern: 'functions/lib/**', partialMatch: false },
        { type: 'functions-core', pattern: 'functions/core/**', partialMatch: false },
        { type: 'functions-db', pattern: 'functions/db/**', partialMatch: false },
        { type: 'functions-model', pattern: 'functions/model/**', partialMatch: false },
        // What is left at the top of functions/: config.ts.
        { type: 'functions-config', pattern: 'functions/**', partialMatch: false },
        // CDK (the stacks and their library), then the rest, which runs the product's code: the
        // local runtime, the ops scripts (digest, ZIP load) and the CDK app's entry point.
        { type: 'infra', pattern: ['infra/stacks/**', 'infra/lib/**'], partialMatch: false },
        { type: 'infra-runtime', pattern: 'infra/**', partialMatch: false },
        { type: 'tests', pattern: 'tests/**', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: '{{ from.element.types }} must not import {{ to.element.types }} (see eslint.config.js)',
          policies: [
            // Features never import each other; pages compose them.
            {
              from: { element: { type: 'web-feature' } },
              allow: [
                {
                  to: {
                    element: { type: 'web-feature', captured: { feature: '{{ from.element.captured.feature }}' } },
                  },
                },
                { to: { element: { types: { anyOf: ['web', 'shared'] } } } },
              ],
            },
            // Pages compose features; the app shell (router, layout) composes pages and features;
            // lib and components are the shared bottom layer of the web app.
            {
              from: { element: { type: 'web-page' } },
              allow: [{ to: { element: { types: { anyOf: ['web-feature', 'web', 'shared'] } } } }],
            },
            {
              from: { element: { type: 'web-app' } },
              allow: [
                { to: { element: { types: { anyOf: ['web-app', 'web-page', 'web-feature', 'web', 'shared'] } } } },
              ],
            },
            // What a feature offers is the files at its root; its subfolders (api, components,
            // utils...) are its own, free to change without a page noticing. No index.ts: a
            // barrel file would pull the whole feature into every page's chunk.
            {
              from: { element: { types: { anyOf: ['web-page', 'web-app'] } } },
              disallow: [{ to: { element: { type: 'web-feature', fileInternalPath: '*/**' } } }],
              message:
                '{{ from.element.types }} may import only the files at the root of a feature, not its {{ to.element.fileInternalPath }} (see eslint.config.js)',
            },
            {
              from: { element: { type: 'web' } },
              allow: [{ to: { element: { types: { anyOf: ['web', 'shared'] } } } }],
            },
            { from: { element: { type: 'shared' } }, allow: [{ to: { element: { type: 'shared' } } }] },
            // The server's layers run one way, each to the ones below it.
            {
              from: { element: { type: 'functions-api' } },
              allow: [
                {
                  to: {
                    element: {
                      types: {
                        anyOf: [
                          'functions-api',
                          'functions-lib',
                          'functions-core',
                          'functions-model',
                          'functions-config',
                          'shared',
                        ],
                      },
                    },
                  },
                },
              ],
            },
            {
              from: { element: { type: 'functions-events' } },
              allow: [
                {
                  to: {
                    element: {
                      types: {
                        anyOf: ['functions-events', 'functions-core', 'functions-model', 'functions-config', 'shared'],
                      },
                    },
                  },
                },
              ],
            },
            {
              from: { element: { type: 'functions-lib' } },
              allow: [
                {
                  to: {
                    element: {
                      types: {
                        anyOf: [
                          'functions-lib',
                          'functions-core',
                          'functions-db',
                          'functions-model',
                          'functions-config',
                          'shared',
                        ],
                      },
                    },
                  },
                },
              ],
            },
            {
              from: { element: { type: 'functions-core' } },
              allow: [
                {
                  to: {
                    element: {
                      types: {
                        anyOf: ['functions-core', 'functions-db', 'functions-model', 'functions-config', 'shared'],
                      },
                    },
                  },
                },
              ],
            },
            {
              from: { element: { type: 'functions-db' } },
              allow: [
                {
                  to: {
                    element: { types: { anyOf: ['functions-db', 'functions-model', 'functions-config', 'shared'] } },
                  },
                },
              ],
            },
            {
              from: { element: { type: 'functions-model' } },
              allow: [{ to: { element: { types: { anyOf: ['functions-model', 'shared'] } } } }],
            },
            {
              from: { element: { type: 'functions-config' } },
              allow: [{ to: { element: { types: { anyOf: ['functions-model', 'shared'] } } } }],
            },
            // CDK reads the contract, the model and the data layer's tables and keys, never behaviour.
            {
              from: { element: { type: 'infra' } },
              allow: [
                {
                  to: {
                    element: {
                      types: { anyOf: ['infra', 'functions-db', 'functions-model', 'functions-config', 'shared'] },
                    },
                  },
                },
              ],
            },
            // The local runtime runs the handlers as Lambda does; it and the ops scripts seed and
            // send through core and db.
            {
              from: { element: { type: 'infra-runtime' } },
              allow: [
                {
                  to: {
                    element: {
                      types: {
                        anyOf: [
                          'infra-runtime',
                          'infra',
                          'functions-api',
                          'functions-events',
                          'functions-lib',
                          'functions-core',
                          'functions-db',
                          'functions-model',
                          'functions-config',
                          'shared',
                        ],
                      },
                    },
                  },
                },
              ],
            },
            {
              from: { element: { type: 'tests' } },
              allow: [
                {
                  to: {
                    element: {
                      types: {
                        anyOf: [
                          'tests',
                          'web-app',
                          'web-feature',
                          'web-page',
                          'web',
                          'shared',
                          'functions-api',
                          'functions-events',
                          'functions-lib',
                          'functions-core',
                          'functions-db',
                          'functions-model',
                          'functions-config',
                          'infra',
                          'infra-runtime',
                        ],
                      },
                    },
                  },
                },
              ],
            },
          ],
        },
      ],
    },
  },
  {
    // The AWS SDK only in the data-access layer (and the local runtime, infra and tests around it).
    files: ['functions/**/*.ts', 'shared/**/*.ts', 'web/**/*.ts', 'web/**/*.tsx'],
    ignores: ['functions/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@aws-sdk/*'], message: 'AWS SDK calls belong in functions/db.' }] },
      ],
    },
  },
  {
    // Key strings only in functions/db/keys.ts.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['functions/db/keys.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=/${KEY_LITERAL}/]`, message: 'DynamoDB keys are built in functions/db/keys.ts.' },
        {
          selector: `TemplateLiteral > TemplateElement:first-child[value.raw=/${KEY_LITERAL}/]`,
          message: 'DynamoDB keys are built in functions/db/keys.ts.',
        },
      ],
    },
  },
);
