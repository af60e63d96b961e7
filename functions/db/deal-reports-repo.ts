import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients.js';
import { keys } from './keys.js';
import { config } from '../config.js';
import { addInboxReply, getInboxItem, inboxReplyUpdate, type InboxRecord, type StoredReply } from './inbox-repo.js';
import { queryPage } from './query-page.js';
import { storedDealReportFamily, type DealReportRecord, type StoredDealReport } from './records/inbound-records.js';
import { succeeded, transact } from './transact.js';

// Members' reports of problems with local deals (ADR 0096): the report in its co-op's inbox
// (pattern 45, its not-answered entry 23d), listed by business through gsi2 (45a), and the member's
// one open report per deal (45b), put and deleted in the same transactions as the report's state.

const table = () => config().tables.core;

export type { DealReportRecord, StoredDealReport };

/** Whether the member has an open report of this deal (the transaction below is what holds the rule). */
export async function hasOpenDealReport(memberId: string, dealId: string): Promise<boolean> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.openDealReport(memberId, dealId), ConsistentRead: true }),
  );
  return out.Item !== undefined;
}

/**
 * Writes the report with the member's open mark for its deal, both or neither: 'open' when the
 * member already has an open report of this deal (the mark's condition failed), so parallel
 * reports of one deal leave exactly one.
 */
export async function putDealReport(record: DealReportRecord): Promise<'ok' | 'open'> {
  const { plid, createdAt, reportId } = record;
  const result = await transact([
    {
      Put: {
        TableName: table(),
        Item: {
          ...keys.openDealReport(record.memberId, record.dealId),
          reportId,
          plid,
          createdAt,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: table(),
        Item: {
          ...keys.dealReport(plid, createdAt, reportId),
          ...keys.inboxNew(plid, createdAt, reportId),
          ...keys.dealReportOfBusiness(record.bpId, createdAt, reportId),
          kind: 'report',
          status: 'new',
          ...record,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  return succeeded(result) ? 'ok' : 'open';
}

/**
 * Appends the staff reply and closes the report; while it was open, the member's open mark of the
 * deal goes in the same transaction (only the mark of this report: a mark already gone is fine).
 * Undefined when the report does not exist.
 */
export async function closeDealReport(
  plid: number,
  id: string,
  reply: StoredReply,
  open: { memberId: string; dealId: string; reportId: string } | null,
): Promise<InboxRecord | undefined> {
  if (!open) return addInboxReply(plid, 'report', id, reply);
  const result = await transact([
    { Update: inboxReplyUpdate(plid, 'report', id, reply) },
    {
      Delete: {
        TableName: table(),
        Key: keys.openDealReport(open.memberId, open.dealId),
        ConditionExpression: 'attribute_not_exists(pk) OR reportId = :id',
        ExpressionAttributeValues: { ':id': open.reportId },
      },
    },
  ]);
  if (!result.ok) {
    if (result.failed.includes(0)) return undefined;
    // Another reply closed it first and the member has reported the deal again since: that newer
    // report's mark stays, and this reply is kept with the closed report.
    if (result.failed.includes(1)) return addInboxReply(plid, 'report', id, reply);
    succeeded(result);
  }
  return getInboxItem(plid, 'report', id);
}

/** A page of one business's reports, newest first (pattern 45a), with their state and replies. */
export async function listDealReportsOfBusiness(
  bpId: string,
  limit: number,
  cursor?: string | null,
): Promise<{ items: StoredDealReport[]; next?: string }> {
  const page = await queryPage(
    { table: 'core', index: 'gsi2', partition: keys.dealReportsOfBusinessPk(bpId), forward: false },
    limit,
    cursor,
  );
  return { ...page, items: page.items.map((i) => storedDealReportFamily.read(i)) };
}
