import { getCoop, listCoops, type CoopRecord } from '#functions/db/coops-repo.js';
import { setSessionPlid } from '#functions/db/sessions-repo.js';
import { notFound, unauthenticated } from '#functions/model/errors.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// The network admin's co-ops: the list, and the switch of the network admin's own session to the
// co-op they want to run. A new co-op is coops-create.ts (it mails, so only its route bundles SES).

interface Staff {
  plid: number;
}

export const summary = (c: CoopRecord) => ({
  plid: c.plid,
  coopName: c.coopName,
  displayName: c.displayName,
  primaryDomain: c.primaryDomain,
  zip: c.zip,
});

export async function listAllCoops(staff: Staff) {
  const coops = await listCoops();
  return { success: true as const, currentPlid: staff.plid, coops: coops.map(summary).sort((a, b) => a.plid - b.plid) };
}

/** The network admin now works in this co-op: their own session's plid changes. */
export async function switchCoop(tokenHash: string | undefined, plid: number) {
  const coop = await getCoop(plid);
  if (!coop) throw notFound(COMMON_MESSAGES.coopNotFound);
  if (!tokenHash || !(await setSessionPlid(tokenHash, plid))) throw unauthenticated(COMMON_MESSAGES.pleaseLogin);
  return { success: true as const, message: ADMIN_MESSAGES.coopSwitched, coop: summary(coop) };
}
