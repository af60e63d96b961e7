import type * as z from 'zod';
import { LIMIT_RULES } from '#shared/rate-limits.js';
import { importRow, type ImportRowReport, type importMembersRequest } from '#shared/schemas/admin-members.js';
import { getCoop } from '#functions/db/coops-repo.js';
import { DuplicateEmailError } from '#functions/db/members-repo.js';
import { countSignups } from '#functions/db/stats-repo.js';
import { dayIn } from '../dates.js';
import { notFound } from '#functions/model/errors.js';
import { firstIssueMessage } from '#functions/model/errors.js';
import { inParallel } from '#functions/model/in-parallel.js';
import { log } from '#functions/model/log.js';
import { inviteMemberOf, InvitationNotSentError } from '../accounts/accounts.js';
import { normalizeEmail } from '#functions/model/email-address.js';
import { consume } from '../security/rate-limit.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { noteAuditChange } from '#functions/db/audit-scope.js';

// The admin CSV import, one chunk of rows per request (the page parses the file and sends it in
// chunks, so 10,000 rows never meet the API's time limit): each row is checked with the sign-up
// form's rules and messages, then invited through the accounts code (an invited member, and the
// activation link by email). Each row is answered: created, duplicate, or rejected with the reason.
// An address with an account gets one answer whichever co-op holds it (no mail goes to it), so
// the import tells no more than the public sign-up form does; and the co-op's invitations a day
// are limited, so neither can it test a long list of addresses (LIMIT_RULES.inviteCoop).

/** Invitations at a time: 250 rows at 8 take a few seconds, well inside the function's 10 s. */
export const IMPORT_PARALLELISM = 8;

export async function importMembers(staff: { plid: number }, input: z.output<typeof importMembersRequest>) {
  const coop = await getCoop(staff.plid);
  if (!coop) throw notFound(COMMON_MESSAGES.coopNotFound);
  // The audit item counts the chunk's rows, never lists them (ADR 0089): a row not saved leaves no trace.
  noteAuditChange({ targets: [], changes: { rows: { after: input.rows.length } } });
  // By position in the chunk (row numbers come from the page).
  const reports: ImportRowReport[] = [];
  const toInvite: { at: number; row: number; firstName: string; lastName: string; email: string; zip: string }[] = [];
  const seen = new Set<string>();
  for (const [at, raw] of input.rows.entries()) {
    const parsed = importRow.safeParse({
      firstName: raw.firstName ?? undefined,
      lastName: raw.lastName ?? undefined,
      email: raw.email ?? undefined,
      zip: raw.zip ?? undefined,
    });
    if (!parsed.success) {
      reports[at] = { row: raw.row, result: 'rejected', reason: firstIssueMessage(parsed.error) };
      continue;
    }
    const email = normalizeEmail(parsed.data.email);
    if (!email) {
      reports[at] = { row: raw.row, result: 'rejected', reason: ACCOUNT_MESSAGES.invalidEmail };
      continue;
    }
    // Twice in one chunk: the later row is a duplicate (across chunks the account exists by then).
    if (seen.has(email)) {
      reports[at] = { row: raw.row, result: 'duplicate', reason: ADMIN_MESSAGES.importDuplicateInFile };
      continue;
    }
    seen.add(email);
    toInvite.push({ ...parsed.data, email, at, row: raw.row });
  }

  // Counted for the whole chunk before any row is invited: a chunk over the day's allowance invites no one.
  if (toInvite.length > 0) await consume(LIMIT_RULES.inviteCoop, String(staff.plid), Date.now(), toInvite.length);
  let created = 0;
  await inParallel(toInvite, IMPORT_PARALLELISM, async ({ at, row, ...invite }) => {
    try {
      await inviteMemberOf(coop, invite);
      created++;
      reports[at] = { row, result: 'created' };
    } catch (error) {
      if (error instanceof DuplicateEmailError) {
        reports[at] = { row, result: 'duplicate', reason: ADMIN_MESSAGES.importDuplicate };
      } else if (error instanceof InvitationNotSentError) {
        created++;
        log('error', 'import: invitation not sent', { memberId: error.memberId, error: error.message });
        reports[at] = { row, result: 'created', reason: ADMIN_MESSAGES.importInviteNotSent };
      } else {
        log('error', 'import: row not saved', { error: (error as Error).message });
        reports[at] = { row, result: 'rejected', reason: ADMIN_MESSAGES.importRowFailed };
      }
    }
  });
  if (created) await countSignups(staff.plid, created, dayIn(Date.now(), coop.timeZone));

  const rows = reports;
  const count = (result: ImportRowReport['result']) => rows.filter((r) => r.result === result).length;
  return { success: true as const, created, duplicates: count('duplicate'), rejected: count('rejected'), rows };
}
