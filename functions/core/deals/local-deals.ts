import type * as z from 'zod';
import { fill, LOCAL_DEALS } from '#shared/constants.js';
import { NEAR_ME_MESSAGES } from '#shared/schemas/deals-messages.js';
import type { categoriesResponse, DealSort, listDealsResponse } from '#shared/schemas/deals.js';
import { getCategories } from '#functions/db/deals-repo.js';
import { coopsServingZip, getMember } from '#functions/db/members-repo.js';
import { invalid } from '#functions/model/errors.js';
import type { LatLon } from '#functions/model/geo.js';
import { requestCoop } from '../coops/request-coop.js';
import { mediaUrl } from '#functions/model/media-url.js';
import { searchDeals, type Hit } from './search.js';
import { nearestZip, zipCentroid } from './zip-centroids.js';
import { countEvent } from '#functions/model/metrics.js';

// b2c/localdealscategories, b2c/listdeals and b2c/listdealsbycategory: nationwide search around a
// ZIP. Visitors may search; the ZIP defaults to the member's, else the co-op's. "Use my location"
// searches around a point instead, one inside the co-op's served area; the point (rounded by the
// schema) is used for this answer only: never stored, logged, counted nor sent back.

export interface Searcher {
  memberId?: string;
  memberPlid?: number;
  key?: string | null;
  requestHost?: string;
}

/** The signed-in member's ZIP, else the ZIP of the co-op the page belongs to. */
export async function defaultZip(who: Searcher): Promise<string> {
  if (who.memberId) {
    const member = await getMember(who.memberId);
    if (member?.zip) return member.zip;
  }
  return (await requestCoop(who)).zip;
}

export async function dealCategories(who: Searcher): Promise<z.input<typeof categoriesResponse>> {
  const [data, zip] = await Promise.all([getCategories(), defaultZip(who)]);
  return { success: true, data, zip };
}

export interface DealSearch {
  criteria: string;
  category?: string;
  subCategory?: string | null;
  zipcode?: string | null;
  /** Rounded by the schema; the search's centre when given (the schema refuses it with a ZIP). */
  point?: { lat: number; lng: number } | null;
  radius: number;
  page: number;
  sort: DealSort;
}

export async function listDeals(
  who: Searcher,
  s: DealSearch,
  now = Date.now(),
): Promise<z.input<typeof listDealsResponse>> {
  if (s.point && s.zipcode) throw invalid(NEAR_ME_MESSAGES.zipOrLocation);
  const zip = s.point ? null : s.zipcode || (await defaultZip(who));
  const center = s.point ? await servedPoint(who, { lat: s.point.lat, lon: s.point.lng }) : await zipCentroid(zip!);
  const result = await searchDeals({
    center,
    radiusMiles: s.radius,
    text: s.criteria,
    category: s.category || undefined,
    subCategory: (s.category && s.subCategory) || undefined,
    sort: s.sort,
    page: s.page,
    pageSize: LOCAL_DEALS.pageSize,
    now,
  });
  countEvent('search', who.memberPlid);
  return {
    success: true,
    deals: result.hits.map(dealInList),
    zip,
    radius: s.radius,
    ...(s.point ? { nearLocation: true } : {}),
    page: result.page,
    pages: result.pages,
    total: result.total,
    sort: s.sort,
  };
}

/**
 * The point, when it lies in the area the page's co-op serves: the rule a ZIP is held to at
 * sign-up (its ZIP, 4- or 3-digit prefix among the co-op's served areas), applied to the ZIP whose
 * centroid is nearest the point. Outside is a 400 that names the co-op, before any search.
 */
async function servedPoint(who: Searcher, point: LatLon): Promise<LatLon> {
  const [coop, zip] = await Promise.all([requestCoop(who), nearestZip(point)]);
  const serving = zip ? await coopsServingZip(zip.zip) : [];
  if (!serving.some((c) => c.plid === coop.plid))
    throw invalid(fill(NEAR_ME_MESSAGES.locationOutside, { coop: coop.displayName || coop.coopName }));
  return point;
}

function dealInList(h: Hit) {
  return {
    dealId: h.dealId,
    locationId: h.locationId,
    dollarValue: h.dollarValue,
    logo: mediaUrl(h.logo),
    value: h.value,
    description: h.description,
    businessName: h.businessName,
    // A hidden address never leaves the server; the city and state still show.
    address: h.hideAddress ? '' : h.address,
    hideAddress: h.hideAddress,
    city: h.city,
    state: h.state,
    zipcode: h.zipcode,
    DISTANCE: Math.round(h.distance * 100) / 100,
  };
}
