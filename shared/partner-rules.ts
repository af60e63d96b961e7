import * as z from 'zod';
import { fill, PATTERNS } from './constants.js';
import { US_STATE_CODES } from './us-states.js';
import { isoFromUs, realDate } from './us-dates.js';
import { COMMON_MESSAGES } from './schemas/common-messages.js';
import { PARTNERS_MESSAGES } from './schemas/partners-messages.js';

// The business wizard's rules as ordered zod schemas: a rule is its checks in the spec's order,
// and the first that fails stops the rest, so the user meets one problem at a time, on the field
// it belongs to. The wizard's forms run these schemas and the server runs the same ones on Send
// for Approval.

export interface Problem {
  field: string;
  message: string;
}

/** One check of a rule: the field it belongs to, its message, and when a value fails it. */
export interface Check<T> {
  readonly field: string;
  readonly message: string;
  readonly fails: (value: T) => boolean;
}

/**
 * The checks as one zod schema over T, in their order. Each aborts the rest when it fails (zod
 * runs the checks after an aborting issue no further), so a failed parse has exactly one issue.
 */
export function ordered<T extends object>(checks: readonly Check<T>[]) {
  return z
    .custom<T>((v) => typeof v === 'object' && v !== null, { abort: true })
    .check(
      ...checks.map(({ field, message, fails }) =>
        z.refine<T>((v) => !fails(v), { path: [field], error: message, abort: true }),
      ),
    );
}

/** The first failing check of a rule, or none. */
export function problemOf<S extends z.ZodType>(rule: S, value: z.input<S>): Problem | undefined {
  const issue = rule.safeParse(value).error?.issues[0];
  return issue && { field: String(issue.path[0]), message: issue.message };
}

/** The page's alert for a failed check: every wizard check is a warning (the spec: "each failing with a warning"). */
export const WIZARD_ALERT = { title: COMMON_MESSAGES.warningTitle, tone: 'warning' } as const;
/** The alert of each of the checks' messages, by message (a form's titles). */
export const alertsOf = (checks: readonly Check<never>[]) =>
  Object.fromEntries(checks.map((c) => [c.message, WIZARD_ALERT]));

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';
const isState = (v: unknown) => typeof v === 'string' && (US_STATE_CODES as readonly string[]).includes(v);
/** The wizard's free-text fields, by their labels: none may start a spreadsheet formula. */
const FREE_TEXT_LABELS = {
  businessName: 'Business name',
  address: 'Address',
  city: 'City',
  website: 'Website',
  locationName: 'Location name',
  value: 'Display value',
  description: 'Full description',
  stubCopy: 'Special instructions',
} as const;
type FreeTextField = keyof typeof FREE_TEXT_LABELS;
export const formulaMessage = (field: FreeTextField) =>
  fill(COMMON_MESSAGES.formulaStart, { field: FREE_TEXT_LABELS[field] });

/** A check on one field's value alone. */
const onField = <K extends string>(
  field: K,
  message: string,
  fails: (v: unknown) => boolean,
): Check<Readonly<Partial<Record<K, unknown>>>> => ({ field, message, fails: (o) => fails(o[field]) });
const required = <K extends string>(field: K, message: string) => onField(field, message, blank);
const unlike = <K extends string>(field: K, pattern: RegExp, message: string) =>
  onField(field, message, (v) => typeof v !== 'string' || !pattern.test(v));
/** Text that would start a formula where it lands in the co-op's CSV reports, raw or as stored (trimmed). */
const noFormula = <K extends FreeTextField>(field: K) =>
  onField(
    field,
    formulaMessage(field),
    (v) => typeof v === 'string' && (PATTERNS.formulaStart.test(v) || PATTERNS.formulaStart.test(v.trim())),
  );

/** What a place's checks say: the business's main address or a location's. */
interface PlaceMessages {
  name: string;
  address: string;
  city: string;
  state: string;
  zipRequired: string;
  zipInvalid: string;
  phoneRequired: string;
  phoneInvalid: string;
}

/**
 * A place's name and address, the same checks for the business and each location. Including the
 * main address as a location asks only that it be complete: its formulas wait for Send for Approval.
 */
