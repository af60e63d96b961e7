import type * as z from 'zod';
import { BUSINESS_STATUS, LIMITS } from '#shared/constants.js';
import type { agreementPdfRequest, setOfferRequest } from '#shared/schemas/admin-partners.js';
import { getMedia } from '#functions/db/media-repo.js';
import { listAgreements, listPartnersPage } from '#functions/db/partners-repo.js';
import { inConflict, notFound } from '#functions/model/errors.js';
import { changeOfferState } from '../partners/offer-state.js';
import { reviewItem, staffBusiness, type Staff } from '../partners/review.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

// Business Partners for staff beyond the review queue: the co-op's active partners, one with its
// signed agreements, its offers switched on or off or re-dated (the search index follows in the
// same request), and an agreement's PDF. The co-op is always the staff member's own.

export async function listActivePartners(staff: Staff, cursor: string | null | undefined) {
  const page = await listPartnersPage(staff.plid, BUSINESS_STATUS.active, LIMITS.adminPage, cursor);
  return {
    success: true as const,
    partners: page.items.map((p) => ({
      bpId: p.bpId,
      businessName: p.businessName,
      city: p.city ?? '',
      state: p.state ?? '',
      signedAt: (p as { signedAt?: string }).signedAt ?? null,
      offers: p.offerCount ?? 0,
      locations: p.locationCount ?? 0,
    })),
    next: page.next ?? null,
  };
}

export async function partnerDetail(staff: Staff, bpId: string) {
  const [detail, agreements] = await Promise.all([reviewItem(staff, bpId), listAgreements(bpId)]);
  return {
    ...detail,
    agreements: agreements.map((a) => ({
      version: a.version,
      agreementVersion: a.agreementVersion,
      signedAt: a.signedAt,
      signer: a.signer,
      ip: a.ip,
      userAgent: a.userAgent,
      documentSha256: a.documentSha256,
      pdfSha256: a.pdfSha256,
      linkTokenId: a.linkTokenId,
    })),
  };
}

/** Writes the offer's state, then makes its listings match: removed, added, or re-dated. */
export async function setOffer(staff: Staff, input: z.output<typeof setOfferRequest>, now = Date.now()) {
  const { partner, offers } = await staffBusiness(staff, input.bpId);
  if (partner.status !== BUSINESS_STATUS.active) throw inConflict(PARTNERS_MESSAGES.partnerNotActive);
  const offer = offers.find((o) => o.dealId === input.dealId);
  if (!offer) throw notFound(PARTNERS_MESSAGES.offerNotFound);
  const { live } = await changeOfferState(
    partner.bpId,
    offer.dealId,
    { status: input.status, expirationDate: input.expirationDate, pausedBy: input.status === 0 ? 'staff' : null },
    now,
  );
  return { success: true as const, message: PARTNERS_MESSAGES.offerSaved, live };
}

export async function agreementPdf(staff: Staff, input: z.output<typeof agreementPdfRequest>) {
  const { partner } = await staffBusiness(staff, input.bpId);
  const audit = (await listAgreements(partner.bpId)).find((a) => a.version === input.version);
  const pdf = audit ? await getMedia(audit.pdfKey) : undefined;
  if (!audit || !pdf) throw notFound(PARTNERS_MESSAGES.agreementPdfMissing);
  return {
    success: true as const,
    filename: `Participating Business Agreement - ${partner.businessName} - v${audit.version}.pdf`,
    pdfBase64: Buffer.from(pdf).toString('base64'),
  };
}
