import type { LOCATOR } from '#shared/constants.js';

// Provider specialties per benefit type. A short fixed list
// that changes with the networks' contracts, not with data: a constant, not a table
// (docs/adr/0045-provider-locator.md). IDs are unique across benefits, so a specialty names its benefit.

export type BenefitCode = (typeof LOCATOR.benefits)[number]['code'];

export interface Specialty {
  ID: number;
  Name: string;
}

export const SPECIALTIES: Readonly<Record<BenefitCode, readonly Specialty[]>> = {
  V: [
    { ID: 101, Name: 'Optometrist' },
    { ID: 102, Name: 'Ophthalmologist' },
    { ID: 103, Name: 'Optician' },
    { ID: 104, Name: 'Pediatric Eye Care' },
  ],
  HU: [
    { ID: 201, Name: 'General Dentist' },
    { ID: 202, Name: 'Pediatric Dentist' },
    { ID: 203, Name: 'Orthodontist' },
    { ID: 204, Name: 'Periodontist' },
    { ID: 205, Name: 'Endodontist' },
    { ID: 206, Name: 'Oral Surgeon' },
  ],
  C: [
    { ID: 301, Name: 'Chiropractor' },
    { ID: 302, Name: 'Sports Chiropractic' },
    { ID: 303, Name: 'Pediatric Chiropractic' },
  ],
  RX: [
    { ID: 401, Name: 'Retail Pharmacy' },
    { ID: 402, Name: 'Compounding Pharmacy' },
    { ID: 403, Name: 'Specialty Pharmacy' },
  ],
};

export const specialtiesOf = (benefit: BenefitCode): readonly Specialty[] => SPECIALTIES[benefit];
