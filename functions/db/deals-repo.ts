import { config } from '../config.js';
import { keys } from './keys.js';
import { queryAll } from './query-all.js';
import { categoryFamily, type CategoryRecord } from './records/coop-records.js';

// Local-deal catalogue reads from the core table (access pattern 10).

export type { CategoryRecord };

/** Every local-deal category with its subcategories, in name order. */
export async function getCategories(): Promise<CategoryRecord[]> {
  const items = await queryAll({
    TableName: config().tables.core,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.categoriesPk },
  });
  return categoryFamily.readAll(items);
}
