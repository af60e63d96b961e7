import { type Check, offerChecks, type OfferFields, ordered } from './partner-rules.js';

// The checks of an offer's terms when its owner changes them on My business (ADR 0095): the
// wizard's offer checks, in the wizard's order and words, on the fields a change may touch. The
// form and the server run this one rule.

export type OfferTermsFields = Pick<
  OfferFields,
  'value' | 'description' | 'dollarValue' | 'frequency' | 'categories'
> & {
  stubCopy: string;
};

const TERM_FIELDS: ReadonlySet<string> = new Set([
  'value',
  'description',
  'dollarValue',
  'frequency',
  'stubCopy',
  'categories',
]);
/** What the checks of the other fields read: values they pass with (they are not part of a change). */
const UNCHANGED = { isPrinted: 1, isMobile: 1, endDate: '', locationIds: ['-'] } as const;

export const OFFER_TERMS_CHECKS: readonly Check<OfferTermsFields>[] = offerChecks(() => '')
  .filter((c) => TERM_FIELDS.has(c.field))
  .map((c) => ({ ...c, fails: (v: OfferTermsFields) => c.fails({ ...UNCHANGED, ...v }) }));

export const offerTermsRules = ordered(OFFER_TERMS_CHECKS);
