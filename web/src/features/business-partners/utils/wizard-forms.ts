import {
  alertsOf,
  BUSINESS_INFO_CHECKS,
  LOCATION_CHECKS,
  offerChecks,
  ordered,
  SIGNER_CHECKS,
  type BusinessInfoFields,
  type LocationFields,
} from '#shared/partner-rules.js';
import type { AlertTitles } from '#web/lib/forms/use-schema-form.js';
import type { CategoryChoice } from './draft';

// The wizard's forms on the one form layer: each is the shared rule's ordered schema (the server
// runs the same checks), reporting its first failing check on the field it belongs to.

/** Business Info with the Agreement tab's signer, one form: Send for Approval checks both. */
export type BusinessInfoInputs = BusinessInfoFields & {
  website: string;
  signerName: string;
  signerTitle: string;
  signerEmail: string;
};
const businessInfoChecks = [...BUSINESS_INFO_CHECKS, ...SIGNER_CHECKS];
export const businessInfoForm = ordered<BusinessInfoInputs>(businessInfoChecks);

export type LocationInputs = LocationFields & { enabled: boolean; hideAddress: boolean };
export const locationForm = ordered<LocationInputs>(LOCATION_CHECKS);

export interface OfferInputs {
  value: string;
  description: string;
  dollarValue: string;
  frequency: string;
  timeLapse: string;
  endDate: string;
  perpetual: boolean;
  stubCopy: string;
  enabled: boolean;
  isPrinted: boolean;
  isMobile: boolean;
  categories: CategoryChoice[];
  locationIds: string[];
}
/** The browser's today (YYYY-MM-DD), the member's own; Send for Approval checks the co-op's again. */
export function localToday(at = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
const offerFormChecks = offerChecks(() => localToday());
export const offerForm = ordered<OfferInputs>(offerFormChecks);

/** Each of the forms' messages with the alert the rules give it. */
export const WIZARD_TITLES: AlertTitles = alertsOf([...businessInfoChecks, ...LOCATION_CHECKS, ...offerFormChecks]);
