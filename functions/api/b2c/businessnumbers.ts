import { memberBusinessNumbers } from '#functions/core/partners/numbers.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cBusinessnumbers } from '#shared/route-defs.js';

export const handler = apiHandler(b2cBusinessnumbers, (input, ctx) =>
  memberBusinessNumbers(ctx.session.memberId, input.bpId),
);
