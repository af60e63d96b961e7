import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '#infra/lib/deployed-routes.js';

// `npm run stage:init` as an operator runs it, before it touches anything: another stage's
// tables and input the admin form would refuse stop it with exit code 2. DynamoDB points at a
// closed port, so a run that went on to read or write would fail differently (exit code 1).
// From empty tables to a second co-op: tests/browser/stage-init.test.ts.

const GOOD = [
  '--stage',
  'blue',
  '--core-table',
  'portal-blue-data-CoreTable1',
  '--geo-table',
  'portal-blue-data-GeoTable1',
  '--media-bucket',
  'portal-blue-data-mediabucket1',
  '--mail-from',
  'no-reply@blue.example',
  '--admin-email',
  'ops@blue.example',
  '--admin-first',
  'Ops',
  '--admin-last',
  'Person',
  '--coop-name',
  'Blue Ridge Electric Cooperative',
  '--display-name',
  'Blue Ridge',
  '--zip',
  '24017',
  '--hosts',
  'savings.blueridge.example',
];

function stageInit(args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'infra/stage-init.ts', ...args], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      DYNAMODB_ENDPOINT: 'http://127.0.0.1:9',
      AWS_ACCESS_KEY_ID: 'none',
      AWS_SECRET_ACCESS_KEY: 'none',
      AWS_REGION: 'us-east-1',
    },
  });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

const withArg = (name: string, value: string) => GOOD.map((v, i) => (GOOD[i - 1] === name ? value : v));

describe('npm run stage:init refuses before it writes', () => {
  it("refuses another stage's core or geo table or media bucket", () => {
    const core = stageInit(withArg('--core-table', 'portal-green-data-CoreTable1'));
    expect(core).toEqual({
      code: 2,
      out: expect.stringContaining("portal-green-data-CoreTable1 is not in stage blue's data stack"),
    });
    const geo = stageInit(withArg('--geo-table', 'portal-bluegreen-data-GeoTable1'));
    expect(geo).toEqual({ code: 2, out: expect.stringContaining('is not in stage blue') });
    // The new co-op's starter art is written there (ADR 0071).
    const media = stageInit(withArg('--media-bucket', 'portal-green-data-mediabucket1'));
    expect(media).toEqual({ code: 2, out: expect.stringContaining('is not in stage blue') });
  });

  it('names what is missing or wrong in the input', () => {
    expect(stageInit(GOOD.slice(0, -2))).toEqual({
      code: 2,
      out: expect.stringContaining('Usage: npm run stage:init'),
    });
    const badZip = stageInit(withArg('--zip', '2401'));
    expect(badZip.code).toBe(2);
    expect(badZip.out).toContain('Nothing was written');
    expect(badZip.out).toContain('zip:');
    const badHost = stageInit(withArg('--hosts', 'savings.blueridge.example,not a host'));
    expect(badHost.code).toBe(2);
    expect(badHost.out).toContain('hosts (not a host): ');
  });
});
