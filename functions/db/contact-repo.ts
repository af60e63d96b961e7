import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';
import { queryAll } from './query-all.js';

// Messages sent through a co-op's contact form (pattern 23, `COOP#<plid>#CONTACT`).

const table = () => config().tables.core;

export interface ContactMessageRecord {
  messageId: string;
  plid: number;
  /** The signed-in member who sent it, or null for a visitor. */
  memberId: string | null;
  fullName: string;
  /** As typed: the spec does not check its format on this form. */
  email: string;
  message: string;
  createdAt: string;
  /** The staff address the message was sent to, or null when the co-op has none on file. */
  sentTo: string | null;
}

/** Writes a message once; its id is new, so the condition only guards against a repeated id. */
export async function putContactMessage(record: ContactMessageRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...keys.contactMessage(record.plid, record.createdAt, record.messageId),
        ...keys.inboxNew(record.plid, record.createdAt, record.messageId),
        kind: 'contact',
        status: 'new',
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** A co-op's messages, oldest first (tests; the admin area will list them). */
export async function listContactMessages(plid: number): Promise<ContactMessageRecord[]> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.contactMessagesPk(plid) },
  });
  return items.map(({ pk: _pk, sk: _sk, ...record }) => record as unknown as ContactMessageRecord);
}
