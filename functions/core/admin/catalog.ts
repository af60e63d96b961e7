import type * as z from 'zod';
import type { saveCatalogRequest } from '#shared/schemas/admin-catalog.js';
import { getCatalogues, getCoop, saveSection, versionOf, type CoopRecord } from '#functions/db/coops-repo.js';
import { invalid, inConflict, conflictIfStale, notFound } from '#functions/model/errors.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// Platform Setup, catalog: which of the network's national deals and insurance products this
// co-op offers, and which offered products its home highlights. The choice is stored on the co-op
// profile (nationalDealIds, insuranceIds, insuranceSelected), which the home data, National Deals
// and Insurance pages already follow (absent means all).

interface Staff {
  plid: number;
}

type Catalogues = Awaited<ReturnType<typeof getCatalogues>>;

function choiceOf(coop: CoopRecord, { nationalDeals, insurance }: Catalogues) {
  return {
    version: versionOf(coop, 'catalog'),
    nationalDeals: nationalDeals.map((d) => ({
      dealId: d.dealId,
      companyName: d.companyName,
      title: d.title,
      offered: !coop.nationalDealIds || coop.nationalDealIds.includes(d.dealId),
    })),
    insurance: insurance.map((p) => ({
      productIdentifier: p.productIdentifier,
      productName: p.productName,
      offered: !coop.insuranceIds || coop.insuranceIds.includes(p.productIdentifier),
      highlighted: Boolean(coop.insuranceSelected?.includes(p.productIdentifier)),
    })),
  };
}

async function coopAndCatalogues(plid: number) {
  const [coop, catalogues] = await Promise.all([getCoop(plid, { latest: true }), getCatalogues()]);
  if (!coop) throw notFound(COMMON_MESSAGES.coopNotFound);
  return { coop, catalogues };
}

export async function getCatalogChoice(staff: Staff) {
  const { coop, catalogues } = await coopAndCatalogues(staff.plid);
  return { success: true as const, ...choiceOf(coop, catalogues) };
}

export async function saveCatalog(staff: Staff, input: z.output<typeof saveCatalogRequest>) {
  const { coop, catalogues } = await coopAndCatalogues(staff.plid);
  if (versionOf(coop, 'catalog') !== input.version) throw inConflict(ADMIN_MESSAGES.setupStale);
  const dealIds = catalogues.nationalDeals.map((d) => d.dealId);
  const productIds = catalogues.insurance.map((p) => p.productIdentifier);
  if (
    !input.nationalDealIds.every((id) => dealIds.includes(id)) ||
    !input.insuranceIds.every((id) => productIds.includes(id))
  )
    throw invalid(ADMIN_MESSAGES.catalogUnknown);
  if (!input.insuranceSelected.every((id) => input.insuranceIds.includes(id)))
    throw invalid(ADMIN_MESSAGES.catalogHighlightNotOffered);
  // Kept in catalog order, each once.
  const choice = {
    nationalDealIds: dealIds.filter((id) => input.nationalDealIds.includes(id)),
    insuranceIds: productIds.filter((id) => input.insuranceIds.includes(id)),
    insuranceSelected: productIds.filter((id) => input.insuranceSelected.includes(id)),
  };
  const catalogVersion = await conflictIfStale(
    saveSection(staff.plid, 'catalog', input.version, { set: choice }),
    ADMIN_MESSAGES.setupStale,
  );
  return {
    success: true as const,
    message: ADMIN_MESSAGES.setupSaved,
    ...choiceOf({ ...coop, ...choice, catalogVersion }, catalogues),
  };
}
