import type { Provider } from '#functions/model/provider.js';
import { SPECIALTIES, type BenefitCode } from '#functions/model/specialties.js';
import type { ZipCentroidItem } from '#functions/db/geo-repo.js';
import { LOCATOR } from '#shared/constants.js';
import { DEMO_COOPS } from './demo-data.js';
import { demoZipList, jitter, phoneIn, PLACES, Rng, streetAddress, SURNAMES } from './demo-deals.js';

// Demo health providers for the provider locator: a few of every benefit near each demo co-op (so
// its members' default 10-mile search finds some) and the rest at ZIP centroids across the US (a
// small jitter). Deterministic: one seeded PRNG, no clock.

export const DEMO_PROVIDERS_SEED = 20261124;
/** Providers the generator makes across the country, besides those near the demo co-ops. */
export const DEMO_PROVIDERS_TARGET = 5_000;
/** Per benefit and demo co-op, within NEAR_MILES of its ZIP. */
const NEAR_EACH = 18;
const NEAR_MILES = 12;

const FIRST_NAMES = [
  'Emily',
  'James',
  'Maria',
  'David',
  'Sarah',
  'Michael',
  'Aisha',
  'Robert',
  'Linda',
  'Daniel',
  'Priya',
  'Thomas',
  'Grace',
  'Carlos',
  'Hannah',
  'Kevin',
  'Olivia',
  'Samuel',
  'Rachel',
  'Jonathan',
  'Mei',
  'Andrew',
  'Laura',
  'Victor',
  'Nora',
  'Luis',
  'Claire',
  'Ethan',
];

interface BenefitStyle {
  facilities: ((place: string, surname: string, city: string) => string)[];
  /** Title and credential by specialty ID (first is the default). */
  person: (first: string, last: string, specialty: number) => string;
}

const STYLES: Record<BenefitCode, BenefitStyle> = {
  V: {
    facilities: [
      (p) => `${p} Eye Care`,
      (_, s) => `${s} Vision Center`,
      (_, __, c) => `Family Optometry of ${c}`,
      (p) => `${p} Optical`,
    ],
    person: (f, l, sp) => (sp === 102 ? `Dr. ${f} ${l}, MD` : sp === 103 ? `${f} ${l}, ABOC` : `Dr. ${f} ${l}, OD`),
  },
  HU: {
    facilities: [
      (_, __, c) => `${c} Family Dental`,
      (_, s) => `${s} Dental Group`,
      (p) => `${p} Smiles Dentistry`,
      (p) => `${p} Dental Care`,
    ],
    person: (f, l, sp) => `Dr. ${f} ${l}, ${sp % 2 ? 'DDS' : 'DMD'}`,
  },
  C: {
    facilities: [
      (_, __, c) => `${c} Chiropractic`,
      (_, s) => `${s} Spine & Wellness`,
      (p) => `${p} Chiropractic Clinic`,
    ],
    person: (f, l) => `Dr. ${f} ${l}, DC`,
  },
  RX: {
    facilities: [
      (p) => `${p} Pharmacy`,
      (_, __, c) => `${c} Drug`,
      (p) => `${p} Apothecary`,
      (_, s) => `${s} Family Pharmacy`,
    ],
    person: (f, l) => `${f} ${l}, PharmD`,
  },
};

const BENEFITS = LOCATOR.benefits.map((b) => b.code);

export function generateDemoProviders(seed = DEMO_PROVIDERS_SEED, target = DEMO_PROVIDERS_TARGET): Provider[] {
  const rng = new Rng(seed);
  const zips = demoZipList();
  const out: Provider[] = [];
  const make = (benefit: BenefitCode, zip: ZipCentroidItem, miles: number) => {
    const specialties = SPECIALTIES[benefit];
    const main = rng.chance(0.6) ? specialties[0]! : rng.pick(specialties);
    const extra = rng.chance(0.2) ? rng.pick(specialties) : main;
    const style = STYLES[benefit];
    const last = rng.pick(SURNAMES);
    const point = jitter(rng, zip, miles);
    out.push({
      providerId: `PR${String(out.length + 1).padStart(6, '0')}`,
      benefit,
      specialties: [...new Set([main.ID, extra.ID])].sort((a, b) => a - b),
      facilityName: rng.pick(style.facilities)(rng.pick(PLACES), last, zip.city),
      providerName: style.person(rng.pick(FIRST_NAMES), rng.chance(0.7) ? last : rng.pick(SURNAMES), main.ID),
      address: streetAddress(rng),
      city: zip.city,
      state: zip.state,
      zip: zip.zip,
      phone: phoneIn(rng, zip.state),
      ...point,
    });
  };
  for (const { record } of DEMO_COOPS) {
    const home = zips.find((z) => z.zip === record.zip);
    if (!home) throw new Error(`Demo co-op ${record.plid} has a ZIP (${record.zip}) the ZIP list lacks`);
    for (const benefit of BENEFITS) for (let i = 0; i < NEAR_EACH; i++) make(benefit, home, NEAR_MILES);
  }
  for (let i = 0; i < target; i++) make(BENEFITS[i % BENEFITS.length]!, rng.pick(zips), 3);
  return out;
}
