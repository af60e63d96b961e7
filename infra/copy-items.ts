import { parseArgs } from 'node:util';
import { copyItems } from '../functions/db/restore-repo.js';

// `npm run copy-items -- --stage prod --from <restored table> --to <live table> [--prefix COOP#323] [--dry-run]`
// The second half of a point-in-time recovery (docs/operations.md): copies the restored table's
// items (or one partition family's) back into the stage's live table with the caller's AWS
// credentials. The target must belong to the stage's data stack, so a typo cannot write into
// another stage; puts overwrite, so rerunning is safe.

const { values } = parseArgs({
  options: { stage: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, prefix: { type: 'string' }, region: { type: 'string' }, 'dry-run': { type: 'boolean' } },
});
const { stage, from, to } = values;
if (!stage || !from || !to) {
  console.error('Usage: npm run copy-items -- --stage <stage> --from <restored table> --to <live table> [--prefix <pk prefix>] [--region <region>] [--dry-run]');
  process.exit(2);
}
if (!to.startsWith(`portal-${stage}-data-`)) {
  console.error(`Table ${to} is not in stage ${stage}'s data stack (portal-${stage}-data-...).`);
  process.exit(2);
}
if (from === to) {
  console.error('--from and --to name the same table: restore into a new table first.');
  process.exit(2);
}
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
if (values.region) process.env.AWS_REGION = values.region;
try {
  const r = await copyItems(from, to, { pkPrefix: values.prefix, dryRun: values['dry-run'] });
  const what = values.prefix ? `items with pk ${values.prefix}...` : 'items';
  console.log(`${values['dry-run'] ? 'Would copy' : 'Copied'} ${r.copied} ${what} of ${r.scanned} scanned from ${from} into ${to}.`);
} catch (error) {
  console.error(`Could not copy: ${(error as Error).message}`);
  process.exit(1);
}
