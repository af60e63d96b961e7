import { keys } from './keys.js';
import { config } from '../config.js';
import { queryAll } from './query-all.js';
import { groupDealFamily, type GroupDealRecord } from './records/coop-records.js';

// Deals of a co-op's feature groups (available deals), access pattern 8b.

export type { GroupDealRecord };

/** One group's deals in display order, or every group's (grouped by identifier) when group is undefined. */
export async function getGroupDeals(plid: number, group?: string): Promise<GroupDealRecord[]> {
  const pk = keys.groupDealsPk(plid);
  const items = await queryAll({
    TableName: config().tables.core,
    KeyConditionExpression: group === undefined ? 'pk = :pk' : 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: group === undefined ? { ':pk': pk } : { ':pk': pk, ':sk': keys.groupDealPrefix(group) },
  });
  return groupDealFamily.readAll(items);
}
