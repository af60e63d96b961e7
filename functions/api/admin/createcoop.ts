import { createNewCoop } from '#functions/core/admin/coops-create.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminCreatecoop } from '#shared/route-defs.js';

export const handler = apiHandler(adminCreatecoop, (input) => createNewCoop(input));
