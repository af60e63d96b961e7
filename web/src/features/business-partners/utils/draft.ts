import { OFFER_DEFAULTS } from '#shared/constants.js';
import type { BusinessDraft, DraftLocation, DraftOffer } from '#shared/schemas/partners.js';

// The wizard's draft in the spec's payload shape, and the rules that change it: a new offer's
// defaults, and disabling a location clears its offers.

/** Random ids made in the browser, as the spec has them (the server gives saved items their own). */
export const newId = (prefix: string) => `${prefix}-${crypto.randomUUID()}`;

export type CategoryChoice = DraftOffer['categories'][number];

export function emptyDraft(bpId = newId('bp')): BusinessDraft {
  return {
    bpId,
    memberInfo: { userId: '', firstName: '', lastName: '', email: '', cellPhone: null, zip: null },
    businessInfo: {
      businessName: '',
      address: '',
      city: '',
      state: '',
      zip: '',
      phone: '',
      website: '',
      email: '',
      logoCode: null,
      image1Code: null,
      image2Code: null,
      includeAsLocation: false,
      status: 99,
      orgStatus: 99,
    },
    locations: [],
    offers: [],
    contractInfo: { eSignType: 'sign', businessData: {} },
    selection: 'Existing',
  };
}

/** A new offer: enabled, printed and mobile, frequency 0, one day apart. */
export function newOffer(
  categories: readonly { category: string; subcategories: readonly { subcategory: string }[] }[],
): DraftOffer {
  return {
    id: newId('offer'),
    description: '',
    value: '',
    dollarValue: 0,
    frequency: OFFER_DEFAULTS.frequency,
    timeLapse: OFFER_DEFAULTS.timeLapse,
    endDate: '',
    stubCopy: '',
    status: OFFER_DEFAULTS.status,
    isPrinted: OFFER_DEFAULTS.isPrinted,
    isMobile: OFFER_DEFAULTS.isMobile,
    categories: categories.map((c) => ({
      category: c.category,
      selected: false,
      subcategories: c.subcategories.map((s) => ({ subcategory: s.subcategory, selected: false })),
    })),
  };
}

/** The main business address as the type-1 location, keeping the offers it had. */
export function mainLocation(
  info: BusinessDraft['businessInfo'],
  offers: readonly string[],
  existing?: DraftLocation,
): DraftLocation {
  return {
    ...(existing ?? { id: newId('loc'), status: 1, hideAddress: false }),
    type: 1,
    locationName: info.businessName,
    address: info.address,
    city: info.city,
    state: info.state,
    zip: info.zip,
    phone: info.phone,
    offers: [...offers],
  } as DraftLocation;
}

/** Ticking a category ticks all its subcategories; unticking clears them. */
/** Saves a location; disabling it clears its offers. */
export function putLocation(draft: BusinessDraft, location: DraftLocation): BusinessDraft {
  const saved = location.status === 1 ? location : { ...location, offers: [] };
  const exists = draft.locations.some((l) => l.id === saved.id);
  return {
    ...draft,
    locations: exists ? draft.locations.map((l) => (l.id === saved.id ? saved : l)) : [...draft.locations, saved],
  };
}

/** Saves an offer and where it is redeemed (each location's list of offers). */
export function putOffer(draft: BusinessDraft, offer: DraftOffer, locationIds: readonly string[]): BusinessDraft {
  const exists = draft.offers.some((o) => o.id === offer.id);
  return {
    ...draft,
    offers: exists ? draft.offers.map((o) => (o.id === offer.id ? offer : o)) : [...draft.offers, offer],
    locations: draft.locations.map((l) => {
      const without = l.offers.filter((id) => id !== offer.id);
      return { ...l, offers: locationIds.includes(l.id) && l.status === 1 ? [...without, offer.id] : without };
    }),
  };
}

export const offerLocationIds = (draft: BusinessDraft, offerId: string) =>
  draft.locations.filter((l) => l.offers.includes(offerId)).map((l) => l.id);
