import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { implementedRoutes } from '#infra/lib/deployed-routes.js';
import { permissionsFor } from '#infra/lib/permissions.js';
import { findRoute, routes, type RoutePath } from '#shared/routes.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import {
  brokenExampleFor,
  callersOf,
  checkedCall,
  durableTables,
  durableWrites,
  junkBodyFor,
  OVERSIZED_JSON,
  OVERSIZED_UPLOAD,
} from '../support/route-properties.js';

// Property tests on every implemented route, each handler under its own IAM role (admin routes
// as staff of the role they need): junk bodies (malformed JSON, no object, junk in the route's own
// field names), a body over the size limit, and valid examples with one field broken (the JSON
// admin ones' are in admin-properties.test.ts, so the two files share the work). Whatever the body, the answer is never a 5xx; a refusal is {success: false,
// message} and writes nothing durable and sends nothing; junk bodies write nothing at all. The
// routes and their field names come from the route table, so a new route is fuzzed as soon as its
// handler exists. tests/integration/body-limits.test.ts keeps the 413 through the HTTP server.

const harness = installIamHarness();
afterAll(() => harness.restore());

const ROUTES = implementedRoutes().map((r) => findRoute(r.path)!);

/** Routes with a junk generator of their own beside the generic one (the bodies their pages send). */
const OWN_JUNK: Partial<Record<RoutePath, { body: fc.Arbitrary<unknown>; numRuns: number }>> = {
  'outside/gethomedata': {
    body: fc.oneof(
      fc.string({ maxLength: 100 }),
      fc.json({ maxDepth: 2 }),
      fc.record(
        {
          url: fc.oneof(fc.webUrl(), fc.string({ maxLength: 300 }), fc.integer()),
          key: fc.oneof(fc.string({ maxLength: 12 }), fc.nat()),
        },
        { requiredKeys: [] },
      ),
    ),
    numRuns: 60,
  },
  'b2c/availabledeals': {
    body: fc.record(
      {
        group: fc.oneof(fc.string({ maxLength: 80 }), fc.integer(), fc.constant(null)),
        key: fc.oneof(fc.string({ maxLength: 70 }), fc.nat()),
      },
      { requiredKeys: [] },
    ),
    numRuns: 40,
  },
};
OWN_JUNK['outside/setcoop'] = OWN_JUNK['outside/gethomedata'];

describe.each(ROUTES.map((r) => [r.path, r] as const))('%s', (path, route) => {
  it('junk bodies: never 5xx, a clear refusal, nothing written or sent', async () => {
    await fc.assert(
      fc.asyncProperty(junkBodyFor(route), callersOf(route), async (body, caller) => {
        await checkedCall(harness, route, body, caller, { writesNothing: true });
      }),
      { numRuns: 15 },
    );
  });

  if (route.access !== 'admin' || route.multipart)
    it('an example with one field broken: never 5xx, and a refusal writes and sends nothing', async () => {
      await fc.assert(
        fc.asyncProperty(brokenExampleFor(route), callersOf(route), async (body, caller) => {
          await checkedCall(harness, route, body, caller);
        }),
        { numRuns: 12 },
      );
    });

  it('a body over the size limit answers 413 {success: false}, writing nothing', async () => {
    const { status, body } = await checkedCall(
      harness,
      route,
      route.multipart ? OVERSIZED_UPLOAD : OVERSIZED_JSON,
      route.access === 'public' || route.access === 'link' ? 'visitor' : route.access === 'admin' ? 'staff' : 'member',
    );
    expect({ status, success: body.success }).toEqual({ status: 413, success: false });
  });

  const own = OWN_JUNK[path as RoutePath];
  if (own) {
    it("the page's own junk: never 5xx, an answer in its shape or a message, nothing written", async () => {
      await fc.assert(
        fc.asyncProperty(own.body, callersOf(route), async (body, caller) => {
          await checkedCall(harness, route, body, caller, { writesNothing: true });
        }),
        { numRuns: own.numRuns },
      );
    });
  }
});

describe('outside/login', () => {
  it('refuses every junk body with a 4xx, writing nothing durable, and the right password still logs in after them', async () => {
    const login = routes['outside/login'];
    await harness.reset();
    harness.use(permissionsFor(login));
    const before = durableTables(harness);
    // One fixture for the whole run, as one portal sees them: the failures count against the caller's address.
    await fc.assert(
      fc.asyncProperty(junkBodyFor(login), async (body) => {
        const res = await callRoute('outside/login', body, { raw: true });
        expect(res.status, `${body} -> ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${body} -> ${JSON.stringify(res.body)}`).toBeLessThan(500);
      }),
      { numRuns: 15 },
    );
    expect(harness.refusals).toEqual([]);
    expect(durableWrites(harness)).toEqual([]);
    expect(durableTables(harness)).toBe(before);
    const res = await callRoute('outside/login', { email: FIXTURE.email, password: FIXTURE.password });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
