import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { NormalEmail } from '../model/email-address.js';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';
import { queryPage } from './query-page.js';
import { linkTokenFamily, type NewsletterToken } from './records/ephemeral-records.js';
import {
  newsletterSubscriptionFamily,
  type NewsletterStatus,
  type NewsletterSubscription,
} from './records/inbound-records.js';
import { isConditionFailed, succeeded, transact } from './transact.js';

// The b2b shell's newsletter subscriptions (`COOP#<plid>#NEWSLETTER` / <normalized email>) and
// their confirmation links (`TOKEN#<sha256>` / `TOKEN`, purpose newsletter, in the ephemeral table
// where TTL removes them after expiresAt).

export type { NewsletterStatus, NewsletterSubscription, NewsletterToken };

const core = () => config().tables.core;
const ephemeral = () => config().tables.ephemeral;

export async function getSubscription(plid: number, email: NormalEmail): Promise<NewsletterSubscription | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: core(), Key: keys.newsletterSubscription(plid, email) }));
  return newsletterSubscriptionFamily.readMaybe(out.Item);
}

/**
 * Stores (or refreshes) a pending subscription and its new confirmation token in one transaction.
 * A subscription confirmed meanwhile stays as it is: answers false and stores no token.
 */
export async function requestSubscription(
  plid: number,
  email: NormalEmail,
  tokenHash: string,
  expiresAt: number,
  now: string,
): Promise<boolean> {
  const result = await transact([
    {
      Put: {
        TableName: ephemeral(),
        Item: { ...keys.token(tokenHash), purpose: 'newsletter', plid, email, expiresAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: core(),
        Key: keys.newsletterSubscription(plid, email),
        UpdateExpression:
          'SET plid = :plid, email = :email, #status = :pending, createdAt = if_not_exists(createdAt, :now), requestedAt = :now',
        ConditionExpression: 'attribute_not_exists(pk) OR #status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':plid': plid, ':email': email, ':pending': 'pending', ':now': now },
      },
    },
  ]);
  return succeeded(result);
}

export async function getNewsletterToken(tokenHash: string): Promise<NewsletterToken | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: ephemeral(), Key: keys.token(tokenHash) }));
  const token = linkTokenFamily.readMaybe(out.Item);
  // Another purpose's link tried here is no confirmation link: the caller answers "invalid link".
  return token?.purpose === 'newsletter' ? token : undefined;
}

/**
 * Uses a confirmation token and marks its subscription confirmed in one transaction: of parallel
 * uses exactly one succeeds, and a used, expired or foreign token changes nothing (false). An
 * already confirmed subscription keeps its first confirmation time.
 */
export async function confirmWithToken(
  tokenHash: string,
  token: Pick<NewsletterToken, 'plid' | 'email'>,
  now: Date,
): Promise<boolean> {
  const result = await transact([
    {
      Update: {
        TableName: ephemeral(),
        Key: keys.token(tokenHash),
        UpdateExpression: 'SET usedAt = :now',
        ConditionExpression:
          'purpose = :purpose AND plid = :plid AND email = :email AND expiresAt > :epoch AND attribute_not_exists(usedAt)',
        ExpressionAttributeValues: {
          ':now': now.toISOString(),
          ':purpose': 'newsletter',
          ':plid': token.plid,
          ':email': token.email,
          ':epoch': Math.floor(now.getTime() / 1000),
        },
      },
    },
    {
      Update: {
        TableName: core(),
        Key: keys.newsletterSubscription(token.plid, token.email),
        UpdateExpression: 'SET #status = :confirmed, confirmedAt = if_not_exists(confirmedAt, :now)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':confirmed': 'confirmed', ':now': now.toISOString() },
      },
    },
  ]);
  return succeeded(result);
}

/** One page of a co-op's subscriptions by address, after `cursor` (an earlier page's `next`). */
export async function pageSubscriptions(
  plid: number,
  limit: number,
  cursor?: string | null,
): Promise<{ items: NewsletterSubscription[]; next?: string }> {
  const page = await queryPage({ table: 'core', partition: keys.newsletterPk(plid) }, limit, cursor);
  return {
    ...page,
    items: newsletterSubscriptionFamily.readAll(page.items),
  };
}

/** Takes the address off the co-op's list; false when it was not on it. */
export async function deleteSubscription(plid: number, email: NormalEmail): Promise<boolean> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: core(),
        Key: keys.newsletterSubscription(plid, email),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
