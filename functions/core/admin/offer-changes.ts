import type * as z from 'zod';
import type {
  approveOfferChangeRequest,
  offerChangesResponse,
  sendBackOfferChangeRequest,
} from '#shared/schemas/partner-offers.js';
import { OFFER_MESSAGES } from '#shared/schemas/partner-offers-messages.js';
import { getCoop } from '#functions/db/coops-repo.js';
import { sendMail, type Mail } from '#functions/db/mailer.js';
import { getMember } from '#functions/db/members-repo.js';
import {
  applyOfferChange,
  getPartnerBundle,
  listWaitingOfferChanges,
  type OfferChangeRecord,
  sendBackOfferChange as storeSendBack,
} from '#functions/db/partners-repo.js';
import type { CoopRecord } from '#functions/db/coops-repo.js';
import { inConflict } from '#functions/model/errors.js';
import { log } from '#functions/model/log.js';
import { offerChangeApprovedMail, offerChangeSentBackMail } from '../mail/offer-change-mail.js';
import { storedBusiness, syncOfferListings } from '../partners/offer-state.js';
import { staffBusiness, type Staff } from '../partners/review.js';
import { portalUrlFor } from '../portal-url.js';

// Staff's side of owners' offer changes (ADR 0095): the co-op's queue, each change beside the live
// offer (before and after); approve writes the new terms and re-writes the listings; send back
// keeps the live offer and mails the owner the reason. The co-op is the session's: another
// co-op's business is "not found".

export async function listOfferChanges(staff: Staff): Promise<z.input<typeof offerChangesResponse>> {
  const waiting = await listWaitingOfferChanges(staff.plid);
  const rows = await Promise.all(
    waiting.map(async (c) => {
      const [{ partner, offers }, owner] = await Promise.all([getPartnerBundle(c.bpId), getMember(c.memberId)]);
      const offer = offers.find((o) => o.dealId === c.dealId);
      // A queue entry whose business or offer is gone (or of another co-op) has nothing to decide.
      if (!partner || partner.plid !== staff.plid || !offer) return [];
      return [
        {
          bpId: c.bpId,
          businessName: partner.businessName,
          dealId: c.dealId,
          changeId: c.changeId,
          submittedAt: c.submittedAt,
          submittedBy: {
            name: owner ? `${owner.firstName} ${owner.lastName}` : 'A former member',
            email: owner?.email ?? '',
          },
          before: {
            value: offer.value,
            dollarValue: offer.dollarValue,
            description: offer.description,
            frequency: offer.frequency,
            timeLapse: offer.timeLapse,
            stubCopy: offer.stubCopy,
            categories: offer.categories ?? [],
          },
          after: c.terms,
        },
      ];
    }),
  );
  return { success: true, changes: rows.flat() };
}

/** The change staff decide on: still waiting, and still the one they saw. */
async function waitingChange(staff: Staff, input: z.output<typeof approveOfferChangeRequest>) {
  const { partner, offers, changes } = await staffBusiness(staff, input.bpId);
  const change = changes.find(
    (c) => c.dealId === input.dealId && c.changeId === input.changeId && c.state === 'waiting',
  );
  const offer = offers.find((o) => o.dealId === input.dealId);
  if (!change || !offer) throw inConflict(OFFER_MESSAGES.changeNotWaiting);
  return { partner, change, offer };
}

/** Best effort: the decision stands when the mail cannot go; it is logged for staff to follow up. */
async function tellOwner(
  change: OfferChangeRecord,
  plid: number,
  mail: (coop: CoopRecord, portalUrl: string, to: { email: string; firstName: string }) => Mail,
) {
  try {
    const [coop, owner] = await Promise.all([getCoop(plid), getMember(change.memberId)]);
    if (!coop || !owner) return;
    const outcome = await sendMail(mail(coop, portalUrlFor(coop), owner), coop.displayName);
    if (outcome === 'suppressed')
      log('warn', 'offer change mail not sent: owner address suppressed', { bpId: change.bpId, dealId: change.dealId });
  } catch (error) {
    log('error', 'offer change mail failed', {
      bpId: change.bpId,
      dealId: change.dealId,
      error: (error as Error).message,
    });
  }
}

export async function approveOfferChange(
  staff: Staff,
  input: z.output<typeof approveOfferChangeRequest>,
  now = Date.now(),
) {
  const { partner, change } = await waitingChange(staff, input);
  if (!(await applyOfferChange(change))) throw inConflict(OFFER_MESSAGES.changeNotWaiting);
  // The listings carry the value, description, dollar value and categories members search by.
  await syncOfferListings(await storedBusiness(partner.bpId), change.dealId, now);
  await tellOwner(change, partner.plid, (coop, portalUrl, owner) =>
    offerChangeApprovedMail(coop, owner.email, owner.firstName, portalUrl, partner.businessName, change.terms.value),
  );
  return { success: true as const, message: OFFER_MESSAGES.changeApproved };
}

export async function sendBackOfferChange(staff: Staff, input: z.output<typeof sendBackOfferChangeRequest>) {
  const { partner, change, offer } = await waitingChange(staff, input);
  if (!(await storeSendBack(change, input.reason))) throw inConflict(OFFER_MESSAGES.changeNotWaiting);
  await tellOwner(change, partner.plid, (coop, portalUrl, owner) =>
    offerChangeSentBackMail(
      coop,
      owner.email,
      owner.firstName,
      portalUrl,
      partner.businessName,
      offer.value,
      input.reason,
    ),
  );
  return { success: true as const, message: OFFER_MESSAGES.changeSentBack };
}
