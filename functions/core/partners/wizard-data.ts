import type * as z from 'zod';
import type { getCoopInfoResponse, getProfileResponse, listCategoriesResponse } from '#shared/schemas/partners.js';
import { getCoop, type CoopRecord } from '#functions/db/coops-repo.js';
import { getCategories } from '#functions/db/deals-repo.js';
import { getMember } from '#functions/db/members-repo.js';
import { notFound, unauthenticated } from '#functions/model/errors.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// What the business wizard reads before it starts: the categories
// of the offer dialog, the member's co-op for the agreement tab, and the member as contact.

export async function wizardCategories(): Promise<z.input<typeof listCategoriesResponse>> {
  return { success: true, categories: await getCategories() };
}

/**
 * The co-op's postal address in parts. A co-op keeps one display address ("street, city, ST
 * 12345", as platform setup edits it); a differently written one stays whole in `address`.
 */
export function coopPostalAddress(coop: Pick<CoopRecord, 'coopName' | 'displayAddress' | 'zip'>) {
  const whole = (coop.displayAddress ?? '').trim();
  const parts = /^(.+),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5})(?:-\d{4})?$/.exec(whole);
  if (parts)
    return {
      coopName: coop.coopName,
      address: parts[1]!.trim(),
      city: parts[2]!.trim(),
      state: parts[3]!,
      zip: parts[4]!,
    };
  return { coopName: coop.coopName, address: whole, city: '', state: '', zip: coop.zip };
}

export async function wizardCoopInfo(memberPlid: number): Promise<z.input<typeof getCoopInfoResponse>> {
  const coop = await getCoop(memberPlid);
  if (!coop) throw notFound(COMMON_MESSAGES.coopNotFound);
  return { success: true, coopInfo: coopPostalAddress(coop) };
}

/** The member as the business's contact; staff (isAdmin 1) are turned away by the wizard. */
export async function wizardProfile(
  memberId: string,
  ip: string,
  now = new Date(),
): Promise<z.input<typeof getProfileResponse>> {
  const member = await getMember(memberId);
  if (!member) throw unauthenticated(COMMON_MESSAGES.pleaseLogin);
  return {
    success: true,
    profile: {
      userId: member.memberId,
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      cellPhone: member.cellPhone,
      ipAddress: ip,
      date: now.toISOString(),
      isAdmin: member.role === 'member' ? 0 : 1,
    },
  };
}
