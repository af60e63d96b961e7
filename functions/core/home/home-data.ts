import { MEDIA } from '#shared/constants.js';
import { mediaUrl } from '#functions/model/media-url.js';
import type { HomeData } from '#shared/schemas/home.js';
import { invalid, notFound } from '#functions/model/errors.js';
import { getCatalogues, getCoopPage, type CoopPage, type CoopRecord } from '#functions/db/coops-repo.js';
import { cached, MISS, remember } from './home-cache.js';
import {
  distinctHosts,
  hostAndDefaultPlids,
  hostOf,
  keyPlid,
  readByHosts,
  readRequestCoop,
  requestCoop,
  type CoopRequest,
} from '../coops/request-coop.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { DEFAULT_TIME_ZONE } from '../dates.js';

// The home data of the co-op a page belongs to (which co-op: core/coops/request-coop.ts).

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

/**
 * gethomedata: member's co-op, else the stored key, else the page's host, else the network default.
 * Round trips: the co-op's page Query runs beside the catalogue Queries when the member or key
 * names the co-op; otherwise one BatchGetItem (hosts and default) comes first. A warm instance
 * has hosts, default and catalogues in its cache (home-cache.ts) and reads only the page.
 */
export async function homeDataFor(req: CoopRequest): Promise<HomeData> {
  const cats = catalogues();
  return buildHomeData(await readRequestCoop(req, getCoopPage), await cats);
}

/** The co-op a host serves (else the network default), without the catalogues the home data adds. */
export async function coopForHost(requestHost: string | undefined): Promise<CoopRecord> {
  return requestCoop({ requestHost });
}

/** setcoop: /coop/{plid or host} picks that co-op (unknown is a 404); otherwise the host decides. */
export async function selectCoop(url: string, requestHost?: string): Promise<HomeData> {
  const selector = coopSelector(url);
  if (selector === undefined && hostOf(url) === undefined) throw invalid('Please send the current address as url');
  const cats = catalogues();
  let page: CoopPage | undefined;
  if (selector === undefined) page = await readByHosts(distinctHosts(url, requestHost), getCoopPage);
  else if (keyPlid(selector) !== undefined) page = await getCoopPage(Number(selector));
  else {
    const host = hostOf(selector);
    // That host's co-op only: a /coop/{host} no co-op holds is a 404, not the network default.
    const [plid] = host === undefined ? [] : await hostAndDefaultPlids([host]);
    page = plid === undefined ? undefined : await getCoopPage(plid);
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

/** The national deals this co-op offers (all of them unless it picked some), logos as media URLs. */
function nationalDealsOf(coop: Pick<CoopRecord, 'nationalDealIds'>, content: Catalogues) {
  return content.nationalDeals
    .filter((d) => !coop.nationalDealIds || coop.nationalDealIds.includes(d.dealId))
    .map((d) => ({ ...d, logoURL: mediaUrl(d.logoURL) }));
}

/** A co-op's national deals as its home data lists them, from the cached catalogue: no page read. */
export async function coopNationalDeals(coop: Pick<CoopRecord, 'nationalDealIds'>): Promise<HomeData['nationalDeals']> {
  return nationalDealsOf(coop, await catalogues());
}

function buildHomeData({ coop, groups, slides }: CoopPage, content: Catalogues): HomeData {
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
    nationalDeals: nationalDealsOf(coop, content),
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
