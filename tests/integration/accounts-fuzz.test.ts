import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../functions/config.js';
import { dynamo } from '../../functions/db/clients.js';
import { Client, uniqueEmail, useLocalAws } from '../support/live-env.js';

// Property tests: malformed and oversized bodies on every account route answer a 4xx with a
// clear message, never a 5xx, and change no durable data.

const PUBLIC_ROUTES = ['outside/saveuser', 'outside/checkzipcode', 'outside/recoverpassword', 'outside/activate', 'outside/checkresetlink', 'outside/activateaccount', 'general/updatepassword', 'outside/updatepassword', 'outside/confirmemail', 'outside/logout'];
const MEMBER_ROUTES = ['b2c/account', 'b2c/saveaccountchanges', 'b2c/changepassword'];

async function snapshotCore(): Promise<string> {
  const items: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await dynamo().send(new ScanCommand({ TableName: config().tables.core, ExclusiveStartKey: start }));
    items.push(...(out.Items ?? []).map((i) => JSON.stringify(i, Object.keys(i).sort())));
    start = out.LastEvaluatedKey;
  } while (start);
  return items.sort().join('\n');
}

const junkValue = fc.oneof(fc.string({ maxLength: 60 }), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
const fieldNames = ['email', 'password', 'passwordConfirmation', 'firstName', 'lastName', 'zip', 'plid', 'key', 'key1', 'key2', 'password2', 'data', 'activationData', 'newPassword', 'confirmPassword', 'optout', 'currentPassword', 'dob', 'cellPhone', 'gender'];
const malformed = fc.oneof(
  fc.string({ maxLength: 80 }).map((s) => `{${s}`),
  fc.json({ maxDepth: 2 }).filter((j) => j.trim().startsWith('[') || !j.trim().startsWith('{')),
  fc.dictionary(fc.constantFrom(...fieldNames), junkValue, { maxKeys: 6 }).map((o) => JSON.stringify(o)),
  fc.record({ data: fc.dictionary(fc.constantFrom(...fieldNames), junkValue, { maxKeys: 6 }), activationData: fc.dictionary(fc.constantFrom(...fieldNames), junkValue, { maxKeys: 4 }) }).map((o) => JSON.stringify(o)),
);
// A body is "malformed" unless it happens to be valid; valid ones may succeed but must not 5xx.
const oversized = JSON.stringify({ email: 'a@b.co', firstName: 'x'.repeat(300_000) });

let member: Client;
beforeAll(async () => {
  useLocalAws();
  const email = uniqueEmail('fuzz');
  await new Client().post('outside/saveuser', { firstName: 'F', lastName: 'Z', email, password: 'Fuzz@Pass42', passwordConfirmation: 'Fuzz@Pass42', zip: '66044', plid: 323 });
  member = new Client();
  await member.post('outside/login', { email, password: 'Fuzz@Pass42' });
});

describe('account routes under malformed input', () => {
  it.each([...PUBLIC_ROUTES, ...MEMBER_ROUTES])('%s: never 5xx, clear message, no durable change', async (path) => {
    const before = await snapshotCore();
    const client = () => (MEMBER_ROUTES.includes(path) ? member : new Client());
    await fc.assert(
      fc.asyncProperty(malformed, async (body) => {
        const res = await client().post(path, body);
        expect(res.status, `${path} ${body} -> ${res.text}`).toBeLessThan(500);
        if (res.status >= 400) {
          expect(res.json.success).toBe(false);
          expect(String(res.json.message).length).toBeGreaterThan(5);
          expect(res.text).not.toMatch(/at .*\.ts:\d+|stack|Exception/);
        }
      }),
      { numRuns: 25 },
    );
    const big = await client().post(path, oversized);
    expect(big).toMatchObject({ status: 413, json: { success: false } });
    if (path !== 'b2c/changepassword') expect(await snapshotCore()).toBe(before);
  });

  it('outside/login: malformed bodies never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(malformed, async (body) => {
        const res = await new Client().post('outside/login', body);
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 15 },
    );
  });
});
