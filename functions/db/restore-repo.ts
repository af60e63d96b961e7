import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { putAll } from './batch-write.js';
import { dynamo } from './clients.js';

// Operators' restore path (npm run copy-items): a point-in-time restore makes a new table, and the
// stage's functions keep the CloudFormation-owned one, so the lost items are copied back into it.
// An offline script's Scan: never on a request path.

export interface CopyReport {
  scanned: number;
  copied: number;
}

/**
 * Copies every item of `from` whose partition key starts with `pkPrefix` (all items without one)
 * into `to`, overwriting items with the same key; items `to` has beyond them stay untouched.
 * `dryRun` only counts.
 */
export async function copyItems(from: string, to: string, options: { pkPrefix?: string; dryRun?: boolean } = {}): Promise<CopyReport> {
  const report: CopyReport = { scanned: 0, copied: 0 };
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName: from,
        ExclusiveStartKey: start,
        ...(options.pkPrefix ? { FilterExpression: 'begins_with(pk, :prefix)', ExpressionAttributeValues: { ':prefix': options.pkPrefix } } : {}),
      }),
    );
    report.scanned += page.ScannedCount ?? 0;
    const items = page.Items ?? [];
    if (!options.dryRun) await putAll(to, items);
    report.copied += items.length;
    start = page.LastEvaluatedKey;
  } while (start);
  return report;
}
