import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';
import { isConditionFailed } from './transact.js';

// Window counters in DynamoDB, so limits hold across Lambda instances. The atomic ADD means
// parallel requests each see their own count.

/** Adds `amount` (one attempt, or a batch of them such as an import's addresses) and answers the new count. */
export async function incrementCounter(
  action: string,
  subject: string,
  windowStart: number,
  expiresAt: number,
  amount = 1,
): Promise<number> {
  const out = await dynamo().send(
    new UpdateCommand({
      TableName: config().tables.ephemeral,
      Key: keys.rate(action, subject, windowStart),
      UpdateExpression: 'ADD #c :one SET expiresAt = :exp',
      ExpressionAttributeNames: { '#c': 'count' },
      ExpressionAttributeValues: { ':one': amount, ':exp': expiresAt },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.count ?? amount);
}

/** Takes back `amount` (never below zero): a refused attempt or batch, or a login that succeeded. */
export async function decrementCounter(
  action: string,
  subject: string,
  windowStart: number,
  amount = 1,
): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: config().tables.ephemeral,
        Key: keys.rate(action, subject, windowStart),
        UpdateExpression: 'ADD #c :minus',
        ConditionExpression: 'attribute_exists(#c) AND #c >= :amount',
        ExpressionAttributeNames: { '#c': 'count' },
        ExpressionAttributeValues: { ':minus': -amount, ':amount': amount },
      }),
    );
  } catch (error) {
    // Cleared or back at zero in between: nothing left to take back.
    if (!isConditionFailed(error)) throw error;
  }
}

/** A window's count, 0 when it has none. */
export async function readCounter(action: string, subject: string, windowStart: number): Promise<number> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: config().tables.ephemeral,
      Key: keys.rate(action, subject, windowStart),
      ConsistentRead: true,
    }),
  );
  return Number(out.Item?.count ?? 0);
}

export async function clearCounter(action: string, subject: string, windowStart: number): Promise<void> {
  await dynamo().send(
    new DeleteCommand({ TableName: config().tables.ephemeral, Key: keys.rate(action, subject, windowStart) }),
  );
}

/**
 * Claims the counter's next slot: succeeds only if the previous slot has ended (nextAt, epoch ms),
 * and moves it to `until`. Of parallel claims on one slot exactly one wins; the others learn
 * when the slot they lost ends.
 */
export async function claimSlot(
  action: string,
  subject: string,
  windowStart: number,
  now: number,
  until: number,
): Promise<{ claimed: true } | { claimed: false; nextAt: number }> {
  const Key = keys.rate(action, subject, windowStart);
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: config().tables.ephemeral,
        Key,
        UpdateExpression: 'SET nextAt = :until',
        ConditionExpression: 'attribute_not_exists(nextAt) OR nextAt <= :now',
        ExpressionAttributeValues: { ':until': until, ':now': now },
      }),
    );
    return { claimed: true };
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const out = await dynamo().send(
      new GetCommand({ TableName: config().tables.ephemeral, Key, ConsistentRead: true }),
    );
    return { claimed: false, nextAt: Number(out.Item?.nextAt ?? until) };
  }
}
