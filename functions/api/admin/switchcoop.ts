import { switchCoop } from '#functions/core/admin/coops.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminSwitchcoop } from '#shared/route-defs.js';

export const handler = apiHandler(adminSwitchcoop, (input, ctx) => switchCoop(ctx.sessionTokenHash, input.plid));
