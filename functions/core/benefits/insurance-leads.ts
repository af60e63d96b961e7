import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { fill } from '#shared/constants.js';
import { LIMIT_RULES } from '#shared/rate-limits.js';
import type { saveInsuranceLeadRequest } from '#shared/schemas/benefits.js';
import { putInsuranceLead, type InsuranceLeadRecord } from '#functions/db/insurance-repo.js';
import { sendMail } from '#functions/db/mailer.js';
import { getMember } from '#functions/db/members-repo.js';
import { invalid, notFound } from '#functions/model/errors.js';
import { log } from '#functions/model/log.js';
import { insuranceLeadMail } from '../mail/insurance-lead-mail.js';
import { consume } from '../security/rate-limit.js';
import { coopAndProducts } from './insurance.js';
import { BENEFITS_MESSAGES } from '#shared/schemas/benefits-messages.js';
import { countEvent } from '#functions/model/metrics.js';

// The quote requests members send for their co-op's products (b2c/saveinsurancelead): stored with
// product, co-op and member, then emailed to the co-op's staff.

export interface LeadSender {
  memberId: string;
  plid: number;
}

/**
 * Checks the product (offered by the member's co-op, quoted here rather than on a provider's site)
 * and the other products named, counts the member's hourly allowance, stores the lead, then mails
 * it to the co-op's contact address. A mail that fails is logged: the lead is stored either way.
 */
export async function saveInsuranceLead(
  sender: LeadSender,
  input: z.output<typeof saveInsuranceLeadRequest>,
  now = new Date(),
): Promise<{ success: true; message: string }> {
  const [{ coop, products }, member] = await Promise.all([coopAndProducts(sender.plid), getMember(sender.memberId)]);
  const product = products.find((p) => p.productIdentifier === input.productIdentifier);
  if (!product || !member) throw notFound(BENEFITS_MESSAGES.insuranceUnavailable);
  if (product.urlRedirect) throw invalid(BENEFITS_MESSAGES.insuranceOutsideOnly);
  const others = [...new Set(input.data.products ?? [])];
  if (others.some((id) => !products.some((p) => p.productIdentifier === id)))
    throw invalid(BENEFITS_MESSAGES.insuranceUnavailable);
  await consume(LIMIT_RULES.insuranceLeadMember, sender.memberId, now.getTime());

  const { products: _named, ...fields } = input.data;
  const to = coop.displayEmail?.trim() || null;
  const lead: InsuranceLeadRecord = {
    ...fields,
    leadId: randomUUID(),
    plid: coop.plid,
    memberId: member.memberId,
    productIdentifier: product.productIdentifier,
    productName: product.productName,
    products: others,
    createdAt: now.toISOString(),
    sentTo: to,
  };
  await putInsuranceLead(lead);
  countEvent('lead', coop.plid);
  if (to) {
    try {
      await sendMail(insuranceLeadMail(coop, to, lead, member.email), coop.displayName);
    } catch (error) {
      log('error', 'email not sent', { what: 'insurance-lead', leadId: lead.leadId, error: (error as Error).message });
    }
  } else {
    log('warn', 'insurance lead stored without a staff address to mail', { plid: coop.plid, leadId: lead.leadId });
  }
  return { success: true, message: fill(BENEFITS_MESSAGES.insuranceLeadSent, { coop: coop.displayName }) };
}
