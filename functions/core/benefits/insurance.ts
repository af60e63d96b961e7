import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { fill, MESSAGES } from '../../../shared/constants.js';
import type { listInsuranceResponse, saveInsuranceLeadRequest } from '../../../shared/schemas/benefits.js';
import { getCoop, type CoopRecord, type InsuranceRecord } from '../../db/coops-repo.js';
import { listInsuranceProducts, putInsuranceLead, type InsuranceLeadRecord } from '../../db/insurance-repo.js';
import { sendMail } from '../../db/mailer.js';
import { getMember } from '../../db/members-repo.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { log } from '../../lib/log.js';
import { mediaUrl } from '../home/home-data.js';
import { insuranceLeadMail } from '../mail/insurance-lead-mail.js';
import { consume, type LimitRule } from '../security/rate-limit.js';

// The co-op's insurance products (b2c/listinsurance) and the quote requests members send for them
// (b2c/saveinsurancelead): stored with product, co-op and member, then emailed to the co-op's staff.

/** Each lead emails the co-op's staff: a member (or a script with their session) cannot flood them. */
export const LEAD_LIMIT: LimitRule = { action: 'insurance-lead', max: 10, windowSeconds: 60 * 60 };

type Product = z.input<typeof listInsuranceResponse>['products'][number];

/** The network's products this co-op offers (a co-op without a list offers all), in display order. */
export function offeredProducts(coop: Pick<CoopRecord, 'insuranceIds'>, products: readonly InsuranceRecord[]): InsuranceRecord[] {
  return products.filter((p) => !coop.insuranceIds || coop.insuranceIds.includes(p.productIdentifier));
}

const toProduct = (p: InsuranceRecord): Product => ({
  productIdentifier: p.productIdentifier,
  productName: p.productName,
  image: mediaUrl(p.image),
  briefDetails: p.briefDetails,
  buttonText: p.buttonText,
  // The spec's stored 'null' string means absent, as for national deals.
  urlRedirect: p.urlRedirect && p.urlRedirect !== 'null' ? p.urlRedirect : null,
  specialOffer: p.specialOffer === 1 ? 1 : 0,
});

async function coopAndProducts(plid: number): Promise<{ coop: CoopRecord; products: Product[] }> {
  const [coop, all] = await Promise.all([getCoop(plid), listInsuranceProducts()]);
  // A session always names an existing co-op; a removed one offers nothing.
  if (!coop) throw notFound(MESSAGES.coopNotFound);
  return { coop, products: offeredProducts(coop, all).map(toProduct) };
}

export async function listCoopInsurance(plid: number): Promise<Product[]> {
  return (await coopAndProducts(plid)).products;
}

export interface LeadSender {
  memberId: string;
  plid: number;
}

/**
 * Checks the product (offered by the member's co-op, quoted here rather than on a provider's site)
 * and the other products named, counts the member's hourly allowance, stores the lead, then mails
 * it to the co-op's contact address. A mail that fails is logged: the lead is stored either way.
 */
export async function saveInsuranceLead(sender: LeadSender, input: z.output<typeof saveInsuranceLeadRequest>, now = new Date()): Promise<{ success: true; message: string }> {
  const [{ coop, products }, member] = await Promise.all([coopAndProducts(sender.plid), getMember(sender.memberId)]);
  const product = products.find((p) => p.productIdentifier === input.productIdentifier);
  if (!product || !member) throw notFound(MESSAGES.insuranceUnavailable);
  if (product.urlRedirect) throw badRequest(MESSAGES.insuranceOutsideOnly);
  const others = [...new Set(input.data.products ?? [])];
  if (others.some((id) => !products.some((p) => p.productIdentifier === id))) throw badRequest(MESSAGES.insuranceUnavailable);
  await consume(LEAD_LIMIT, sender.memberId, now.getTime());

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
  if (to) {
    try {
      await sendMail(insuranceLeadMail(coop, to, lead, member.email), coop.displayName);
    } catch (error) {
      log('error', 'email not sent', { what: 'insurance-lead', leadId: lead.leadId, error: (error as Error).message });
    }
  } else {
    log('warn', 'insurance lead stored without a staff address to mail', { plid: coop.plid, leadId: lead.leadId });
  }
  return { success: true, message: fill(MESSAGES.insuranceLeadSent, { coop: coop.displayName }) };
}
