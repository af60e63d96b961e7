import * as z from 'zod';
import { ROLES } from '../roles.js';
import { credentials, cursor, isoDate } from './common.js';
import { ACTIVITY_MESSAGES } from './activity-messages.js';

// The admin area's Activity page: the co-op's audit trail of staff actions (ADR 0089), newest
// first, filtered by person, target and date, a page at a time.

/** One field's value before and after a staff action (secrets are never stored). */
export const fieldChange = z.object({ before: z.unknown().optional(), after: z.unknown().optional() });

/** One audit item as the Activity page shows it. */
export const activityEntry = z.object({
  auditId: z.string(),
  /** ISO time (UTC) the action was recorded. */
  at: z.string(),
  plid: z.number(),
  /** The staff member who acted, and their role then. */
  actorId: z.string(),
  actorRole: z.enum(ROLES),
  /** The route called, e.g. admin/setmemberstatus. */
  route: z.string(),
  /** The ids the action was on: the first is the one the target filter finds. */
  targets: z.array(z.string()),
  changes: z.record(z.string(), fieldChange),
  ip: z.string(),
  userAgent: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

/**
 * Filters: a person (member id or email address) or a target id, and a date range (UTC days,
 * inclusive). One index answers each list, so person and target are not combined.
 */
/** A day of the range, or none: an empty date input ('') is none, as a missing one. */
const day = z
  .union([z.literal('').transform(() => null), isoDate(ACTIVITY_MESSAGES.dateInvalid)], {
    error: ACTIVITY_MESSAGES.dateInvalid,
  })
  .nullish();

export const listActivityRequest = z
  .object({
    credentials,
    person: z.string().trim().max(254, ACTIVITY_MESSAGES.personTooLong).default(''),
    target: z.string().trim().max(200, ACTIVITY_MESSAGES.targetTooLong).default(''),
    from: day,
    to: day,
    /** The network admin's view of every co-op's trail at once (the co-op of each row in its plid). */
    everyCoop: z.boolean().default(false),
    cursor,
  })
  .refine((r) => !r.from || !r.to || r.from <= r.to, { message: ACTIVITY_MESSAGES.periodOrder, path: ['to'] })
  .refine((r) => !(r.person && r.target), { message: ACTIVITY_MESSAGES.personAndTarget, path: ['target'] });

export const listActivityResponse = z.object({
  success: z.literal(true),
  entries: z.array(activityEntry),
  /** The next page's cursor, or null on the last page. */
  next: z.string().nullable(),
});
