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
    expect(await problems('web/src/features/home/x.ts', "import { useLogin } from '../auth/api/login';\nexport const x = useLogin;\n")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: web-feature must not import web-feature/),
    ]);
    const fine = "import { notice } from '../../lib/notice';\nimport { BANNER } from '../../../../shared/constants';\nimport { GroupSquares } from './components/group-squares';\nexport const x = [notice, BANNER, GroupSquares];\n";
    expect(await problems('web/src/features/home/x.ts', fine)).toEqual([]);
  });

  it('refuses web code importing functions/ and lib importing a feature', async () => {
    expect(await problems('web/src/pages/x.tsx', "import { config } from '../../../functions/config';\nexport const x = config;\n")).toEqual([
      expect.stringMatching(/web-page must not import functions/),
    ]);
    expect(await problems('web/src/lib/x.ts', "import { useLogin } from '../features/auth/api/login';\nexport const x = useLogin;\n")).toEqual([
      expect.stringMatching(/web must not import web-feature/),
    ]);
  });

  it('keeps shared/ free of server and web code', async () => {
    expect(await problems('shared/x.ts', "import { config } from '../functions/config.js';\nexport const x = config;\n")).toEqual([
      expect.stringMatching(/shared must not import functions/),
    ]);
  });

  it('allows the AWS SDK only in functions/db', async () => {
    const sdk = "import { GetCommand } from '@aws-sdk/lib-dynamodb';\nexport const x = GetCommand;\n";
    expect(await problems('functions/core/x.ts', sdk)).toEqual([expect.stringMatching(/^no-restricted-imports: .*AWS SDK calls belong in functions\/db/)]);
    expect(await problems('functions/db/x.ts', sdk)).toEqual([]);
  });

  it('allows DynamoDB key strings only in functions/db/keys.ts', async () => {
    const key = 'export const k = (id: string) => ({ pk: `MEMBER#${id}`, sk: "PROFILE" });\nexport const s = "SESSION#abc";\n';
    expect(await problems('functions/db/members-repo-x.ts', key)).toEqual([
      expect.stringMatching(/keys are built in functions\/db\/keys.ts/),
      expect.stringMatching(/keys are built in functions\/db\/keys.ts/),
    ]);
    expect(await problems('functions/db/keys.ts', key)).toEqual([]);
  });
});
