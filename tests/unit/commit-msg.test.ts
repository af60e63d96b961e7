import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '#infra/lib/deployed-routes.js';

// The commit-msg hook `npm install` sets up (package.json's "prepare"): a subject of at most 72
// characters, counted as characters, not bytes; the body and git's comment lines are free.
const dir = mkdtempSync(path.join(tmpdir(), 'commit-msg-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let written = 0;
function hook(message: string) {
  const file = path.join(dir, `message-${++written}.txt`);
  writeFileSync(file, message);
  return spawnSync(process.execPath, [path.join(PROJECT_ROOT, '.githooks/commit-msg'), file], { encoding: 'utf8' });
}

describe('commit-msg hook', () => {
  it('takes a subject of 72 characters, accents counted once, with a long body', () => {
    expect(hook(`${'é'.repeat(72)}\n\n${'detail '.repeat(40)}\n`).status).toBe(0);
  });

  it('refuses a subject of 73 characters and says why', () => {
    const ran = hook(`# Please enter the commit message\n${'x'.repeat(73)}\n`);
    expect(ran.status).toBe(1);
    expect(ran.stderr).toContain('the subject is 73 characters, at most 72');
  });
});
