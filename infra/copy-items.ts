import { copyItems } from '../functions/db/restore-repo.js';
import { refuseOtherStage, stageScriptArgs } from './lib/stage-script.js';

// `npm run copy-items -- --stage prod --from <restored table> --to <live table> [--prefix COOP#323] [--dry-run]`
// The second half of a point-in-time recovery (docs/operations.md): copies the restored table's
// items (or one partition family's) back into the stage's live table with the caller's AWS
// credentials. The target must belong to the stage's data stack; puts overwrite, so rerunning is safe.

const args = stageScriptArgs(
  'npm run copy-items -- --stage <stage> --from <restored table> --to <live table> [--prefix <pk prefix>] [--region <region>] [--dry-run]',
  { from: { type: 'string' }, to: { type: 'string' }, prefix: { type: 'string' }, 'dry-run': { type: 'boolean' } },
  ['from', 'to'],
);
const [from, to] = [String(args.from), String(args.to)];
const prefix = typeof args.prefix === 'string' ? args.prefix : undefined;
const dryRun = args['dry-run'] === true;
refuseOtherStage(args.stage, to);
if (from === to) {
  console.error('--from and --to name the same table: restore into a new table first.');
  process.exit(2);
}
try {
  const r = await copyItems(from, to, { pkPrefix: prefix, dryRun });
  const what = prefix ? `items with pk ${prefix}...` : 'items';
  console.log(
    `${dryRun ? 'Would copy' : 'Copied'} ${r.copied} ${what} of ${r.scanned} scanned from ${from} into ${to}.`,
  );
} catch (error) {
  console.error(`Could not copy: ${(error as Error).message}`);
  process.exit(1);
}
