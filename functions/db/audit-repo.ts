import { keys } from './keys.js';
import { queryPage, type Page } from './query-page.js';
import { auditFamily, type AuditRecord } from './records/audit-records.js';

// Reading the audit trail of staff actions (pattern 32, ADR 0089) for the Activity page; the
// items are written through functions/db/audit-scope.ts alone.

/** Which audit list a page reads: the co-op's, one person's or one target's. */
export type AuditList = { kind: 'all' } | { kind: 'person'; memberId: string } | { kind: 'target'; target: string };

/** One page of a co-op's audit items, newest first, within ISO times `from`..`to` (sort-key range). */
export async function auditPage(
  plid: number,
  list: AuditList,
  range: { from?: string; to?: string },
  size: number,
  cursor?: string | null,
): Promise<{ entries: AuditRecord[]; next?: string }> {
  const where =
    list.kind === 'person'
      ? { index: 'gsi1', partition: keys.auditByActorPk(plid, list.memberId) }
      : list.kind === 'target'
        ? { index: 'gsi2', partition: keys.auditByTargetPk(plid, list.target) }
        : { partition: keys.auditPk(plid) };
  const page: Page = await queryPage(
    { table: 'core', ...where, forward: false, sortFrom: range.from, sortTo: range.to },
    size,
    cursor,
  );
  const now = Date.now() / 1000;
  // An item past its expiry may linger until TTL removes it (days late): it is gone already.
  const entries = auditFamily.readAll(page.items).filter((e) => e.expiresAt > now);
  return { entries, next: page.next };
}
