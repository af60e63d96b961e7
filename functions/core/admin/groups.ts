import type * as z from 'zod';
import type { saveGroupsRequest } from '#shared/schemas/admin-catalog.js';
import { getCoop, replaceGroups, storedGroups, versionOf, type GroupRecord } from '#functions/db/coops-repo.js';
import { inConflict, conflictIfStale, notFound } from '#functions/model/errors.js';
import { mediaUrl } from '#functions/model/media-url.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// Platform Setup, feature groups: the co-op's home menu tiles in order. A save replaces the whole
// ordered list in one transaction; each group keeps the deals (features) it had under its identifier.

interface Staff {
  plid: number;
}

const flag = (v: unknown): 0 | 1 => (v === 1 || v === '1' || v === true ? 1 : 0);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

function toItem(g: GroupRecord) {
  return {
    groupIdentifier: str(g.groupIdentifier),
    groupName: str(g.groupName),
    route: str(g.route),
    image: str(g.image),
    imageUrl: g.image ? mediaUrl(g.image) : '',
    onLogged: flag(g.onLogged),
    showSquare: flag(g.showSquare),
  };
}

export async function coopOrNotFound(plid: number) {
  const coop = await getCoop(plid, { latest: true });
  if (!coop) throw notFound(COMMON_MESSAGES.coopNotFound);
  return coop;
}

export async function listGroups(staff: Staff) {
  const [coop, stored] = await Promise.all([coopOrNotFound(staff.plid), storedGroups(staff.plid)]);
  return { success: true as const, version: versionOf(coop, 'groups'), groups: stored.map((s) => toItem(s.group)) };
}

export async function saveGroups(staff: Staff, input: z.output<typeof saveGroupsRequest>) {
  const [coop, stored] = await Promise.all([coopOrNotFound(staff.plid), storedGroups(staff.plid)]);
  if (versionOf(coop, 'groups') !== input.version) throw inConflict(ADMIN_MESSAGES.setupStale);
  const featuresOf = new Map(stored.map((s) => [s.group.groupIdentifier, s.group.features ?? []]));
  const groups: GroupRecord[] = input.groups.map((g) => ({
    ...g,
    route: g.route.replace(/^\/b2c\//, ''),
    features: featuresOf.get(g.groupIdentifier) ?? [],
  }));
  const saving = replaceGroups(
    staff.plid,
    input.version,
    stored.map((s) => s.sk),
    groups,
  );
  const version = await conflictIfStale(saving, ADMIN_MESSAGES.setupStale);
  return { success: true as const, message: ADMIN_MESSAGES.setupSaved, version, groups: groups.map(toItem) };
}
