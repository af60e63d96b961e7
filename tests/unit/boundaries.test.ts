import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The architecture rules of eslint.config.js (run over the whole tree by `npm run lint`) really
// fire: each case lints a small text as if it were a file at that path of the project.

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('architecture boundaries', () => {
  it('refuses a feature importing another feature, and allows its own files, lib and shared', async () => {
    expect(
      await problems(
        'web/src/features/home/x.ts',
        "import { useLogin } from '../auth/api/login';\nexport const x = useLogin;\n",
      ),
    ).toEqual([expect.stringMatching(/^boundaries\/dependencies: web-feature must not import web-feature/)]);
    const fine =
      "import { notice } from '../../lib/notice';\nimport { BANNER } from '../../../../shared/constants';\nimport { GroupSquares } from './group-squares';\nexport const x = [notice, BANNER, GroupSquares];\n";
    expect(await problems('web/src/features/home/x.ts', fine)).toEqual([]);
  });

  it('lets pages and the app import only the files at the root of a feature, not its subfolders', async () => {
    expect(
      await problems(
        'web/src/pages/x.tsx',
        "import { useLogin } from '../features/auth/api/login';\nexport const x = useLogin;\n",
      ),
    ).toEqual([
      expect.stringMatching(
        /^boundaries\/dependencies: web-page may import only the files at the root of a feature, not its api\/login\.ts /,
      ),
    ]);
    expect(
      await problems(
        'web/src/app/layout/x.tsx',
        "export const x = () => import('../../features/auth/components/set-password-form');\n",
      ),
    ).toEqual([
      expect.stringMatching(
        /^boundaries\/dependencies: web-app may import only the files at the root of a feature, not its components\/set-password-form\.tsx /,
      ),
    ]);
    const rootFiles =
      "import { activate } from '../features/auth/activate';\nimport { LoginForm } from '../features/auth/login-form';\nexport const x = [activate, LoginForm];\n";
    expect(await problems('web/src/pages/x.tsx', rootFiles)).toEqual([]);
    expect(
      await problems('web/src/app/x.tsx', "export const x = () => import('../features/auth/login-modal');\n"),
    ).toEqual([]);
    // The root files themselves build on the feature's subfolders.
    expect(
      await problems(
        'web/src/features/auth/x.ts',
        "import { useLogin } from './api/login';\nexport const x = useLogin;\n",
      ),
    ).toEqual([]);
  });

  it('refuses web code importing functions/ and lib importing a feature', async () => {
    expect(
      await problems(
        'web/src/pages/x.tsx',
        "import { config } from '../../../functions/config';\nexport const x = config;\n",
      ),
    ).toEqual([expect.stringMatching(/web-page must not import functions/)]);
    expect(
      await problems(
        'web/src/lib/x.ts',
        "import { useLogin } from '../features/auth/api/login';\nexport const x = useLogin;\n",
      ),
    ).toEqual([expect.stringMatching(/web must not import web-feature/)]);
  });

  it('checks imports through the aliases as it checks relative ones (ADR 0093)', async () => {
    expect(
      await problems(
        'web/src/pages/x.tsx',
        "import { config } from '#functions/config.js';\nexport const x = config;\n",
      ),
    ).toEqual([expect.stringMatching(/web-page must not import functions/)]);
    expect(
      await problems(
        'web/src/features/home/x.ts',
        "import { useLogin } from '#web/features/auth/api/login.js';\nexport const x = useLogin;\n",
      ),
    ).toEqual([expect.stringMatching(/^boundaries\/dependencies: web-feature must not import web-feature/)]);
    expect(
      await problems(
        'functions/db/x.ts',
        "import type { Answer } from '#functions/lib/api-handler.js';\nexport type X = Answer<never>;\n",
      ),
    ).toEqual([expect.stringMatching(/functions-db must not import functions-lib/)]);
    const fine =
      "import { notice } from '#web/lib/notice.js';\nimport { BANNER } from '#shared/constants.js';\nexport const x = [notice, BANNER];\n";
    expect(await problems('web/src/features/home/x.ts', fine)).toEqual([]);
  });

  it('keeps shared/ free of server and web code', async () => {
    expect(
      await problems('shared/x.ts', "import { config } from '../functions/config.js';\nexport const x = config;\n"),
    ).toEqual([expect.stringMatching(/shared must not import functions/)]);
  });

  describe('server layers run one way: api -> lib -> core -> db -> model, shared below all', () => {
    const imports = (from: string, to: string) =>
      `import * as m from '${path.relative(path.dirname(path.join(root, from)), path.join(root, to))}';\nexport const x = m;\n`;
    const refused = (from: string, to: string) =>
      expect.stringMatching(new RegExp(`^boundaries/dependencies: ${from} must not import ${to} `));
    it.each([
      // [file, imports, refused as]
      ['functions/db/x.ts', 'functions/core/deals/search.js', 'functions-db', 'functions-core'],
      ['functions/db/x.ts', 'functions/lib/api-handler.js', 'functions-db', 'functions-lib'],
      ['functions/core/x.ts', 'functions/lib/api-handler.js', 'functions-core', 'functions-lib'],
      ['functions/core/x.ts', 'functions/api/outside/login.js', 'functions-core', 'functions-api'],
      ['functions/lib/x.ts', 'functions/api/outside/login.js', 'functions-lib', 'functions-api'],
      ['functions/api/x.ts', 'functions/db/keys.js', 'functions-api', 'functions-db'],
      ['functions/events/x.ts', 'functions/db/suppression-repo.js', 'functions-events', 'functions-db'],
      ['functions/core/x.ts', 'functions/events/ses-feedback.js', 'functions-core', 'functions-events'],
      ['functions/model/x.ts', 'functions/db/keys.js', 'functions-model', 'functions-db'],
      ['functions/model/x.ts', 'functions/config.js', 'functions-model', 'functions-config'],
      ['infra/lib/x.ts', 'functions/core/security/rate-limit.js', 'infra', 'functions-core'],
      ['infra/stacks/x.ts', 'infra/local/seed.js', 'infra', 'infra-runtime'],
    ])('refuses %s importing %s', async (from, to, fromType, toType) => {
      expect(await problems(from, imports(from, to))).toEqual([refused(fromType, toType)]);
    });
    it.each([
      ['functions/api/x.ts', 'functions/lib/api-handler.js'],
      ['functions/api/x.ts', 'functions/core/deals/search.js'],
      ['functions/lib/x.ts', 'functions/db/sessions-repo.js'],
      ['functions/core/x.ts', 'functions/db/keys.js'],
      ['functions/db/x.ts', 'functions/model/listing.js'],
      ['functions/model/x.ts', 'shared/constants.js'],
      ['infra/lib/x.ts', 'functions/db/tables.js'],
      ['infra/local/x.ts', 'functions/api/outside/login.js'],
      ['functions/events/x.ts', 'functions/core/mail/suppression.js'],
      ['infra/local/x.ts', 'functions/events/ses-feedback.js'],
    ])('allows %s importing %s', async (from, to) => {
      expect(await problems(from, imports(from, to))).toEqual([]);
    });
  });

  it('allows the AWS SDK only in functions/db', async () => {
    const sdk = "import { GetCommand } from '@aws-sdk/lib-dynamodb';\nexport const x = GetCommand;\n";
    expect(await problems('functions/core/x.ts', sdk)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*AWS SDK calls belong in functions\/db/),
    ]);
    expect(await problems('functions/db/x.ts', sdk)).toEqual([]);
  });

  it('allows DynamoDB key strings only in functions/db/keys.ts', async () => {
    const key =
      'export const k = (id: string) => ({ pk: `MEMBER#${id}`, sk: "PROFILE" });\nexport const s = "SESSION#abc";\n';
    expect(await problems('functions/db/members-repo-x.ts', key)).toEqual([
      expect.stringMatching(/keys are built in functions\/db\/keys.ts/),
      expect.stringMatching(/keys are built in functions\/db\/keys.ts/),
    ]);
    expect(await problems('functions/db/keys.ts', key)).toEqual([]);
  });

  it('knows every prefix keys.ts writes, read from the file: DEALCELL, MEMBERSESSIONS, PROVIDERS, REDEEM, DEALS', async () => {
    const code =
      ['DEALCELL', 'MEMBERSESSIONS', 'PROVIDERS', 'REDEEM', 'DEALS']
        .map((prefix, i) => `export const k${i} = '${prefix}#x';`)
        .join('\n') + '\n';
    expect(await problems('functions/core/x.ts', code)).toHaveLength(5);
  });
});
