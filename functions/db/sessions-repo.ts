import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';
import { queryAll } from './query-all.js';
import { sessionFamily, type EndedSession, type SessionRecord } from './records/ephemeral-records.js';
import { isConditionFailed, succeeded, transact } from './transact.js';

// Sessions by the SHA-256 of their cookie token. The token itself is never stored. Beside each, a
// reference under the member (MEMBERSESSIONS#<id>), so ending all of a member's sessions is one
// strongly consistent Query; the reference lives until the session's absolute expiry (TTL).

export type { EndedSession, SessionRecord };

const table = () => config().tables.ephemeral;

export async function getSession(tokenHash: string): Promise<SessionRecord | EndedSession | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.session(tokenHash) }));
  return sessionFamily.readMaybe(out.Item);
}

/**
 * Stores the session only while the member's account is still active, checked in the same
 * transaction: a deactivation committed first refuses it (false), and one committed after finds
 * its reference. `lastsUntil`: the absolute expiry, when the reference may be dropped.
 */
export async function putSession(tokenHash: string, session: SessionRecord, lastsUntil: number): Promise<boolean> {
  const result = await transact([
    { Put: { TableName: table(), Item: { ...keys.session(tokenHash), ...session } } },
    {
      Put: {
        TableName: table(),
        Item: { ...keys.memberSession(session.memberId, tokenHash), expiresAt: lastsUntil },
      },
    },
    {
      ConditionCheck: {
        TableName: config().tables.core,
        Key: keys.member(session.memberId),
        ConditionExpression: '#status = :active',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':active': 'active' },
      },
    },
  ]);
  return succeeded(result);
}

/** Updates the session only while it exists (a session deleted meanwhile stays deleted); false when it is gone. */
async function updateLiveSession(
  tokenHash: string,
  UpdateExpression: string,
  ExpressionAttributeValues: Record<string, unknown>,
  ExpressionAttributeNames?: Record<string, string>,
): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.session(tokenHash),
        UpdateExpression,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues,
        ExpressionAttributeNames,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Slides the idle expiry forward. */
export async function touchSession(tokenHash: string, lastSeenAt: number, expiresAt: number): Promise<void> {
  await updateLiveSession(tokenHash, 'SET lastSeenAt = :seen, expiresAt = :exp', {
    ':seen': lastSeenAt,
    ':exp': expiresAt,
  });
}

/** Moves the session to another co-op (the network admin's switch of co-op); false when the session is gone. */
export async function setSessionPlid(tokenHash: string, plid: number): Promise<boolean> {
  return updateLiveSession(tokenHash, 'SET plid = :plid', { ':plid': plid });
}

/** Records how the session is now authenticated (a second step passed); false when the session is gone. */
export async function setSessionAmr(tokenHash: string, amr: readonly string[]): Promise<boolean> {
  return updateLiveSession(tokenHash, 'SET amr = :amr', { ':amr': [...amr] });
}

/** Deletes the session and its reference under the member (found on the session when not given). */
export async function deleteSession(tokenHash: string, memberId?: string): Promise<void> {
  const ended = dynamo().send(
    new DeleteCommand({
      TableName: table(),
      Key: keys.session(tokenHash),
      ReturnValues: memberId ? 'NONE' : 'ALL_OLD',
    }),
  );
  const old = memberId ? undefined : sessionFamily.readMaybe((await ended).Attributes);
  // An ended session (a deactivation's notice) has no reference left under the member.
  const owner = memberId ?? (old && 'memberId' in old ? old.memberId : undefined);
  await Promise.all([
    ended,
    owner && dynamo().send(new DeleteCommand({ TableName: table(), Key: keys.memberSession(owner, tokenHash) })),
  ]);
}

/** The hashes of a member's sessions, read strongly (right after a deactivation or password change). */
export async function listMemberSessions(memberId: string): Promise<string[]> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.memberSession(memberId, '').pk },
    ConsistentRead: true,
  });
  return items.map((i) => String(i.sk));
}

/**
 * Ends every session of a member (a deactivation) leaving an EndedSession in each one's place:
 * the member's fields go, the notice comes, the expiry stays. The references under the member go
 * as on any end. Answers how many.
 */
export async function endMemberSessionsWithNotice(memberId: string, notice: string): Promise<number> {
  const hashes = await listMemberSessions(memberId);
  await Promise.all(
    hashes.map(async (hash) => {
      await updateLiveSession(
        hash,
        'SET endedNotice = :notice REMOVE sessionId, memberId, plid, #role, amr, csrfHash, createdAt, lastSeenAt',
        { ':notice': notice },
        { '#role': 'role' },
      );
      await dynamo().send(new DeleteCommand({ TableName: table(), Key: keys.memberSession(memberId, hash) }));
    }),
  );
  return hashes.length;
}

/** Revokes every session of a member (password change, reset, email change); answers how many. */
export async function deleteMemberSessions(memberId: string): Promise<number> {
  const hashes = await listMemberSessions(memberId);
  await Promise.all(hashes.map((hash) => deleteSession(hash, memberId)));
  return hashes.length;
}
