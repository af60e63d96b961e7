import { createHash } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { haversineMiles } from '#functions/model/geo.js';
import { endOfDayIn } from '#functions/core/dates.js';
import type { Listing } from '#functions/model/listing.js';
import { keys } from '#functions/db/keys.js';
import { LIMITS, PATTERNS, PERPETUAL_DATE, TIME_LAPSES } from '#shared/constants.js';
import { DEMO_COOPS } from '#infra/local/demo-data.js';
import {
  DEAL_CATEGORIES,
  dealArt,
  demoDealCoreItems,
  demoZipList,
  generateDemoDeals,
  type DemoDeals,
} from '#infra/local/demo-deals.js';

// The demo local deals the seed loads: the same data from the same seed, enough of it across the
// US, deals near both demo co-ops, some that must never show, every field within the spec's limits.

const hash = (d: DemoDeals) => createHash('sha256').update(JSON.stringify(d)).digest('hex');
const listingKey = (l: Pick<Listing, 'dealId' | 'locationId'>) => `${l.dealId}|${l.locationId}`;

let deals: DemoDeals;
beforeAll(() => {
  deals = generateDemoDeals();
});
afterEach(() => vi.restoreAllMocks());

describe('demo deals generator', () => {
  it('gives the same data for the same seed, without Math.random or the clock, and other data for another seed', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    vi.spyOn(Date, 'now').mockImplementation(() => {
      throw new Error('Date.now used');
    });
    const again = generateDemoDeals();
    vi.restoreAllMocks();
    expect(hash(again)).toBe(hash(deals));
    const other = generateDemoDeals(7, 2_000);
    expect(other.listings.length).toBeGreaterThanOrEqual(2_000);
    expect(other.partners.slice(0, 50).map((p) => p.businessName)).not.toEqual(
      deals.partners.slice(0, 50).map((p) => p.businessName),
    );
  });

  it('has at least 20,000 listings across the 50 states and DC, each near its ZIP centroid', () => {
    // Not counting those that expired before the demo was made (2020 to 2025).
    expect(deals.listings.filter((l) => l.endsAt > Date.UTC(2027, 0, 1)).length).toBeGreaterThanOrEqual(20_000);
    expect(new Set(deals.listings.map(listingKey)).size).toBe(deals.listings.length);
    const zips = new Map(demoZipList().map((z) => [z.zip, z]));
    const states = new Set(deals.listings.map((l) => l.state));
    expect(states.size).toBe(51);
    const far = deals.listings.filter((l) => {
      const z = zips.get(l.zipcode);
      return !z || z.state !== l.state || haversineMiles(l, z) > 2.01;
    });
    expect(far).toEqual([]);
  });

  it('puts a dozen or more live deals within 10 miles of each demo co-op ZIP, one business at two places', () => {
    const zips = new Map(demoZipList().map((z) => [z.zip, z]));
    const now = Date.now();
    for (const { record } of DEMO_COOPS) {
      const home = zips.get(record.zip)!;
      const near = deals.listings.filter((l) => l.endsAt > now && haversineMiles(l, home) <= 10);
      expect(near.length, record.zip).toBeGreaterThanOrEqual(12);
      expect(new Set(near.map((l) => l.categories[0]!.category)).size).toBe(DEAL_CATEGORIES.length);
      const placesByBusiness = new Map<string, Set<string>>();
      for (const l of near) placesByBusiness.set(l.bpId, (placesByBusiness.get(l.bpId) ?? new Set()).add(l.locationId));
      expect([...placesByBusiness.values()].filter((s) => s.size >= 2).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('lists exactly the offers that are enabled at enabled locations of active partners, expired ones included', () => {
    const partners = new Map(deals.partners.map((p) => [p.bpId, p]));
    const locations = new Map(deals.locations.map((l) => [l.locationId, l]));
    const expected = new Set<string>();
    for (const o of deals.offers) {
      if (o.status !== 1 || partners.get(o.bpId)!.status !== 1) continue;
      for (const id of o.locationIds) {
        const loc = locations.get(id)!;
        expect(loc.bpId).toBe(o.bpId);
        if (loc.status === 1) expected.add(listingKey({ dealId: o.dealId, locationId: id }));
      }
    }
    expect(new Set(deals.listings.map(listingKey))).toEqual(expected);

    const share = (n: number, of: number) => n / of;
    // Some are expired today; few were when the generator was made (it is clock-free, so more
    // of its offers end as the years go by).
    const expiredBy = (t: number) => deals.listings.filter((l) => l.endsAt <= t).length;
    expect(share(expiredBy(Date.now()), deals.listings.length)).toBeGreaterThan(0.015);
    expect(share(expiredBy(Date.UTC(2026, 10, 1)), deals.listings.length)).toBeLessThan(0.05);
    const disabledOffers = deals.offers.filter((o) => o.status === 0);
    const disabledLocations = deals.locations.filter((l) => l.status === 0);
    const inactive = deals.partners.filter((p) => p.status === 0);
    expect(share(disabledOffers.length, deals.offers.length)).toBeGreaterThan(0.015);
    expect(share(disabledOffers.length, deals.offers.length)).toBeLessThan(0.05);
    expect(share(disabledLocations.length, deals.locations.length)).toBeGreaterThan(0.015);
    expect(share(disabledLocations.length, deals.locations.length)).toBeLessThan(0.05);
    expect(share(inactive.length, deals.partners.length)).toBeGreaterThan(0.01);
    expect(share(inactive.length, deals.partners.length)).toBeLessThan(0.04);
    // Disabled locations still sit on enabled offers, so leaving them out is the index's doing.
    const onLiveOffers = new Set(deals.offers.filter((o) => o.status === 1).flatMap((o) => o.locationIds));
    expect(disabledLocations.filter((l) => onLiveOffers.has(l.locationId)).length).toBeGreaterThan(10);
  });

  it('ends each listing at the end of its expiry day in its co-op time zone; some perpetual, some long past', () => {
    const offers = new Map(deals.offers.map((o) => [o.dealId, o]));
    const plids = new Map(deals.partners.map((p) => [p.bpId, p.plid]));
    const zones = new Map(DEMO_COOPS.map((c) => [c.record.plid, c.record.timeZone]));
    for (const l of deals.listings.filter((_, i) => i % 97 === 0)) {
      expect(l.endsAt).toBe(endOfDayIn(offers.get(l.dealId)!.expirationDate, zones.get(plids.get(l.bpId)!)!));
    }
    const years = deals.offers.map((o) => Number(o.expirationDate.slice(0, 4)));
    const [mm, dd, yyyy] = PERPETUAL_DATE.split('/');
    expect(deals.offers.filter((o) => o.expirationDate === `${yyyy}-${mm}-${dd}`).length).toBeGreaterThan(
      deals.offers.length * 0.05,
    );
    expect(years.every((y) => (y >= 2020 && y <= 2025) || (y >= 2027 && y <= 2050))).toBe(true);
  });

  it('keeps every field within the spec limits and the catalogue', () => {
    expect(DEAL_CATEGORIES.length).toBeGreaterThanOrEqual(10);
    for (const c of DEAL_CATEGORIES) {
      expect(c.subcategories.length).toBeGreaterThanOrEqual(3);
      expect(c.subcategories.length).toBeLessThanOrEqual(6);
    }
    const catalogue = new Map(
      DEAL_CATEGORIES.map((c) => [c.category, new Set(c.subcategories.map((s) => s.subcategory))]),
    );
    const lapses = new Set<number>(TIME_LAPSES.map((t) => t.days));
    const art = new Set(dealArt().map((l) => l.key));
    const logos = [...art].filter((key) => key.startsWith('logos/'));
    expect(logos.length).toBeGreaterThanOrEqual(24);
    for (const key of art) expect(key).toMatch(/^(logos\/deals\/\d+|deals\/local-\d+-[12])\.svg$/);
    expect(dealArt().every((a) => a.svg.startsWith('<svg '))).toBe(true);
    // Every logo and image a partner names is one the seed stores.
    for (const p of deals.partners)
      for (const key of [p.logo, p.image1, p.image2]) if (key) expect(art.has(key), key).toBe(true);
    expect(deals.partners.filter((p) => p.image1).length).toBeGreaterThan(deals.partners.length / 4);

    const inCatalogue = (c: { category: string; subcategories: string[] }) =>
      c.subcategories.length >= 1 && c.subcategories.every((s) => catalogue.get(c.category)?.has(s));
    const badOffers = deals.offers.filter(
      (o) =>
        !o.value ||
        o.value.length > LIMITS.offerValue ||
        !o.description ||
        o.description.length > LIMITS.offerDescription ||
        o.stubCopy.length > LIMITS.offerStubCopy ||
        !Number.isInteger(o.frequency) ||
        o.frequency < 1 ||
        o.frequency > 999 ||
        !lapses.has(o.timeLapse) ||
        !(o.dollarValue > 0) ||
        Math.round(o.dollarValue * 100) / 100 !== o.dollarValue ||
        !/^\d{4}-\d{2}-\d{2}$/.test(o.expirationDate) ||
        !(o.isPrinted || o.isMobile) ||
        !o.locationIds.length ||
        !o.categories.length ||
        !o.categories.every(inCatalogue),
    );
    expect(badOffers).toEqual([]);
    expect(new Set(deals.offers.map((o) => o.timeLapse))).toEqual(lapses);
    const plids = DEMO_COOPS.map((c) => c.record.plid);
    const badPartners = deals.partners.filter(
      (p) =>
        p.businessName.length > LIMITS.businessField ||
        p.website.length > LIMITS.businessWebsite ||
        p.email.length > LIMITS.businessEmail ||
        !PATTERNS.email.test(p.email) ||
        !PATTERNS.phone.test(p.phone) ||
        !art.has(p.logo) ||
        !plids.includes(p.plid),
    );
    expect(badPartners).toEqual([]);
    const badLocations = deals.locations.filter(
      (l) =>
        l.locationName.length > LIMITS.businessField ||
        l.address.length > LIMITS.businessField ||
        !PATTERNS.zip.test(l.zip) ||
        !PATTERNS.phone.test(l.phone),
    );
    expect(badLocations).toEqual([]);
    expect(deals.locations.some((l) => l.hideAddress === 1)).toBe(true);
    expect(deals.listings.some((l) => l.hideAddress === 1)).toBe(true);
    // Believable names: the word lists make few exact repeats.
    expect(new Set(deals.partners.map((p) => p.businessName)).size).toBeGreaterThan(deals.partners.length * 0.8);
  });

  it('gives the core table one item per partner, location and offer, offers findable by id', () => {
    const items = demoDealCoreItems(deals);
    expect(items.length).toBe(deals.partners.length + deals.locations.length + deals.offers.length);
    expect(new Set(items.map((i) => JSON.stringify([i.pk, i.sk]))).size).toBe(items.length);
    const first = deals.offers[0]!;
    const offer = items.find(
      (i) =>
        i.pk === keys.partnerOffer(first.bpId, first.dealId).pk &&
        i.sk === keys.partnerOffer(first.bpId, first.dealId).sk,
    );
    expect(offer).toMatchObject({ ...keys.offerById(first.dealId), dealId: first.dealId, status: first.status });
  });
});
