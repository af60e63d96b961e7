import { refuseOtherStage, stageScriptArgs } from './lib/stage-script.js';

// `npm run build-app-icons -- --stage prod --table <core table> --bucket <media bucket> [--plid 323] [--region us-east-1]`
// Makes the home-screen icons (docs/adr/0062) of co-ops whose logo was uploaded before the
// portal made them, with the caller's AWS credentials, once after deploying that release. A
// co-op with icons, or with no JPG or PNG logo, is left as it is, so a rerun is safe.

const args = stageScriptArgs(
  'npm run build-app-icons -- --stage <stage> --table <core table name> --bucket <media bucket name> [--plid <plid>] [--region <region>]',
  { table: { type: 'string' }, bucket: { type: 'string' }, plid: { type: 'string' } },
  ['table', 'bucket'],
);
refuseOtherStage(args.stage, String(args.table));
refuseOtherStage(args.stage, String(args.bucket));
// The portal's code reads its table and bucket from the environment, as a deployed function does.
process.env.CORE_TABLE = String(args.table);
process.env.MEDIA_BUCKET = String(args.bucket);
const only = typeof args.plid === 'string' ? [Number(args.plid)] : undefined;
try {
  const { backfillAppIcons } = await import('../functions/core/admin/setup-images.js');
  const r = await backfillAppIcons(only);
  console.log(`Made icons for ${r.made.length} co-op(s)${r.made.length ? `: ${r.made.join(', ')}` : ''}.`);
  for (const s of r.skipped) console.log(`  ${s.plid}: ${s.reason}`);
} catch (error) {
  console.error(`Could not make the icons: ${(error as Error).message}`);
  process.exit(1);
}
