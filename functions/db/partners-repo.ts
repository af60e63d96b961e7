import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { BUSINESS_STATUS } from '#shared/constants.js';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';
import { queryAll } from './query-all.js';
import { queryPage } from './query-page.js';
import { linkTokenFamily, type AgreementToken } from './records/ephemeral-records.js';
import {
  agreementFamily,
  draftFamily,
  locationFamily,
  offerChangeFamily,
  offerFamily,
  partnerFamily,
  partnerOwnerFamily,
  submittedPartnerFamily,
  type AgreementAudit,
  type DraftRecord,
  type LocationRecord,
  type OfferChangeRecord,
  type OfferRecord,
  type OfferTerms,
  type PartnerRecord,
  type SubmittedPartner,
} from './records/partner-records.js';
import { isConditionFailed, lost, transact } from './transact.js';

// Business partners through onboarding: the member's wizard drafts (access pattern 18) and, once
// sent for approval, the partner with its locations and offers (19) in its co-op's queue (20).

const table = () => config().tables.core;

export type {
  AgreementAudit,
  AgreementToken,
  DraftRecord,
  OfferChangeRecord,
  OfferTerms,
  PartnerRecord,
  SubmittedPartner,
};

export async function listMemberDrafts(memberId: string): Promise<DraftRecord[]> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :draft)',
    ExpressionAttributeValues: { ':pk': keys.member(memberId).pk, ':draft': keys.draftPrefix },
  });
  return draftFamily.readAll(items);
}

/** One of the member's drafts, read strongly: a save's version check compares against it. */
export async function getDraft(memberId: string, bpId: string): Promise<DraftRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.draft(memberId, bpId), ConsistentRead: true }),
  );
  return draftFamily.readMaybe(out.Item);
}

const versionCondition = (expected: number | undefined) =>
  expected === undefined
    ? { ConditionExpression: 'attribute_not_exists(pk)' }
    : { ConditionExpression: 'version = :expected', ExpressionAttributeValues: { ':expected': expected } };

