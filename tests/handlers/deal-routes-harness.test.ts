import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { permissionsFor } from '#infra/lib/permissions.js';
import { routes, type RoutePath } from '#shared/routes.js';
import { callRoute, installIamHarness } from '../support/iam-harness.js';
import { ROUTE_EXAMPLES } from '../support/route-examples.js';

// The deal routes under their own IAM role reach their happy path (not only "no 5xx"): a grant
// missing for the listing lookup, the redemption transaction or the favorite write would fail here.

const harness = installIamHarness();
afterAll(() => harness.restore());

const DEAL_ROUTES: RoutePath[] = [
  'b2c/listdeals',
  'b2c/listdealsbycategory',
  'b2c/localdealscategories',
  'b2c/opendeal',
  'b2c/printdeal',
  'b2c/addfavorite',
  'b2c/removefavorite',
  'b2c/listfavoritesdeals',
];

describe.each(DEAL_ROUTES)('%s with a session', (path) => {
  beforeEach(async () => {
    await harness.reset();
    harness.use(permissionsFor(routes[path]));
  });

  it('answers 200 with nothing refused', async () => {
    const res = await callRoute(path, ROUTE_EXAMPLES[path]![0], { session: true });
    expect(harness.refusals).toEqual([]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

it('printdeal stores the redemption in one transaction with its limit slot', async () => {
  await harness.reset();
  harness.use(permissionsFor(routes['b2c/printdeal']));
  const res = await callRoute('b2c/printdeal', ROUTE_EXAMPLES['b2c/printdeal']![0], { session: true });
  expect(res.status).toBe(200);
  expect(harness.calls).toContainEqual({ action: 'dynamodb:PutItem', target: 'table/core', allowed: true });
});
