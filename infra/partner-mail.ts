import { parseArgs } from 'node:util';
import { runCoopNumbers, runCoopReminders } from '../functions/core/partners/partner-mail-schedule.js';
import { stageTablePrefix } from './lib/stage-script.js';
import { useRunningPortal } from './local/running-portal.js';

// `npm run partner-mail -- --coop 323` sends one co-op's partner mail by hand (ADR 0097): the
// end-date reminders of its day and the monthly numbers of last month, from the running local
// portal (npm start; the mails land in the local mailbox). Like the hourly schedule it mails only
// what was not mailed (a reminder once per offer and end date, the numbers once per business and
// month) and marks the day and month done when no mail failed. `--stage prod` runs with the
// caller's AWS credentials and the stage's settings in the environment, as `npm run digest` does.

const { values } = parseArgs({
  options: {
    coop: { type: 'string' },
    stage: { type: 'string' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
  },
});
const plid = Number(values.coop);
if (!values.coop || !Number.isInteger(plid) || plid <= 0) {
  console.error('Usage: npm run partner-mail -- --coop <plid> [--stage <stage>]');
  process.exit(2);
}
if (values.stage) {
  const prefix = stageTablePrefix(values.stage);
  const tables = ['CORE_TABLE', 'EPHEMERAL_TABLE', 'GEO_TABLE'].map((name) => [name, process.env[name] ?? ''] as const);
  if (
    tables.some(([, table]) => !table.startsWith(prefix)) ||
    !process.env.MAIL_FROM ||
    !process.env.PORTAL_URL_TEMPLATE
  ) {
    console.error(
      `Set CORE_TABLE, EPHEMERAL_TABLE and GEO_TABLE to stage ${values.stage}'s tables (${prefix}...), and MAIL_FROM and PORTAL_URL_TEMPLATE.`,
    );
    process.exit(2);
  }
  process.env.STAGE = values.stage;
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
} else {
  useRunningPortal(values.port ?? '3000');
}
try {
  const reminders = await runCoopReminders(plid);
  const numbers = await runCoopNumbers(plid);
  for (const [what, r] of [
    ['End-date reminders', reminders],
    ['Monthly numbers', numbers],
  ] as const)
    console.log(
      `${what} of co-op ${plid} for ${r.period}: ${r.sent} sent to ${r.businesses} active businesses; ${r.alreadySent} mailed before, ` +
        `${r.optedOut} opted out, ${r.noAddress} without an address, ${r.suppressed} suppressed, ${r.failed} failed.`,
    );
  if (reminders.failed || numbers.failed) process.exit(1);
} catch (error) {
  console.error(
    `Could not send the partner mail: ${(error as Error).message}${values.stage ? '' : ' Is `npm start` running?'}`,
  );
  process.exit(1);
}
