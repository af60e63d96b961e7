import { invalid } from '#functions/model/errors.js';
import { inParallel } from '#functions/model/in-parallel.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
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

/** A position in the network-wide trail: the sort key (`<ISO time>#<audit id>`) of the last row shown. */
const AUDIT_SORT_KEY = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z#[\w-]{1,80}$/;

/**
 * One page of every co-op's audit items (the network admin's Activity), newest first: each
 * co-op's list read up to the page size past the cursor, then merged by time. The cursor is the
 * last row's sort key, which every co-op's list shares (time first), so the next page reads each
 * list below it; no Scan, one Query per co-op. A cursor that is not such a key is refused.
 */
export async function auditPageAcross(
  plids: readonly number[],
  list: AuditList,
  range: { from?: string; to?: string },
  size: number,
  cursor?: string | null,
): Promise<{ entries: AuditRecord[]; next?: string }> {
  if (cursor && (!AUDIT_SORT_KEY.test(cursor) || (range.from !== undefined && cursor < range.from)))
    throw invalid(COMMON_MESSAGES.badCursor);
  const to = cursor && (range.to === undefined || cursor < range.to) ? cursor : range.to;
  const sortKey = (e: AuditRecord) => `${e.at}#${e.auditId}`;
  // One more than the page from each list, and the cursor's own row (the range is inclusive) left out.
  const lists = await inParallel(plids, 8, (plid) => auditPage(plid, list, { from: range.from, to }, size + 2));
  const merged = lists
    .flatMap((l) => l.entries)
    .filter((e) => !cursor || sortKey(e) < cursor)
    .sort((a, b) => sortKey(b).localeCompare(sortKey(a)));
  const entries = merged.slice(0, size);
  const last = entries.at(-1);
  return { entries, next: merged.length > size && last ? sortKey(last) : undefined };
}
