import { parseArgs } from 'node:util';
import { buildDealSummaries } from '../functions/db/deal-index-repo.js';

// `npm run build-deal-summaries -- --stage prod --table <geo table name> [--region us-east-1]`
// Builds the local deals search's cell summaries (pattern 28b) from the listing items a stage's
// geo table already holds, once, after deploying the search that reads them (docs/adr/0056).
// Adding a line twice changes nothing, so a rerun is safe. The name must belong to the stage's
// data stack (portal-<stage>-data-...), so a typo cannot write into another stage.

const { values } = parseArgs({ options: { stage: { type: 'string' }, table: { type: 'string' }, region: { type: 'string' } } });
const { stage, table } = values;
if (!stage || !table) {
  console.error('Usage: npm run build-deal-summaries -- --stage <stage> --table <geo table name> [--region <region>]');
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
  const r = await buildDealSummaries(table);
  console.log(`Summarized ${r.listings} listings in ${r.cells} cells of ${table} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  console.error(`Could not build the summaries: ${(error as Error).message}`);
  process.exit(1);
}
