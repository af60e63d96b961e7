import { runCoopDigest } from '../functions/core/digest/digest-schedule.js';
import { runCoopMailScript } from './coop-mail-script.js';

// `npm run digest -- --coop 323` sends one co-op's monthly deals digest of the current month (in
// the co-op's time zone) from the running local portal (npm start): the mails land in the local
// mailbox. Like the hourly schedule, it mails only members not mailed yet this month, so running
// it again (or after the schedule) mails no one twice, and marks the month done when no mail
// failed. There is no force: a member gets one digest a month. For a deployed stage,
// `npm run digest -- --coop 323 --stage prod` runs with the caller's AWS credentials and the
// stage's settings in the environment (CORE_TABLE, EPHEMERAL_TABLE, GEO_TABLE, MAIL_FROM,
// MAIL_CONFIGURATION_SET and PORTAL_URL_TEMPLATE; docs/operations.md); the tables must be the
// stage's own (portal-<stage>-data-...), so a typo cannot mail another stage's members.

await runCoopMailScript('digest', 'digest', async (plid) => {
  const r = await runCoopDigest(plid);
  console.log(
    `Deals digest of co-op ${plid} for ${r.month}: ${r.sent} sent of ${r.members} members; ${r.alreadySent} mailed before this month, ` +
      `${r.optedOut} chose no emails, ${r.notActive} not activated yet, ` +
      `${r.noDeals} without live deals near their ZIP, ${r.suppressed} with an address that bounced or complained, ${r.failed} failed.`,
  );
  return { failed: r.failed > 0 };
});
