import type * as z from 'zod';
import { MESSAGES } from '../../../shared/constants.js';
import type { saveDomainsRequest } from '../../../shared/schemas/admin-catalog.js';
import { getDomains, HostTakenError, saveDomains, StaleSectionError, versionOf } from '../../db/coop-admin-repo.js';
import { conflict } from '../../lib/errors.js';
import { forgetHomeCache } from '../home/home-cache.js';
import { coopOrNotFound } from './groups.js';

// Platform Setup, domains: the host names that open this co-op's portal and the ZIP codes or
// 3-digit ZIP prefixes it serves (sign-up offers the co-ops serving a member's ZIP). A host can
// belong to one co-op only: the save claims new hosts with a conditional write.

interface Staff {
  plid: number;
}

const byText = (a: string, b: string) => a.localeCompare(b);

export async function getCoopDomains(staff: Staff) {
  const [coop, { hosts, zips }] = await Promise.all([coopOrNotFound(staff.plid), getDomains(staff.plid)]);
  return { success: true as const, version: versionOf(coop, 'domains'), primaryDomain: coop.primaryDomain, hosts: hosts.sort(byText), zips: zips.sort(byText) };
}

export async function saveCoopDomains(staff: Staff, input: z.output<typeof saveDomainsRequest>) {
  const [coop, now] = await Promise.all([coopOrNotFound(staff.plid), getDomains(staff.plid)]);
  if (versionOf(coop, 'domains') !== input.version) throw conflict(MESSAGES.setupStale);
  const change = {
    primaryDomain: input.primaryDomain,
    coopName: coop.coopName,
    addHosts: input.hosts.filter((h) => !now.hosts.includes(h)),
    removeHosts: now.hosts.filter((h) => !input.hosts.includes(h)),
    addZips: input.zips.filter((z) => !now.zips.includes(z)),
    removeZips: now.zips.filter((z) => !input.zips.includes(z)),
  };
  try {
    await saveDomains(staff.plid, input.version, change);
  } catch (error) {
    if (error instanceof StaleSectionError) throw conflict(MESSAGES.setupStale);
    if (error instanceof HostTakenError) throw conflict(`${MESSAGES.hostTaken}${error.host}`);
    throw error;
  }
  forgetHomeCache(...[...change.addHosts, ...change.removeHosts].map((h) => `host:${h}`));
  return {
    success: true as const,
    message: MESSAGES.setupSaved,
    version: input.version + 1,
    primaryDomain: input.primaryDomain,
    hosts: [...input.hosts].sort(byText),
    zips: [...input.zips].sort(byText),
  };
}