const placeChecks = <N extends 'businessName' | 'locationName'>(
  name: N,
  m: PlaceMessages,
  { formulas = true } = {},
) => {
  const text = <K extends FreeTextField>(field: K, message: string) =>
    formulas ? [required(field, message), noFormula(field)] : [required(field, message)];
  return [
    ...text(name, m.name),
    ...text('address', m.address),
    ...text('city', m.city),
    onField('state', m.state, (v) => !isState(v)),
    required('zip', m.zipRequired),
    unlike('zip', PATTERNS.zip, m.zipInvalid),
    required('phone', m.phoneRequired),
    unlike('phone', PATTERNS.phone, m.phoneInvalid),
  ];
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

/** Send for Approval's business info checks. */
export const BUSINESS_INFO_CHECKS: readonly Check<BusinessInfoFields>[] = [
  ...placeChecks('businessName', {
    name: PARTNERS_MESSAGES.bizName,
    address: PARTNERS_MESSAGES.bizAddress,
    city: PARTNERS_MESSAGES.bizCity,
    state: PARTNERS_MESSAGES.bizState,
    zipRequired: PARTNERS_MESSAGES.bizZipRequired,
    zipInvalid: PARTNERS_MESSAGES.bizZipInvalid,
    phoneRequired: PARTNERS_MESSAGES.bizPhoneRequired,
    phoneInvalid: PARTNERS_MESSAGES.bizPhoneInvalid,
  }),
  required('email', PARTNERS_MESSAGES.bizEmailRequired),
  onField('email', PARTNERS_MESSAGES.bizEmailInvalid, (v) => typeof v !== 'string' || !PATTERNS.email.test(v.trim())),
  // After the spec's checks, in the order of the tab's inputs (Website is optional).
  noFormula('website'),
];
export const businessInfoRules = ordered(BUSINESS_INFO_CHECKS);

/** The Agreement tab's signer email is optional; when given it must be an address. */
export const SIGNER_CHECKS: readonly Check<{ signerEmail: string }>[] = [
  onField(
    'signerEmail',
    PARTNERS_MESSAGES.bizSignerEmailInvalid,
    (v) => typeof v === 'string' && v.trim() !== '' && !PATTERNS.email.test(v.trim()),
  ),
];
export const signerRules = ordered(SIGNER_CHECKS);

/** The include-as-location box needs the main address complete. */
const need = (field: string) => fill(PARTNERS_MESSAGES.includeAsLocation, { field });
export const includeAsLocationRules = ordered<Omit<BusinessInfoFields, 'email'>>(
  placeChecks(
    'businessName',
    {
      name: need('Business Name'),
      address: need('Address'),
      city: need('City'),
      state: need('State'),
      zipRequired: need('ZIP Code'),
      zipInvalid: need('ZIP Code'),
      phoneRequired: need('Phone Number'),
      phoneInvalid: need('Phone Number'),
    },
    { formulas: false },
  ),
);

export interface LocationFields {
  locationName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

export const LOCATION_CHECKS: readonly Check<LocationFields>[] = placeChecks('locationName', {
  name: PARTNERS_MESSAGES.locationName,
  address: PARTNERS_MESSAGES.locationAddress,
  city: PARTNERS_MESSAGES.locationCity,
  state: PARTNERS_MESSAGES.locationState,
  zipRequired: PARTNERS_MESSAGES.locationZipRequired,
  zipInvalid: PARTNERS_MESSAGES.locationZipInvalid,
  phoneRequired: PARTNERS_MESSAGES.locationPhoneRequired,
  phoneInvalid: PARTNERS_MESSAGES.locationPhoneInvalid,
});
export const locationRules = ordered(LOCATION_CHECKS);

export interface OfferFields {
  value: string;
  description: string;
  /** The draft's number or the input's text. */
  dollarValue: string | number;
  frequency: string | number;
  /** The draft's flags (1 for on) or the dialog's boxes. */
  isPrinted: number | boolean;
  isMobile: number | boolean;
  endDate: string;
  stubCopy?: string;
  categories: { subcategories: { selected: boolean }[] }[];
  /** Ids of the enabled locations the offer is redeemed at. */
  locationIds: readonly string[];
}

const trimmed = (v: unknown) => String(v).trim();
const chosen = (box: number | boolean) => box === 1 || box === true;
const realEnd = (o: OfferFields) => PATTERNS.date.test(o.endDate.trim()) && realDate(o.endDate.trim());

/**
 * Offer save's checks. `today` (YYYY-MM-DD) is the first day an offer may still end on: the
 * co-op's day on the server, the browser's on the page (read at each parse, so a dialog left open
 * past midnight checks the new day).
 */
export function offerChecks(today: () => string): readonly Check<OfferFields>[] {
  return [
    required('value', PARTNERS_MESSAGES.offerValueRequired),
    noFormula('value'),
    required('description', PARTNERS_MESSAGES.offerDescriptionRequired),
    noFormula('description'),
    onField('dollarValue', PARTNERS_MESSAGES.offerDollarRequired, (v) => trimmed(v) === ''),
    onField('dollarValue', PARTNERS_MESSAGES.offerDollarInvalid, (v) => !PATTERNS.dollars.test(trimmed(v))),
    onField('frequency', PARTNERS_MESSAGES.offerFrequencyRequired, (v) => !/^\d+$/.test(trimmed(v))),
    onField('frequency', PARTNERS_MESSAGES.offerFrequencyPositive, (v) => Number(trimmed(v)) < 1),
    // Either channel will do; the message sits on the first box.
    {
      field: 'isPrinted',
      message: PARTNERS_MESSAGES.offerChannel,
      fails: (o) => !chosen(o.isPrinted) && !chosen(o.isMobile),
    },
    { field: 'endDate', message: PARTNERS_MESSAGES.offerExpirationRequired, fails: (o) => o.endDate.trim() === '' },
    { field: 'endDate', message: PARTNERS_MESSAGES.offerExpirationInvalid, fails: (o) => !realEnd(o) },
    {
      field: 'endDate',
      message: PARTNERS_MESSAGES.offerExpirationPast,
      fails: (o) => realEnd(o) && isoFromUs(o.endDate.trim()) < today(),
    },
    noFormula('stubCopy'),
    {
      field: 'categories',
      message: PARTNERS_MESSAGES.offerCategoryRequired,
      fails: (o) => !o.categories.some((c) => c.subcategories.some((s) => s.selected)),
    },
    {
      field: 'locationIds',
      message: PARTNERS_MESSAGES.offerLocationRequired,
      fails: (o) => o.locationIds.length === 0,
    },
  ];
}
/** The offer rule on a given day (YYYY-MM-DD). */
export const offerRules = (today: string) => ordered(offerChecks(() => today));
