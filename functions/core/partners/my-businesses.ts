import type * as z from 'zod';
import { getPartnerBundle, listMemberDrafts } from '#functions/db/partners-repo.js';
import { inParallel } from '#functions/model/in-parallel.js';
import { BUSINESS_STATUS } from '#shared/constants.js';
import type { myBusinessesResponse } from '#shared/schemas/partners.js';

/** The statuses a business has once staff approved it: My business shows these; earlier ones are the wizard's. */
const OWNED = new Set<number>([BUSINESS_STATUS.approved, BUSINESS_STATUS.active]);

/**
 * My business (issue 40): the member's approved and active businesses, found from the member's own
 * drafts (so a member reads only businesses it submitted), each with its live offers and locations.
 */
export async function myBusinesses(memberId: string): Promise<z.input<typeof myBusinessesResponse>> {
  const drafts = (await listMemberDrafts(memberId)).filter((d) => OWNED.has(d.status));
  const bundles = await inParallel(drafts, 4, (d) => getPartnerBundle(d.bpId));
  const businesses = bundles.flatMap(({ partner, offers, locations }) =>
    partner && partner.memberId === memberId && OWNED.has(partner.status)
      ? [
          {
            bpId: partner.bpId,
            businessName: partner.businessName,
            status: partner.status,
            offers: offers.map((o) => ({
              dealId: o.dealId,
              value: o.value,
              description: o.description,
              dollarValue: o.dollarValue,
              expirationDate: o.expirationDate,
              status: o.status,
              locationIds: o.locationIds,
            })),
            locations: locations.map((l) => ({
              locationId: l.locationId,
              locationName: l.locationName,
              address: l.address,
              city: l.city,
              state: l.state,
              zip: l.zip,
              status: l.status,
            })),
          },
        ]
      : [],
  );
  return { success: true, businesses: businesses.sort((a, b) => a.businessName.localeCompare(b.businessName)) };
}
