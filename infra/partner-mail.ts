import { runCoopNumbers, runCoopReminders } from '../functions/core/partners/partner-mail-schedule.js';
import { runCoopMailScript } from './coop-mail-script.js';

// `npm run partner-mail -- --coop 323` sends one co-op's partner mail by hand (ADR 0097): the
// end-date reminders of its day and the monthly numbers of last month, from the running local
// portal (npm start; the mails land in the local mailbox). Like the hourly schedule it mails only
// what was not mailed (a reminder once per offer and end date, the numbers once per business and
// month) and marks the day and month done when no mail failed. `--stage prod` runs with the
// caller's AWS credentials and the stage's settings in the environment, as `npm run digest` does.

await runCoopMailScript('partner-mail', 'partner mail', async (plid) => {
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
  return { failed: reminders.failed + numbers.failed > 0 };
});
