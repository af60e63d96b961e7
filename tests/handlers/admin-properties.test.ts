import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { keys } from '../../functions/db/keys.js';
import { implementedRoutes } from '../../infra/lib/deployed-routes.js';
import { permissionsFor } from '../../infra/lib/permissions.js';
import { findRoute, type RouteDef } from '../../shared/routes.js';
import { callRoute, installIamHarness } from '../support/iam-harness.js';
import { ROUTE_EXAMPLES } from '../support/route-examples.js';

// Property tests on every admin route of the route table: its example body with one field
// dropped or replaced by junk (blank, wrong type, huge, markup, another co-op's key, nested junk),
// sent by staff of the role it needs. Whatever the body, the answer is never a 5xx; a refusal is
// {success: false, message} and changes nothing and sends nothing.

const harness = installIamHarness();
afterAll(() => harness.restore());

const adminRoutes = implementedRoutes()
  .map((r) => findRoute(r.path)!)
  .filter((r) => r.access === 'admin' && !r.multipart);
const examplesOf = (route: RouteDef) => ((ROUTE_EXAMPLES as Record<string, readonly Record<string, unknown>[] | undefined>)[route.path] ?? []).filter((b) => typeof b === 'object');

const JUNK: unknown[] = ['', ' ', null, 0, -1, 1.5, true, [], {}, 'x'.repeat(5000), '<img src=x onerror=alert(1)>', keys.coop(417).pk, '../../etc/passwd', ['a', 1], { $ne: null }, '2026-13-45', 'NaN'];

const snapshot = () => JSON.stringify([harness.tables.all('core'), harness.tables.all('geo')]);

describe.each(adminRoutes.map((r) => [r.path, r] as const))('%s with one field broken', (_path, route) => {
  it('never answers 5xx, and a refusal changes and sends nothing', async () => {
    const examples = examplesOf(route);
    expect(examples.length).toBeGreaterThan(0);
    const change = fc.record({
      example: fc.constantFrom(...examples),
      pick: fc.nat(),
      junk: fc.oneof(fc.constant(undefined), fc.constantFrom(...JUNK), fc.string({ maxLength: 40 }), fc.integer()),
    });
    await fc.assert(
      fc.asyncProperty(change, async ({ example, pick, junk }) => {
        await harness.reset();
        harness.use(permissionsFor(route));
        harness.actAs(route.staff!);
        const fields = Object.keys(example).filter((k) => k !== 'credentials');
        const body: Record<string, unknown> = structuredClone(example);
        if (fields.length) {
          const field = fields[pick % fields.length]!;
          if (junk === undefined) delete body[field];
          else body[field] = junk;
        }
        const before = snapshot();
        const res = await callRoute(route.path, body, { session: true });
        expect(res.status, [JSON.stringify(body).slice(0, 300), JSON.stringify(res.body), ...res.errors].join('\n')).toBeLessThan(500);
        expect(harness.refusals).toEqual([]);
        if (res.status >= 400) {
          expect(res.body).toEqual({ success: false, message: expect.any(String) });
          expect(snapshot()).toBe(before);
          expect(harness.mails).toEqual([]);
        }
      }),
      { numRuns: 12 },
    );
  });
});
