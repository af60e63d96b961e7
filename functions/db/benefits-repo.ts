import { keys } from './keys.js';
import { config } from '../config.js';
import { queryAll } from './query-all.js';

// Deals of a co-op's feature groups (available deals), access pattern 8b.

export interface GroupDealRecord {
  /** The group identifier the deal belongs to (health, safety, entertainment...). */
  group: string;
  /** Name of the group, used when the co-op has no feature group of that identifier. */
  groupName: string;
  /** In-app route (may carry ?dealId=) or an outside https address. */
  route: string;
  image: string;
  dealTitle: string;
  description: string;
}

/** One group's deals in display order, or every group's (grouped by identifier) when group is undefined. */
export async function getGroupDeals(plid: number, group?: string): Promise<GroupDealRecord[]> {
  const pk = keys.groupDealsPk(plid);
  const items = await queryAll({
    TableName: config().tables.core,
    KeyConditionExpression: group === undefined ? 'pk = :pk' : 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: group === undefined ? { ':pk': pk } : { ':pk': pk, ':sk': keys.groupDealPrefix(group) },
  });
  return items.map((i) => ({
    group: String(i.group),
    groupName: String(i.groupName ?? ''),
    route: String(i.route ?? ''),
    image: String(i.image ?? ''),
    dealTitle: String(i.dealTitle ?? ''),
    description: String(i.description ?? ''),
  }));
}
