import * as z from 'zod';
import { ERROR_CODES, LIMITS, PATTERNS } from '../constants.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import { COMMON_MESSAGES } from './common-messages.js';

// Building blocks shared by the request and response schemas of every domain.

/** The spec's non-secret `credentials` marker; the session itself travels in an HttpOnly cookie. */
export const credentials = z.string().max(200).nullish();
/** An admin list's opaque paging cursor (functions/db/query-page.ts). */
export const cursor = z.string().max(1000).nullish();
/** The co-op key returned by home data and echoed back by later calls. */
export const coopKey = z.string().max(64).nullish();
export const flag = z.union([z.literal(0), z.literal(1)]);
/** An id of a business, offer or location (or a wizard item's handle), in the safe character set. */
export const recordId = (message: string) => z.string({ error: message }).regex(PATTERNS.recordId, message);
export const text = (max: number) => z.string().max(max);
/** The spec treats the string 'null' or a missing value as absent. */
export const optionalText = (max: number) => z.string().max(max).nullable();

export const zip = z
  .string({ error: ACCOUNT_MESSAGES.zipRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.zipRequired)
  .regex(PATTERNS.zip, ACCOUNT_MESSAGES.zipInvalid);
export const email = (required: string, invalid: string) =>
  z.string({ error: required }).trim().min(1, required).max(LIMITS.email, invalid).regex(PATTERNS.email, invalid);
export const productPassword = (message: string) =>
  z.string({ error: message }).min(1, message).regex(PATTERNS.password, message);
/** A real calendar date written YYYY-MM-DD (2024-02-30 is refused). */
export const isoDate = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    }, message);
export const linkKeys = {
  key1: z.string({ error: COMMON_MESSAGES.badRequest }).max(128),
  key2: z.string({ error: COMMON_MESSAGES.badRequest }).max(128),
};

/** Every route answers this shape on failure. */
export const failure = z.object({
  success: z.literal(false),
  message: z.string(),
  /** Where the page acts on the reason, not only the words. */
  code: z.enum(Object.values(ERROR_CODES)).optional(),
});
export const done = z.object({ success: z.boolean(), message: z.string().optional() });
/** Member-only list calls send only the marker. */
export const memberOnly = z.object({ credentials });
