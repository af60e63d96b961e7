import type { Mail } from '#functions/db/mailer.js';
import { escapeHtml } from '#functions/model/html.js';

// The one HTML frame of every email: a 600 px card on grey under the co-op's top bar.

/** A whole email document: the subject as its title, the co-op's top bar, then `rows` (table rows, already HTML). */
export function mailFrame(frame: { subject: string; topBarColor: string; bar: string; rows: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(frame.subject)}</title></head>
<body style="margin:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${escapeHtml(frame.topBarColor)};padding:18px 28px;color:#ffffff;font-size:20px;font-weight:bold">${escapeHtml(frame.bar)}</td></tr>
${frame.rows}
</table></td></tr></table></body></html>`;
}

/**
 * A record as the co-op's staff receive it (a contact message, an insurance quote request): a
 * line saying what to do, then every field, label and value, in HTML and in plain text.
 */
export function staffRecordMail(
  coop: { displayName: string; topBarColor: string },
  to: string,
  mail: { subject: string; what: string; ask: string; fields: [string, string][] },
): Mail {
  const bar = `${coop.displayName}: ${mail.what}`;
  const fields = mail.fields
    .map(
      ([k, v]) =>
        `<tr><th align="left" valign="top" style="border-bottom:1px solid #ddd;width:160px">${escapeHtml(k)}</th><td style="border-bottom:1px solid #ddd;white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
    )
    .join('\n');
  const html = mailFrame({
    subject: mail.subject,
    topBarColor: coop.topBarColor,
    bar,
    rows: `<tr><td style="padding:20px 28px">
<p style="font-size:15px">${escapeHtml(mail.ask)}</p>
<table role="presentation" cellpadding="6" cellspacing="0" style="font-size:14px;border-collapse:collapse;width:100%">
${fields}
</table></td></tr>`,
  });
  const text = [bar, '', mail.ask, '', ...mail.fields.map(([k, v]) => `${k}: ${v}`)].join('\n');
  return { to, subject: mail.subject, html, text };
}
