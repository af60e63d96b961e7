import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { fill, LIMITS } from '#shared/constants.js';
import { LIMIT_RULES } from '#shared/rate-limits.js';
import {
  REPORT_REASONS,
  type BusinessReport,
  type listBusinessReportsRequest,
  type reportDealRequest,
} from '#shared/schemas/deal-reports.js';
import { REPORT_MESSAGES } from '#shared/schemas/deal-reports-messages.js';
import { getCoop } from '#functions/db/coops-repo.js';
import {
  hasOpenDealReport,
  listDealReportsOfBusiness,
  putDealReport,
  type DealReportRecord,
  type StoredDealReport,
} from '#functions/db/deal-reports-repo.js';
import { sendMail } from '#functions/db/mailer.js';
import { getMember } from '#functions/db/members-repo.js';
import { getPartnerOwner } from '#functions/db/partners-repo.js';
import { inConflict, notFound } from '#functions/model/errors.js';
import { log } from '#functions/model/log.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';
import { dealReportMail } from '../mail/partner-mail.js';
import { portalUrlFor } from '../portal-url.js';
import { consume, giveBack } from '../security/rate-limit.js';
import { liveDeal } from './deal-actions.js';

// "Report a problem" on a local deal (b2c/reportdeal) and the business's list of reports
// (b2c/listbusinessreports), ADR 0096. A report goes to the inbox of the co-op whose staff run the
// deal's business (they can pause the offer), and its business is emailed what went wrong, never
// who reported it.

const nameOf = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`.trim();
const addressOf = (l: { address: string; city: string; state: string; zip: string }) =>
  [l.address, `${l.city}, ${l.state} ${l.zip}`]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(', ');

/**
 * Checks the deal is live (as opening it does), counts the member's hourly allowance, then writes
 * the report with the member's open mark of the deal in one transaction: a second open report of
 * the same deal, parallel ones included, is refused and writes nothing. The business's mail goes
 * after; one that fails is logged, the report stays.
 */
export async function reportDeal(
  memberId: string,
  input: z.output<typeof reportDealRequest>,
  now = new Date(),
): Promise<{ success: true; message: string }> {
  const { records } = await liveDeal(memberId, input.deal, now.getTime());
  const { partner, offer, location, member } = records;
  const coop = await getCoop(partner.plid);
  if (!coop) throw notFound(DEALS_MESSAGES.dealUnavailable);
  const alreadyOpen = () => inConflict(fill(REPORT_MESSAGES.alreadyOpen, { coop: coop.displayName }));
  // Told before the allowance is counted: a report that cannot be sent costs nothing.
  if (await hasOpenDealReport(memberId, offer.dealId)) throw alreadyOpen();
  await consume(LIMIT_RULES.dealReportMember, memberId, now.getTime());

  const record: DealReportRecord = {
    reportId: randomUUID(),
    plid: partner.plid,
    memberId,
    fullName: nameOf(member),
    email: member.email,
    reason: input.reason,
    message: input.message,
    bpId: partner.bpId,
    dealId: offer.dealId,
    locationId: location.locationId,
    businessName: partner.businessName,
    offerValue: offer.value,
    offerDescription: offer.description,
    locationName: location.locationName,
    locationAddress: addressOf(location),
    createdAt: now.toISOString(),
  };
  if ((await putDealReport(record)) === 'open') {
    // A parallel report of the deal won: this one was not sent, so it costs nothing either.
    await giveBack(LIMIT_RULES.dealReportMember, memberId, now.getTime());
    throw alreadyOpen();
  }
  await tellBusiness(record, partner.email, partner.memberId, coop);
  return { success: true, message: fill(REPORT_MESSAGES.reportSent, { coop: coop.displayName }) };
}

/** The business's address, else its owner's; the mail names the offer and the problem only. */
async function tellBusiness(
  report: DealReportRecord,
  businessEmail: string | null,
  ownerId: string | undefined,
  coop: NonNullable<Awaited<ReturnType<typeof getCoop>>>,
): Promise<void> {
  const context = { what: 'deal-report', reportId: report.reportId, bpId: report.bpId };
  try {
    const owner = !businessEmail?.trim() && ownerId ? await getMember(ownerId) : undefined;
    const to = businessEmail?.trim() || owner?.email;
    if (!to) {
      log('warn', 'deal report stored without a business address to mail', context);
      return;
    }
    const outcome = await sendMail(
      dealReportMail(coop, to, portalUrlFor(coop), {
        businessName: report.businessName,
        offerValue: report.offerValue,
        locationName: report.locationName,
        reasonText: REPORT_REASONS[report.reason],
        message: report.message,
      }),
      coop.displayName,
    );
    if (outcome === 'suppressed') log('warn', 'deal report not mailed: the business address is suppressed', context);
  } catch (error) {
    log('error', 'email not sent', { ...context, error: (error as Error).message });
  }
}

/** A report as its business sees it: the member's name, address and id, and staff replies, stay out. */
export function toBusinessReport(r: StoredDealReport): BusinessReport {
  const closed = r.status === 'answered';
  return {
    id: r.sk,
    createdAt: r.createdAt,
    reason: r.reason,
    reasonText: REPORT_REASONS[r.reason],
    message: r.message,
    dealId: r.dealId,
    offerValue: r.offerValue,
    locationName: r.locationName,
    status: closed ? 'closed' : 'open',
    closedAt: closed ? (r.replies?.[0]?.at ?? null) : null,
  };
}

/** The reports about a business the member owns, a page at a time; anyone else's is not found. */
export async function listBusinessReports(memberId: string, input: z.output<typeof listBusinessReportsRequest>) {
  const owner = await getPartnerOwner(input.bpId);
  if (!owner || owner.memberId !== memberId) throw notFound(REPORT_MESSAGES.businessNotFound);
  const page = await listDealReportsOfBusiness(input.bpId, LIMITS.reportPage, input.cursor);
  return { success: true as const, reports: page.items.map(toBusinessReport), next: page.next ?? null };
}
