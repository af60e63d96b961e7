import { paginateScan, type ScanCommandInput, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients.js';

// A whole table, a page at a time, for offline work only (operators' scripts, the local portal's
// upgrades, benchmarks): a Scan reads every item, so it is never on a request path. The SDK's
// paginator follows LastEvaluatedKey; the input is copied because it writes its token into it.

export function scanPages(input: Omit<ScanCommandInput, 'ExclusiveStartKey'>): AsyncIterable<ScanCommandOutput> {
  return paginateScan({ client: dynamo() }, { ...input });
}
