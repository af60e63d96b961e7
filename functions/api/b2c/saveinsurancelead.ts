import { saveInsuranceLead } from '#functions/core/benefits/insurance-leads.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { b2cSaveinsurancelead } from '#shared/route-defs.js';

export const handler = apiHandler(b2cSaveinsurancelead, async (input, ctx) => saveInsuranceLead(ctx.session, input));
