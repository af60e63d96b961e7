import { paginateQuery, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients.js';

// Paging is the SDK's own paginator (lib-dynamodb's paginateQuery follows LastEvaluatedKey); these
// bind it to the one client and copy the input, which the paginator writes its page token into.

/** The pages of a query, one request each, following LastEvaluatedKey. */
export function queryPages(input: Omit<QueryCommandInput, 'ExclusiveStartKey'>): AsyncIterable<QueryCommandOutput> {
  return paginateQuery({ client: dynamo() }, { ...input });
}

/** Every item of a query, across its pages. */
export async function queryAll(
  input: Omit<QueryCommandInput, 'ExclusiveStartKey'>,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of queryPages(input)) items.push(...(page.Items ?? []));
  return items;
}
