// Architecture boundaries, checked in `npm test` (npm run lint). Only rules that guard the shape
// of the code; formatting and style are left to review.
import boundaries from 'eslint-plugin-boundaries';
import path from 'node:path';
import tseslint from 'typescript-eslint';

/** Every DynamoDB key prefix of functions/db/keys.ts; a literal starting with one is a key. */
const KEY_LITERAL = '^(NETWORK|COOPS?|DOMAIN|GROUP|SLIDE|ZIP|CATALOG|CATEGORY|SPECIALTY|SPEC|MEMBER|EMAIL|SAVING|FAV|REDEEMWIN|DRAFT|BP|LOCATION|OFFER|DEAL|AGREEMENT|SESSION|TOKEN|RATE|CELL|PROVIDER|ZIPGEO|W)#';

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'cdk.out/**', '.local-data/**', 'coverage/**', '.test-artifacts/**'] },
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
        { type: 'functions-db', pattern: 'functions/db/**', partialMatch: false },
        { type: 'functions', pattern: 'functions/**', partialMatch: false },
        { type: 'infra', pattern: 'infra/**', partialMatch: false },
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
                { to: { element: { type: 'web-feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
                { to: { element: { types: { anyOf: ['web', 'shared'] } } } },
              ],
            },
            // Pages compose features; the app shell (router, layout) composes pages and features;
            // lib and components are the shared bottom layer of the web app.
            { from: { element: { type: 'web-page' } }, allow: [{ to: { element: { types: { anyOf: ['web-feature', 'web', 'shared'] } } } }] },
            { from: { element: { type: 'web-app' } }, allow: [{ to: { element: { types: { anyOf: ['web-app', 'web-page', 'web-feature', 'web', 'shared'] } } } }] },
            { from: { element: { type: 'web' } }, allow: [{ to: { element: { types: { anyOf: ['web', 'shared'] } } } }] },
            { from: { element: { type: 'shared' } }, allow: [{ to: { element: { type: 'shared' } } }] },
            { from: { element: { types: { anyOf: ['functions', 'functions-db'] } } }, allow: [{ to: { element: { types: { anyOf: ['functions', 'functions-db', 'shared'] } } } }] },
            { from: { element: { type: 'infra' } }, allow: [{ to: { element: { types: { anyOf: ['infra', 'functions', 'functions-db', 'shared'] } } } }] },
            { from: { element: { type: 'tests' } }, allow: [{ to: { element: { types: { anyOf: ['tests', 'web-app', 'web-feature', 'web-page', 'web', 'shared', 'functions', 'functions-db', 'infra'] } } } }] },
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
      'no-restricted-imports': ['error', { patterns: [{ group: ['@aws-sdk/*'], message: 'AWS SDK calls belong in functions/db.' }] }],
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
        { selector: `TemplateLiteral > TemplateElement:first-child[value.raw=/${KEY_LITERAL}/]`, message: 'DynamoDB keys are built in functions/db/keys.ts.' },
      ],
    },
  },
);
