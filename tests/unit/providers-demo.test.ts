import { describe, expect, it } from 'vitest';
import { haversineMiles } from '#functions/model/geo.js';
import { SPECIALTIES } from '#functions/model/specialties.js';
import { DEMO_COOPS } from '#infra/local/demo-data.js';
import { demoZipList } from '#infra/local/demo-deals.js';
import { generateDemoProviders } from '#infra/local/demo-providers.js';
import { LOCATOR, PATTERNS } from '#shared/constants.js';

// The demo providers the seed loads for the provider locator: at least 5,000 across the country,
// the same every time, each with a specialty of its own benefit, and some of every benefit within
// the default 10 miles of each demo co-op.

describe('demo providers', () => {
  const providers = generateDemoProviders();

  it('are at least 5,000 across the states, the same for the same seed and others for another', () => {
    expect(providers.length).toBeGreaterThanOrEqual(5000);
    expect(new Set(providers.map((p) => p.state)).size).toBeGreaterThanOrEqual(45);
    expect(new Set(providers.map((p) => p.providerId)).size).toBe(providers.length);
    expect(generateDemoProviders()).toEqual(providers);
    expect(generateDemoProviders(7)).not.toEqual(providers);
  });

  it('carry believable, well-formed fields and specialties of their own benefit', () => {
    const zips = new Map(demoZipList().map((z) => [z.zip, z]));
    for (const p of providers) {
      expect(SPECIALTIES[p.benefit].map((s) => s.ID)).toEqual(expect.arrayContaining(p.specialties));
      expect(p.phone).toMatch(PATTERNS.phone);
      expect(p.zip).toMatch(/^\d{5}$/);
      expect(p.facilityName.length).toBeGreaterThan(3);
      expect(p.providerName).toMatch(/^(Dr\. )?[A-Z][a-z]+ [A-Z][a-z]+, [A-Z]+/);
      // Near its ZIP's centroid (the generator's jitter is at most 12 miles).
      expect(haversineMiles(zips.get(p.zip)!, p)).toBeLessThanOrEqual(12.01);
    }
  });

  it('put some of every benefit within 10 miles of each demo co-op', () => {
    const zips = new Map(demoZipList().map((z) => [z.zip, z]));
    for (const { record } of DEMO_COOPS) {
      const home = zips.get(record.zip)!;
      for (const { code } of LOCATOR.benefits) {
        expect(
          providers.filter((p) => p.benefit === code && haversineMiles(home, p) <= 10).length,
          `${record.zip} ${code}`,
        ).toBeGreaterThanOrEqual(5);
      }
    }
  });
});
