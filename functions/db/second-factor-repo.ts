import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';
import { secondFactorFamily, type SecondFactorRecord } from './records/factor-records.js';
import { isConditionFailed } from './transact.js';

// Staff's second factor (pattern 17b): one item under the member. Every change is one conditional
// write, so two parallel uses of one code or one recovery code cannot both succeed.

export type { SecondFactorRecord };

const table = () => config().tables.core;

export async function getSecondFactor(memberId: string): Promise<SecondFactorRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.secondFactor(memberId), ConsistentRead: true }),
  );
  return secondFactorFamily.readMaybe(out.Item);
}

/** True when the condition held and the write happened. */
async function conditional(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Stores a secret being set up; never over a confirmed app (false then). */
export function putPendingFactor(memberId: string, secret: string, now = new Date()): Promise<boolean> {
  const item: SecondFactorRecord = { secret, createdAt: now.toISOString(), lastStep: 0, recovery: {} };
  return conditional(() =>
    dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: { ...keys.secondFactor(memberId), ...item },
        ConditionExpression: 'attribute_not_exists(pk) OR attribute_not_exists(confirmedAt)',
      }),
    ),
  );
}

/** Confirms the app set up with this secret, its first accepted step and the recovery codes' hashes. */
export function confirmFactor(
  memberId: string,
  secret: string,
  step: number,
  recoveryHashes: string[],
  now = new Date(),
): Promise<boolean> {
  return conditional(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.secondFactor(memberId),
        UpdateExpression: 'SET confirmedAt = :at, lastStep = :step, recovery = :recovery',
        ConditionExpression: 'secret = :secret AND attribute_not_exists(confirmedAt)',
        ExpressionAttributeValues: {
          ':at': now.toISOString(),
          ':step': step,
          ':recovery': Object.fromEntries(recoveryHashes.map((hash) => [hash, 1])),
          ':secret': secret,
        },
      }),
    ),
  );
}

/** Takes a code's time step once: false when that step or a later one was already used. */
export function acceptStep(memberId: string, step: number): Promise<boolean> {
  return conditional(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.secondFactor(memberId),
        UpdateExpression: 'SET lastStep = :step',
        ConditionExpression: 'attribute_exists(confirmedAt) AND lastStep < :step',
        ExpressionAttributeValues: { ':step': step },
      }),
    ),
  );
}

/** Uses the recovery code with this hash once: false when it is not there (never was, or used meanwhile). */
export function useRecoveryCode(memberId: string, hash: string): Promise<boolean> {
  return conditional(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.secondFactor(memberId),
        UpdateExpression: 'REMOVE recovery.#hash',
        ConditionExpression: 'attribute_exists(confirmedAt) AND attribute_exists(recovery.#hash)',
        ExpressionAttributeNames: { '#hash': hash },
      }),
    ),
  );
}

/** Removes the member's app and recovery codes; answers what was there. */
export async function deleteSecondFactor(memberId: string): Promise<SecondFactorRecord | undefined> {
  const out = await dynamo().send(
    new DeleteCommand({ TableName: table(), Key: keys.secondFactor(memberId), ReturnValues: 'ALL_OLD' }),
  );
  return secondFactorFamily.readMaybe(out.Attributes);
}
