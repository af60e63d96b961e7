import type { CoopData } from '../../../shared/schemas/home.js';
import type { ContactMessageRecord } from '../../db/contact-repo.js';
import { oneLine, type Mail } from '../../db/mailer.js';

// A contact-form message as the co-op's staff receive it. Everything the sender typed is escaped
// (it is never markup) and the subject is one line whatever the name holds.

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function contactMessageMail(coop: Pick<CoopData, 'displayName' | 'topBarColor'>, to: string, record: ContactMessageRecord, memberEmail: string | null): Mail {
  const rows: [string, string][] = [
    ['Full name', record.fullName],
    ['Email', record.email],
    ['Message', record.message],
    ['Member account', memberEmail ? `${memberEmail} (member id ${record.memberId})` : 'not signed in'],
    ['Received', record.createdAt],
    ['Message id', record.messageId],
  ];
  const subject = `Contact form: message from ${oneLine(record.fullName)}`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(subject)}</title></head>
<body style="margin:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="background:${esc(coop.topBarColor)};padding:18px 28px;color:#ffffff;font-size:20px;font-weight:bold">${esc(coop.displayName)}: contact form</td></tr>
<tr><td style="padding:20px 28px">
<p style="font-size:15px">Someone wrote to you through the savings portal's Contact Us page. Please answer them.</p>
<table role="presentation" cellpadding="6" cellspacing="0" style="font-size:14px;border-collapse:collapse;width:100%">
${rows.map(([k, v]) => `<tr><th align="left" valign="top" style="border-bottom:1px solid #ddd;width:160px">${esc(k)}</th><td style="border-bottom:1px solid #ddd;white-space:pre-wrap">${esc(v)}</td></tr>`).join('\n')}
</table></td></tr></table></td></tr></table></body></html>`;
  const text = [`${coop.displayName}: contact form`, '', "Someone wrote to you through the savings portal's Contact Us page. Please answer them.", '', ...rows.map(([k, v]) => `${k}: ${v}`)].join('\n');
  return { to, subject, html, text };
}
