import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { config } from '../../functions/config.js';
import { dynamo } from '../../functions/db/clients.js';
import { implementedRoutes } from '../../infra/lib/deployed-routes.js';
import { findRoute, type RouteDef } from '../../shared/routes.js';
import { Client, uniqueEmail, useLocalAws } from '../support/live-env.js';

// Property tests: malformed and oversized bodies on every implemented route answer a 4xx with a
// clear message, never a 5xx, and change no durable data. The routes and their field names come
// from the route table, so a new route is fuzzed as soon as its handler exists.

const ROUTES = implementedRoutes()
  .map((r) => findRoute(r.path)!)
  .filter((r) => r.path !== 'outside/login') // its own test below: a valid login may follow a fuzzed one
  // Admin routes get the same property, as their staff role, in tests/handlers/admin-properties.test.ts
  // (every JSON admin route of the table, under its IAM role): here they would only repeat it at
  // about two seconds each against the live portal. Uploads (multipart) stay here.
  .filter((r) => r.access !== 'admin' || r.multipart);
const needsSession = (r: RouteDef) => r.access === 'member' || r.access === 'admin';

/** Every property name anywhere in a route's request schema, so junk lands in the fields it reads. */
function fieldNamesOf(route: RouteDef): string[] {
  const names = new Set<string>();
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const props = (node as { properties?: Record<string, unknown> }).properties;
    if (props) for (const [name, child] of Object.entries(props)) (names.add(name), walk(child));
    for (const value of Object.values(node)) if (typeof value === 'object') walk(value);
  };
  walk(z.toJSONSchema(route.request, { io: 'input', unrepresentable: 'any' }));
  return names.size ? [...names] : ['x'];
}

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
const malformedFor = (fieldNames: string[]) => {
  const fields = fc.dictionary(fc.constantFrom(...fieldNames), junkValue, { maxKeys: 6 });
  return fc.oneof(
    fc.string({ maxLength: 80 }).map((s) => `{${s}`),
    fc.json({ maxDepth: 2 }).filter((j) => j.trim().startsWith('[') || !j.trim().startsWith('{')),
    fields.map((o) => JSON.stringify(o)),
    // Nested objects (data, activationData, payload...) get junk in their own fields too.
    fc.dictionary(fc.constantFrom(...fieldNames), fields, { maxKeys: 3 }).map((o) => JSON.stringify(o)),
  );
};
const malformed = malformedFor(fieldNamesOf(findRoute('outside/login')!));
// A body is "malformed" unless it happens to be valid; valid ones may succeed but must not 5xx.
const oversized = JSON.stringify({ email: 'a@b.co', firstName: 'x'.repeat(300_000) });
const oversizedUpload = JSON.stringify({ filename: 'x'.repeat(600_000) });

let member: Client;
/** The core table as the last check saw it: the next route's "before" without a second Scan. */
let known: string | undefined;
beforeAll(async () => {
  useLocalAws();
  const email = uniqueEmail('fuzz');
  await new Client().post('outside/saveuser', { firstName: 'F', lastName: 'Z', email, password: 'Fuzz@Pass42', passwordConfirmation: 'Fuzz@Pass42', zip: '66044', plid: 323 });
  member = new Client();
  await member.post('outside/login', { email, password: 'Fuzz@Pass42' });
});

describe('account routes under malformed input', () => {
  it.each(ROUTES.map((r) => [r.path, r] as const))('%s: never 5xx, clear message, no durable change', async (path, route) => {
    // Only a route allowed to write the core table can change it: the portal runs every request
    // under its route's role, which refuses the rest. So only those pay for the two Scans.
    const writes = route.data.core === 'write';
    const before = writes ? (known ?? (await snapshotCore())) : '';
    const client = () => (needsSession(route) ? member : new Client());
    await fc.assert(
      fc.asyncProperty(malformedFor(fieldNamesOf(route)), async (body) => {
        const res = await client().post(path, body);
        expect(res.status, `${path} ${body} -> ${res.text}`).toBeLessThan(500);
        if (res.status >= 400) {
          expect(res.json.success).toBe(false);
          expect(String(res.json.message).length).toBeGreaterThan(5);
          expect(res.text).not.toMatch(/at .*\.ts:\d+|stack|Exception/);
        }
      }),
      { numRuns: 15 },
    );
    // An upload route takes an image and some slack (LIMITS.imageBytes); more than that is too large too.
    const big = await client().post(path, route.multipart ? oversizedUpload : oversized);
    expect(big).toMatchObject({ status: 413, json: { success: false } });
    if (writes && path !== 'b2c/changepassword') {
      known = await snapshotCore();
      expect(known).toBe(before);
    } else if (writes) known = undefined;
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
