import { US_STATES } from '#shared/us-states.js';
import type { CoopRecord } from '#functions/db/coops-repo.js';
import type { InsuranceLeadRecord } from '#functions/db/insurance-repo.js';
import type { Mail } from '#functions/db/mailer.js';
import { staffRecordMail } from './mail-html.js';

// The quote request as the co-op's staff receive it: every field of the form, the product and the
// member account it came from. Everything the member typed is escaped; it is never markup.

export function insuranceLeadMail(coop: CoopRecord, to: string, lead: InsuranceLeadRecord, memberEmail: string): Mail {
  const name = `${lead.firstName} ${lead.lastName}`;
  const state = US_STATES.find((s) => s.code === lead.state)?.name ?? lead.state;
  const rows: [string, string][] = [
    ['Product', `${lead.productName} (${lead.productIdentifier})`],
    ['Name', name],
    ['Email', lead.email],
    ['Phone', lead.phone],
    ['Gender', lead.gender],
    ['Age', lead.age],
    ['ZIP code', lead.zip],
    ['State', `${state} (${lead.state})`],
    ['How we can help', lead.howToHelp],
    ['Notes', lead.notes],
    ...(lead.products.length ? [['Other products', lead.products.join(', ')] as [string, string]] : []),
    ['Member account', `${memberEmail} (member id ${lead.memberId})`],
    ['Received', lead.createdAt],
    ['Lead id', lead.leadId],
  ];
  const subject = `Insurance quote request: ${lead.productName} for ${name}`;
  return staffRecordMail(coop, to, {
    subject,
    what: 'insurance quote request',
    ask: 'A member asked for a quote through the savings portal. Please contact them.',
    fields: rows,
  });
}
