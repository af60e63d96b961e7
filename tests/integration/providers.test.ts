import { beforeAll, describe, expect, it } from 'vitest';
import { destination, geohashBounds, geohashEncode, haversineMiles, type LatLon } from '#functions/model/geo.js';
import { zipCentroid } from '#functions/core/deals/zip-centroids.js';
import type { Provider } from '#functions/model/provider.js';
import { SPECIALTIES, type BenefitCode } from '#functions/model/specialties.js';
import { putProviders } from '#functions/db/provider-index-repo.js';
import { fill, LOCATOR } from '#shared/constants.js';
import { post, signedUpMember, useLocalAws, type Client } from '../support/live-env.js';
import { quietZips } from '../support/provider-fixtures.js';
import { BENEFITS_MESSAGES } from '#shared/schemas/benefits-messages.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';

// The provider locator through the portal's HTTP API on DynamoDB Local: b2c/getspecialties and
// b2c/getproviders. Each test writes its own providers (a facility name with this run's tag) into
// the provider index beside the demo ones, and checks its own rows exactly and every row's order.

const RUN = `t${process.pid}${Date.now().toString(36)}`;
let serial = 0;
let member: Client;

beforeAll(async () => {
  useLocalAws();
  member = (await signedUpMember('providers')).client;
});

function provider(at: LatLon, tag: string, benefit: BenefitCode, specialties: number[]): Provider {
  const n = serial++;
  return {
    providerId: `${RUN}-${n}`,
    benefit,
    specialties,
    facilityName: `${tag} Clinic ${n}`,
    providerName: `Dr. Test ${n}, DC`,
    address: `${n} Test St`,
    city: 'Town',
    state: 'KS',
    zip: '66044',
    phone: '(785) 555-0100',
    lat: at.lat,
    lon: at.lon,
  };
}

interface Row {
  FacilityName: string;
  Distance: number;
}
interface Reply {
  success: boolean;
  data: Row[];
  message?: string;
}

async function find(data: Record<string, unknown>): Promise<Reply> {
  const res = await member.post('b2c/getproviders', { data });
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as Reply;
}

const tagged = (rows: Row[], tag: string) =>
  rows
    .filter((r) => r.FacilityName.startsWith(tag))
    .map((r) => r.FacilityName)
    .sort();
const names = (ps: Provider[]) => ps.map((p) => p.facilityName).sort();
const sortedByDistance = (rows: Row[]) => rows.every((r, i) => i === 0 || rows[i - 1]!.Distance <= r.Distance);

