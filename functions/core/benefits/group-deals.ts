import type * as z from 'zod';
import type { availableDealsResponse } from '#shared/schemas/benefits.js';
import { getGroupDeals, type GroupDealRecord } from '#functions/db/benefits-repo.js';
import { getCoopPage } from '#functions/db/coops-repo.js';
import { readRequestCoop } from '../coops/request-coop.js';
import { mediaUrl } from '#functions/model/media-url.js';

// b2c/availabledeals: the deals of one feature group of the co-op (csafety, centertainment, the
// health hub), or of every group (alldeals). The co-op is the member's, else the page's.

export interface DealsViewer {
  memberPlid?: number;
  key?: string | null;
  requestHost?: string;
}

type AvailableDeal = z.input<typeof availableDealsResponse>['deals'][number];

/**
 * A group the co-op shows only to members (onLogged 1) keeps its deals from
 * visitors too. Deals come in the co-op's menu order of groups; groups outside the menu (such as
 * entertainment) follow, each in its stored order. The co-op's own name for a group wins.
 */
export function arrangeGroupDeals(
  records: readonly GroupDealRecord[],
  menu: readonly { groupIdentifier: string; groupName: string; onLogged: 0 | 1 }[],
  member: boolean,
): AvailableDeal[] {
  const position = new Map(menu.map((g, i) => [g.groupIdentifier, i]));
  const byId = new Map(menu.map((g) => [g.groupIdentifier, g]));
  return records
    .filter((d) => member || byId.get(d.group)?.onLogged !== 1)
    .map((d, i) => ({ d, i, at: position.get(d.group) ?? menu.length }))
    .sort((a, b) => a.at - b.at || a.i - b.i)
    .map(({ d }) => ({
      route: d.route,
      image: mediaUrl(d.image),
      groupName: byId.get(d.group)?.groupName ?? d.groupName,
      dealTitle: d.dealTitle,
      description: d.description,
    }));
}

export async function availableDeals(
  viewer: DealsViewer,
  group: string | null | undefined,
): Promise<z.input<typeof availableDealsResponse>> {
  // The co-op's own items (profile and its menu of groups): the menu orders and guards the deals.
  const { coop, groups } = await readRequestCoop(viewer, getCoopPage);
  const wanted = group ? group.toLowerCase() : undefined;
  const records = await getGroupDeals(coop.plid, wanted);
  return { success: true, deals: arrangeGroupDeals(records, groups, viewer.memberPlid !== undefined) };
}
