import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';
import { isConditionFailed } from './transact.js';

// The monthly digest's marks in the ephemeral table: one per member mailed in a co-op-month,
// claimed with a conditional put before the mail goes out, and one per finished co-op-month.
// Both outlive the month (TTL), so a retry late in the month still finds them.

const table = () => config().tables.ephemeral;
/** Longer than any month plus the dispatcher's catch-up days. */
const KEEP_SECONDS = 62 * 86400;
const expiresAt = (now: number) => Math.floor(now / 1000) + KEEP_SECONDS;

/** True when this call claimed the member's digest of the month; false when it was claimed before. */
export async function claimDigest(plid: number, month: string, memberId: string, now: number): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: {
          ...keys.digestSent(plid, month, memberId),
          claimedAt: new Date(now).toISOString(),
          expiresAt: expiresAt(now),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Gives a claim back when no mail was handed to SES, so a later run may mail the member. */
export async function releaseDigest(plid: number, month: string, memberId: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: table(), Key: keys.digestSent(plid, month, memberId) }));
}

export async function digestMonthDone(plid: number, month: string): Promise<boolean> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.digestDone(plid, month), ConsistentRead: true }),
  );
  return Boolean(out.Item);
}

export async function markDigestMonthDone(
  plid: number,
  month: string,
  counts: Record<string, number>,
  now: number,
): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...keys.digestDone(plid, month),
        ...counts,
        doneAt: new Date(now).toISOString(),
        expiresAt: expiresAt(now),
      },
    }),
  );
}
