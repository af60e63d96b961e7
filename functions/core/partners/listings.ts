import type { CoopRecord } from '#functions/db/coops-repo.js';
import { getZipCentroid } from '#functions/db/geo-repo.js';
import type { LocationRecord, OfferRecord, PartnerRecord } from '#functions/db/offers-repo.js';
import { endOfDayIn } from '../dates.js';
import type { Listing } from '#functions/model/listing.js';

// What an offer puts in the local deals index: one listing per enabled location, while the offer
// is enabled and not past its expiration day (in the co-op's time zone). Used when the agreement
// is signed and when staff enable, disable or re-date an offer.

export async function offerListings(
  partner: PartnerRecord,
  o: OfferRecord,
  locations: readonly LocationRecord[],
  coop: Pick<CoopRecord, 'timeZone' | 'logo'>,
  now: number,
): Promise<Listing[]> {
  if (o.status !== 1 || partner.status === 0) return [];
  const endsAt = endOfDayIn(o.expirationDate, coop.timeZone);
  if (endsAt <= now) return [];
  const enabled = new Map(locations.filter((l) => l.status === 1).map((l) => [l.locationId, l]));
  const listings: Listing[] = [];
  for (const id of o.locationIds) {
    const l = enabled.get(id);
    // A location's point is its ZIP's centroid (no street geocoder on this platform).
    const point = l ? await getZipCentroid(l.zip) : undefined;
    if (!l || !point) continue;
    listings.push({
      dealId: o.dealId,
      locationId: l.locationId,
      bpId: partner.bpId,
      lat: point.lat,
      lon: point.lon,
      businessName: partner.businessName,
      value: o.value,
      description: o.description,
      dollarValue: o.dollarValue,
      logo: partner.logo || coop.logo,
      address: l.address,
      city: l.city,
      state: l.state,
      zipcode: l.zip,
      hideAddress: l.hideAddress ? 1 : 0,
      categories: o.categories ?? [],
      endsAt,
    });
  }
  return listings;
}
