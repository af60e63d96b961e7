import { selectCoop } from '#functions/core/home/home-data.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { outsideSetcoop } from '#shared/route-defs.js';

export const handler = apiHandler(outsideSetcoop, (input, ctx) => selectCoop(input.url, ctx.host));
