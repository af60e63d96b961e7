import { runDuePartnerMail, type PartnerMailRun } from '#functions/core/partners/partner-mail-schedule.js';
import { withLogContext } from '#functions/model/log.js';

// Not a route: the EventBridge Scheduler target that runs every hour beside the digest's
// (infra/stacks/digest-stack.ts; what is due: functions/core/partners/partner-mail-schedule.ts).
// The clock and the co-op list decide what is due. An error (any co-op failed) makes Lambda retry
// the invocation, then dead-letter it; retries mail no one twice (ADR 0097).

export const handler = withLogContext(async (): Promise<PartnerMailRun[]> => runDuePartnerMail(Date.now()));
