import { runDueDigests, type CoopDigestRun } from '#functions/core/digest/digest-schedule.js';
import { withLogContext } from '#functions/model/log.js';

// Not a route: the EventBridge Scheduler target that runs every hour (the schedule:
// infra/stacks/digest-stack.ts; what is due: functions/core/digest/digest-schedule.ts).
// The event carries nothing the run needs; the clock and the co-op list decide what is due. An
// error (any co-op failed) makes Lambda retry the invocation and, after that, put it in the
// dead-letter queue; retries mail no one twice (functions/core/digest/deals-digest.ts).

export const handler = withLogContext(async (): Promise<CoopDigestRun[]> => runDueDigests(Date.now()));
