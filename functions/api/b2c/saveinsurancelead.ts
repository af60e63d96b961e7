import { saveInsuranceLead } from '../../core/benefits/insurance-leads.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

export const handler = apiHandler(routes['b2c/saveinsurancelead'], async (input, ctx) => saveInsuranceLead(ctx.session!, input));