/** Stores the draft if the stored version is still `expected` (undefined: none stored yet); false if another save came first. */
export async function putDraftIfVersion(record: DraftRecord, expected: number | undefined): Promise<boolean> {
  try {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: { ...keys.draft(record.memberId, record.bpId), ...record },
        ...versionCondition(expected),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Send for Approval in one transaction: the draft (conditional on its version) with the partner,
 * its locations and offers, the partner in its co-op's review queue, and the claims on its offer
 * and location ids. A partner id another member holds, or one past review, is refused ('taken');
 * an offer or location id another business holds too ('idTaken').
 */
export async function submitBusiness(
  record: DraftRecord,
  expected: number | undefined,
  partner: SubmittedPartner,
  locations: readonly LocationRecord[],
  offers: readonly OfferRecord[],
): Promise<'ok' | 'stale' | 'taken' | 'idTaken'> {
  const claims = [
    ...locations.map((l) => keys.recordIdClaim('LOCATION', l.locationId)),
    ...offers.map((o) => keys.recordIdClaim('OFFER', o.dealId)),
  ];
  const result = await transact([
    {
      Put: {
        TableName: table(),
        Item: { ...keys.draft(record.memberId, record.bpId), ...record },
        ...versionCondition(expected),
      },
    },
    {
      Put: {
        TableName: table(),
        Item: {
          ...keys.partner(partner.bpId),
          ...keys.partnerListing(partner.plid, partner.status, partner.bpId),
          ...partner,
        },
        // AND binds tighter than OR in DynamoDB conditions.
        ConditionExpression:
          'attribute_not_exists(pk) OR memberId = :member AND #status = :draft OR memberId = :member AND #status = :rejected',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':member': partner.memberId,
          ':draft': BUSINESS_STATUS.draft,
          ':rejected': BUSINESS_STATUS.rejected,
        },
      },
    },
    ...locations.map((l) => ({
      Put: {
        TableName: table(),
        Item: { ...keys.partnerLocation(partner.bpId, l.locationId), bpId: partner.bpId, ...l },
      },
    })),
    ...offers.map((o) => ({
      Put: {
        TableName: table(),
        Item: { ...keys.partnerOffer(partner.bpId, o.dealId), ...keys.offerById(o.dealId), ...o },
      },
    })),
    ...claims.map((key) => ({
      Put: {
        TableName: table(),
        Item: { ...key, bpId: partner.bpId },
        ConditionExpression: 'attribute_not_exists(pk) OR bpId = :bp',
        ExpressionAttributeValues: { ':bp': partner.bpId },
      },
    })),
  ]);
  if (result.ok) return 'ok';
  // A draft saved meanwhile comes first: the retry then sees what that save did.
  if (lost(result, 0)) return 'stale';
  if (result.failed.includes(1)) return 'taken';
  const firstClaim = 2 + locations.length + offers.length;
  return result.failed.some((i) => i >= firstClaim) ? 'idTaken' : 'stale';
}

/** The businesses holding an offer of this id (offerById on gsi2): one, or none, once ids are claimed. */
export async function offerHolders(dealId: string): Promise<string[]> {
  const { gsi2pk, gsi2sk } = keys.offerById(dealId);
  const items = await queryAll({
    TableName: table(),
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk = :sk',
    ExpressionAttributeValues: { ':pk': gsi2pk, ':sk': gsi2sk },
  });
  return items.map((i) => String(i.bpId));
}

/** Who submitted a business and where it stands, if it was ever sent for approval. */
export async function getPartnerOwner(bpId: string): Promise<Pick<PartnerRecord, 'memberId' | 'status'> | undefined> {
  const out = await dynamo().send(
    new GetCommand({
      TableName: table(),
      Key: keys.partner(bpId),
      ProjectionExpression: 'memberId, #s',
      ExpressionAttributeNames: { '#s': 'status' },
    }),
  );
  return partnerOwnerFamily.readMaybe(out.Item);
}

/** The query of a co-op's businesses of one status (its review queue on gsi1). */
function byStatus(plid: number, status: number) {
  const { gsi1pk, gsi1sk } = keys.partnerListing(plid, status, '');
  return {
    TableName: table(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :status)',
    ExpressionAttributeValues: { ':pk': gsi1pk, ':status': gsi1sk },
  };
}

/** A co-op's businesses of one status, oldest submission first (the review queue). */
export async function listPartnersByStatus(plid: number, status: number): Promise<SubmittedPartner[]> {
  const items = await queryAll(byStatus(plid, status));
  return submittedPartnerFamily.readAll(items).sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
}

/** How many of a co-op's businesses have one status: Select COUNT returns no items, only each page's count. */
export async function countPartnersByStatus(plid: number, status: number): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({ ...byStatus(plid, status), Select: 'COUNT', ExclusiveStartKey: start }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

export interface PartnerBundle<P extends PartnerRecord = PartnerRecord> {
  partner?: P;
  locations: LocationRecord[];
  offers: OfferRecord[];
  /** Owners' changes to offers' terms, waiting for staff or sent back (pattern 22a). */
  changes: OfferChangeRecord[];
}

/**
 * A business with its locations, offers and offer changes: one Query of its partition. `consistent`
 * after a write whose result the caller acts on (the listings follow the stored offer).
 */
export async function getPartnerBundle(bpId: string, { consistent = false } = {}): Promise<PartnerBundle> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.partner(bpId).pk },
    ...(consistent ? { ConsistentRead: true } : {}),
  });
  const profile = keys.partner(bpId).sk;
  const isLocation = (sk: string) => sk.startsWith(keys.partnerLocation(bpId, '').sk);
  const isOffer = (sk: string) => sk.startsWith(keys.partnerOffer(bpId, '').sk);
  const isChange = (sk: string) => sk.startsWith(keys.offerChangePrefix);
  return {
    partner: partnerFamily.readMaybe(items.find((i) => i.sk === profile)),
    locations: locationFamily.readAll(items.filter((i) => isLocation(String(i.sk)))),
    offers: offerFamily.readAll(items.filter((i) => isOffer(String(i.sk)))),
    changes: offerChangeFamily.readAll(items.filter((i) => isChange(String(i.sk)))),
  };
}

/** The partner as one sent for approval, or undefined when it never was (the demo seed's, an import's). */
export function submitted(partner: PartnerRecord): SubmittedPartner | undefined {
  const parsed = submittedPartnerFamily.schema.safeParse(partner);
  return parsed.success ? parsed.data : undefined;
}

/**
 * A business's status move from `from` to `next` (with its owner's draft and the review note), and
 * the token item written or deleted with it, in one transaction. False when the business is no
 * longer at `from` in that co-op (another review came first).
 */
