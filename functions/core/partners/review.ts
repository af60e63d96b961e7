import { randomBytes } from 'node:crypto';
import type * as z from 'zod';
import { AGREEMENT_LINK_DAYS, BUSINESS_STATUS, fill } from '#shared/constants.js';
import { usFromIso } from '#shared/us-dates.js';
import type { reviewItemResponse, reviewQueueResponse } from '#shared/schemas/partners.js';
import { getCoop } from '#functions/db/coops-repo.js';
import { type MailOutcome, sendMail } from '#functions/db/mailer.js';
import { getMember } from '#functions/db/members-repo.js';
import {
  getPartnerBundle,
  listPartnersByStatus,
  reviewPartner,
  submitted,
  type SubmittedPartner,
  undoApproval,
} from '#functions/db/partners-repo.js';
import { inConflict, notFound, unavailable } from '#functions/model/errors.js';
import { log } from '#functions/model/log.js';
import { dayIn, DEFAULT_TIME_ZONE } from '../dates.js';
import { portalUrlFor } from '../portal-url.js';
import { mediaUrl } from '#functions/model/media-url.js';
import { agreementLinkMail, businessApprovedMail, businessRejectedMail } from '../mail/partner-mail.js';
import { sha256 } from '#functions/model/tokens.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

// Staff review of submitted businesses. The co-op is always the staff member's own, from the
// session: staff of another co-op get "not found", never the business.

export interface Staff {
  plid: number;
}

export async function reviewQueue(staff: Staff): Promise<z.input<typeof reviewQueueResponse>> {
  const waiting = await listPartnersByStatus(staff.plid, BUSINESS_STATUS.inReview);
  return {
    success: true,
    businesses: waiting.map((p) => ({
      bpId: p.bpId,
      businessName: p.businessName,
      city: p.city,
      state: p.state,
      submittedAt: p.submittedAt,
      offers: p.offerCount ?? 0,
      locations: p.locationCount ?? 0,
    })),
  };
}

/** The business if it belongs to the staff member's co-op; otherwise not found. */
export async function staffBusiness(staff: Staff, bpId: string) {
  const bundle = await getPartnerBundle(bpId);
  if (!bundle.partner || bundle.partner.plid !== staff.plid) throw notFound(PARTNERS_MESSAGES.businessNotFound);
  return bundle as Required<typeof bundle>;
}

/** The business if it is the staff member's co-op's and went through Send for Approval (only such are ever in review). */
async function staffSubmission(staff: Staff, bpId: string) {
  const bundle = await staffBusiness(staff, bpId);
  const partner = submitted(bundle.partner);
  if (!partner) throw inConflict(PARTNERS_MESSAGES.businessNotInReview);
  return { ...bundle, partner };
}

export async function reviewItem(staff: Staff, bpId: string): Promise<z.input<typeof reviewItemResponse>> {
  const { partner: p, locations, offers } = await staffBusiness(staff, bpId);
  const owner = p.memberId ? await getMember(p.memberId) : undefined;
  const names = new Map(locations.map((l) => [l.locationId, l.locationName]));
  return {
    success: true,
    business: {
      bpId: p.bpId,
      status: p.status,
      businessName: p.businessName,
      // A seeded or imported business may have no main address on its profile.
      address: p.address ?? '',
      city: p.city ?? '',
      state: p.state ?? '',
      zip: p.zip ?? '',
      phone: p.phone,
      email: p.email,
      website: p.website,
      logo: p.logo ? mediaUrl(p.logo) : null,
      image1: p.image1 ? mediaUrl(p.image1) : null,
      image2: p.image2 ? mediaUrl(p.image2) : null,
      // The demo seed's (and any imported) businesses never went through Send for Approval.
      submittedAt: p.submittedAt ?? null,
      submittedBy: {
        name: owner ? `${owner.firstName} ${owner.lastName}` : 'A former member',
        email: owner?.email ?? '',
      },
    },
    locations: locations.map((l) => ({
      locationId: l.locationId,
      locationName: l.locationName,
      address: l.address,
      city: l.city,
      state: l.state,
      zip: l.zip,
      phone: l.phone,
      status: l.status,
    })),
    offers: offers.map((o) => ({
      dealId: o.dealId,
      value: o.value,
      description: o.description,
      dollarValue: o.dollarValue,
      frequency: o.frequency,
      timeLapse: o.timeLapse,
      expirationDate: o.expirationDate,
      status: o.status,
      locations: o.locationIds.map((id) => names.get(id) ?? id),
    })),
  };
}

type Coop = NonNullable<Awaited<ReturnType<typeof getCoop>>>;

