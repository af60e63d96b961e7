import { agreementPdf } from '#functions/core/admin/partners.js';
import { apiHandler } from '#functions/lib/api-handler.js';
import { adminAgreementpdf } from '#shared/route-defs.js';

export const handler = apiHandler(adminAgreementpdf, (input, ctx) => agreementPdf(ctx.session, input));
