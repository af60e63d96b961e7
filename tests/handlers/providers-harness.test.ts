import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { geohashEncode } from '#functions/model/geo.js';
import { keys } from '#functions/db/keys.js';
import { permissionsFor } from '#infra/lib/permissions.js';
import { routes, type RoutePath } from '#shared/routes.js';
import { callRoute, installIamHarness } from '../support/iam-harness.js';
import { ROUTE_EXAMPLES } from '../support/route-examples.js';

// The provider locator's routes under their own IAM role reach their happy path: getproviders
// reads the ZIP centroid and the provider index with geo:read, getspecialties needs no table.

const harness = installIamHarness();
afterAll(() => harness.restore());

const ROUTES: RoutePath[] = ['b2c/getspecialties', 'b2c/getproviders'];

const chiropractor = {
  providerId: 'harness-provider',
  benefit: 'C',
  specialties: [301],
  facilityName: 'Harness Chiropractic',
  providerName: 'Dr. Pat Harness, DC',
  address: '2 Main St',
  city: 'Lawrence',
  state: 'KS',
  zip: '66044',
  phone: '(785) 555-0101',
  lat: 38.96,
  lon: -95.25,
};

describe.each(ROUTES)('%s with a session', (path) => {
  beforeEach(async () => {
    await harness.reset();
    harness.tables.put('geo', {
      ...keys.providerListing('C', geohashEncode(chiropractor.lat, chiropractor.lon, 9), chiropractor.providerId),
      ...chiropractor,
    });
    harness.use(permissionsFor(routes[path]));
  });

  it('answers 200 with nothing refused', async () => {
    for (const example of ROUTE_EXAMPLES[path]!) {
      const res = await callRoute(path, example, { session: true });
      expect(harness.refusals).toEqual([]);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });
});

it('getproviders finds the provider beside the fixture ZIP through the geo grant', async () => {
  await harness.reset();
  harness.tables.put('geo', {
    ...keys.providerListing('C', geohashEncode(chiropractor.lat, chiropractor.lon, 9), chiropractor.providerId),
    ...chiropractor,
  });
  harness.use(permissionsFor(routes['b2c/getproviders']));
  const res = await callRoute('b2c/getproviders', ROUTE_EXAMPLES['b2c/getproviders']![0], { session: true });
  expect(res.status).toBe(200);
  expect((res.body as { data: { FacilityName: string }[] }).data.map((p) => p.FacilityName)).toEqual([
    'Harness Chiropractic',
  ]);
  expect(harness.calls).toContainEqual({ action: 'dynamodb:Query', target: 'table/geo', allowed: true });
});
