import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fill } from '#shared/constants.js';
import { b2cListdeals, b2cListdealsbycategory, outsideGethomedata } from '#shared/route-defs.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';
import { JAVA_HINT, javaOnPath } from '#infra/local/emulators.js';
import {
  DEMO_LOADING_MESSAGE,
  demoLoadingAnswer,
  formatRequestLine,
  requestLogFormat,
} from '#infra/local/local-answers.js';
import { PROJECT_ROOT } from '#infra/lib/deployed-routes.js';

// The first minute of a newcomer's `npm start`: a machine without Java gets the hint alone at
// once; the terminal shows one short line per request (JSON only when asked, as deployed); a
// search while the demo deals still load says so instead of "no deals near your area".

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('npm start without Java', () => {
  it('prints the install hint alone and stops at once, with no stack trace and no 45 s wait', () => {
    const noJava = mkdtempSync(path.join(tmpdir(), 'no-java-'));
    dirs.push(noJava);
    expect(javaOnPath(noJava)).toBe(false);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'infra/local/start.ts', '--port', '0'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, PATH: noJava, DYNAMODB_PORT: '0', S3_PORT: '0', SES_PORT: '0' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(JAVA_HINT);
    expect(run.stdout).not.toContain('ready');
  });
});

describe("npm start's request lines", () => {
  it('are one short readable line per request, JSON only when LOG_FORMAT=json', () => {
    expect(formatRequestLine({ method: 'POST', route: 'b2c/listdeals', status: 200, ms: 34.6 })).toBe(
      'POST b2c/listdeals 200 35 ms',
    );
    expect(requestLogFormat({})).toBe('readable');
    expect(requestLogFormat({ LOG_FORMAT: 'json' })).toBe('json');
    expect(requestLogFormat({ LOG_FORMAT: 'JSON' })).toBe('json');
  });
});

describe('a local-deals search while the demo deals load', () => {
  const json = (statusCode: number, body: unknown) => ({
    statusCode,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const loading = { success: false, message: DEMO_LOADING_MESSAGE };

  it('says the demo data is still loading instead of "no deals near your area" or an unknown ZIP', () => {
    const empty = json(200, { success: true, deals: [], zip: '66044', radius: 50, page: 1, pages: 0, total: 0 });
    for (const route of [b2cListdeals.path, b2cListdealsbycategory.path]) {
      const answer = demoLoadingAnswer(route, empty);
      expect(answer?.statusCode).toBe(503);
      expect(JSON.parse(answer?.body ?? '')).toEqual(loading);
      expect(answer?.headers).toEqual(empty.headers);
    }
    const unknownZip = json(400, { success: false, message: fill(DEALS_MESSAGES.zipUnknown, { zip: '99950' }) });
    expect(JSON.parse(demoLoadingAnswer(b2cListdeals.path, unknownZip)?.body ?? '')).toEqual(loading);
  });

  it('leaves deals found, bad input and other routes as they are', () => {
    const found = json(200, { success: true, deals: [{ dealId: 'x' }], total: 1 });
    expect(demoLoadingAnswer(b2cListdeals.path, found)).toBeUndefined();
    const badZip = json(400, { success: false, message: 'Please enter a 5-digit ZIP code.' });
    expect(demoLoadingAnswer(b2cListdeals.path, badZip)).toBeUndefined();
    expect(demoLoadingAnswer(outsideGethomedata.path, json(200, { success: true, deals: [] }))).toBeUndefined();
    expect(demoLoadingAnswer(b2cListdeals.path, { statusCode: 502, body: 'Bad gateway' })).toBeUndefined();
  });
});
