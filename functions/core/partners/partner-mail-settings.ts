import type * as z from 'zod';
import { BUSINESS_STATUS } from '#shared/constants.js';
import { PARTNER_MAIL } from '#shared/partner-mailings.js';
import type { setPartnerMailRequest } from '#shared/schemas/partner-mail.js';
import { PARTNER_MAIL_MESSAGES } from '#shared/schemas/partner-mail-messages.js';
import { setNumbersOptOut } from '#functions/db/partner-mail-repo.js';
import { getPartnerBundle } from '#functions/db/partners-repo.js';
import { notFound } from '#functions/model/errors.js';

// My business (ADR 0097): a business's mail as its owner sees and sets it. Only the member who
// sent the business for approval, once staff approved it: anyone else is told it is not theirs.

const OWNED = new Set<number>([BUSINESS_STATUS.approved, BUSINESS_STATUS.active]);

async function ownBusiness(memberId: string, bpId: string) {
  const { partner } = await getPartnerBundle(bpId);
  if (!partner || partner.memberId !== memberId || !OWNED.has(partner.status))
    throw notFound(PARTNER_MAIL_MESSAGES.businessNotYours);
  return partner;
}

const settings = (optOut: boolean | undefined) => ({
  success: true as const,
  numbersEmail: !optOut,
  reminderDays: [...PARTNER_MAIL.reminderDays],
});

/** b2c/getpartnermail */
export async function getPartnerMail(memberId: string, bpId: string) {
  return settings((await ownBusiness(memberId, bpId)).numbersOptOut);
}

/** b2c/setpartnermail: the owner's own business only, written on that condition too. */
export async function setPartnerMail(
  memberId: string,
  input: z.output<typeof setPartnerMailRequest>,
  now = new Date(),
) {
  await ownBusiness(memberId, input.bpId);
  if (!(await setNumbersOptOut(input.bpId, memberId, !input.numbersEmail, now)))
    throw notFound(PARTNER_MAIL_MESSAGES.businessNotYours);
  return {
    ...settings(!input.numbersEmail),
    message: input.numbersEmail ? PARTNER_MAIL_MESSAGES.numbersEmailOn : PARTNER_MAIL_MESSAGES.numbersEmailOff,
  };
}
