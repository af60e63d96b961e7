import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';
import { linkTokenFamily, type ExtendToken, type PartnerOptOutToken } from './records/ephemeral-records.js';
import { isConditionFailed, transact } from './transact.js';

// The partner's mail (ADR 0097) in the ephemeral table: the marks that make each mail at most once
// (pattern 27c), the extension and opt-out link tokens (26b), and the two writes a link makes
// in one transaction with its token's use.

const ephemeral = () => config().tables.ephemeral;
const core = () => config().tables.core;
/** Longer than a month plus the dispatcher's catch-up days, and than a reminder's 14 days. */
const KEEP_SECONDS = 62 * 86400;
const expiresAt = (now: number) => Math.floor(now / 1000) + KEEP_SECONDS;

export type MailMark = Record<'pk' | 'sk', string>;

/** True when this call claimed the mark; false when an earlier run claimed it. */
export async function claimMailMark(key: MailMark, now: number): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: ephemeral(),
        Item: { ...key, claimedAt: new Date(now).toISOString(), expiresAt: expiresAt(now) },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Gives a claim back when no mail was handed to SES, so a later run may send it. */
export async function releaseMailMark(key: MailMark): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: ephemeral(), Key: key }));
}

export async function mailRunDone(key: MailMark): Promise<boolean> {
  const out = await dynamo().send(new GetCommand({ TableName: ephemeral(), Key: key, ConsistentRead: true }));
  return Boolean(out.Item);
}

export async function markMailRunDone(key: MailMark, counts: Record<string, number | string>, now: number) {
  await dynamo().send(
    new PutCommand({
      TableName: ephemeral(),
      Item: { ...key, ...counts, doneAt: new Date(now).toISOString(), expiresAt: expiresAt(now) },
    }),
  );
}

/** Stores a link token (its secret's hash is the key); one item per mail. */
export async function putPartnerLinkToken(
  tokenHash: string,
  token: Omit<ExtendToken, 'usedAt' | 'newEndDate'> | PartnerOptOutToken,
): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: ephemeral(),
      Item: { ...keys.token(tokenHash), ...token },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** The extension token of this hash (read strongly: a second use must see the first), or none. */
export async function getExtendToken(tokenHash: string): Promise<ExtendToken | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: ephemeral(), Key: keys.token(tokenHash), ConsistentRead: true }),
  );
  const token = linkTokenFamily.readMaybe(out.Item);
  return token?.purpose === 'extend' ? token : undefined;
}

export async function getPartnerOptOutToken(tokenHash: string): Promise<PartnerOptOutToken | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: ephemeral(), Key: keys.token(tokenHash) }));
  const token = linkTokenFamily.readMaybe(out.Item);
  return token?.purpose === 'partnerOptOut' ? token : undefined;
}

/**
 * Uses an extension link once and re-dates its offer, in one transaction: the token (still this
 * business's and offer's, live, unused) is marked used with the new date; the offer moves from the
 * end date the caller read to the new one. 'used': the link was used meanwhile; 'changed': the
 * offer's end date moved meanwhile (the caller reads it again).
 */
export async function extendOfferWithToken(
  tokenHash: string,
  token: ExtendToken,
  from: string,
  to: string,
  now: Date,
): Promise<'ok' | 'used' | 'changed'> {
  const result = await transact([
    {
      Update: {
        TableName: ephemeral(),
        Key: keys.token(tokenHash),
        UpdateExpression: 'SET usedAt = :at, newEndDate = :to',
        ConditionExpression:
          'purpose = :purpose AND bpId = :bp AND dealId = :deal AND expiresAt > :epoch AND attribute_not_exists(usedAt)',
        ExpressionAttributeValues: {
          ':at': now.toISOString(),
          ':to': to,
          ':purpose': 'extend',
          ':bp': token.bpId,
          ':deal': token.dealId,
          ':epoch': Math.floor(now.getTime() / 1000),
        },
      },
    },
    {
      Update: {
        TableName: core(),
        Key: keys.partnerOffer(token.bpId, token.dealId),
        UpdateExpression: 'SET expirationDate = :to',
        ConditionExpression: 'attribute_exists(pk) AND expirationDate = :from',
        ExpressionAttributeValues: { ':to': to, ':from': from },
      },
    },
  ]);
  if (result.ok) return 'ok';
  return result.failed.includes(0) ? 'used' : 'changed';
}

/**
 * Uses an opt-out link: the token is deleted and the business marked as not wanting the monthly
 * numbers email, in one transaction. False when the link was used, expired, or is another's.
 */
export async function optOutWithToken(tokenHash: string, bpId: string, now: Date): Promise<boolean> {
  const result = await transact([
    {
      Delete: {
        TableName: ephemeral(),
        Key: keys.token(tokenHash),
        ConditionExpression: 'purpose = :purpose AND bpId = :bp AND expiresAt > :epoch',
        ExpressionAttributeValues: {
          ':purpose': 'partnerOptOut',
          ':bp': bpId,
          ':epoch': Math.floor(now.getTime() / 1000),
        },
      },
    },
    {
      Update: {
        TableName: core(),
        Key: keys.partner(bpId),
        UpdateExpression: 'SET numbersOptOut = :yes, numbersOptOutAt = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':yes': true, ':at': now.toISOString() },
      },
    },
  ]);
  return result.ok;
}

/** The owner turns the monthly numbers email on or off; false when the business is not this member's. */
export async function setNumbersOptOut(bpId: string, memberId: string, optOut: boolean, now: Date): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: core(),
        Key: keys.partner(bpId),
        UpdateExpression: 'SET numbersOptOut = :out, numbersOptOutAt = :at',
        ConditionExpression: 'memberId = :member',
        ExpressionAttributeValues: { ':out': optOut, ':at': now.toISOString(), ':member': memberId },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
