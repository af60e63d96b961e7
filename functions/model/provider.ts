import type { BenefitCode } from './specialties.js';

// A health provider as the provider index holds it (functions/db/provider-index-repo.ts): one
// item per provider and benefit, at its point, with what a row of the locator's table shows.

export interface Provider {
  providerId: string;
  benefit: BenefitCode;
  /** Specialty IDs (functions/model/specialties.ts) of this benefit. */
  specialties: number[];
  facilityName: string;
  providerName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  lat: number;
  lon: number;
}
