import type * as z from 'zod';
import { fill, LOCATOR } from '#shared/constants.js';
import type { getProvidersResponse, getSpecialtiesResponse } from '#shared/schemas/benefits.js';
import { providerIndex } from '#functions/db/provider-index-repo.js';
import { readCircle } from '../deals/search.js';
import { zipCentroid } from '../deals/zip-centroids.js';
import { invalid } from '#functions/model/errors.js';
import { specialtiesOf, type BenefitCode } from '#functions/model/specialties.js';
import { BENEFITS_MESSAGES } from '#shared/schemas/benefits-messages.js';

// b2c/getspecialties and b2c/getproviders: the specialties of a benefit,
// and the providers of a benefit (and specialty) within a distance of a ZIP, nearest first, read
// from the provider index with the same circle read as local deals.

export function providerSpecialties(benefit: BenefitCode): z.input<typeof getSpecialtiesResponse> {
  return { success: true, data: specialtiesOf(benefit).map((s) => ({ ID: s.ID, Name: s.Name })) };
}

export interface ProviderSearch {
  benefit: BenefitCode;
  /** A specialty ID of the benefit, or -1 for all. */
  specialty: number;
  /** Miles, one of LOCATOR.distances. */
  distance: number;
  zip: string;
}

/** Distances shown to two decimals, as the locator's table prints them. */
const roundMiles = (miles: number) => Math.round(miles * 100) / 100;

export async function findProviders(s: ProviderSearch): Promise<z.input<typeof getProvidersResponse>> {
  const all = s.specialty === LOCATOR.defaultSpecialty;
  if (!all && !specialtiesOf(s.benefit).some((x) => x.ID === s.specialty))
    throw invalid(BENEFITS_MESSAGES.providerSpecialtyInvalid);
  const center = await zipCentroid(s.zip);
  const hits = await readCircle(
    providerIndex(s.benefit),
    center,
    s.distance,
    (p) => all || p.specialties.includes(s.specialty),
  );
  hits.sort(
    (a, b) => a.distance - b.distance || (a.providerId < b.providerId ? -1 : a.providerId > b.providerId ? 1 : 0),
  );
  const shown = hits.slice(0, LOCATOR.maxResults);
  const data = shown.map((p) => ({
    FacilityName: p.facilityName,
    ProviderName: p.providerName,
    Address: p.address,
    City: p.city,
    State: p.state,
    Zip: p.zip,
    Phone: p.phone,
    Distance: roundMiles(p.distance),
  }));
  if (!data.length) return { success: true, data, message: BENEFITS_MESSAGES.noProviders };
  if (hits.length > shown.length)
    return {
      success: true,
      data,
      message: fill(BENEFITS_MESSAGES.providersCapped, { count: String(LOCATOR.maxResults) }),
    };
  return { success: true, data };
}
