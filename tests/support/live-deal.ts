import { destination } from '#functions/model/geo.js';
import type { Listing } from '#functions/model/listing.js';
import { zipCentroid } from '#functions/core/deals/zip-centroids.js';
import { addListing } from '#functions/db/deal-index-repo.js';
import { putPartnerRecords, type OfferRecord } from '#functions/db/offers-repo.js';
import { futureDay } from './future-day.js';

// Live tests' own local deals: a partner of co-op 323 with one location and one offer near 66044,
// written straight to DynamoDB Local (the wizard's path has tests of its own).

/** The test offers' expiration date, four years ahead. */
export const DEAL_EXPIRES = futureDay(4, 6, 30);

export function dealMaker(run: string) {
  let serial = 0;
  /** A partner with one location and one offer, live in search unless `live` is false. */
  return async function deal(
    offer: Partial<OfferRecord> = {},
    opts: { live?: boolean; endsAt?: number; hideAddress?: 0 | 1 } = {},
  ) {
    const n = serial++;
    const bpId = `${run}-bp${n}`;
    const dealId = `${run}-deal${n}`;
    const locationId = `${run}-loc${n}`;
    const at = destination(await zipCentroid('66044'), n * 30, 1 + n);
    const o: OfferRecord = {
      dealId,
      bpId,
      value: '20% off',
      dollarValue: 7.5,
      description: 'Any large pizza',
      stubCopy: 'One per table',
      frequency: 1,
      timeLapse: 7,
      expirationDate: DEAL_EXPIRES.iso,
      isPrinted: 1,
      isMobile: 1,
      status: 1,
      locationIds: [locationId],
      ...offer,
    };
    await putPartnerRecords(
      {
        bpId,
        plid: 323,
        businessName: `Test Pizza ${n}`,
        businessDescription: 'Wood-fired pizza',
        website: 'testpizza.example',
        email: 'hi@testpizza.example',
        phone: '(785) 555-0101',
        logo: 'logos/x.svg',
        image1: null,
        image2: null,
        status: 1,
      },
      [
        {
          locationId,
          locationName: 'Downtown',
          address: '12 Mass St',
          city: 'Lawrence',
          state: 'KS',
          zip: '66044',
          phone: '(785) 555-0102',
          hideAddress: opts.hideAddress ?? 0,
          status: 1,
        },
      ],
      [o],
    );
    const listing: Listing = {
      dealId,
      locationId,
      bpId,
      lat: at.lat,
      lon: at.lon,
      businessName: `Test Pizza ${n}`,
      value: o.value,
      description: o.description,
      dollarValue: o.dollarValue,
      logo: 'logos/x.svg',
      address: '12 Mass St',
      city: 'Lawrence',
      state: 'KS',
      zipcode: '66044',
      hideAddress: opts.hideAddress ?? 0,
      categories: [{ category: `${run} cat`, subcategories: [] }],
      endsAt: opts.endsAt ?? Date.now() + 86_400_000 * 30,
    };
    if (opts.live !== false) await addListing(listing);
    return { ref: { dealId, locationId }, listing };
  };
}
