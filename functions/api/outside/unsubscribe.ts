import { unsubscribe } from '#functions/core/accounts/unsubscribe.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { outsideUnsubscribe } from '#shared/route-defs.js';

export const handler = apiHandler(outsideUnsubscribe, (input) => unsubscribe(input));