async function moveStatus(
  partner: SubmittedPartner,
  from: number,
  next: number,
  reviewNote: string | null,
  token: object[],
): Promise<boolean> {
  const listing = keys.partnerListing(partner.plid, next, partner.bpId);
  const result = await transact([
    {
      Update: {
        TableName: table(),
        Key: keys.partner(partner.bpId),
        UpdateExpression: 'SET #s = :next, gsi1sk = :gsk, reviewNote = :note',
        ConditionExpression: '#s = :from AND plid = :plid',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':next': next,
          ':gsk': listing.gsi1sk,
          ':note': reviewNote,
          ':from': from,
          ':plid': partner.plid,
        },
      },
    },
    {
      Update: {
        TableName: table(),
        Key: keys.draft(partner.memberId, partner.bpId),
        UpdateExpression: 'SET #s = :next, reviewNote = :note, version = version + :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':next': next, ':note': reviewNote, ':one': 1 },
      },
    },
    ...token,
  ]);
  return result.ok;
}

/** Moves a business on from review (to approved or rejected), with its owner's draft, if it is still in review in that co-op. */
export async function reviewPartner(
  partner: SubmittedPartner,
  next: number,
  reviewNote: string | null,
  agreementToken?: { hash: string; expiresAt: number },
): Promise<boolean> {
  const token = agreementToken
    ? [
        {
          Put: {
            TableName: config().tables.ephemeral,
            Item: {
              ...keys.token(agreementToken.hash),
              purpose: 'agreement',
              bpId: partner.bpId,
              expiresAt: agreementToken.expiresAt,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]
    : [];
  return moveStatus(partner, BUSINESS_STATUS.inReview, next, reviewNote, token);
}

/**
 * Takes back an approval whose agreement link could not be mailed (the link exists nowhere else):
 * the business waits for review again and the unsent link's token is gone, so approving again is
 * a clean retry. False when the business is no longer approved (signed meanwhile, or already undone).
 */
export async function undoApproval(partner: SubmittedPartner, agreementTokenHash: string): Promise<boolean> {
  return moveStatus(partner, BUSINESS_STATUS.approved, BUSINESS_STATUS.inReview, null, [
    { Delete: { TableName: config().tables.ephemeral, Key: keys.token(agreementTokenHash) } },
  ]);
}

export async function getAgreementToken(tokenHash: string): Promise<AgreementToken | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: config().tables.ephemeral, Key: keys.token(tokenHash) }));
  const token = linkTokenFamily.readMaybe(out.Item);
  // Another purpose's link tried here is no agreement link: the caller answers "invalid link".
  return token?.purpose === 'agreement' ? token : undefined;
}

/**
 * Signs in one transaction: uses the link token (it must still be this business's and live),
 * writes the audit record once, and makes the approved business active. False: the link was
 * used, expired or the business is not waiting for its signature.
 */
export async function signPartner(
  partner: SubmittedPartner,
  tokenHash: string,
  audit: AgreementAudit,
  nowEpoch: number,
): Promise<boolean> {
  const result = await transact([
    {
      Delete: {
        TableName: config().tables.ephemeral,
        Key: keys.token(tokenHash),
        ConditionExpression: 'purpose = :purpose AND bpId = :bp AND expiresAt > :now',
        ExpressionAttributeValues: { ':purpose': 'agreement', ':bp': partner.bpId, ':now': nowEpoch },
      },
    },
    {
      Put: {
        TableName: table(),
        Item: { ...keys.agreement(partner.bpId, audit.version), ...audit },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: table(),
        Key: keys.partner(partner.bpId),
        UpdateExpression: 'SET #s = :active, gsi1sk = :gsk, signedAt = :at',
        ConditionExpression: '#s = :approved',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':active': BUSINESS_STATUS.active,
          ':gsk': keys.partnerListing(partner.plid, BUSINESS_STATUS.active, partner.bpId).gsi1sk,
          ':at': audit.signedAt,
          ':approved': BUSINESS_STATUS.approved,
        },
      },
    },
    {
      Update: {
        TableName: table(),
        Key: keys.draft(partner.memberId, partner.bpId),
        UpdateExpression: 'SET #s = :active',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':active': BUSINESS_STATUS.active },
      },
    },
  ]);
  return result.ok;
}

/** A page of a co-op's businesses of one status, by id (the admin's active partners), after `cursor` (an earlier page's `next`). */
export async function listPartnersPage(
  plid: number,
  status: number,
  limit: number,
  cursor?: string | null,
): Promise<{ items: PartnerRecord[]; next?: string }> {
  const { gsi1pk, gsi1sk } = keys.partnerListing(plid, status, '');
  const page = await queryPage({ table: 'core', index: 'gsi1', partition: gsi1pk, sortPrefix: gsi1sk }, limit, cursor);
  return { ...page, items: partnerFamily.readAll(page.items) };
}

