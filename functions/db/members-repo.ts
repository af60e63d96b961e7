import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { editableAccount, type AccountEdits } from '#shared/schemas/account.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import type { NormalEmail } from '../model/email-address.js';
import { DomainError } from '../model/errors.js';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import { keys, nameSearchText } from './keys.js';
import { queryAll } from './query-all.js';
import { queryPage } from './query-page.js';
import { serviceAreaFamily } from './records/coop-records.js';
import {
  emailClaimFamily,
  memberFamily,
  savingHistoryFamily,
  type LinkToken,
  type MemberRecord,
  type SavingHistoryEntry,
  type TokenPurpose,
} from './records/member-records.js';
import { isConditionFailed, succeeded, transact } from './transact.js';

// Members, their unique emails, their savings history and the emailed-link tokens they hold.

export type { LinkToken, MemberRecord, SavingHistoryEntry, TokenPurpose };

const table = () => config().tables.core;

/** The address has an account already (a conflict; an import or staff form may word it its own way). */
export class DuplicateEmailError extends DomainError {
  constructor() {
    super('conflict', ACCOUNT_MESSAGES.duplicateEmail);
  }
}
/** The account changed (its email moved) since it was read: the member reloads. */
export class StaleWriteError extends DomainError {
  constructor() {
    super('conflict', ACCOUNT_MESSAGES.staleAccount);
  }
}

/** Creates the member and claims the email in one transaction, so an email is never taken twice. */
export async function createMember(member: MemberRecord): Promise<void> {
  const result = await transact([
    {
      Put: {
        TableName: table(),
        Item: { ...keys.memberEmail(member.email), memberId: member.memberId },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: table(),
        Item: {
          ...keys.member(member.memberId),
          ...keys.memberListing(member.plid, member, member.memberId),
          ...keys.memberZipListing(member.plid, member.zip, member, member.memberId),
          tokens: {},
          ...member,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ]);
  if (!succeeded(result)) throw new DuplicateEmailError();
}

export async function getMember(memberId: string): Promise<MemberRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.member(memberId), ConsistentRead: true }),
  );
  return memberFamily.readMaybe(out.Item);
}

export async function getMemberByEmail(email: NormalEmail): Promise<MemberRecord | undefined> {
  const memberId = await emailHolder(email);
  return memberId ? getMember(memberId) : undefined;
}

export async function recordLogin(memberId: string, at: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: keys.member(memberId),
      UpdateExpression: 'SET lastLogin = :at',
      ExpressionAttributeValues: { ':at': at },
    }),
  );
}

/** Makes a token the member's only live one for its purpose; any earlier link of that purpose dies. */
export async function setToken(memberId: string, purpose: TokenPurpose, token: LinkToken): Promise<void> {
  // Members are created with an empty tokens map, so the nested path always exists.
  await dynamo().send(
    new UpdateCommand({
      TableName: table(),
      Key: keys.member(memberId),
      UpdateExpression: 'SET tokens.#p = :t',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#p': purpose },
      ExpressionAttributeValues: { ':t': token },
    }),
  );
}

/**
 * Sets a new password, consuming the given token in the same conditional write: of any number of
 * parallel uses of one link, exactly one succeeds. Every live token dies with the old password.
 */
export async function setPasswordWithToken(
  memberId: string,
  purpose: TokenPurpose,
  tokenHash: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.member(memberId),
        UpdateExpression: 'SET passwordHash = :pw, passwordChangedAt = :now, #status = :active, tokens = :empty',
        // A deactivated member's link (there should be none left) never activates them again.
        ConditionExpression: 'tokens.#p.#h = :hash AND tokens.#p.expiresAt > :epoch AND #status <> :inactive',
        ExpressionAttributeNames: { '#p': purpose, '#h': 'hash', '#status': 'status' },
        ExpressionAttributeValues: {
          ':pw': passwordHash,
          ':now': now.toISOString(),
          ':active': 'active',
          ':inactive': 'inactive',
          ':empty': {},
          ':hash': tokenHash,
          ':epoch': Math.floor(now.getTime() / 1000),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Changes the password only if the stored hash is still the one the caller verified. */
export async function changePassword(
  memberId: string,
  expectedHash: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.member(memberId),
        UpdateExpression: 'SET passwordHash = :pw, passwordChangedAt = :now, tokens = :empty',
        ConditionExpression: 'passwordHash = :old',
        ExpressionAttributeValues: {
          ':pw': passwordHash,
          ':now': now.toISOString(),
          ':empty': {},
          ':old': expectedHash,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** The account tab's fields, straight from the schema; email and the password check are not among them. */
const ACCOUNT_FIELDS = Object.keys(editableAccount.shape).filter(
  (k) => k !== 'email' && k !== 'currentPassword',
) as (keyof AccountChanges)[];
export type AccountChanges = Omit<AccountEdits, 'email' | 'currentPassword' | 'zip'> & { zip: string };

/**
 * Saves the account tab's fields, and with `pendingEmail` the email change's link token in the
 * same write. Refused (StaleWriteError) if the email changed meanwhile.
 */
export async function updateAccount(
  member: MemberRecord,
  changes: AccountChanges,
  pendingEmail?: LinkToken,
): Promise<void> {
  const listing = keys.memberListing(member.plid, changes, member.memberId);
  const byZip = keys.memberZipListing(member.plid, changes.zip, changes, member.memberId);
  const sets = ACCOUNT_FIELDS.map((f, i) => `#f${i} = :f${i}`);
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.member(member.memberId),
        UpdateExpression: `SET ${[...sets, 'gsi1sk = :gsk', 'gsi2pk = :zpk', 'gsi2sk = :zsk', 'latestzip = :lz', ...(pendingEmail ? ['tokens.#email = :pending'] : [])].join(', ')}`,
        ConditionExpression: 'email = :oldEmail',
        ExpressionAttributeNames: {
          ...Object.fromEntries(ACCOUNT_FIELDS.map((f, i) => [`#f${i}`, f])),
          ...(pendingEmail ? { '#email': 'email' satisfies TokenPurpose } : {}),
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(ACCOUNT_FIELDS.map((f, i) => [`:f${i}`, changes[f]])),
          ':gsk': listing.gsi1sk,
          ':zpk': byZip.gsi2pk,
          ':zsk': byZip.gsi2sk,
          ':lz': member.zip === changes.zip ? member.latestzip : member.zip,
          ':oldEmail': member.email,
          ...(pendingEmail ? { ':pending': pendingEmail } : {}),
        },
      }),
    );
  } catch (error) {
    if (isConditionFailed(error)) throw new StaleWriteError();
    throw error;
  }
}

