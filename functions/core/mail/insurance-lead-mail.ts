import { US_STATES } from '../../../shared/us-states.js';
import type { CoopRecord } from '../../db/coops-repo.js';
import type { InsuranceLeadRecord } from '../../db/insurance-repo.js';
import type { Mail } from '../../db/mailer.js';

// The quote request as the co-op's staff receive it: every field of the form, the product and the
// member account it came from. Everything the member typed is escaped; it is never markup.

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(subject)}</title></head>
<body style="margin:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="background:${coop.topBarColor};padding:18px 28px;color:#ffffff;font-size:20px;font-weight:bold">${esc(coop.displayName)}: insurance quote request</td></tr>
<tr><td style="padding:20px 28px">
<p style="font-size:15px">A member asked for a quote through the savings portal. Please contact them.</p>
<table role="presentation" cellpadding="6" cellspacing="0" style="font-size:14px;border-collapse:collapse;width:100%">
${rows.map(([k, v]) => `<tr><th align="left" valign="top" style="border-bottom:1px solid #ddd;width:160px">${esc(k)}</th><td style="border-bottom:1px solid #ddd;white-space:pre-wrap">${esc(v)}</td></tr>`).join('\n')}
</table></td></tr></table></td></tr></table></body></html>`;
  const text = [`${coop.displayName}: insurance quote request`, '', 'A member asked for a quote through the savings portal. Please contact them.', '', ...rows.map(([k, v]) => `${k}: ${v}`)].join('\n');
  return { to, subject, html, text };
}
