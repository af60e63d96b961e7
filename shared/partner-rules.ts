import { fill, MESSAGES, PATTERNS } from './constants.js';
import { US_STATE_CODES } from './us-states.js';
import { isoFromUs, realDate } from './us-dates.js';

// The business wizard's checks, each answering the first problem in
// the spec's order with the field it belongs to. The wizard's forms report them (their zod
// schemas wrap these) and the server runs the same ones on Send for Approval.

export interface Problem {
  field: string;
  message: string;
}

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';
const isState = (v: unknown) => typeof v === 'string' && (US_STATE_CODES as readonly string[]).includes(v);
/** The wizard's free-text fields, by their labels: none may start a spreadsheet formula. */
export const FREE_TEXT_LABELS = {
  businessName: 'Business name',
  address: 'Address',
  city: 'City',
  website: 'Website',
  locationName: 'Location name',
  value: 'Display value',
  description: 'Full description',
  stubCopy: 'Special instructions',
} as const;
export type FreeTextField = keyof typeof FREE_TEXT_LABELS;
export const formulaMessage = (field: FreeTextField) => fill(MESSAGES.formulaStart, { field: FREE_TEXT_LABELS[field] });
/** Text that would start a formula where it lands in the co-op's CSV reports, raw or as stored (trimmed). */
const formula = (v: unknown, field: FreeTextField): [boolean, string, string] => [
  typeof v === 'string' && (PATTERNS.formulaStart.test(v) || PATTERNS.formulaStart.test(v.trim())),
  field,
  formulaMessage(field),
];
const first = (checks: readonly [boolean, string, string][]): Problem | undefined => {
  const hit = checks.find(([failed]) => failed);
  return hit ? { field: hit[1], message: hit[2] } : undefined;
};

export interface BusinessInfoFields {
  businessName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  email: string;
  website?: string;
}

/** Send for Approval's business info checks, in order. */
export function businessInfoProblem(b: BusinessInfoFields): Problem | undefined {
  return first([
    [blank(b.businessName), 'businessName', MESSAGES.bizName],
    formula(b.businessName, 'businessName'),
    [blank(b.address), 'address', MESSAGES.bizAddress],
    formula(b.address, 'address'),
    [blank(b.city), 'city', MESSAGES.bizCity],
    formula(b.city, 'city'),
    [!isState(b.state), 'state', MESSAGES.bizState],
    [blank(b.zip), 'zip', MESSAGES.bizZipRequired],
    [!PATTERNS.zip.test(b.zip), 'zip', MESSAGES.bizZipInvalid],
    [blank(b.phone), 'phone', MESSAGES.bizPhoneRequired],
    [!PATTERNS.phone.test(b.phone), 'phone', MESSAGES.bizPhoneInvalid],
    [blank(b.email), 'email', MESSAGES.bizEmailRequired],
    [!PATTERNS.email.test(b.email.trim()), 'email', MESSAGES.bizEmailInvalid],
    // After the spec's checks, in the order of the tab's inputs (Website is optional).
    formula(b.website, 'website'),
  ]);
}

/** The Agreement tab's signer email is optional; when given it must be an address. */
export function signatoryProblem(s: { signerEmail: string }): Problem | undefined {
  const email = s.signerEmail.trim();
  return email && !PATTERNS.email.test(email) ? { field: 'signerEmail', message: MESSAGES.bizSignerEmailInvalid } : undefined;
}

/** The include-as-location box needs the main address complete. */
export function includeAsLocationProblem(b: Omit<BusinessInfoFields, 'email'>): Problem | undefined {
  const need = (field: string, name: string, failed: boolean) => [failed, field, fill(MESSAGES.includeAsLocation, { field: name })] as [boolean, string, string];
  return first([
    need('businessName', 'Business Name', blank(b.businessName)),
    need('address', 'Address', blank(b.address)),
    need('city', 'City', blank(b.city)),
    need('state', 'State', !isState(b.state)),
    need('zip', 'ZIP Code', !PATTERNS.zip.test(b.zip)),
    need('phone', 'Phone Number', !PATTERNS.phone.test(b.phone)),
  ]);
}

export interface LocationFields {
  locationName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

export function locationProblem(l: LocationFields): Problem | undefined {
  return first([
    [blank(l.locationName), 'locationName', MESSAGES.locationName],
    formula(l.locationName, 'locationName'),
    [blank(l.address), 'address', MESSAGES.locationAddress],
    formula(l.address, 'address'),
    [blank(l.city), 'city', MESSAGES.locationCity],
    formula(l.city, 'city'),
    [!isState(l.state), 'state', MESSAGES.locationState],
    [blank(l.zip), 'zip', MESSAGES.locationZipRequired],
    [!PATTERNS.zip.test(l.zip), 'zip', MESSAGES.locationZipInvalid],
    [blank(l.phone), 'phone', MESSAGES.locationPhoneRequired],
    [!PATTERNS.phone.test(l.phone), 'phone', MESSAGES.locationPhoneInvalid],
  ]);
}

export interface OfferFields {
  value: string;
  description: string;
  dollarValue: string | number;
  frequency: string | number;
  isPrinted: number;
  isMobile: number;
  endDate: string;
  stubCopy?: string;
  categories: { subcategories: { selected: boolean }[] }[];
  /** Ids of the enabled locations the offer is redeemed at. */
  locationIds: readonly string[];
}

/**
 * Offer save's checks, in order. A dollar value or frequency may come as the input's text. `today`
 * (YYYY-MM-DD) is the first day an offer may still end on: the co-op's day on the server, the
 * browser's on the page.
 */
export function offerProblem(o: OfferFields, today: string): Problem | undefined {
  const dollars = String(o.dollarValue).trim();
  const frequency = String(o.frequency).trim();
  const endDate = o.endDate.trim();
  const realEnd = PATTERNS.date.test(endDate) && realDate(endDate);
  return first([
    [blank(o.value), 'value', MESSAGES.offerValueRequired],
    formula(o.value, 'value'),
    [blank(o.description), 'description', MESSAGES.offerDescriptionRequired],
    formula(o.description, 'description'),
    [dollars === '', 'dollarValue', MESSAGES.offerDollarRequired],
    [!PATTERNS.dollars.test(dollars), 'dollarValue', MESSAGES.offerDollarInvalid],
    [frequency === '' || !/^\d+$/.test(frequency), 'frequency', MESSAGES.offerFrequencyRequired],
    [Number(frequency) < 1, 'frequency', MESSAGES.offerFrequencyPositive],
    [o.isPrinted !== 1 && o.isMobile !== 1, 'isPrinted', MESSAGES.offerChannel],
    [endDate === '', 'endDate', MESSAGES.offerExpirationRequired],
    [!realEnd, 'endDate', MESSAGES.offerExpirationInvalid],
    [realEnd && isoFromUs(endDate) < today, 'endDate', MESSAGES.offerExpirationPast],
    formula(o.stubCopy, 'stubCopy'),
    [!o.categories.some((c) => c.subcategories.some((s) => s.selected)), 'categories', MESSAGES.offerCategoryRequired],
    [o.locationIds.length === 0, 'locationIds', MESSAGES.offerLocationRequired],
  ]);
}