/** The member id holding an email's claim, if any. */
export async function emailHolder(email: NormalEmail): Promise<string | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.memberEmail(email), ConsistentRead: true }),
  );
  return emailClaimFamily.readMaybe(out.Item)?.memberId;
}

export type EmailMove = 'moved' | 'invalid-link' | 'taken';

/**
 * Applies a pending email change in one transaction: consumes the email token (so of parallel
 * uses exactly one wins), claims the new address, frees the old one, and kills every live token
 * (reset and activation links sent to the old address die with it).
 */
export async function moveEmail(
  member: MemberRecord,
  oldClaim: NormalEmail,
  tokenHash: string,
  newEmail: NormalEmail,
  now: Date,
): Promise<EmailMove> {
  const result = await transact([
    {
      Update: {
        TableName: table(),
        Key: keys.member(member.memberId),
        UpdateExpression: 'SET email = :new, emailChangedAt = :now, tokens = :empty',
        ConditionExpression: 'tokens.#e.#h = :hash AND tokens.#e.expiresAt > :epoch AND email = :stored',
        ExpressionAttributeNames: { '#e': 'email' satisfies TokenPurpose, '#h': 'hash' },
        ExpressionAttributeValues: {
          ':new': newEmail,
          ':now': now.toISOString(),
          ':empty': {},
          ':hash': tokenHash,
          ':epoch': Math.floor(now.getTime() / 1000),
          ':stored': member.email,
        },
      },
    },
    {
      Put: {
        TableName: table(),
        Item: { ...keys.memberEmail(newEmail), memberId: member.memberId },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Delete: {
        TableName: table(),
        Key: keys.memberEmail(oldClaim),
        ConditionExpression: 'attribute_not_exists(pk) OR memberId = :id',
        ExpressionAttributeValues: { ':id': member.memberId },
      },
    },
  ]);
  if (succeeded(result)) return 'moved';
  // A used or expired link wins over "taken": the loser of a race on one link sees the link gone.
  if (result.failed.includes(0)) return 'invalid-link';
  if (result.failed.includes(1)) return 'taken';
  throw new StaleWriteError();
}

/** The member's savings history, oldest first. */
export async function listSavings(memberId: string): Promise<SavingHistoryEntry[]> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': keys.member(memberId).pk, ':sk': keys.savingPrefix },
  });
  return savingHistoryFamily.readAll(items);
}

export async function coopsServingZip(zip: string): Promise<{ plid: number; coopName: string }[]> {
  const prefixes = [zip, zip.slice(0, 4), zip.slice(0, 3)];
  const pages = await Promise.all(
    prefixes.map((p) =>
      dynamo().send(
        new QueryCommand({
          TableName: table(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.serviceAreaPk(p) },
        }),
      ),
    ),
  );
  const seen = new Map<number, string>();
  for (const page of pages)
    for (const { plid, coopName } of serviceAreaFamily.readAll(page.Items ?? [])) seen.set(plid, coopName);
  return [...seen].map(([plid, coopName]) => ({ plid, coopName })).sort((a, b) => a.coopName.localeCompare(b.coopName));
}

/**
 * A co-op's members a page at a time, through gsi1 (by last name): the digest's way to reach
 * them, a Query and never a Scan. The index projects every attribute.
 */
