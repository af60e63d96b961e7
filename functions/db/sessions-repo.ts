import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../../shared/roles.js';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';
import { queryAll } from './query-all.js';

// Sessions by the SHA-256 of their cookie token. The token itself is never stored.

export interface SessionRecord {
  /** Public id of the session (the spec's sessionKey); not a secret. */
  sessionId: string;
  memberId: string;
  plid: number;
  role: Role;
  /** SHA-256 of the CSRF token bound to this session. */
  csrfHash: string;
  createdAt: number;
  lastSeenAt: number;
  /** Epoch seconds; the item is dead from then on whether or not DynamoDB has removed it. */
  expiresAt: number;
}

const table = () => config().tables.ephemeral;

export async function getSession(tokenHash: string): Promise<SessionRecord | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.session(tokenHash) }));
  return out.Item as SessionRecord | undefined;
}

export async function putSession(tokenHash: string, session: SessionRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({ TableName: table(), Item: { ...keys.session(tokenHash), ...keys.memberSessions(session.memberId, tokenHash), ...session } }),
  );
}

/** Slides the idle expiry forward; a session deleted meanwhile stays deleted. */
export async function touchSession(tokenHash: string, lastSeenAt: number, expiresAt: number): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.session(tokenHash),
        UpdateExpression: 'SET lastSeenAt = :seen, expiresAt = :exp',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':seen': lastSeenAt, ':exp': expiresAt },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}

export async function deleteSession(tokenHash: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: table(), Key: keys.session(tokenHash) }));
}

/** Revokes every session of a member (password change, reset). */
export async function deleteMemberSessions(memberId: string): Promise<number> {
  const items = await queryAll({
    TableName: table(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.memberSessions(memberId, '').gsi1pk },
  });
  await Promise.all(items.map((i) => dynamo().send(new DeleteCommand({ TableName: table(), Key: { pk: i.pk, sk: i.sk } }))));
  return items.length;
}