describe('provider locator on the local portal', () => {
  it('b2c/getspecialties lists the specialties of the chosen benefit only', async () => {
    for (const { code } of LOCATOR.benefits) {
      const res = await member.post('b2c/getspecialties', { data: { benefit: code } });
      expect(res.status, res.text).toBe(200);
      expect(res.json).toEqual({ success: true, data: SPECIALTIES[code].map((s) => ({ ID: s.ID, Name: s.Name })) });
    }
    const bad = await member.post('b2c/getspecialties', { data: { benefit: 'XX' } });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ success: false, message: 'Please select a benefit' });
  });

  it('finds every provider inside the circle, on both sides of geohash cell edges, nearest first', async () => {
    const tag = `${RUN} edges`;
    const center = await zipCentroid('66044');
    const cell = geohashBounds(geohashEncode(center.lat + 0.03, center.lon + 0.03, 5));
    const eps = 1e-6;
    const midLat = (cell.latMin + cell.latMax) / 2;
    const midLon = (cell.lonMin + cell.lonMax) / 2;
    const points: LatLon[] = [
      ...[cell.latMin - eps, cell.latMin + eps, cell.latMax - eps, cell.latMax + eps].map((lat) => ({
        lat,
        lon: midLon,
      })),
      ...[cell.lonMin - eps, cell.lonMin + eps, cell.lonMax - eps, cell.lonMax + eps].map((lon) => ({
        lat: midLat,
        lon,
      })),
      // Just inside and just outside the 10-mile circle.
      destination(center, 30, 9.98),
      destination(center, 120, 10.02),
      destination(center, 250, 9.97),
      destination(center, 300, 10.03),
    ];
    const mine = points.map((p) => provider(p, tag, 'C', [301]));
    await putProviders(mine);
    const reply = await find({ benefit: 'C', specialty: -1, distance: 10, zip: '66044' });
    expect(tagged(reply.data, tag)).toEqual(names(mine.filter((p) => haversineMiles(center, p) <= 10)));
    expect(tagged(reply.data, tag)).toHaveLength(points.length - 2);
    expect(sortedByDistance(reply.data)).toBe(true);
    // Another benefit's index holds none of them.
    expect(tagged((await find({ benefit: 'V', distance: 10, zip: '66044' })).data, tag)).toEqual([]);
  });

  it('filters by specialty and keeps the distance order', async () => {
    const tag = `${RUN} specialty`;
    const center = await zipCentroid('66044');
    const sports = [1, 3, 6].map((miles, i) => provider(destination(center, i * 100, miles), tag, 'C', [301, 302]));
    const general = [2, 4].map((miles, i) => provider(destination(center, 50 + i * 100, miles), tag, 'C', [301]));
    await putProviders([...sports, ...general]);
    const only = await find({ benefit: 'C', specialty: 302, distance: 25, zip: '66044' });
    expect(tagged(only.data, tag)).toEqual(names(sports));
    const rows = only.data.filter((r) => r.FacilityName.startsWith(tag));
    expect(rows.map((r) => r.FacilityName)).toEqual(sports.map((p) => p.facilityName));
    expect(rows.map((r) => r.Distance)).toEqual([1, 3, 6]);
    expect(tagged((await find({ benefit: 'C', specialty: -1, distance: 25, zip: '66044' })).data, tag)).toEqual(
      names([...sports, ...general]),
    );
  });

  it("answers an empty list with the spec's message where no provider is near", async () => {
    const [zip] = quietZips('HU', 2, 1);
    const reply = await find({ benefit: 'HU', specialty: -1, distance: 1, zip });
    expect(reply).toEqual({ success: true, data: [], message: BENEFITS_MESSAGES.noProviders });
  });

  it(`returns the ${LOCATOR.maxResults} nearest when more are in the circle, and says so`, async () => {
    const tag = `${RUN} many`;
    const zip = quietZips('RX', 6, 4)[3]!;
    const center = await zipCentroid(zip);
    const many = Array.from({ length: LOCATOR.maxResults + 5 }, (_, i) =>
      provider(destination(center, (i * 37) % 360, 0.1 + i * 0.02), tag, 'RX', [401]),
    );
    await putProviders(many, { parallel: 8 });
    const reply = await find({ benefit: 'RX', distance: 5, zip });
    expect(reply.data).toHaveLength(LOCATOR.maxResults);
    expect(reply.data.map((r) => r.FacilityName)).toEqual(many.slice(0, LOCATOR.maxResults).map((p) => p.facilityName));
    expect(reply.message).toBe(fill(BENEFITS_MESSAGES.providersCapped, { count: String(LOCATOR.maxResults) }));
  });

  it('refuses an unknown ZIP, a specialty of another benefit and a distance off the list with clear messages', async () => {
    const unknown = await member.post('b2c/getproviders', { data: { benefit: 'V', zip: '00000' } });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toEqual({ success: false, message: fill(DEALS_MESSAGES.zipUnknown, { zip: '00000' }) });
    const other = await member.post('b2c/getproviders', { data: { benefit: 'V', specialty: 201, zip: '66044' } });
    expect(other.status).toBe(400);
    expect(other.json).toEqual({ success: false, message: BENEFITS_MESSAGES.providerSpecialtyInvalid });
    const far = await member.post('b2c/getproviders', { data: { benefit: 'V', distance: 100, zip: '66044' } });
    expect(far.status).toBe(400);
    expect(far.json).toEqual({ success: false, message: 'Please select a distance' });
  });

  it('asks a visitor to log in', async () => {
    for (const path of ['b2c/getspecialties', 'b2c/getproviders']) {
      const res = await post(path, { data: { benefit: 'V', zip: '66044' } });
      expect(res.status, path).toBe(401);
    }
  });
});
