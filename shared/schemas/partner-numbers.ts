import * as z from 'zod';
import { credentials, recordId } from './common.js';
import { COMMON_MESSAGES } from './common-messages.js';
import { dealRef } from './deals.js';
import { NUMBERS_MESSAGES } from './partner-numbers-messages.js';

// A business's numbers (ADR 0094): per offer and location, this month and each of the last
// twelve, and the deal opens the member's browser sends in batches.

/** Months the numbers cover: this month and the twelve before it. */
export const NUMBERS_MONTHS = 13;
/** Opens one b2c/countopens request may carry (the browser sends them in batches, ADR 0094). */
export const OPENS_PER_BATCH = 20;

export const countOpensRequest = z.object({
  credentials,
  opens: z.array(dealRef).min(1).max(OPENS_PER_BATCH, NUMBERS_MESSAGES.opensTooMany),
});
export const countOpensResponse = z.object({ success: z.literal(true), counted: z.number().int() });

export const businessNumbersRequest = z.object({ credentials, bpId: recordId(COMMON_MESSAGES.badRequest) });

const figures = {
  opens: z.number().int(),
  prints: z.number().int(),
  phoneRedemptions: z.number().int(),
  favorites: z.number().int(),
  /** Dollar value x uses, in dollars. */
  savings: z.number(),
};
export type NumbersFigures = { [K in keyof typeof figures]: number };

export const businessNumbersResponse = z.object({
  success: z.literal(true),
  bpId: z.string(),
  businessName: z.string(),
  /** YYYY-MM, oldest first; the last is this month (the business's co-op's time zone). */
  months: z.array(z.string()),
  /** One row per month, offer and location with any figure; months without any have none. */
  rows: z.array(
    z.object({
      month: z.string(),
      dealId: z.string(),
      /** The offer's headline ("10% off"), or its id once the offer is gone. */
      offer: z.string(),
      locationId: z.string(),
      /** The location's name, or its id once the location is gone. */
      location: z.string(),
      ...figures,
    }),
  ),
});
export type BusinessNumbers = z.infer<typeof businessNumbersResponse>;
