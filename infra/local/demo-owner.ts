import { keys } from '#functions/db/keys.js';
import { BUSINESS_STATUS } from '#shared/constants.js';
import type { BusinessDraft } from '#shared/schemas/partners.js';
import { usFromIso } from '#shared/us-dates.js';
import type { DemoDeals } from './demo-deals.js';

// The demo's business owner (owner@prairiesky.example in demo-data.ts): one of the generated
// active businesses of Prairie Sky near 66044 becomes theirs, as if they had sent it through the
// wizard and signed, so My business shows a real business with offers, locations and figures.
// Items only: the seed writes them with its other demo items (puts, so a rerun changes nothing).

/** The demo member who owns the business (a login of DEMO_MEMBERS). */
export const DEMO_OWNER_EMAIL = 'owner@prairiesky.example';
/** The demo co-op and ZIP whose business the owner gets. */
const OWNER_PLID = 323;
const OWNER_ZIP = '66044';
/** Days of figures before today: this month and the two before it have numbers on the chart. */
const FIGURE_DAYS = 75;

/** A small deterministic spread of counts, so the chart is the same on every start. */
const countFor = (day: number, salt: number) => ((day * 7 + salt * 13) % 5) + (day % 3 === 0 ? 1 : 0);

/**
 * The owner's items: the wizard draft (active) and
 * FIGURE_DAYS of day figures (ADR 0094) for its live offers at its live locations; the seed names
 * the owner on the business's profile. None when the generated deals have no such business.
 */
export function demoOwnerItems(
  deals: DemoDeals,
  memberId: string,
  now: number,
): { bpId: string; items: Record<string, unknown>[] } | undefined {
  const partner = deals.partners.find(
    (p) =>
      p.plid === OWNER_PLID &&
      p.status === 1 &&
      p.zip === OWNER_ZIP &&
      deals.offers.some((o) => o.bpId === p.bpId && o.status === 1),
  );
  if (!partner) return undefined;
  const locations = deals.locations.filter((l) => l.bpId === partner.bpId);
  const offers = deals.offers.filter((o) => o.bpId === partner.bpId);
  const draft: BusinessDraft = {
    bpId: partner.bpId,
    memberInfo: { userId: memberId, firstName: 'Olive', lastName: 'Owens', email: DEMO_OWNER_EMAIL },
    businessInfo: {
      businessName: partner.businessName,
      address: partner.address,
      city: partner.city,
      state: partner.state,
      zip: partner.zip,
      phone: partner.phone,
      website: partner.website,
      email: partner.email,
      includeAsLocation: true,
      status: BUSINESS_STATUS.active,
      orgStatus: BUSINESS_STATUS.active,
    },
    locations: locations.map((l) => ({
      id: l.locationId,
      type: l.type,
      locationName: l.locationName,
      address: l.address,
      city: l.city,
      state: l.state,
      zip: l.zip,
      phone: l.phone,
      status: l.status,
      hideAddress: l.hideAddress === 1,
      offers: offers.filter((o) => o.locationIds.includes(l.locationId)).map((o) => o.dealId),
    })),
    offers: offers.map((o) => ({
      id: o.dealId,
      description: o.description,
      value: o.value,
      dollarValue: o.dollarValue,
      frequency: o.frequency,
      timeLapse: o.timeLapse,
      endDate: usFromIso(o.expirationDate),
      stubCopy: o.stubCopy,
      status: o.status,
      isPrinted: o.isPrinted,
      isMobile: o.isMobile,
      categories: o.categories.map((c) => ({
        category: c.category,
        selected: true,
        subcategories: c.subcategories.map((subcategory) => ({ subcategory, selected: true })),
      })),
    })),
    contractInfo: { eSignType: 'sign', businessData: { printedName: 'Olive Owens', title: 'Owner' } },
  };
  const items: Record<string, unknown>[] = [
    {
      ...keys.draft(memberId, partner.bpId),
      bpId: partner.bpId,
      memberId,
      plid: partner.plid,
      businessName: partner.businessName,
      status: BUSINESS_STATUS.active,
      version: 1,
      draft,
      reviewNote: null,
      updatedAt: new Date(now).toISOString(),
    },
  ];
  const pairs = offers
    .filter((o) => o.status === 1)
    .flatMap((o) =>
      locations.filter((l) => l.status === 1 && o.locationIds.includes(l.locationId)).map((l) => ({ o, l })),
    );
  for (let d = 0; d < FIGURE_DAYS; d++) {
    const day = new Date(now - d * 86_400_000).toISOString().slice(0, 10);
    const counts: Record<string, number> = {};
    pairs.forEach(({ o, l }, i) => {
      const opens = countFor(d, i) + 2;
      const prints = countFor(d + 1, i) % 3;
      const phone = countFor(d + 2, i) % 2;
      const at = `${o.dealId}#${l.locationId}`;
      counts[`open#${at}`] = opens;
      if (prints) counts[`print#${at}`] = prints;
      if (phone) counts[`phone#${at}`] = phone;
      if (d % 9 === i % 9) counts[`fav#${at}`] = 1;
      if (prints + phone) counts[`cents#${at}`] = Math.round(o.dollarValue * 100) * (prints + phone);
    });
    items.push({ ...keys.partnerDay(partner.bpId, day), ...counts });
  }
  return { bpId: partner.bpId, items };
}
