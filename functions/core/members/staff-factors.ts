import { fill } from '#shared/constants.js';
import { isStaffRole } from '#shared/roles.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { SECOND_FACTOR_MESSAGES } from '#shared/schemas/second-factor-messages.js';
import { noteAuditChange } from '#functions/db/audit-scope.js';
import { deleteSecondFactor } from '#functions/db/second-factor-repo.js';
import { forbidden, invalid } from '#functions/model/errors.js';
import { endAllSessions } from '../sessions/sessions.js';
import { inReach, memberInReach, type Staff } from './admin-members.js';

// An administrator resets a staff member's second step (ADR 0090): the authenticator app and the
// recovery codes go, and every session of theirs ends, so their next login sets up a new app. The
// members area's ladder decides who: a co-op's admin for its back-office staff, the network admin
// for the co-ops' admins (and back office); nobody their own.

/** What the reset changed, for the caller and for an audit item (no secret in it). */
export interface FactorReset {
  memberId: string;
  plid: number;
  role: string;
  /** Before: whether an app was confirmed, and how many recovery codes were left. */
  before: { enrolled: boolean; recoveryCodesLeft: number };
  after: { enrolled: false; recoveryCodesLeft: 0 };
  sessionsEnded: number;
}

/** The reset itself; `resetFactors` is the route's answer around it (an audit hook wraps this one). */
export async function resetStaffFactors(staff: Staff, memberId: string): Promise<FactorReset & { name: string }> {
  const member = await memberInReach(staff, memberId);
  if (member.memberId === staff.memberId) throw invalid(SECOND_FACTOR_MESSAGES.resetSelf);
  if (!isStaffRole(member.role)) throw invalid(SECOND_FACTOR_MESSAGES.resetNotStaff);
  // The route admits admins only; the ladder says so too.
  if (!inReach(staff, member, 'change')) throw forbidden(COMMON_MESSAGES.staffReadOnly);
  // The audit item says whether an app was set up and how many codes were left: no secret, and
  // field names the audit's secret filter lets through (functions/model/audit.ts).
  noteAuditChange({ targets: [member.memberId] });
  const old = await deleteSecondFactor(member.memberId);
  noteAuditChange({
    changes: {
      appSetUp: { before: Boolean(old?.confirmedAt), after: false },
      codesLeft: { before: Object.keys(old?.recovery ?? {}).length, after: 0 },
    },
  });
  const sessionsEnded = await endAllSessions(member.memberId);
  return {
    memberId: member.memberId,
    plid: member.plid,
    role: member.role,
    name: `${member.firstName} ${member.lastName}`,
    before: { enrolled: Boolean(old?.confirmedAt), recoveryCodesLeft: Object.keys(old?.recovery ?? {}).length },
    after: { enrolled: false, recoveryCodesLeft: 0 },
    sessionsEnded,
  };
}

export async function resetFactors(staff: Staff, memberId: string) {
  const reset = await resetStaffFactors(staff, memberId);
  return { success: true as const, message: fill(SECOND_FACTOR_MESSAGES.resetDone, { name: reset.name }) };
}
