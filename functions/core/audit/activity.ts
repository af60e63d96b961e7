import type * as z from 'zod';
import type { listActivityRequest, listActivityResponse } from '#shared/schemas/admin-activity.js';
import { auditPage, auditPageAcross, type AuditList } from '#functions/db/audit-repo.js';
import { listCoops } from '#functions/db/coops-repo.js';
import { emailHolder } from '#functions/db/members-repo.js';
import { normalizeEmail } from '#functions/model/email-address.js';
import { forbidden } from '#functions/model/errors.js';
import { ACTIVITY_MESSAGES } from '#shared/schemas/activity-messages.js';
import type { Staff } from '../members/admin-members.js';

// The admin area's Activity page (ADR 0089): the co-op's audit trail, newest first. The co-op is
// the session's: a co-op admin's own, the network admin's the one they switched to (as every
// other admin page); the network admin may also ask for every co-op's at once. A person is a member id or an email address (looked up to its member id);
// a target is the first id an action was on. Dates are UTC days, inclusive.

/** Rows a page shows. */
export const ACTIVITY_PAGE_SIZE = 50;

type Request = z.output<typeof listActivityRequest>;
type Response = z.input<typeof listActivityResponse>;

async function listOf(input: Request): Promise<AuditList | undefined> {
  if (input.person) {
    if (!input.person.includes('@')) return { kind: 'person', memberId: input.person };
    const email = normalizeEmail(input.person);
    const memberId = email && (await emailHolder(email));
    // An address no account holds has no activity (the same answer as one with none here).
    return memberId ? { kind: 'person', memberId } : undefined;
  }
  if (input.target) return { kind: 'target', target: input.target };
  return { kind: 'all' };
}

export async function listActivity(staff: Staff, input: Request): Promise<Response> {
  if (input.everyCoop && staff.role !== 'network') throw forbidden(ACTIVITY_MESSAGES.everyCoopNetworkOnly);
  const list = await listOf(input);
  if (!list) return { success: true, entries: [], next: null };
  const range = {
    // Sort keys start with the ISO time: a day's first key sorts after `<day>T`, its last before `<day>T~`.
    from: input.from ? `${input.from}T` : undefined,
    to: input.to ? `${input.to}T~` : undefined,
  };
  const page = input.everyCoop
    ? await auditPageAcross(
        (await listCoops()).map((c) => c.plid),
        list,
        range,
        ACTIVITY_PAGE_SIZE,
        input.cursor,
      )
    : await auditPage(staff.plid, list, range, ACTIVITY_PAGE_SIZE, input.cursor);
  return { success: true, entries: page.entries.map(({ expiresAt: _, ...entry }) => entry), next: page.next ?? null };
}