/** `known`: the co-op when the caller has it already. */
async function notify(
  partner: SubmittedPartner,
  what: string,
  send: (coop: Coop, portalUrl: string) => Promise<unknown>,
  known?: Coop,
) {
  try {
    const coop = known ?? (await getCoop(partner.plid));
    if (coop) await send(coop, portalUrlFor(coop));
  } catch (error) {
    // The decision stands; the mail is logged for staff to follow up.
    log('error', 'partner review mail failed', { bpId: partner.bpId, what, error: (error as Error).message });
  }
}

/** Approves: the signer gets the single-use agreement link (14 days, only its hash stored), the submitter a notice (best effort). */
export async function approveBusiness(staff: Staff, bpId: string, now = Date.now()) {
  const { partner, offers } = await staffSubmission(staff, bpId);
  // An offer that ended while the business waited would never show to members:
  // its owner must give it a new date first. The co-op's day, as the offer's own end is.
  const today = dayIn(now, (await getCoop(staff.plid))?.timeZone ?? DEFAULT_TIME_ZONE);
  const expired =
    partner.status === BUSINESS_STATUS.inReview ? offers.find((o) => o.expirationDate < today) : undefined;
  if (expired)
    throw inConflict(
      fill(PARTNERS_MESSAGES.businessOfferExpired, { value: expired.value, date: usFromIso(expired.expirationDate) }),
    );
  const key2 = randomBytes(32).toString('base64url');
  const approved = await reviewPartner(partner, BUSINESS_STATUS.approved, null, {
    hash: sha256(key2),
    expiresAt: Math.floor(now / 1000) + AGREEMENT_LINK_DAYS * 86_400,
  });
  if (!approved) throw inConflict(PARTNERS_MESSAGES.businessNotInReview);
  const coop = await mailLinkOrUndo(partner, key2);
  const owner = await getMember(partner.memberId);
  if (owner)
    await notify(
      partner,
      'approved',
      (c, portalUrl) =>
        sendMail(
          businessApprovedMail(c, owner.email, owner.firstName, portalUrl, partner.businessName, partner.signerEmail),
          c.displayName,
        ),
      coop,
    );
  return { success: true, message: PARTNERS_MESSAGES.businessApproved };
}

/**
 * The agreement link exists only in its mail (only its hash is stored): if the mail cannot go out,
 * the approval is taken back and staff are told why, never told it was sent. An address on the
 * suppression list (it bounced for good or complained) will not take mail however often staff
 * approve: they are told so by name, and the business waits in review, so once its owner gives
 * another signer address (staff send it back) approving again mails a new link.
 */
async function mailLinkOrUndo(partner: SubmittedPartner, key2: string): Promise<Coop> {
  let outcome: MailOutcome;
  let coop: Coop;
  try {
    const found = await getCoop(partner.plid);
    if (!found) throw new Error('co-op not found');
    coop = found;
    const portalUrl = portalUrlFor(coop);
    const link = `${portalUrl}/bpesignature/${encodeURIComponent(partner.bpId)}/${key2}`;
    outcome = await sendMail(
      agreementLinkMail(
        coop,
        partner.signerEmail,
        partner.signerName,
        portalUrl,
        partner.businessName,
        link,
        AGREEMENT_LINK_DAYS,
      ),
      coop.displayName,
    );
  } catch (error) {
    log('error', 'agreement link not sent; approval undone', { bpId: partner.bpId, error: (error as Error).message });
    await undoApproval(partner, sha256(key2));
    throw unavailable(PARTNERS_MESSAGES.agreementLinkNotSent);
  }
  if (outcome === 'suppressed') {
    log('warn', 'agreement link not sent: signer address suppressed; approval undone', { bpId: partner.bpId });
    await undoApproval(partner, sha256(key2));
    throw inConflict(fill(PARTNERS_MESSAGES.agreementSignerSuppressed, { email: partner.signerEmail }));
  }
  return coop;
}

export async function rejectBusiness(staff: Staff, bpId: string, reason: string) {
  const { partner } = await staffSubmission(staff, bpId);
  if (!(await reviewPartner(partner, BUSINESS_STATUS.rejected, reason)))
    throw inConflict(PARTNERS_MESSAGES.businessNotInReview);
  const owner = await getMember(partner.memberId);
  if (owner)
    await notify(partner, 'rejected', (coop, portalUrl) =>
      sendMail(
        businessRejectedMail(coop, owner.email, owner.firstName, portalUrl, partner.businessName, reason),
        coop.displayName,
      ),
    );
  return { success: true, message: PARTNERS_MESSAGES.businessRejected };
}
