import { putAll } from './batch-write.js';
import { scanPages } from './scan-pages.js';

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
export async function copyItems(
  from: string,
  to: string,
  options: { pkPrefix?: string; dryRun?: boolean } = {},
): Promise<CopyReport> {
  const report: CopyReport = { scanned: 0, copied: 0 };
  const filter = options.pkPrefix
    ? { FilterExpression: 'begins_with(pk, :prefix)', ExpressionAttributeValues: { ':prefix': options.pkPrefix } }
    : {};
  for await (const page of scanPages({ TableName: from, ...filter })) {
    report.scanned += page.ScannedCount ?? 0;
    const items = page.Items ?? [];
    if (!options.dryRun) await putAll(to, items);
    report.copied += items.length;
  }
  return report;
}
