import * as z from 'zod';
import { MESSAGES } from '../../../../../shared/constants';
import { businessInfoProblem, FREE_TEXT_LABELS, formulaMessage, locationProblem, offerProblem, signatoryProblem, type BusinessInfoFields, type FreeTextField, type LocationFields, type OfferFields, type Problem } from '../../../../../shared/partner-rules';
import type { AlertTitles } from '../../../lib/forms/use-schema-form';
import type { CategoryChoice } from './draft';

// The wizard's forms on the one form layer: each schema reports the first problem of the shared
// rule (the server runs the same one), on the field it belongs to, in the spec's order.

function ruleSchema<T extends object>(rule: (values: T) => Problem | undefined) {
  return z.custom<T>((v) => typeof v === 'object' && v !== null).superRefine((values, ctx) => {
    const problem = rule(values);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
}

/** Business Info with the Agreement tab's signer, one form: Send for Approval checks both. */
export type BusinessInfoInputs = BusinessInfoFields & { website: string; signerName: string; signerTitle: string; signerEmail: string };
export const businessInfoForm = ruleSchema<BusinessInfoInputs>((v) => businessInfoProblem(v) ?? signatoryProblem(v));

export type LocationInputs = LocationFields & { enabled: boolean; hideAddress: boolean };
export const locationForm = ruleSchema<LocationInputs>(locationProblem);

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
  printed: boolean;
  mobile: boolean;
  categories: CategoryChoice[];
  locationIds: string[];
}
const offerFields = (o: OfferInputs): OfferFields => ({ ...o, isPrinted: o.printed ? 1 : 0, isMobile: o.mobile ? 1 : 0 });
/** The browser's today (YYYY-MM-DD), the member's own; Send for Approval checks the co-op's again. */
export function localToday(at = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
export const offerForm = ruleSchema<OfferInputs>((o) => {
  const problem = offerProblem(offerFields(o), localToday());
  // The channel check belongs to the two channel boxes; its message sits on the first.
  return problem?.field === 'isPrinted' ? { ...problem, field: 'printed' } : problem;
});

/** Every wizard check is a warning. */
export const WIZARD_TITLES: AlertTitles = Object.fromEntries(
  [
    ...Object.entries(MESSAGES)
      .filter(([key]) => /^(biz|location|offer)[A-Z]/.test(key))
      .map(([, message]) => message),
    ...(Object.keys(FREE_TEXT_LABELS) as FreeTextField[]).map(formulaMessage),
  ].map((message) => [message, { title: MESSAGES.warningTitle, tone: 'warning' as const }]),
);
