import { parseArgs } from 'node:util';
import { loadZipCentroids } from './local/zip-centroids.js';

// `npm run load-zips -- --stage prod --table <geo table name> [--region us-east-1]`
// Loads the US ZIP centroids into a deployed stage's geo table (pattern 31), with the caller's AWS
// credentials. Idempotent: puts overwrite, so rerun it after upgrading the zipcodes package.
// The name must belong to the stage's data stack (portal-<stage>-data-...), so a typo cannot write
// into another stage; docs/operations.md shows how to read it from CloudFormation.

const { values } = parseArgs({ options: { stage: { type: 'string' }, table: { type: 'string' }, region: { type: 'string' } } });
const { stage, table } = values;
if (!stage || !table) {
  console.error('Usage: npm run load-zips -- --stage <stage> --table <geo table name> [--region <region>]');
  process.exit(2);
}
if (!table.startsWith(`portal-${stage}-data-`)) {
  console.error(`Table ${table} is not in stage ${stage}'s data stack (portal-${stage}-data-...).`);
  process.exit(2);
}
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
if (values.region) process.env.AWS_REGION = values.region;
try {
  const started = Date.now();
  const count = await loadZipCentroids({ table, parallel: 4 });
  console.log(`Loaded ${count} ZIP centroids into ${table} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  console.error(`Could not load ZIP centroids: ${(error as Error).message}`);
  process.exit(1);
}
