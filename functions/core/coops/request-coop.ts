import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { getCoop, getDefaultAndDomains, type CoopRecord } from '#functions/db/coops-repo.js';
import { notFound } from '#functions/model/errors.js';
import { cached, MISS, remember } from '../home/home-cache.js';

// Which co-op a request is for (ADR 0082), in one order every domain shares: the signed-in
// member's co-op, else the page's stored key, else the hosts (the page's address, then the host
// the request came to), else the network default. The home page reads the co-op's page this way
// (home-data.ts); every other domain reads the co-op's profile item alone. Host and default
// resolution is remembered on a warm instance (home-cache.ts); a co-op's own items never are, so
// a Platform Setup save shows on the next call.

export interface CoopRequest {
  /** The signed-in member's co-op, which wins over everything else. */
  memberPlid?: number;
  /** The co-op the page stored (`key` in the request): a plid as a string. */
  key?: string | null;
  /** The address of the page the call comes from. */
  url?: string | null;
  /** The host the request came to (the edge's x-forwarded-host). */
  requestHost?: string;
}

/** The host part of a url or bare host name, lower case and without port; undefined if unreadable. */
export function hostOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const trimmed = url.trim();
  try {
    return (
      new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`).hostname.toLowerCase() ||
      undefined
    );
  } catch {
    return undefined;
  }
}

/** The distinct readable hosts of these urls or host names, in order. */
export const distinctHosts = (...urls: (string | null | undefined)[]) => [
  ...new Set(urls.map(hostOf).filter((h): h is string => h !== undefined)),
];

/** A stored key's plid; anything but 1 to 9 digits names no co-op. */
export const keyPlid = (key: string | null | undefined) => (key && /^\d{1,9}$/.test(key) ? Number(key) : undefined);

/** The plids to try for these hosts, then the network default: one BatchGetItem for what is not cached. */
export async function hostAndDefaultPlids(hosts: string[]): Promise<(number | undefined)[]> {
  const unknownHosts = hosts.filter((h) => cached(`host:${h}`) === MISS);
  if (unknownHosts.length || cached('default') === MISS) {
    const { defaultPlid, plidByHost } = await getDefaultAndDomains(unknownHosts);
    remember('default', defaultPlid);
    for (const host of unknownHosts) remember(`host:${host}`, plidByHost.get(host));
  }
  const value = (key: string) => {
    const hit = cached<number | undefined>(key);
    return hit === MISS ? undefined : hit;
  };
  return [...hosts.map((h) => value(`host:${h}`)), value('default')];
}

/** The first of these plids whose `read` finds the co-op, tried in order. */
async function firstFound<T>(
  plids: (number | undefined)[],
  read: (plid: number) => Promise<T | undefined>,
): Promise<T | undefined> {
  for (const plid of plids) {
    const found = plid === undefined ? undefined : await read(plid);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The hosts in order, then the network default when the stage names one (the demo does;
 * stage:init only with --network-default). A host no co-op holds on a stage without a default is
 * a 404 that says so: never another co-op's, never a plid assumed to exist (ADR 0064).
 */
export async function readByHosts<T>(hosts: string[], read: (plid: number) => Promise<T | undefined>): Promise<T> {
  const found = await firstFound(await hostAndDefaultPlids(hosts), read);
  if (found === undefined) throw notFound(COMMON_MESSAGES.hostServesNoCoop);
  return found;
}

/**
 * The request's co-op as `read` gives it (its profile, or its page for the home data), in the
 * order above. The member's and the key's co-op are read without a host lookup first; a plid
 * that names no co-op (one removed, a stale key) falls through to the next.
 */
export async function readRequestCoop<T>(req: CoopRequest, read: (plid: number) => Promise<T | undefined>): Promise<T> {
  return (
    (await firstFound([req.memberPlid, keyPlid(req.key)], read)) ??
    (await readByHosts(distinctHosts(req.url, req.requestHost), read))
  );
}

/** The co-op a request is for: its profile item, and the host and default items when they decide. */
export function requestCoop(req: CoopRequest): Promise<CoopRecord> {
  return readRequestCoop(req, (plid) => getCoop(plid));
}

/**
 * The plid of the co-op a host serves, else the network default's: the host and default reads
 * only (cached on a warm instance), no co-op item. Undefined only in an unseeded deployment.
 */
export async function plidForHost(requestHost: string | undefined): Promise<number | undefined> {
  return (await hostAndDefaultPlids(distinctHosts(requestHost))).find((plid) => plid !== undefined);
}
