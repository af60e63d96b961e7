import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';
import { queryAll } from './query-all.js';
import { passkeyChallengeFamily, type PasskeyChallengeRecord } from './records/ephemeral-records.js';
import { passkeyFamily, type PasskeyRecord } from './records/member-records.js';
import { isConditionFailed } from './transact.js';

// Passkeys (pattern 40, core) and their ceremonies' challenges (pattern 40a, ephemeral), ADR 0091.

export type { PasskeyChallengeRecord, PasskeyRecord };

const core = () => config().tables.core;
const ephemeral = () => config().tables.ephemeral;

/** Runs a conditional write: false when its condition failed. */
async function conditional(send: () => Promise<unknown>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

export async function putChallenge(challengeHash: string, challenge: PasskeyChallengeRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({ TableName: ephemeral(), Item: { ...keys.passkeyChallenge(challengeHash), ...challenge } }),
  );
}

/**
 * Deletes the challenge and answers what it held: of parallel answers with one challenge, only the
 * delete that removed it gets it back, so a challenge serves one ceremony at most.
 */
export async function takeChallenge(challengeHash: string): Promise<PasskeyChallengeRecord | undefined> {
  const out = await dynamo().send(
    new DeleteCommand({ TableName: ephemeral(), Key: keys.passkeyChallenge(challengeHash), ReturnValues: 'ALL_OLD' }),
  );
  return passkeyChallengeFamily.readMaybe(out.Attributes);
}

/** The member's passkeys, oldest key first (read strongly: right after an add or a removal). */
export async function listPasskeys(memberId: string): Promise<PasskeyRecord[]> {
  const items = await queryAll({
    TableName: core(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.passkeysPk(memberId) },
    ConsistentRead: true,
  });
  return passkeyFamily.readAll(items);
}

export async function getPasskey(memberId: string, credentialId: string): Promise<PasskeyRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: core(), Key: keys.passkey(memberId, credentialId), ConsistentRead: true }),
  );
  return passkeyFamily.readMaybe(out.Item);
}

/** Stores a new passkey; false when the member has this credential already. */
export function addPasskey(passkey: PasskeyRecord): Promise<boolean> {
  return conditional(() =>
    dynamo().send(
      new PutCommand({
        TableName: core(),
        Item: { ...keys.passkey(passkey.memberId, passkey.credentialId), ...passkey },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
}

/** Deletes one of the member's passkeys; false when it was not there. */
export function removePasskey(memberId: string, credentialId: string): Promise<boolean> {
  return conditional(() =>
    dynamo().send(
      new DeleteCommand({
        TableName: core(),
        Key: keys.passkey(memberId, credentialId),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    ),
  );
}

/**
 * Records a sign-in: the new counter and the time, only while the stored counter is still the one
 * the signature was checked against (and the passkey was not removed meanwhile); false otherwise,
 * so two answers cannot both move one counter forward.
 */
export function recordPasskeyUse(
  memberId: string,
  credentialId: string,
  previousCounter: number,
  counter: number,
  at: string,
): Promise<boolean> {
  return conditional(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: core(),
        Key: keys.passkey(memberId, credentialId),
        UpdateExpression: 'SET #counter = :counter, lastUsedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND #counter = :previous',
        ExpressionAttributeNames: { '#counter': 'counter' },
        ExpressionAttributeValues: { ':counter': counter, ':previous': previousCounter, ':at': at },
      }),
    ),
  );
}
