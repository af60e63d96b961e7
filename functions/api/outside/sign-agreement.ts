import { signAgreement } from '../../core/partners/agreement.js';
import { apiHandler } from '../../lib/api-handler.js';
import { routes } from '../../../shared/routes.js';

// The page's `agreement` HTML is never used: the server renders what is signed from stored data.
export const handler = apiHandler(routes['outside/signAgreement'], (input, ctx) => signAgreement(input, input.eSignature, { ip: ctx.ip, userAgent: ctx.userAgent }));
