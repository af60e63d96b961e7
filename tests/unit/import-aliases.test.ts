import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { aliasImports, aliasSource } from '#infra/alias-imports.js';

// Imports that climb two or more folders go through package.json's "imports" aliases (ADR 0093);
// `npm run aliases` rewrites them, and must be safe to run again after a merge.

const root = path.resolve(import.meta.dirname, '../..');
const at = (file: string, source: string) => aliasSource(path.join(root, file), source);

describe('npm run aliases', () => {
  it('aliases each climbing import to the file it names, as the bundlers resolve it', () => {
    const source = [
      "import { BANNER } from '../../../../shared/constants';",
      "import type { Notice } from '../../lib/notice';",
      "export { login } from '../../features/auth/api/login';",
      "const lazy = () => import('../../features/auth/login-modal');",
      "import './group-squares';",
      "import { x } from '../y';",
    ].join('\n');
    expect(at('web/src/features/home/x.ts', source).text).toBe(
      [
        "import { BANNER } from '#shared/constants.js';",
        "import type { Notice } from '#web/lib/notice.js';",
        "export { login } from '#web/features/auth/api/login.js';",
        "const lazy = () => import('#web/features/auth/login-modal.js');",
        "import './group-squares';",
        "import { x } from '../y';",
      ].join('\n'),
    );
    // Four levels up from tests/support/a/b: the codemod, run over this file, finds nothing there.
    expect(at('tests/support/a/b/x.test.ts', "vi.mock('../../../../functions/db/clients.js');").text).toBe(
      "vi.mock('#functions/db/clients.js');",
    );
  });

  it('changes nothing on a second run, nor in strings that are not imports', () => {
    const source =
      "import { config } from '../../../functions/config.js';\nconst u = new URL('../../web/index.html', import.meta.url);\n";
    const once = at('tests/support/deep/x.ts', source).text;
    expect(once).toBe(
      "import { config } from '#functions/config.js';\nconst u = new URL('../../web/index.html', import.meta.url);\n",
    );
    expect(at('tests/support/deep/x.ts', once).text).toBe(once);
  });

  it('leaves, and reports, a climbing import no alias covers', () => {
    expect(at('tests/unit/x.test.ts', "import pkg from '../../package.json';")).toEqual({
      text: "import pkg from '../../package.json';",
      left: ['../../package.json'],
    });
  });

  it('finds no climbing import left in the tree (run `npm run aliases` if it does)', () => {
    expect(aliasImports({ check: true }).changed).toEqual([]);
  });
});
