import { signAgreement } from '#functions/core/partners/agreement.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { outsideSignAgreement } from '#shared/route-defs.js';

// The page's `agreement` HTML is never used: the server renders what is signed from stored data.
export const handler = apiHandler(outsideSignAgreement, (input, ctx) =>
  signAgreement(input, input.eSignature, { ip: ctx.ip, userAgent: ctx.userAgent }),
);
