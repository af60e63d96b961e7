import { MEDIA } from '../../../shared/constants.js';
import { mediaUrl } from '../../model/media-url.js';
import type { HomeData } from '../../../shared/schemas/home.js';
import { invalid, notFound } from '../../model/errors.js';
import {
  getCatalogues,
  getCoopPage,
  getDefaultAndDomains,
  type CoopPage,
  type CoopRecord,
} from '../../db/coops-repo.js';
import { cached, MISS, remember } from './home-cache.js';
import { COMMON_MESSAGES } from '../../../shared/schemas/common-messages.js';
import { DEFAULT_TIME_ZONE } from '../dates.js';

// Which co-op a page belongs to, and the home data for it.

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

/** The {id} of a /coop/{id} address: a plid or a co-op host name. */
export function coopSelector(url: string): string | undefined {
  let path: string;
  try {
    path = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `http://x${url.startsWith('/') ? '' : '/'}${url}`)
      .pathname;
  } catch {
    return undefined;
  }
  const match = /\/coop\/([^/?#]+)/.exec(path);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

type Catalogues = Awaited<ReturnType<typeof getCatalogues>>;

/** The network catalogues, from the warm cache or two parallel Queries. */
function catalogues(): Promise<Catalogues> {
  const hit = cached<Catalogues>('catalogues');
  const read = hit !== MISS ? Promise.resolve(hit) : getCatalogues().then((c) => remember('catalogues', c));
  // Awaited later; until then a failure must not count as an unhandled rejection.
  read.catch(() => undefined);
  return read;
}

/** The plids to try for these hosts, then the network default: one BatchGetItem for what is not cached. */
async function hostAndDefaultPlids(hosts: string[]): Promise<(number | undefined)[]> {
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

/**
 * The first of these plids that has a page, tried in order. A page (profile, groups, slides) is one
 * Query on every call, never cached, so a Platform Setup save shows on the next page load on every
 * warm instance, not up to a TTL later.
 */
async function firstPage(plids: (number | undefined)[]): Promise<CoopPage | undefined> {
  for (const plid of plids) {
    const page = plid === undefined ? undefined : await getCoopPage(plid);
    if (page) return page;
  }
  return undefined;
}

const distinctHosts = (...urls: (string | null | undefined)[]) => [
  ...new Set(urls.map(hostOf).filter((h): h is string => h !== undefined)),
];
const keyPlid = (key: string | null | undefined) => (key && /^\d{1,9}$/.test(key) ? Number(key) : undefined);

/**
 * Hosts in order, then the network default when the stage names one (the demo does; stage:init
 * only with --network-default). A host no co-op holds on a stage without a default is a 404 that
 * says so: never another co-op's page, never a plid assumed to exist (ADR 0064).
 */
async function pageByHosts(hosts: string[]): Promise<CoopPage> {
  const page = await firstPage(await hostAndDefaultPlids(hosts));
  if (!page) throw notFound(COMMON_MESSAGES.hostServesNoCoop);
  return page;
}

export interface HomeRequest {
  /** The signed-in member's co-op, which wins over everything else. */
  memberPlid?: number;
  key?: string | null;
  url?: string | null;
  requestHost?: string;
}

/**
 * gethomedata: member's co-op, else the stored key, else the page's host, else the network default.
 * Round trips: the co-op's page Query runs beside the catalogue Queries when the member or key
 * names the co-op; otherwise one BatchGetItem (hosts and default) comes first. A warm instance
 * has hosts, default and catalogues in its cache (home-cache.ts) and reads only the page.
 */
export async function homeDataFor(req: HomeRequest): Promise<HomeData> {
  const cats = catalogues();
  const page =
    (await firstPage([req.memberPlid, keyPlid(req.key)])) ??
    (await pageByHosts(distinctHosts(req.url, req.requestHost)));
  return buildHomeData(page, await cats);
}

/**
 * The plid of the co-op a host serves, else the network default's: the host and default reads
 * only (cached on a warm instance), no page. Undefined only in an unseeded deployment.
 */
export async function plidForHost(requestHost: string | undefined): Promise<number | undefined> {
  return (await hostAndDefaultPlids(distinctHosts(requestHost))).find((plid) => plid !== undefined);
}

/** The co-op a host serves (else the network default), without the catalogues the home data adds. */
export async function coopForHost(requestHost: string | undefined): Promise<CoopPage['coop']> {
  return (await pageByHosts(distinctHosts(requestHost))).coop;
}

/** setcoop: /coop/{plid or host} picks that co-op (unknown is a 404); otherwise the host decides. */
export async function selectCoop(url: string, requestHost?: string): Promise<HomeData> {
  const selector = coopSelector(url);
  if (selector === undefined && hostOf(url) === undefined) throw invalid('Please send the current address as url');
  const cats = catalogues();
  let page: CoopPage | undefined;
  if (selector === undefined) page = await pageByHosts(distinctHosts(url, requestHost));
  else if (keyPlid(selector) !== undefined) page = await getCoopPage(Number(selector));
  else {
    const host = hostOf(selector);
    page = host === undefined ? undefined : await firstPage((await hostAndDefaultPlids([host])).slice(0, 1));
  }
  if (!page) throw notFound(COMMON_MESSAGES.coopNotFound);
  return buildHomeData(page, await cats);
}

/** The card art: uploaded in Platform Setup, else the art named by the card id. */
export function cardArt(coop: Pick<CoopRecord, 'coopIdCard' | 'cardFront' | 'cardBack'>): {
  cardFront: string;
  cardBack: string;
} {
  return {
    cardFront: mediaUrl(coop.cardFront ?? `${MEDIA.cards}${coop.coopIdCard}f.svg`),
    cardBack: mediaUrl(coop.cardBack ?? `${MEDIA.cards}${coop.coopIdCard}b.svg`),
  };
}

function buildHomeData({ coop, groups, slides }: CoopPage, content: Catalogues): HomeData {
  const offersNational = (id: string) => !coop.nationalDealIds || coop.nationalDealIds.includes(id);
  const offersInsurance = (id: string) => !coop.insuranceIds || coop.insuranceIds.includes(id);
  return {
    success: true,
    key: String(coop.plid),
    coopData: {
      plid: coop.plid,
      coopName: coop.coopName,
      zip: coop.zip,
      timeZone: coop.timeZone || DEFAULT_TIME_ZONE,
      logo: mediaUrl(coop.logo),
      displayName: coop.displayName,
      displayPhone: coop.displayPhone,
      displayEmail: coop.displayEmail,
      displayURL: coop.displayURL,
      displayAddress: coop.displayAddress,
      displayCellPhone: coop.displayCellPhone,
      coopIdCard: coop.coopIdCard,
      ...cardArt(coop),
      description: coop.description,
      facebook: coop.facebook,
      twitter: coop.twitter,
      youtube: coop.youtube,
      instagram: coop.instagram,
      linkedin: coop.linkedin,
      iosAppUrl: coop.iosAppUrl,
      androidAppUrl: coop.androidAppUrl,
      topBarColor: coop.topBarColor,
      mainColor: coop.mainColor,
      secondColor: coop.secondColor,
      thirdColor: coop.thirdColor,
    },
    features: groups.map((g) => ({ ...g, image: mediaUrl(g.image) })),
    nationalDeals: content.nationalDeals
      .filter((d) => offersNational(d.dealId))
      .map((d) => ({ ...d, logoURL: mediaUrl(d.logoURL) })),
    insurance: {
      products: content.insurance
        .filter((p) => offersInsurance(p.productIdentifier))
        .map((p) => ({
          ...p,
          image: mediaUrl(p.image),
          selected: coop.insuranceSelected?.includes(p.productIdentifier) ? 1 : 0,
        })),
    },
    slides: slides.map((s) => ({ ...s, image: mediaUrl(s.image) })),
  };
}
