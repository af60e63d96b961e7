import * as z from 'zod';
import { LOCATOR } from '#shared/constants.js';
import type { BenefitCode } from './specialties.js';

// A health provider as the provider index holds it (functions/db/provider-index-repo.ts): one
// item per provider and benefit, at its point, with what a row of the locator's table shows.

export const providerSchema = z.object({
  providerId: z.string(),
  benefit: z.custom<BenefitCode>((v) => LOCATOR.benefits.some((b) => b.code === v)),
  /** Specialty IDs (functions/model/specialties.ts) of this benefit. */
  specialties: z.array(z.number()),
  facilityName: z.string(),
  providerName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  lat: z.number(),
  lon: z.number(),
});
export type Provider = z.output<typeof providerSchema>;
