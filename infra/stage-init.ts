import { refuseOtherStage, stageScriptArgs } from './lib/stage-script.js';

// `npm run stage:init -- --stage prod --core-table "$CORE" --geo-table "$GEO" --media-bucket "$MEDIA"
//    --mail-from no-reply@<mail domain>
//    --admin-email you@example.org --admin-first Ann --admin-last Lee
//    --coop-name "Prairie Sky Electric Cooperative" --display-name "Prairie Sky" --zip 66044
//    --hosts savings.prairiesky.coop[,more.example.org] [--plid 323] [--network-default]
//    [--configuration-set <SES configuration set>] [--region us-east-1]`
// Brings a new stage to life with the caller's AWS credentials (docs/operations.md, ADR 0064): the
// first co-op with its host names, made by the code of the network admin's "create co-op"; the
// network admin, invited by an activation mail through SES as every invitation is; the US ZIP list
// (load-zips' loader). The co-op's starter art (ADR 0071) goes to the media bucket. Each step looks first and writes only what is missing: a second run
// changes nothing and says so. Tables outside portal-<stage>-data- are refused before anything runs.

const usage =
  'npm run stage:init -- --stage <stage> --core-table <core table> --geo-table <geo table> ' +
  '--media-bucket <media bucket> --mail-from <address> ' +
  '--admin-email <address> --admin-first <name> --admin-last <name> --coop-name <name> --display-name <name> ' +
  '--zip <ZIP> --hosts <host>[,<host>...] [--plid <plid>] [--network-default] [--configuration-set <name>] ' +
  '[--portal-url-template https://{host}] [--region <region>]';
const args = stageScriptArgs(
  usage,
  {
    'core-table': { type: 'string' },
    'geo-table': { type: 'string' },
    'media-bucket': { type: 'string' },
    'mail-from': { type: 'string' },
    'configuration-set': { type: 'string' },
    'portal-url-template': { type: 'string' },
    'admin-email': { type: 'string' },
    'admin-first': { type: 'string' },
    'admin-last': { type: 'string' },
    'coop-name': { type: 'string' },
    'display-name': { type: 'string' },
    zip: { type: 'string' },
    hosts: { type: 'string' },
    plid: { type: 'string' },
    'network-default': { type: 'boolean' },
  },
  [
    'core-table',
    'geo-table',
    'media-bucket',
    'mail-from',
    'admin-email',
    'admin-first',
    'admin-last',
    'coop-name',
    'display-name',
    'zip',
    'hosts',
  ],
);
const text = (name: keyof typeof args) => (typeof args[name] === 'string' ? args[name] : undefined);
const core = String(args['core-table']);
const geo = String(args['geo-table']);
const media = String(args['media-bucket']);
refuseOtherStage(args.stage, core);
refuseOtherStage(args.stage, geo);
refuseOtherStage(args.stage, media);
const plid = text('plid') === undefined ? undefined : Number(text('plid'));
if (plid !== undefined && !(Number.isInteger(plid) && plid > 0)) {
  console.error(`--plid must be a whole number above 0.\nUsage: ${usage}`);
  process.exit(2);
}
// The portal's code reads its settings from the environment, as a deployed function does; the
// ephemeral table is not touched by these steps.
Object.assign(process.env, {
  STAGE: args.stage,
  CORE_TABLE: core,
  GEO_TABLE: geo,
  MEDIA_BUCKET: media,
  MAIL_FROM: String(args['mail-from']),
  ...(text('configuration-set') ? { MAIL_CONFIGURATION_SET: text('configuration-set') } : {}),
  ...(text('portal-url-template') ? { PORTAL_URL_TEMPLATE: text('portal-url-template') } : {}),
});
try {
  const { initStage } = await import('./stage-init-steps.js');
  const report = await initStage({
    coop: {
      plid,
      coopName: String(args['coop-name']),
      displayName: String(args['display-name']),
      zip: String(args.zip),
      hosts: String(args.hosts)
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
    },
    admin: {
      email: String(args['admin-email']),
      firstName: String(args['admin-first']),
      lastName: String(args['admin-last']),
    },
    networkDefault: args['network-default'] === true,
  });
  for (const line of report.lines) console.log(line);
} catch (error) {
  const { problems } = error as { problems?: string[] };
  if (problems) {
    console.error(`Nothing was written:\n  ${problems.join('\n  ')}`);
    process.exit(2);
  }
  console.error(`stage:init stopped: ${(error as Error).message} (rerunning it is safe once the cause is fixed).`);
  process.exit(1);
}