export async function* coopMemberPages(plid: number, pageSize = 200): AsyncGenerator<MemberRecord[]> {
  const { gsi1pk } = keys.memberListing(plid, NO_NAME, '');
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': gsi1pk },
        Limit: pageSize,
        ExclusiveStartKey: start,
      }),
    );
    yield memberFamily.readAll(page.Items ?? []);
    start = page.LastEvaluatedKey;
  } while (start);
}

/**
 * An unsubscribe link's token: an item of its own in the ephemeral table (each digest mail has
 * one, so last month's link still works), holding only the SHA-256 of the link's secret; TTL
 * removes it after expiresAt.
 */
export async function putUnsubscribeToken(tokenHash: string, memberId: string, expiresAt: number): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: config().tables.ephemeral,
      Item: { ...keys.token(tokenHash), purpose: 'unsubscribe', memberId, expiresAt },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/**
 * Uses an unsubscribe token: deletes it and sets the member's optout to 1 in one transaction, so
 * of parallel uses of one link exactly one succeeds, and a used, expired or foreign key changes
 * nothing. Answers the member's co-op, or undefined when the link is not valid.
 */
export async function unsubscribeWithToken(
  tokenHash: string,
  memberId: string,
  now: Date,
): Promise<number | undefined> {
  const member = await getMember(memberId);
  if (!member) return undefined;
  const result = await transact([
    {
      Delete: {
        TableName: config().tables.ephemeral,
        Key: keys.token(tokenHash),
        ConditionExpression: 'memberId = :id AND purpose = :purpose AND expiresAt > :epoch',
        ExpressionAttributeValues: {
          ':id': memberId,
          ':purpose': 'unsubscribe',
          ':epoch': Math.floor(now.getTime() / 1000),
        },
      },
    },
    {
      Update: {
        TableName: table(),
        Key: keys.member(memberId),
        UpdateExpression: 'SET optout = :out',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':out': 1 },
      },
    },
  ]);
  return succeeded(result) ? member.plid : undefined;
}

const NO_NAME = { lastName: '', firstName: '' };

/** Where a member search reads: the co-op's members by name (gsi1) or one ZIP's (gsi2). */
export interface MemberListing {
  index: 'gsi1' | 'gsi2';
  partition: string;
  /** Beginning of "last first" as nameSearchText writes it; empty for every member of the partition. */
  prefix: string;
}

/** A co-op's listing as the admin search reads it (patterns 14, 14a). */
export function memberListingOf(plid: number, by: { zip: string } | { namePrefix: string }): MemberListing {
  if ('zip' in by)
    return { index: 'gsi2', partition: keys.memberZipListing(plid, by.zip, NO_NAME, '').gsi2pk, prefix: '' };
  return {
    index: 'gsi1',
    partition: keys.memberListing(plid, NO_NAME, '').gsi1pk,
    prefix: nameSearchText(by.namePrefix),
  };
}

/** One page of members, in last-name order, after `cursor` (an earlier page's `next` of the same listing and search). */
export async function queryMemberListing(
  listing: MemberListing,
  limit: number,
  cursor?: string | null,
): Promise<{ items: MemberRecord[]; next?: string }> {
  const page = await queryPage(
    { table: 'core', index: listing.index, partition: listing.partition, sortPrefix: listing.prefix },
    limit,
    cursor,
  );
  return { ...page, items: memberFamily.readAll(page.items) };
}

export type StatusChange = 'changed' | 'unchanged';

/**
 * Deactivates a member of the co-op in one conditional write: no login from then on, every
 * emailed link dies, and the status to go back to is kept. Parallel calls: one changes it, the
 * others find it inactive already. Undefined when the member is not the co-op's.
 */
export async function deactivateMember(memberId: string, plid: number): Promise<StatusChange | undefined> {
  return conditionalStatusWrite(memberId, plid, {
    UpdateExpression: 'SET reactivateTo = #status, #status = :inactive, tokens = :empty',
    ConditionExpression: 'plid = :plid AND #status <> :inactive',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':plid': plid, ':inactive': 'inactive', ':empty': {} },
  });
}

/** Puts a deactivated member of the co-op back to the status they had (active, or invited). */
export async function reactivateMember(memberId: string, plid: number): Promise<StatusChange | undefined> {
  return conditionalStatusWrite(memberId, plid, {
    UpdateExpression: 'SET #status = if_not_exists(reactivateTo, :active) REMOVE reactivateTo',
    ConditionExpression: 'plid = :plid AND #status = :inactive',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':plid': plid, ':inactive': 'inactive', ':active': 'active' },
  });
}

async function conditionalStatusWrite(
  memberId: string,
  plid: number,
  update: Required<
    Pick<
      ConstructorParameters<typeof UpdateCommand>[0],
      'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
    >
  >,
): Promise<StatusChange | undefined> {
  // A transaction of one item, so the staff action's audit item commits with it (ADR 0089).
  const result = await transact([{ Update: { TableName: table(), Key: keys.member(memberId), ...update } }]);
  if (succeeded(result)) return 'changed';
  // Absent, another co-op's, or already in the asked state (a parallel call won).
  const member = await getMember(memberId);
  return member && member.plid === plid ? 'unchanged' : undefined;
}
