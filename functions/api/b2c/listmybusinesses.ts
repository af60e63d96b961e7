import { myBusinesses } from '#functions/core/partners/my-businesses.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cListmybusinesses } from '#shared/route-defs.js';

export const handler = apiHandler(b2cListmybusinesses, (_input, ctx) => myBusinesses(ctx.session.memberId));
