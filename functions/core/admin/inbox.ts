import type * as z from 'zod';
import { LIMITS } from '#shared/constants.js';
import type { InboxItem, listInboxRequest, replyInboxRequest } from '#shared/schemas/inbox.js';
import { getCoop } from '#functions/db/coops-repo.js';
import { closeDealReport } from '#functions/db/deal-reports-repo.js';
import { addInboxReply, getInboxItem, listInbox, type InboxRecord } from '#functions/db/inbox-repo.js';
import { sendMail } from '#functions/db/mailer.js';
import { getMember } from '#functions/db/members-repo.js';
import { invalid, notFound } from '#functions/model/errors.js';
import { normalizeEmail } from '#functions/model/email-address.js';
import { portalUrlFor } from '../portal-url.js';
import { inboxReplyMail } from '../mail/templates.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { REPORT_REASONS, type ReportReason } from '#shared/schemas/deal-reports.js';

// Virtual Assistance: the co-op's contact messages, insurance leads and members' deal reports
// (ADR 0096) for its staff, and their replies; a reply closes a report. The co-op is always the
// staff member's own, from the session.

interface Staff {
  plid: number;
  memberId: string;
}

const LEAD_FIELDS: [string, string][] = [
  ['phone', 'Phone'],
  ['gender', 'Gender'],
  ['age', 'Age'],
  ['zip', 'ZIP code'],
  ['state', 'State'],
  ['howToHelp', 'How can we help'],
];

const str = (v: unknown) => (typeof v === 'string' ? v : v == null ? '' : String(v));

const reasonText = (reason: unknown) =>
  typeof reason === 'string' && Object.hasOwn(REPORT_REASONS, reason)
    ? REPORT_REASONS[reason as ReportReason]
    : str(reason);

/** A deal report as the inbox shows it: the member, the problem, and the deal, business and location. */
function reportItem(r: InboxRecord): InboxItem {
  const reason = reasonText(r.reason);
  return {
    kind: 'report',
    id: str(r.sk),
    createdAt: str(r.createdAt),
    fromName: str(r.fullName),
    email: str(r.email),
    subject: `Deal report: ${reason}`,
    message: str(r.message),
    details: [
      ['Problem', reason],
      ['Business', str(r.businessName)],
      ['Offer', `${str(r.offerValue)}: ${str(r.offerDescription)}`],
      ['Location', `${str(r.locationName)}, ${str(r.locationAddress)}`],
    ],
    status: r.status === 'answered' ? 'answered' : 'new',
    replies: (r.replies ?? []).map((x) => ({ text: x.text, at: x.at, by: x.by, to: x.to })),
    report: {
      reason: str(r.reason),
      bpId: str(r.bpId),
      dealId: str(r.dealId),
      locationId: str(r.locationId),
      businessName: str(r.businessName),
      offerValue: str(r.offerValue),
      offerDescription: str(r.offerDescription),
      locationName: str(r.locationName),
      locationAddress: str(r.locationAddress),
    },
  };
}

/** A stored message, lead or deal report as the inbox shows it. */
export function toInboxItem(r: InboxRecord): InboxItem {
  if (r.kind === 'report') return reportItem(r);
  const lead = r.kind === 'lead';
  const details = lead
    ? LEAD_FIELDS.map(([k, label]) => [label, str(r[k])] as [string, string]).filter(([, v]) => v !== '')
    : [];
  const products = Array.isArray(r.products) ? (r.products as unknown[]).map(str).filter(Boolean) : [];
  if (products.length) details.push(['Also interested in', products.join(', ')]);
  return {
    kind: lead ? 'lead' : 'contact',
    id: str(r.sk),
    createdAt: str(r.createdAt),
    fromName: lead ? `${str(r.firstName)} ${str(r.lastName)}`.trim() : str(r.fullName),
    email: str(r.email),
    subject: lead ? `Insurance quote: ${str(r.productName) || str(r.productIdentifier)}` : 'Contact form',
    message: lead ? str(r.notes) : str(r.message),
    details,
    status: r.status === 'answered' ? 'answered' : 'new',
    replies: (r.replies ?? []).map((x) => ({ text: x.text, at: x.at, by: x.by, to: x.to })),
  };
}

export async function listInboxPage(staff: Staff, input: z.output<typeof listInboxRequest>) {
  const page = await listInbox(staff.plid, input.view, LIMITS.adminPage, input.cursor);
  return { success: true as const, items: page.items.map(toInboxItem), next: page.next ?? null };
}

/** Sends the reply from the co-op (answers go to its own address), then keeps it with the message. */
export async function replyToInbox(staff: Staff, input: z.output<typeof replyInboxRequest>) {
  const [record, coop, author] = await Promise.all([
    getInboxItem(staff.plid, input.kind, input.id),
    getCoop(staff.plid),
    getMember(staff.memberId),
  ]);
  if (!record || !coop) throw notFound(ADMIN_MESSAGES.inboxItemNotFound);
  const item = toInboxItem(record);
  const to = normalizeEmail(item.email);
  if (!to) throw invalid(ADMIN_MESSAGES.inboxNoEmail);
  const at = new Date().toISOString();
  await sendMail(
    inboxReplyMail(coop, to, portalUrlFor(coop), {
      name: item.fromName,
      subject: item.subject,
      text: input.text,
      // A report's words start with the problem the member picked.
      original: item.report ? [reasonText(item.report.reason), item.message].filter(Boolean).join('\n') : item.message,
      sentAt: item.createdAt,
    }),
    coop.displayName,
  );
  const by = author ? `${author.firstName} ${author.lastName}`.trim() : 'Staff';
  const reply = { text: input.text, at, by, to };
  // A report's first answer closes it, and the member may report the deal again.
  const saved =
    input.kind === 'report'
      ? await closeDealReport(
          staff.plid,
          input.id,
          reply,
          record.status === 'answered'
            ? null
            : { memberId: str(record.memberId), dealId: str(record.dealId), reportId: str(record.reportId) },
        )
      : await addInboxReply(staff.plid, input.kind, input.id, reply);
  if (!saved) throw notFound(ADMIN_MESSAGES.inboxItemNotFound);
  return { success: true as const, message: ADMIN_MESSAGES.inboxReplySent, item: toInboxItem(saved) };
}
