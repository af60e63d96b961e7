import { register } from '#functions/core/accounts/accounts.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { outsideSaveuser } from '#shared/route-defs.js';

export const handler = apiHandler(outsideSaveuser, (input, ctx) => register(input, ctx.ip));
