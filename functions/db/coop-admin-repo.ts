import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import type { CoopRecord, GroupRecord, SlideRecord } from './coops-repo.js';
import { keys } from './keys.js';
import { queryAll } from './query-all.js';
import { failedConditions, transact, type TransactItems } from './transact.js';

// Platform Setup's writes to a co-op: its feature groups, catalog choice, host names and served
// ZIPs, each saved whole in one transaction with the section's version on the co-op profile as a
// guard against parallel saves; the network admin's co-op listing and creation; and the network
// admin's switch of co-op for their own session.

const core = () => config().tables.core;
const ephemeral = () => config().tables.ephemeral;

export type Section = 'groups' | 'catalog' | 'domains';
const VERSION_ATTR: Record<Section, string> = { groups: 'groupsVersion', catalog: 'catalogVersion', domains: 'domainsVersion' };

/** The section's version as stored on the profile; 0 when never saved from the admin area. */
export function versionOf(coop: object, section: Section): number {
  const v = (coop as Record<string, unknown>)[VERSION_ATTR[section]];
  return typeof v === 'number' ? v : 0;
}

/** Another save of the section came first (the version moved on), or the co-op is gone. */
export class StaleSectionError extends Error {}
/** Another save added served areas within one of the save's ZIP prefixes since it read the prefix's guard. */
export class ServiceAreaMovedError extends Error {}
/** A host name of the save belongs to another co-op. */
export class HostTakenError extends Error {
  constructor(readonly host: string) {
    super(`host taken: ${host}`);
  }
}
/** The plid or host of a new co-op is in use. */
export class CoopTakenError extends Error {
  constructor(readonly what: 'plid' | 'host') {
    super(`${what} taken`);
  }
}

