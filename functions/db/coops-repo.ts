import type * as z from 'zod';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { DomainError, StaleSectionError } from '../model/errors.js';
import { batchGet } from './batch-get.js';
import { dynamo } from './clients.js';
import { keys } from './keys.js';
import { queryAll } from './query-all.js';
import {
  coopFamily,
  groupFamily,
  insuranceProductFamily,
  nationalDealFamily,
  slideFamily,
  type CoopRecord,
  type GroupRecord,
  type InsuranceRecord,
  type NationalDealRecord,
  type SlideRecord,
} from './records/coop-records.js';
import type { RecordFamily } from './records/stored-record.js';
import { isConditionFailed, lost, succeeded, transact, TransactionRefused, type TransactItems } from './transact.js';

// Co-ops: the profile and the rest of the co-op's partition (feature groups, slides), its host
// names and served ZIPs, the network admin's listing and creation, and the network catalogues
// shown on the home. Platform Setup saves one section at a time, each guarded by its own version
// on the profile (`saveSection`): two admins editing one section cannot overwrite each other, and
// a save of one section never conflicts with another's.

export type { CoopRecord, GroupRecord, InsuranceRecord, NationalDealRecord, SlideRecord };

const table = () => config().tables.core;
async function queryContent<S extends z.ZodType>(family: RecordFamily<S>, pk: string): Promise<z.output<S>[]> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
  });
  return family.readAll(items);
}

/** The co-op's profile; `latest` reads it strongly, so a save's version check sees the last save. */
export async function getCoop(plid: number, { latest = false } = {}): Promise<CoopRecord | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: keys.coop(plid), ...(latest ? { ConsistentRead: true } : {}) }),
  );
  return coopFamily.readMaybe(out.Item);
}

/** A co-op's profile with its feature groups and slides: one Query of its partition (patterns 2, 5, 6). */
export interface CoopPage {
  coop: CoopRecord;
  groups: GroupRecord[];
  slides: SlideRecord[];
}

/** Undefined when the co-op has no profile. Groups and slides come in key order, as their own queries gave them. */
export async function getCoopPage(plid: number): Promise<CoopPage | undefined> {
  const profile = keys.coop(plid);
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': profile.pk },
  });
  const coop = items.find((i) => i.sk === profile.sk);
  if (!coop) return undefined;
  const under = (prefix: string) => items.filter((i) => String(i.sk).startsWith(prefix));
  return {
    coop: coopFamily.read(coop),
    groups: groupFamily.readAll(under(keys.groupPrefix)),
    slides: slideFamily.readAll(under(keys.slidePrefix)),
  };
}

/** The network's default co-op and the co-op of each host name, in one BatchGetItem (patterns 1, 3). */
export async function getDefaultAndDomains(
  hosts: readonly string[],
): Promise<{ defaultPlid: number | undefined; plidByHost: Map<string, number> }> {
  const item = await batchGet(table(), [keys.network(), ...hosts.map((h) => keys.domain(h))]);
  const plidByHost = new Map<string, number>();
  for (const host of hosts) {
    const plid = item(keys.domain(host))?.plid;
    if (typeof plid === 'number') plidByHost.set(host, plid);
  }
  const defaultPlid = item(keys.network())?.defaultPlid;
  return { defaultPlid: typeof defaultPlid === 'number' ? defaultPlid : undefined, plidByHost };
}

/** The network catalogues shown on every home (patterns 8, 9), two Queries in parallel. */
export async function getCatalogues(): Promise<{ nationalDeals: NationalDealRecord[]; insurance: InsuranceRecord[] }> {
  const [nationalDeals, insurance] = await Promise.all([
    queryContent(nationalDealFamily, keys.nationalDealsPk),
    queryContent(insuranceProductFamily, keys.insurancePk),
  ]);
  return { nationalDeals, insurance };
}

// --- Platform Setup: versioned saves of one section ---

export type Section = 'branding' | 'slides' | 'groups' | 'catalog' | 'domains';
const VERSION_ATTR = {
  branding: 'brandingVersion',
  slides: 'slidesVersion',
  groups: 'groupsVersion',
  catalog: 'catalogVersion',
  domains: 'domainsVersion',
} as const satisfies Record<Section, keyof CoopRecord>;

/** The section's version as stored on the profile; 0 when never saved from Platform Setup. */
export function versionOf(coop: CoopRecord, section: Section): number {
  return coop[VERSION_ATTR[section]] ?? 0;
}

export interface SectionSave {
  /** Fields of the profile the section holds. */
  set?: Partial<CoopRecord>;
  /** The section's other items (groups, slides, hosts, served areas), written with the profile. */
  items?: TransactItems;
}

