import { recordPageVitals } from '../../core/vitals/web-vitals.js';
import { apiHandler } from '../../lib/api-handler.js';
import { outsideWebvitals } from '../../../shared/route-defs.js';

export const handler = apiHandler(outsideWebvitals, (input, ctx) => recordPageVitals(input, ctx.host));
