import type { InsuranceRecord } from '#functions/db/coops-repo.js';
import { INSURANCE_PRODUCTS, ins } from './demo-data.js';

// The demo insurance catalogue: the network's products in display order. Prairie Sky offers all
// of them; Riverbend its list (demo-data.ts, insuranceIds). Each co-op gets at least one special
// offer (the second colour) and one product quoted on the provider's own site (urlRedirect).

export const MORE_INSURANCE_PRODUCTS: InsuranceRecord[] = [
  ins(
    'Home',
    'Homeowners Insurance',
    'Member rates on home coverage, with a discount when you add your car.',
    'Get a quote',
    null,
    1,
  ),
  ins(
    'Auto',
    'Auto Insurance',
    'Compare auto coverage from national carriers at member rates.',
    'Compare rates',
    'https://auto.example/coop',
    0,
  ),
  ins(
    'Farm',
    'Farm & Ranch Insurance',
    'Coverage for barns, equipment and livestock, written for rural members.',
    'Get a quote',
    null,
    0,
  ),
];

/** Every demo product, in the order the seed writes them (pattern 9). */
export const DEMO_INSURANCE_PRODUCTS: InsuranceRecord[] = [...INSURANCE_PRODUCTS, ...MORE_INSURANCE_PRODUCTS];
