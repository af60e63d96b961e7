import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { keys } from '#functions/db/keys.js';
import { permissionsFor } from '#infra/lib/permissions.js';
import { routes, type RoutePath } from '#shared/routes.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { ROUTE_EXAMPLES } from '../support/route-examples.js';

// b2c/listnationaldeals and b2c/availabledeals under their own IAM role reach their happy path
// with real answers (not only "no 5xx"): a grant missing for the catalogue or the group deals'
// partition would be refused here.

const harness = installIamHarness();
afterAll(() => harness.restore());

const groupDeal = (group: string, order: number, dealTitle: string) => ({
  ...keys.groupDeal(FIXTURE.plid, group, order),
  group,
  groupName: group,
  route: 'promo/safety',
  image: `deals/${dealTitle}.svg`,
  dealTitle,
  description: 'd',
});

const ROUTES: RoutePath[] = ['b2c/listnationaldeals', 'b2c/availabledeals'];

describe.each(ROUTES)('%s', (path) => {
  beforeEach(async () => {
    await harness.reset();
    harness.tables.put('core', groupDeal('safety', 1, 'Member Protection Plan'));
    harness.tables.put('core', groupDeal('entertainment', 1, 'Theme parks'));
    harness.use(permissionsFor(routes[path]));
  });

  it.each(ROUTE_EXAMPLES[path]!.map((body, i) => [i, body] as const))(
    'example %i answers 200 with nothing refused',
    async (_i, body) => {
      const res = await callRoute(path, body, { session: true });
      expect(harness.refusals).toEqual([]);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((res.body as { deals: unknown[] }).deals.length).toBeGreaterThan(0);
    },
  );
});

it('availabledeals answers a visitor the group of the page host, and only that group', async () => {
  await harness.reset();
  harness.tables.put('core', groupDeal('safety', 1, 'Member Protection Plan'));
  harness.tables.put('core', groupDeal('entertainment', 1, 'Theme parks'));
  harness.use(permissionsFor(routes['b2c/availabledeals']));
  const res = await callRoute('b2c/availabledeals', { group: 'safety' });
  expect(harness.refusals).toEqual([]);
  expect(res.status).toBe(200);
  expect((res.body as { deals: { dealTitle: string; groupName: string }[] }).deals).toEqual([
    expect.objectContaining({ dealTitle: 'Member Protection Plan', groupName: 'Safety & Security' }),
  ]);
});
