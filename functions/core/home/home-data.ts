import { MEDIA, MESSAGES } from '../../../shared/constants.js';
import type { HomeData } from '../../../shared/schemas/home.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { getCoop, getCoopContent, getDefaultPlid, getPlidByDomain, type CoopRecord } from '../../db/coops-repo.js';

// Which co-op a page belongs to, and the home data for it (member-portal section 3).

/** Media keys are stored bare ("logos/323.svg"); the page loads them from the portal's /static/. */
export const mediaUrl = (key: string) => (/^(https?:)?\/\//.test(key) || key.startsWith('/') ? key : `${MEDIA.publicPrefix}${key}`);

/** The host part of a url or bare host name, lower case and without port; undefined if unreadable. */
export function hostOf(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const trimmed = url.trim();
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`).hostname.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}

/** The {id} of a /coop/{id} address: a plid or a co-op host name. */
export function coopSelector(url: string): string | undefined {
  let path: string;
  try {
    path = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `http://x${url.startsWith('/') ? '' : '/'}${url}`).pathname;
  } catch {
    return undefined;
  }
  const match = /\/coop\/([^/?#]+)/.exec(path);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

async function defaultCoop(): Promise<CoopRecord> {
  const plid = await getDefaultPlid();
  const coop = plid === undefined ? undefined : await getCoop(plid);
  // Only an unseeded or broken deployment gets here; say so plainly rather than a 500.
  if (!coop) throw notFound(MESSAGES.coopNotFound);
  return coop;
}

async function coopByHost(host: string | undefined): Promise<CoopRecord | undefined> {
  if (!host) return undefined;
  const plid = await getPlidByDomain(host);
  return plid === undefined ? undefined : getCoop(plid);
}

async function coopByKey(key: string | null | undefined): Promise<CoopRecord | undefined> {
  if (!key || !/^\d{1,9}$/.test(key)) return undefined;
  return getCoop(Number(key));
}

export interface HomeRequest {
  /** The signed-in member's co-op, which wins over everything else. */
  memberPlid?: number;
  key?: string | null;
  url?: string | null;
  requestHost?: string;
}

/** gethomedata: member's co-op, else the stored key, else the page's host, else the network default. */
export async function homeDataFor(req: HomeRequest): Promise<HomeData> {
  const coop =
    (req.memberPlid !== undefined ? await getCoop(req.memberPlid) : undefined) ??
    (await coopByKey(req.key)) ??
    (await coopByHost(hostOf(req.url))) ??
    (await coopByHost(hostOf(req.requestHost))) ??
    (await defaultCoop());
  return buildHomeData(coop);
}

/** setcoop: /coop/{plid or host} picks that co-op (unknown is a 404); otherwise the host decides. */
export async function selectCoop(url: string, requestHost?: string): Promise<HomeData> {
  const selector = coopSelector(url);
  if (selector !== undefined) {
    const coop = /^\d{1,9}$/.test(selector) ? await getCoop(Number(selector)) : await coopByHost(hostOf(selector));
    if (!coop) throw notFound(MESSAGES.coopNotFound);
    return buildHomeData(coop);
  }
  if (hostOf(url) === undefined) throw badRequest('Please send the current address as url');
  return buildHomeData((await coopByHost(hostOf(url))) ?? (await coopByHost(hostOf(requestHost))) ?? (await defaultCoop()));
}

async function buildHomeData(coop: CoopRecord): Promise<HomeData> {
  const content = await getCoopContent(coop.plid);
  const offersNational = (id: string) => !coop.nationalDealIds || coop.nationalDealIds.includes(id);
  const offersInsurance = (id: string) => !coop.insuranceIds || coop.insuranceIds.includes(id);
  return {
    success: true,
    key: String(coop.plid),
    coopData: {
      plid: coop.plid,
      coopName: coop.coopName,
      logo: mediaUrl(coop.logo),
      displayName: coop.displayName,
      displayPhone: coop.displayPhone,
      displayEmail: coop.displayEmail,
      displayURL: coop.displayURL,
      displayAddress: coop.displayAddress,
      displayCellPhone: coop.displayCellPhone,
      coopIdCard: coop.coopIdCard,
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
    features: content.groups.map((g) => ({ ...g, image: mediaUrl(g.image) })),
    nationalDeals: content.nationalDeals
      .filter((d) => offersNational(d.dealId))
      .map((d) => ({ ...d, logoURL: mediaUrl(d.logoURL) })),
    insurance: {
      products: content.insurance
        .filter((p) => offersInsurance(p.productIdentifier))
        .map((p) => ({ ...p, image: mediaUrl(p.image), selected: coop.insuranceSelected?.includes(p.productIdentifier) ? 1 : 0 })),
    },
    slides: content.slides.map((s) => ({ ...s, image: mediaUrl(s.image) })),
  };
}
