import { buildDealSummaries } from '../functions/db/deal-index-repo.js';
import { refuseOtherStage, stageScriptArgs } from './lib/stage-script.js';

// `npm run build-deal-summaries -- --stage prod --table <geo table name> [--region us-east-1]`
// Builds the local deals search's cell summaries (pattern 28b) from the listing items a stage's
// geo table already holds, once, after deploying the search that reads them (docs/adr/0056).
// Adding a line twice changes nothing, so a rerun is safe.

const args = stageScriptArgs(
  'npm run build-deal-summaries -- --stage <stage> --table <geo table name> [--region <region>]',
  { table: { type: 'string' } },
  ['table'],
);
const table = String(args.table);
refuseOtherStage(args.stage, table);
try {
  const started = Date.now();
  const r = await buildDealSummaries(table);
  console.log(
    `Summarized ${r.listings} listings in ${r.cells} cells of ${table} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(`Could not build the summaries: ${(error as Error).message}`);
  process.exit(1);
}