/** The profile update that moves a section's version from `expected` to the next; index 0 of every save. */
function bumpVersion(plid: number, section: Section, expected: number, set: Record<string, unknown> = {}): TransactItems[number] {
  const attr = VERSION_ATTR[section];
  const names: Record<string, string> = { '#v': attr };
  const values: Record<string, unknown> = { ':next': expected + 1 };
  const sets = ['#v = :next'];
  Object.entries(set).forEach(([k, v], i) => {
    names[`#s${i}`] = k;
    values[`:s${i}`] = v;
    sets.push(`#s${i} = :s${i}`);
  });
  if (expected > 0) values[':expected'] = expected;
  return {
    Update: {
      TableName: core(),
      Key: keys.coop(plid),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: expected > 0 ? 'attribute_exists(pk) AND #v = :expected' : 'attribute_exists(pk) AND attribute_not_exists(#v)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

// --- feature groups ---

/** The stored groups in key order, with their sort keys (a save deletes the old keys it does not reuse). */
export async function storedGroups(plid: number): Promise<{ sk: string; group: GroupRecord }[]> {
  const items = await queryAll({
    TableName: core(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': keys.coop(plid).pk, ':sk': keys.groupPrefix },
    ConsistentRead: true,
  });
  return items.map((i) => {
    const { pk: _pk, sk, ...group } = i;
    return { sk: String(sk), group: group as unknown as GroupRecord };
  });
}

/** Replaces the co-op's groups by this ordered list (keys carry the order), deleting the old keys not reused, and bumps the version. */
export async function replaceGroups(plid: number, expected: number, oldSks: string[], groups: GroupRecord[]): Promise<void> {
  const newKeys = groups.map((g, i) => keys.group(plid, i + 1, g.groupIdentifier));
  const newSks = new Set(newKeys.map((k) => k.sk));
  const pk = keys.coop(plid).pk;
  const items: TransactItems = [
    bumpVersion(plid, 'groups', expected),
    ...oldSks.filter((sk) => !newSks.has(sk)).map((sk) => ({ Delete: { TableName: core(), Key: { pk, sk } } })),
    ...groups.map((g, i) => ({ Put: { TableName: core(), Item: { ...newKeys[i]!, ...g } } })),
  ];
  try {
    await transact(items);
  } catch (error) {
    if (failedConditions(error)?.includes(0)) throw new StaleSectionError();
    throw error;
  }
}

// --- catalog choice ---

export interface CatalogChoice {
  nationalDealIds: string[];
  insuranceIds: string[];
  insuranceSelected: string[];
}

export async function saveCatalogChoice(plid: number, expected: number, choice: CatalogChoice): Promise<void> {
  try {
    await transact([bumpVersion(plid, 'catalog', expected, { ...choice })]);
  } catch (error) {
    if (failedConditions(error)?.includes(0)) throw new StaleSectionError();
    throw error;
  }
}

// --- host names and served ZIPs ---

async function listingOf(gsi1pk: string): Promise<string[]> {
  const items = await queryAll({ TableName: core(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': gsi1pk } });
  return items.map((i) => String(i.gsi1sk));
}

/** The co-op's host names and served ZIPs or prefixes (patterns 3a and 7a, through gsi1). */
export async function getDomains(plid: number): Promise<{ hosts: string[]; zips: string[] }> {
  const [hosts, zips] = await Promise.all([listingOf(keys.domainListingPk(plid)), listingOf(keys.serviceAreaListingPk(plid))]);
  return { hosts, zips };
}

export interface DomainsChange {
  primaryDomain: string;
  coopName: string;
  addHosts: string[];
  removeHosts: string[];
  addZips: string[];
  removeZips: string[];
  /** The guard version read for each 3-digit prefix of `addZips` (see `serviceAreaGuards`). */
  guards: Map<string, number>;
}

/** The co-ops holding this exact ZIP or prefix, read strongly (a save's check sees every committed claim). */
export async function coopsHoldingArea(zipOrPrefix: string): Promise<number[]> {
  const out = await dynamo().send(
    new QueryCommand({ TableName: core(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.serviceAreaPk(zipOrPrefix) }, ConsistentRead: true }),
  );
  return (out.Items ?? []).map((i) => Number(i.plid));
}

/** Every co-op's served ZIPs and prefixes (through gsi1: a few co-ops, 30 entries at most each). */
export async function allServiceAreas(): Promise<{ plid: number; zip: string }[]> {
  const coops = await listCoops();
  const lists = await Promise.all(coops.map(async (c) => (await listingOf(keys.serviceAreaListingPk(c.plid))).map((zip) => ({ plid: c.plid, zip }))));
  return lists.flat();
}

/** The guards' versions (0 for one never written), read strongly, before the overlap check. */
export async function serviceAreaGuards(prefixes: string[]): Promise<Map<string, number>> {
  const versions = await Promise.all(
    prefixes.map(async (p) => {
      const out = await dynamo().send(new GetCommand({ TableName: core(), Key: keys.serviceAreaGuard(p), ConsistentRead: true }));
      return [p, Number(out.Item?.version ?? 0)] as const;
    }),
  );
  return new Map(versions);
}

/**
 * One transaction: a new host is claimed only if no co-op holds it (or this one does), a removed
 * host is released only if it is still this co-op's, so two co-ops can never hold one host. Each
 * 3-digit prefix with new served areas moves its guard on from the version read before the
 * overlap check: two saves adding areas in one prefix at once cannot both pass a check that
 * missed the other (the later one fails and checks again).
 */
export async function saveDomains(plid: number, expected: number, change: DomainsChange): Promise<void> {
  const guards = [...change.guards];
  const items: TransactItems = [
    bumpVersion(plid, 'domains', expected, { primaryDomain: change.primaryDomain }),
    ...guards.map(([prefix, version]) => ({
      Update: {
        TableName: core(),
        Key: keys.serviceAreaGuard(prefix),
        UpdateExpression: 'SET #v = :next',
        ConditionExpression: version === 0 ? 'attribute_not_exists(pk)' : '#v = :expected',
        ExpressionAttributeNames: { '#v': 'version' },
        ExpressionAttributeValues: version === 0 ? { ':next': 1 } : { ':next': version + 1, ':expected': version },
      },
    })),
    ...change.addHosts.map((host) => ({
      Put: {
        TableName: core(),
        Item: { ...keys.domain(host), ...keys.domainListing(plid, host), plid },
        ConditionExpression: 'attribute_not_exists(pk) OR plid = :plid',
        ExpressionAttributeValues: { ':plid': plid },
      },
    })),
    ...change.removeHosts.map((host) => ({
      Delete: { TableName: core(), Key: keys.domain(host), ConditionExpression: 'attribute_not_exists(pk) OR plid = :plid', ExpressionAttributeValues: { ':plid': plid } },
    })),
    ...change.addZips.map((zip) => ({ Put: { TableName: core(), Item: { ...keys.serviceArea(zip, plid), ...keys.serviceAreaListing(plid, zip), plid, coopName: change.coopName } } })),
    ...change.removeZips.map((zip) => ({ Delete: { TableName: core(), Key: keys.serviceArea(zip, plid) } })),
  ];
  try {
    await transact(items);
  } catch (error) {
    const failed = failedConditions(error);
    if (failed?.includes(0)) throw new StaleSectionError();
    if (failed?.some((i) => i >= 1 && i <= guards.length)) throw new ServiceAreaMovedError();
    const host = failed?.map((i) => change.addHosts[i - 1 - guards.length]).find((h) => h !== undefined);
    if (host) throw new HostTakenError(host);
    throw error;
  }
}

// --- co-ops (network admin) ---

/** Every co-op through gsi1 (pattern 4), by plid. */
export async function listCoops(): Promise<CoopRecord[]> {
  const items = await queryAll({ TableName: core(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': keys.coopListing(0).gsi1pk } });
  return items.map((i) => i as unknown as CoopRecord);
}

export interface NewCoop {
  coop: CoopRecord;
  groups: GroupRecord[];
  slides: SlideRecord[];
}

/** The profile, its host, its home ZIP as served area, groups and slides, all or nothing. */
export async function createCoop({ coop, groups, slides }: NewCoop): Promise<void> {
  const plid = coop.plid;
  const host = coop.primaryDomain;
  const items: TransactItems = [
    { Put: { TableName: core(), Item: { ...keys.coop(plid), ...keys.coopListing(plid), ...coop }, ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName: core(), Item: { ...keys.domain(host), ...keys.domainListing(plid, host), plid }, ConditionExpression: 'attribute_not_exists(pk)' } },
    { Put: { TableName: core(), Item: { ...keys.serviceArea(coop.zip, plid), ...keys.serviceAreaListing(plid, coop.zip), plid, coopName: coop.coopName } } },
    ...groups.map((g, i) => ({ Put: { TableName: core(), Item: { ...keys.group(plid, i + 1, g.groupIdentifier), ...g } } })),
    ...slides.map((s, i) => ({ Put: { TableName: core(), Item: { ...keys.slide(plid, i + 1), ...s } } })),
  ];
  try {
    await transact(items);
  } catch (error) {
    const failed = failedConditions(error);
    if (failed?.includes(0)) throw new CoopTakenError('plid');
    if (failed?.includes(1)) throw new CoopTakenError('host');
    throw error;
  }
}

/** Moves the caller's own session to another co-op; false when the session is gone. */
export async function setSessionPlid(tokenHash: string, plid: number): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: ephemeral(),
        Key: keys.session(tokenHash),
        UpdateExpression: 'SET plid = :plid',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':plid': plid },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** The co-op's profile read strongly (a save's version check reads the latest). */
export async function getCoopProfile(plid: number): Promise<CoopRecord | undefined> {
  const out = await dynamo().send(new GetCommand({ TableName: core(), Key: keys.coop(plid), ConsistentRead: true }));
  return out.Item as CoopRecord | undefined;
}
