import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { implementedRoutes } from '#infra/lib/deployed-routes.js';
import { findRoute } from '#shared/routes.js';
import { installIamHarness } from '../support/iam-harness.js';
import { brokenExampleFor, checkedCall, examplesOf } from '../support/route-properties.js';

// Property tests on every admin route of the route table: its example body with one field
// dropped or replaced by junk (blank, wrong type, huge, markup, another co-op's key, nested junk),
// sent by staff of the role it needs. Whatever the body, the answer is never a 5xx; a refusal is
// {success: false, message} and changes nothing and sends nothing. The other routes, and admin
// uploads, are in route-properties.test.ts.

const harness = installIamHarness();
afterAll(() => harness.restore());

const adminRoutes = implementedRoutes()
  .map((r) => findRoute(r.path)!)
  .filter((r) => r.access === 'admin' && !r.multipart);

describe.each(adminRoutes.map((r) => [r.path, r] as const))('%s with one field broken', (_path, route) => {
  it('never answers 5xx, and a refusal changes and sends nothing', async () => {
    expect(examplesOf(route).length).toBeGreaterThan(0);
    await fc.assert(
      fc.asyncProperty(brokenExampleFor(route), async (body) => {
        await checkedCall(harness, route, body, 'staff');
      }),
      { numRuns: 12 },
    );
  });
});
