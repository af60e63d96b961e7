import type * as z from 'zod';
import type { listInsuranceResponse } from '#shared/schemas/benefits.js';
import { getCoop, type CoopRecord, type InsuranceRecord } from '#functions/db/coops-repo.js';
import { listInsuranceProducts } from '#functions/db/insurance-repo.js';
import { notFound } from '#functions/model/errors.js';
import { mediaUrl } from '#functions/model/media-url.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// The co-op's insurance products (b2c/listinsurance). No mail here: the list's bundle stays
// without the SES client (quote requests are in insurance-leads.ts).

export type Product = z.input<typeof listInsuranceResponse>['products'][number];

/** The network's products this co-op offers (a co-op without a list offers all), in display order. */
export function offeredProducts(
  coop: Pick<CoopRecord, 'insuranceIds'>,
  products: readonly InsuranceRecord[],
): InsuranceRecord[] {
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

export async function coopAndProducts(plid: number): Promise<{ coop: CoopRecord; products: Product[] }> {
  const [coop, all] = await Promise.all([getCoop(plid), listInsuranceProducts()]);
  // A session always names an existing co-op; a removed one offers nothing.
  if (!coop) throw notFound(COMMON_MESSAGES.coopNotFound);
  return { coop, products: offeredProducts(coop, all).map(toProduct) };
}

export async function listCoopInsurance(plid: number): Promise<Product[]> {
  return (await coopAndProducts(plid)).products;
}