/** A business's signed agreements' audit records, oldest first. */
export async function listAgreements(bpId: string): Promise<AgreementAudit[]> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.partner(bpId).pk, ':prefix': keys.agreementPrefix },
  });
  return agreementFamily.readAll(items);
}

/** What changeOfferState may set on an offer: switched on or off, re-dated (ADR 0095). */
export interface OfferStateFields {
  status?: 0 | 1;
  /** YYYY-MM-DD */
  expirationDate?: string;
  /** Who switched it off (null once on again): an owner may not resume what staff paused. */
  pausedBy?: 'owner' | 'staff' | null;
}

/** Switches an offer on or off or re-dates it; false when the offer is not there. */
export async function updateOfferState(bpId: string, dealId: string, fields: OfferStateFields): Promise<boolean> {
  const set = Object.entries(fields).filter(([, v]) => v !== undefined);
  if (set.length === 0) return true;
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.partnerOffer(bpId, dealId),
        UpdateExpression: `SET ${set.map(([k]) => `#${k} = :${k}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.fromEntries(set.map(([k]) => [`#${k}`, k])),
        ExpressionAttributeValues: Object.fromEntries(set.map(([k, v]) => [`:${k}`, v])),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Switches a location on (1) or off (0); false when the location is not there. */
export async function updateLocationState(bpId: string, locationId: string, status: 0 | 1): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.partnerLocation(bpId, locationId),
        UpdateExpression: 'SET #s = :status',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':status': status },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Stores an owner's change waiting for staff, in its co-op's queue; it replaces one the offer had. */
export async function putOfferChange(change: OfferChangeRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...keys.offerChange(change.bpId, change.dealId),
        ...keys.offerChangeWaiting(change.plid, change.submittedAt, change.dealId),
        ...change,
      },
    }),
  );
}

/** A co-op's offer changes waiting for staff, oldest first (pattern 22b). */
export async function listWaitingOfferChanges(plid: number): Promise<OfferChangeRecord[]> {
  const { gsi1pk } = keys.offerChangeWaiting(plid, '', '');
  const items = await queryAll({
    TableName: table(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': gsi1pk },
  });
  return offerChangeFamily.readAll(items);
}

const stillWaiting = (change: OfferChangeRecord) => ({
  ConditionExpression: 'changeId = :id AND #state = :waiting',
  ExpressionAttributeNames: { '#state': 'state' },
  ExpressionAttributeValues: { ':id': change.changeId, ':waiting': 'waiting' },
});

/**
 * Approves: the offer takes the change's terms and the change is gone, in one transaction, if the
 * change is still the one staff saw and still waiting. False otherwise (decided meanwhile, or
 * replaced by a newer one from its owner).
 */
export async function applyOfferChange(change: OfferChangeRecord): Promise<boolean> {
  const terms = Object.entries(change.terms).filter(([, v]) => v !== undefined);
  const result = await transact([
    {
      Update: {
        TableName: table(),
        Key: keys.partnerOffer(change.bpId, change.dealId),
        UpdateExpression: `SET ${terms.map(([k]) => `#${k} = :${k}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.fromEntries(terms.map(([k]) => [`#${k}`, k])),
        ExpressionAttributeValues: Object.fromEntries(terms.map(([k, v]) => [`:${k}`, v])),
      },
    },
    { Delete: { TableName: table(), Key: keys.offerChange(change.bpId, change.dealId), ...stillWaiting(change) } },
  ]);
  return result.ok;
}

/** Sends a change back with the staff's reason: kept for its owner, out of the queue. False as for applyOfferChange. */
export async function sendBackOfferChange(change: OfferChangeRecord, reviewNote: string): Promise<boolean> {
  const cond = stillWaiting(change);
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.offerChange(change.bpId, change.dealId),
        UpdateExpression: 'SET #state = :back, reviewNote = :note REMOVE gsi1pk, gsi1sk',
        ConditionExpression: cond.ConditionExpression,
        ExpressionAttributeNames: cond.ExpressionAttributeNames,
        ExpressionAttributeValues: { ...cond.ExpressionAttributeValues, ':back': 'sentBack', ':note': reviewNote },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Removes an offer's change (its owner withdrew it, or read the reason it was sent back with). */
export async function deleteOfferChange(bpId: string, dealId: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: table(), Key: keys.offerChange(bpId, dealId) }));
}
