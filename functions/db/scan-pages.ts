import { ScanCommand, type ScanCommandInput, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './clients.js';

// A whole table, a page at a time, for offline work only (operators' scripts, the local portal's
// upgrades, benchmarks): a Scan reads every item, so it is never on a request path.

export async function* scanPages(
  input: Omit<ScanCommandInput, 'ExclusiveStartKey'>,
): AsyncGenerator<ScanCommandOutput> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(new ScanCommand({ ...input, ExclusiveStartKey: start }));
    yield page;
    start = page.LastEvaluatedKey;
  } while (start);
}
