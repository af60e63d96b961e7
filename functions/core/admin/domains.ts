import type * as z from 'zod';
import type { saveDomainsRequest } from '#shared/schemas/admin-catalog.js';
import { hasRole, type Role } from '#shared/roles.js';
import {
  allServiceAreas,
  coopsHoldingArea,
  getDomains,
  saveDomains,
  serviceAreaGuards,
  ServiceAreaMovedError,
  versionOf,
  type DomainsChange,
} from '#functions/db/coops-repo.js';
import { invalid, inConflict, forbidden } from '#functions/model/errors.js';
import { forgetHomeCache } from '../home/home-cache.js';
import { coopOrNotFound } from './groups.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';

// Platform Setup, domains: the host names that open this co-op's portal and the ZIP codes or
// 3-digit ZIP prefixes it serves (sign-up offers the co-ops serving a member's ZIP). A host can
// belong to one co-op only: the save claims new hosts with a conditional write. Two co-ops may
// serve one area (the demo's 66044), but only the network admin may make it so: a co-op admin's
// save that adds a ZIP or prefix overlapping another co-op's (the same, one covering it, or one
// it covers) is refused whole.

interface Staff {
  plid: number;
  role: Role;
}

/** DynamoDB's limit of items in one transaction. */
const MAX_TRANSACTION_ITEMS = 100;
const prefixOf = (zipOrPrefix: string) => zipOrPrefix.slice(0, 3);

/** The entries of `added` that overlap an area another co-op serves. */
async function claimedElsewhere(plid: number, added: string[]): Promise<string[]> {
  if (added.length === 0) return [];
  // Exact or covering entries read strongly from the base table; entries a prefix covers from
  // each co-op's listing (an index, which can lag a just-committed claim by a moment).
  const covering = new Set(added.flatMap((z) => [z, z.slice(0, 4), prefixOf(z)]));
  const [held, all] = await Promise.all([
    Promise.all(
      [...covering].map(async (area) => [area, (await coopsHoldingArea(area)).filter((p) => p !== plid)] as const),
    ),
    added.some((z) => z.length === 3) ? allServiceAreas() : Promise.resolve([]),
  ]);
  const heldElsewhere = new Set(held.filter(([, coops]) => coops.length > 0).map(([area]) => area));
  const others = all.filter((a) => a.plid !== plid);
  return added.filter(
    (z) =>
      [z, z.slice(0, 4), prefixOf(z)].some((a) => heldElsewhere.has(a)) ||
      (z.length === 3 && others.some((o) => o.zip.startsWith(z))),
  );
}

/**
 * Saves the change once the check passes; the prefixes' guards (read before the check) make a
 * parallel save that added areas in the same prefixes fail its transaction, and then it checks
 * again and sees this one's areas.
 */
async function checkAndSave(staff: Staff, version: number, change: Omit<DomainsChange, 'guards'>): Promise<void> {
  const guards = await serviceAreaGuards([...new Set(change.addZips.map(prefixOf))]);
  if (!hasRole(staff.role, 'network')) {
    const taken = await claimedElsewhere(staff.plid, change.addZips);
    if (taken.length > 0) throw forbidden(ADMIN_MESSAGES.zipsServedByOther.replace('{zips}', taken.join(', ')));
  }
  await saveDomains(staff.plid, version, { ...change, guards });
}

const byText = (a: string, b: string) => a.localeCompare(b);

export async function getCoopDomains(staff: Staff) {
  const [coop, { hosts, zips }] = await Promise.all([coopOrNotFound(staff.plid), getDomains(staff.plid)]);
  return {
    success: true as const,
    version: versionOf(coop, 'domains'),
    primaryDomain: coop.primaryDomain,
    hosts: hosts.sort(byText),
    zips: zips.sort(byText),
  };
}

export async function saveCoopDomains(staff: Staff, input: z.output<typeof saveDomainsRequest>) {
  const [coop, now] = await Promise.all([coopOrNotFound(staff.plid), getDomains(staff.plid)]);
  if (versionOf(coop, 'domains') !== input.version) throw inConflict(ADMIN_MESSAGES.setupStale);
  const change = {
    primaryDomain: input.primaryDomain,
    coopName: coop.coopName,
    addHosts: input.hosts.filter((h) => !now.hosts.includes(h)),
    removeHosts: now.hosts.filter((h) => !input.hosts.includes(h)),
    addZips: input.zips.filter((z) => !now.zips.includes(z)),
    removeZips: now.zips.filter((z) => !input.zips.includes(z)),
  };
  const items =
    1 + change.addHosts.length + change.removeHosts.length + 2 * change.addZips.length + change.removeZips.length;
  if (items > MAX_TRANSACTION_ITEMS) throw invalid(ADMIN_MESSAGES.domainsTooManyChanges);
  // A stale section, a host of another co-op and areas moved again at once are conflicts the
  // admin is told about (their errors say so); areas that moved once are checked and saved again.
  try {
    await checkAndSave(staff, input.version, change);
  } catch (error) {
    if (!(error instanceof ServiceAreaMovedError)) throw error;
    await checkAndSave(staff, input.version, change);
  }
  forgetHomeCache(...[...change.addHosts, ...change.removeHosts].map((h) => `host:${h}`));
  return {
    success: true as const,
    message: ADMIN_MESSAGES.setupSaved,
    version: input.version + 1,
    primaryDomain: input.primaryDomain,
    hosts: [...input.hosts].sort(byText),
    zips: [...input.zips].sort(byText),
  };
}
