import { loadZipCentroids } from './local/zip-centroids.js';
import { refuseOtherStage, stageScriptArgs } from './lib/stage-script.js';

// `npm run load-zips -- --stage prod --table <geo table name> [--region us-east-1]`
// Loads the US ZIP centroids into a deployed stage's geo table (pattern 31), with the caller's AWS
// credentials. Idempotent: puts overwrite, so rerun it after upgrading the zipcodes package.
// docs/operations.md shows how to read the table's name from CloudFormation.

const args = stageScriptArgs(
  'npm run load-zips -- --stage <stage> --table <geo table name> [--region <region>]',
  { table: { type: 'string' } },
  ['table'],
);
const table = String(args.table);
refuseOtherStage(args.stage, table);
try {
  const started = Date.now();
  const count = await loadZipCentroids({ table, parallel: 4 });
  console.log(`Loaded ${count} ZIP centroids into ${table} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  console.error(`Could not load ZIP centroids: ${(error as Error).message}`);
  process.exit(1);
}
