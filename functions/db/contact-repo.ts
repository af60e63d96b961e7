import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';
import { queryAll } from './query-all.js';
import { contactMessageFamily, type ContactMessageRecord } from './records/inbound-records.js';

// Messages sent through a co-op's contact form (pattern 23, `COOP#<plid>#CONTACT`).

const table = () => config().tables.core;

export type { ContactMessageRecord };

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
  return contactMessageFamily.readAll(items);
}
