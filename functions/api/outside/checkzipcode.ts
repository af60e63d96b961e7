import { checkZip } from '#functions/core/accounts/accounts.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { outsideCheckzipcode } from '#shared/route-defs.js';

export const handler = apiHandler(outsideCheckzipcode, (input) => checkZip(input.zip));
