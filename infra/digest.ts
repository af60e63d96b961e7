import { parseArgs } from 'node:util';
import { runCoopDigest } from '../functions/core/digest/digest-schedule.js';
import { stageTablePrefix } from './lib/stage-script.js';
import { useRunningPortal } from './local/running-portal.js';

// `npm run digest -- --coop 323` sends one co-op's monthly deals digest of the current month (in
// the co-op's time zone) from the running local portal (npm start): the mails land in the local
// mailbox. Like the hourly schedule, it mails only members not mailed yet this month, so running
// it again (or after the schedule) mails no one twice, and marks the month done when no mail
// failed. There is no force: a member gets one digest a month. For a deployed stage,
// `npm run digest -- --coop 323 --stage prod` runs with the caller's AWS credentials and the
// stage's settings in the environment (CORE_TABLE, EPHEMERAL_TABLE, GEO_TABLE, MAIL_FROM,
// MAIL_CONFIGURATION_SET and PORTAL_URL_TEMPLATE; docs/operations.md); the tables must be the
// stage's own (portal-<stage>-data-...), so a typo cannot mail another stage's members.

const { values } = parseArgs({
  options: {
    coop: { type: 'string' },
    stage: { type: 'string' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
  },
});
const plid = Number(values.coop);
if (!values.coop || !Number.isInteger(plid) || plid <= 0) {
  console.error('Usage: npm run digest -- --coop <plid> [--stage <stage>]');
  process.exit(2);
}
if (values.stage) {
  const prefix = stageTablePrefix(values.stage);
  const tables = ['CORE_TABLE', 'EPHEMERAL_TABLE', 'GEO_TABLE'].map((name) => [name, process.env[name] ?? ''] as const);
  const wrong = tables.filter(([, table]) => !table.startsWith(prefix));
  if (wrong.length || !process.env.MAIL_FROM || !process.env.PORTAL_URL_TEMPLATE) {
    console.error(
      `Set CORE_TABLE, EPHEMERAL_TABLE and GEO_TABLE to stage ${values.stage}'s tables (${prefix}...), and MAIL_FROM and PORTAL_URL_TEMPLATE.`,
    );
    process.exit(2);
  }
  process.env.STAGE = values.stage;
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
} else {
  useRunningPortal(values.port!);
}
try {
  const r = await runCoopDigest(plid);
  console.log(
    `Deals digest of co-op ${plid} for ${r.month}: ${r.sent} sent of ${r.members} members; ${r.alreadySent} mailed before this month, ` +
      `${r.optedOut} chose no emails, ${r.notActive} not activated yet, ` +
      `${r.noDeals} without live deals near their ZIP, ${r.suppressed} with an address that bounced or complained, ${r.failed} failed.`,
  );
  if (r.failed) process.exit(1);
} catch (error) {
  console.error(
    `Could not send the digest: ${(error as Error).message}${values.stage ? '' : ' Is `npm start` running?'}`,
  );
  process.exit(1);
}