/**
 * Saves one section, the profile's fields and the section's other items all or nothing, only while
 * the section's version is still `expected` (0: never saved), and answers the next version.
 * Throws StaleSectionError when another save came first or the co-op is gone. The profile is the
 * transaction's first item, so an entry of `items` whose condition failed is at its index + 1.
 */
export async function saveSection(
  plid: number,
  section: Section,
  expected: number,
  { set = {}, items = [] }: SectionSave = {},
): Promise<number> {
  const names: Record<string, string> = { '#v': VERSION_ATTR[section] };
  const values: Record<string, unknown> = { ':next': expected + 1 };
  const sets = ['#v = :next'];
  Object.entries(set).forEach(([k, v], i) => {
    names[`#s${i}`] = k;
    values[`:s${i}`] = v;
    sets.push(`#s${i} = :s${i}`);
  });
  if (expected > 0) values[':expected'] = expected;
  const profile: TransactItems[number] = {
    Update: {
      TableName: table(),
      Key: keys.coop(plid),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression:
        expected > 0 ? 'attribute_exists(pk) AND #v = :expected' : 'attribute_exists(pk) AND attribute_not_exists(#v)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
  const result = await transact([profile, ...items]);
  if (result.ok) return expected + 1;
  if (lost(result, 0)) throw new StaleSectionError();
  throw new TransactionRefused(result);
}

/** The writes that make `records` (each under its key, in order) the co-op's whole list, deleting the stored keys not reused. */
function replaceList(
  plid: number,
  storedSks: readonly string[],
  records: ({ sk: string } & Record<string, unknown>)[],
): TransactItems {
  const pk = keys.coop(plid).pk;
  const kept = new Set(records.map((r) => r.sk));
  return [
    ...storedSks.filter((sk) => !kept.has(sk)).map((sk) => ({ Delete: { TableName: table(), Key: { pk, sk } } })),
    ...records.map((Item) => ({ Put: { TableName: table(), Item } })),
  ];
}

/** The stored groups in key order, with their sort keys (a save deletes the old keys it does not reuse). */
export async function storedGroups(plid: number): Promise<{ sk: string; group: GroupRecord }[]> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': keys.coop(plid).pk, ':sk': keys.groupPrefix },
    ConsistentRead: true,
  });
  return items.map((i) => ({ sk: String(i.sk), group: groupFamily.read(i) }));
}

/** Replaces the co-op's groups by this ordered list (keys carry the order); answers the next version. */
export async function replaceGroups(
  plid: number,
  expected: number,
  storedSks: string[],
  groups: GroupRecord[],
): Promise<number> {
  return saveSection(plid, 'groups', expected, {
    items: replaceList(
      plid,
      storedSks,
      groups.map((g, i) => ({ ...keys.group(plid, i + 1, g.groupIdentifier), ...g })),
    ),
  });
}

/** The sort keys of the co-op's slides (one Query). */
export async function slideKeys(plid: number): Promise<string[]> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': keys.coop(plid).pk, ':sk': keys.slidePrefix },
    ProjectionExpression: 'sk',
  });
  return items.map((i) => String(i.sk));
}

/** Replaces the slides: slide n goes to SLIDE#n, stored slides past the new list are deleted; answers the next version. */
export async function replaceSlides(
  plid: number,
  expected: number,
  storedSks: string[],
  slides: SlideRecord[],
): Promise<number> {
  return saveSection(plid, 'slides', expected, {
    items: replaceList(
      plid,
      storedSks,
      slides.map((s, i) => ({ ...keys.slide(plid, i + 1), ...s })),
    ),
  });
}

/** The profile's images: the logo, card art and the home-screen icons (set only by their uploads, so no version). */
export type CoopImages = Partial<Pick<CoopRecord, 'logo' | 'cardFront' | 'cardBack' | 'appIcons'>>;

/**
 * Sets image keys of the profile in one write (a logo with the icons made from it). False when
 * the co-op is gone, or (`onlyIfIconless`) when its logo is no longer that one or it has icons.
 */
