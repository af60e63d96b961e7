import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';
import { queryPage } from './query-page.js';
import { inboxFamily, type StoredReply } from './records/inbound-records.js';
import { isConditionFailed } from './transact.js';

// The admin inbox (patterns 23 and 45): a co-op's contact messages, insurance leads and deal
// reports by time, and the sparse gsi1 of those not answered yet. The records are written by
// contact-repo, insurance-repo and deal-reports-repo; here they are listed and answered (a
// report's answer also ends its open mark: deal-reports-repo's closeDealReport).

const table = () => config().tables.core;

export type InboxKind = 'contact' | 'lead' | 'report';
export type InboxView = InboxKind | 'new';
export type { StoredReply };
/**
 * A message or lead as the inbox view picks its fields from it (by name, for a lead's details):
 * read through `inboxFamily`, so every field it names is checked.
 */
export type InboxRecord = Record<string, unknown> & { kind: InboxKind; status?: string; replies?: StoredReply[] };

const isInboxKind = (kind: unknown): kind is InboxKind => kind === 'contact' || kind === 'lead' || kind === 'report';

/** The partition of one kind's items (patterns 23 and 45). */
const partitionOf = (plid: number, kind: InboxKind) =>
  kind === 'contact'
    ? keys.contactMessagesPk(plid)
    : kind === 'lead'
      ? keys.insuranceLeadsPk(plid)
      : keys.dealReportsPk(plid);

/** A page of a view, newest first, after `cursor` (an earlier page's `next` of the same view). */
export async function listInbox(
  plid: number,
  view: InboxView,
  limit: number,
  cursor?: string | null,
): Promise<{ items: InboxRecord[]; next?: string }> {
  const list =
    view === 'new' ? { index: 'gsi1', partition: keys.inboxNewPk(plid) } : { partition: partitionOf(plid, view) };
  const page = await queryPage({ table: 'core', ...list, forward: false }, limit, cursor);
  const items: InboxRecord[] = page.items.map((i) =>
    // Items from before `kind` was stored are told apart by their partition.
    inboxFamily.read({
      ...i,
      kind: isInboxKind(i.kind) ? i.kind : String(i.pk).endsWith('#CONTACT') ? 'contact' : 'lead',
    }),
  );
  return { ...page, items };
}

export async function getInboxItem(plid: number, kind: InboxKind, id: string): Promise<InboxRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: { pk: partitionOf(plid, kind), sk: id }, ConsistentRead: true }),
  );
  return out.Item ? inboxFamily.read({ ...out.Item, kind }) : undefined;
}

/**
 * The update that appends a reply and marks the item answered (it leaves the not-answered index),
 * on condition the item exists: alone here, or in a deal report's closing transaction.
 */
export function inboxReplyUpdate(plid: number, kind: InboxKind, id: string, reply: StoredReply) {
  return {
    TableName: table(),
    Key: { pk: partitionOf(plid, kind), sk: id },
    UpdateExpression:
      'SET #status = :answered, replies = list_append(if_not_exists(replies, :none), :reply) REMOVE gsi1pk, gsi1sk',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':answered': 'answered', ':none': [], ':reply': [reply] },
  };
}

/**
 * Keeps a reply with its message and marks it answered (it leaves the not-answered index). Replies
 * are appended atomically, so two staff answering at once both stay on record.
 */
export async function addInboxReply(
  plid: number,
  kind: InboxKind,
  id: string,
  reply: StoredReply,
): Promise<InboxRecord | undefined> {
  try {
    const out = await dynamo().send(
      new UpdateCommand({
        ...inboxReplyUpdate(plid, kind, id, reply),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes ? inboxFamily.read({ ...out.Attributes, kind }) : undefined;
  } catch (error) {
    if (isConditionFailed(error)) return undefined;
    throw error;
  }
}
