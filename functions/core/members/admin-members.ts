import type * as z from 'zod';
import { LIMITS } from '#shared/constants.js';
import { hasRole, outranks, type Role } from '#shared/roles.js';
import type {
  getMemberRequest,
  listMembersRequest,
  MemberDetail,
  MemberRow,
  setMemberStatusRequest,
} from '#shared/schemas/admin-members.js';
import {
  deactivateMember,
  getMember,
  getMemberByEmail,
  listSavings,
  memberListingOf,
  queryMemberListing,
  reactivateMember,
  type MemberRecord,
} from '#functions/db/members-repo.js';
import { noteAuditChange } from '#functions/db/audit-scope.js';
import { invalid, forbidden, notFound } from '#functions/model/errors.js';
import { normalizeEmail } from '#functions/model/email-address.js';
import { inactiveAccountMessage } from '../accounts/inactive-account.js';
import { endAllSessions } from '../sessions/sessions.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// The admin area's Members section: search, one member's detail, deactivate and reactivate. The
// co-op is always the staff member's own (from the session): another co-op's member is "not
// found", exactly as one that does not exist. The role ladder (member < backoffice < admin <
// network) decides the rest, in `inReach` alone: staff see and act on members of a role below
// their own, so a member at or above it is "not found" too (its row left out of every search),
// and a change needs an admin. Staff see their own record but change it only in My Account.

export interface Staff {
  plid: number;
  memberId: string;
  role: Role;
}

const toRow = (m: MemberRecord): MemberRow => ({
  memberId: m.memberId,
  firstName: m.firstName,
  lastName: m.lastName,
  email: m.email,
  zip: m.zip,
  status: m.status,
  signupDate: m.signupDate,
});

/** What the search box holds: an address, a ZIP code, a name's beginning (last name, then first: "Lee, Ann"), or nothing. */
export function readQuery(
  query: string,
):
  | { searchBy: 'all' }
  | { searchBy: 'email'; email: string }
  | { searchBy: 'zip'; zip: string }
  | { searchBy: 'name'; prefix: string } {
  const q = query.trim();
  if (!q) return { searchBy: 'all' };
  if (q.includes('@')) return { searchBy: 'email', email: q };
  if (/^\d{5}$/.test(q)) return { searchBy: 'zip', zip: q };
  return { searchBy: 'name', prefix: q };
}

export async function listMembers(staff: Staff, input: z.output<typeof listMembersRequest>) {
  const read = readQuery(input.query);
  if (read.searchBy === 'email') {
    // One address is one member at most: the unique-email claim, then the co-op check.
    const email = normalizeEmail(read.email);
    const member = email ? await getMemberByEmail(email) : undefined;
    const members = member && member.plid === staff.plid && inReach(staff, member, 'view') ? [toRow(member)] : [];
    return { success: true as const, searchBy: read.searchBy, members, next: null };
  }
  const listing = memberListingOf(
    staff.plid,
    read.searchBy === 'zip' ? { zip: read.zip } : { namePrefix: read.searchBy === 'name' ? read.prefix : '' },
  );
  const page = await queryMemberListing(listing, LIMITS.adminPage, input.cursor);
  // Rows out of reach are left out: a page may hold fewer than its size, and the cursor goes on.
  const members = page.items.filter((m) => inReach(staff, m, 'view')).map(toRow);
  return { success: true as const, searchBy: read.searchBy, members, next: page.next ?? null };
}

/** The ladder, for a record of the staff's co-op: may they see it, and may they change it? */
export function inReach(
  staff: Staff,
  member: Pick<MemberRecord, 'memberId' | 'role'>,
  want: 'view' | 'change',
): boolean {
  if (member.memberId === staff.memberId) return want === 'view';
  return outranks(staff.role, member.role) && (want === 'view' || hasRole(staff.role, 'admin'));
}

/** The member if in the staff's co-op and below their role; otherwise not found, as one that does not exist. */
export async function memberInReach(staff: Staff, memberId: string): Promise<MemberRecord> {
  const member = /^[\w-]{1,64}$/.test(memberId) ? await getMember(memberId) : undefined;
  if (!member || member.plid !== staff.plid || !inReach(staff, member, 'view'))
    throw notFound(ADMIN_MESSAGES.memberNotFound);
  return member;
}

export async function memberDetail(staff: Staff, input: z.output<typeof getMemberRequest>) {
  const member = await memberInReach(staff, input.memberId);
  const savings = await listSavings(member.memberId);
  const total = Math.round(savings.reduce((sum, s) => sum + s.dollarvalue, 0) * 100) / 100;
  const detail: MemberDetail = {
    ...toRow(member),
    cellPhone: member.cellPhone ?? null,
    lastLogin: member.lastLogin ?? null,
    role: member.role,
  };
  return { success: true as const, member: detail, savings, total };
}

/**
 * Deactivate: one conditional write (status, the status to go back to, every emailed link gone),
 * then every session of the member ends. Reactivate: back to active, or invited for a member who
 * never set a password. Both only on a member in reach (see `inReach`); staff cannot deactivate
 * themselves. Repeating a call (or a parallel one) changes nothing more and answers the same.
 */
export async function setMemberStatus(staff: Staff, input: z.output<typeof setMemberStatusRequest>) {
  const member = await memberInReach(staff, input.memberId);
  if (member.memberId === staff.memberId)
    throw invalid(
      input.action === 'deactivate' ? ADMIN_MESSAGES.cannotDeactivateSelf : ADMIN_MESSAGES.cannotChangeOwnStatus,
    );
  // The route admits admins only; the ladder says so too, so no other route can lend this a lower role.
  if (!inReach(staff, member, 'change')) throw forbidden(COMMON_MESSAGES.staffReadOnly);
  const noteStatus = (after: string) =>
    noteAuditChange({ targets: [member.memberId], changes: { status: { before: member.status, after } } });
  if (input.action === 'deactivate') {
    noteStatus('inactive');
    if (!(await deactivateMember(member.memberId, staff.plid))) throw notFound(ADMIN_MESSAGES.memberNotFound);
    // After the write: a login racing it is refused from now on, and any session it made ends here,
    // its open page told why on its next call.
    await endAllSessions(member.memberId, await inactiveAccountMessage(member.plid));
    return { success: true as const, message: ADMIN_MESSAGES.memberDeactivated, status: 'inactive' as const };
  }
  // Said before the write: its transaction carries the audit item (ADR 0089).
  noteStatus(member.status === 'inactive' ? (member.reactivateTo ?? 'active') : member.status);
  if (!(await reactivateMember(member.memberId, staff.plid))) throw notFound(ADMIN_MESSAGES.memberNotFound);
  const now = await getMember(member.memberId);
  const status = now?.status ?? member.status;
  return {
    success: true as const,
    message: status === 'invited' ? ADMIN_MESSAGES.memberReactivatedInvited : ADMIN_MESSAGES.memberReactivated,
    status,
  };
}