export async function setCoopImages(
  plid: number,
  images: CoopImages,
  onlyIfIconless?: { logo: string },
): Promise<boolean> {
  const fields = Object.entries(images).filter(([, v]) => v !== undefined);
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.coop(plid),
        UpdateExpression: `SET ${fields.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
        ConditionExpression: onlyIfIconless
          ? 'attribute_exists(pk) AND logo = :logo AND attribute_not_exists(appIcons)'
          : 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.fromEntries(fields.map(([name], i) => [`#f${i}`, name])),
        ExpressionAttributeValues: {
          ...Object.fromEntries(fields.map(([, value], i) => [`:v${i}`, value])),
          ...(onlyIfIconless ? { ':logo': onlyIfIconless.logo } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

// --- host names and served ZIPs ---

/** Another save added served areas within one of the save's ZIP prefixes since it read the prefix's guard. */
export class ServiceAreaMovedError extends DomainError {
  constructor() {
    // As for a stale section: the admin reloads and sees the other save.
    super('conflict', ADMIN_MESSAGES.setupStale);
  }
}
/** A host name of the save belongs to another co-op. */
export class HostTakenError extends DomainError {
  constructor(readonly host: string) {
    super('conflict', `${ADMIN_MESSAGES.hostTaken}${host}`);
  }
}

async function listingOf(gsi1pk: string): Promise<string[]> {
  const items = await queryAll({
    TableName: table(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': gsi1pk },
  });
  return items.map((i) => String(i.gsi1sk));
}

/** The co-op's host names and served ZIPs or prefixes (patterns 3, 4 through gsi1). */
export async function getDomains(plid: number): Promise<{ hosts: string[]; zips: string[] }> {
  const [hosts, zips] = await Promise.all([
    listingOf(keys.domainListingPk(plid)),
    listingOf(keys.serviceAreaListingPk(plid)),
  ]);
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
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.serviceAreaPk(zipOrPrefix) },
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).map((i) => Number(i.plid));
}

/** Every co-op's served ZIPs and prefixes (through gsi1: a few co-ops, 30 entries at most each). */
export async function allServiceAreas(): Promise<{ plid: number; zip: string }[]> {
  const coops = await listCoops();
  const lists = await Promise.all(
    coops.map(async (c) => (await listingOf(keys.serviceAreaListingPk(c.plid))).map((zip) => ({ plid: c.plid, zip }))),
  );
  return lists.flat();
}

/** The guards' versions (0 for one never written), read strongly, before the overlap check. */
export async function serviceAreaGuards(prefixes: string[]): Promise<Map<string, number>> {
  const versions = await Promise.all(
    prefixes.map(async (p) => {
      const out = await dynamo().send(
        new GetCommand({ TableName: table(), Key: keys.serviceAreaGuard(p), ConsistentRead: true }),
      );
      return [p, Number(out.Item?.version ?? 0)] as const;
    }),
  );
  return new Map(versions);
}

/**
 * One section save: a new host is claimed only if no co-op holds it (or this one does), a removed
 * host is released only if it is still this co-op's, so two co-ops can never hold one host. Each
 * 3-digit prefix with new served areas moves its guard on from the version read before the
 * overlap check: two saves adding areas in one prefix at once cannot both pass a check that
 * missed the other (the later one fails and checks again).
 */
export async function saveDomains(plid: number, expected: number, change: DomainsChange): Promise<number> {
  const guards = [...change.guards];
  const items: TransactItems = [
    ...guards.map(([prefix, version]) => ({
      Update: {
        TableName: table(),
        Key: keys.serviceAreaGuard(prefix),
        UpdateExpression: 'SET #v = :next',
        ConditionExpression: version === 0 ? 'attribute_not_exists(pk)' : '#v = :expected',
        ExpressionAttributeNames: { '#v': 'version' },
        ExpressionAttributeValues: version === 0 ? { ':next': 1 } : { ':next': version + 1, ':expected': version },
      },
    })),
    ...change.addHosts.map((host) => ({
      Put: {
        TableName: table(),
        Item: { ...keys.domain(host), ...keys.domainListing(plid, host), plid },
        ConditionExpression: 'attribute_not_exists(pk) OR plid = :plid',
        ExpressionAttributeValues: { ':plid': plid },
      },
    })),
    ...change.removeHosts.map((host) => ({
      Delete: {
        TableName: table(),
        Key: keys.domain(host),
        ConditionExpression: 'attribute_not_exists(pk) OR plid = :plid',
        ExpressionAttributeValues: { ':plid': plid },
      },
    })),
    ...change.addZips.map((zip) => ({
      Put: {
        TableName: table(),
        Item: {
          ...keys.serviceArea(zip, plid),
          ...keys.serviceAreaListing(plid, zip),
          plid,
          coopName: change.coopName,
        },
      },
    })),
    ...change.removeZips.map((zip) => ({ Delete: { TableName: table(), Key: keys.serviceArea(zip, plid) } })),
  ];
  try {
    return await saveSection(plid, 'domains', expected, { set: { primaryDomain: change.primaryDomain }, items });
  } catch (error) {
    // Past the profile (index 0): the guards, then the new hosts.
    const failed = error instanceof TransactionRefused ? error.refusal.failed : undefined;
    if (failed?.some((i) => i >= 1 && i <= guards.length)) throw new ServiceAreaMovedError();
    const host = failed?.map((i) => change.addHosts[i - 1 - guards.length]).find((h) => h !== undefined);
    if (host) throw new HostTakenError(host);
    throw error;
  }
}

// --- co-ops (network admin) ---

/** The plid or host of a new co-op is in use (`host` names the one, when a host). */
export class CoopTakenError extends DomainError {
  constructor(
    readonly what: 'plid' | 'host',
    readonly host?: string,
  ) {
    super('conflict', what === 'host' ? `${ADMIN_MESSAGES.hostTaken}${host ?? ''}` : ADMIN_MESSAGES.coopPlidTaken);
  }
}

/** Every co-op through gsi1 (pattern 4), by plid. */
export async function listCoops(): Promise<CoopRecord[]> {
  const items = await queryAll({
    TableName: table(),
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.coopListing(0).gsi1pk },
  });
  return coopFamily.readAll(items);
}

export interface NewCoop {
  coop: CoopRecord;
  groups: GroupRecord[];
  slides: SlideRecord[];
  /** Host names besides the primary one (stage:init's and the demo's co-ops have several). */
  moreHosts?: readonly string[];
  /** ZIPs or 3-digit prefixes served; absent: the home ZIP alone, as the admin's new co-op. */
  serviceArea?: readonly string[];
}

/** The profile, its hosts, its served ZIPs (the home ZIP unless told), groups and slides, all or nothing. */
export async function createCoop({ coop, groups, slides, moreHosts = [], serviceArea }: NewCoop): Promise<void> {
  const plid = coop.plid;
  const hosts = [...new Set([coop.primaryDomain, ...moreHosts])];
  const items: TransactItems = [
    {
      Put: {
        TableName: table(),
        Item: { ...keys.coop(plid), ...keys.coopListing(plid), ...coop },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...hosts.map((host) => ({
      Put: {
        TableName: table(),
        Item: { ...keys.domain(host), ...keys.domainListing(plid, host), plid },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    })),
    ...(serviceArea ?? [coop.zip]).map((zip) => ({
      Put: {
        TableName: table(),
        Item: {
          ...keys.serviceArea(zip, plid),
          ...keys.serviceAreaListing(plid, zip),
          plid,
          coopName: coop.coopName,
        },
      },
    })),
    ...groups.map((g, i) => ({
      Put: { TableName: table(), Item: { ...keys.group(plid, i + 1, g.groupIdentifier), ...g } },
    })),
    ...slides.map((s, i) => ({ Put: { TableName: table(), Item: { ...keys.slide(plid, i + 1), ...s } } })),
  ];
  const result = await transact(items);
  if (succeeded(result)) return;
  if (result.failed.includes(0)) throw new CoopTakenError('plid');
  const host = result.failed.map((i) => hosts[i - 1]).find((h) => h !== undefined);
  if (host) throw new CoopTakenError('host', host);
  throw new TransactionRefused(result);
}

/**
 * Gives the co-op these hosts where no co-op holds them yet (a rerun of stage:init). A host of
 * another co-op, already or meanwhile, is a HostTakenError; the check comes before any write.
 * Returns the hosts added.
 */
export async function claimHosts(plid: number, hosts: readonly string[]): Promise<string[]> {
  const { plidByHost } = await getDefaultAndDomains(hosts);
  const taken = hosts.find((h) => plidByHost.has(h) && plidByHost.get(h) !== plid);
  if (taken) throw new HostTakenError(taken);
  const missing = hosts.filter((h) => !plidByHost.has(h));
  if (!missing.length) return [];
  const result = await transact(
    missing.map((host) => ({
      Put: {
        TableName: table(),
        Item: { ...keys.domain(host), ...keys.domainListing(plid, host), plid },
        ConditionExpression: 'attribute_not_exists(pk) OR plid = :plid',
        ExpressionAttributeValues: { ':plid': plid },
      },
    })),
  );
  if (succeeded(result)) return missing;
  const host = result.failed.map((i) => missing[i]).find((h) => h !== undefined);
  if (host) throw new HostTakenError(host);
  throw new TransactionRefused(result);
}

/** Names the network's default co-op unless one is named already; true when this call named it. */
export async function nameNetworkDefault(plid: number): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.network(),
        UpdateExpression: 'SET defaultPlid = :plid',
        ConditionExpression: 'attribute_not_exists(defaultPlid)',
        ExpressionAttributeValues: { ':plid': plid },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
