import type { Role, StaffRole } from '#shared/roles.js';
import type { CoopRecord } from '#functions/db/coops-repo.js';
import { oneLine, type Mail } from '#functions/db/mailer.js';
import { dayIn } from '../dates.js';
import { escapeHtml } from '#functions/model/html.js';
import { mailFrame } from './mail-html.js';

// The account emails: welcome, activation invite, password reset, password changed. Each has an
// HTML part in the co-op's colours and a plain-text part, links to the co-op's own portal
// address, and the co-op's postal address in the footer.

export interface Body {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  after?: string[];
  /** A list of linked entries (the digest's deals) between the paragraphs and the button. */
  items?: { title: string; lines: string[]; url: string }[];
  /** Marketing mail only: the footer's one-click unsubscribe link. */
  unsubscribeUrl?: string;
  /** Mail to someone who may have no account (the newsletter's): the footer's line instead of the My Account one. */
  footerNote?: string;
}

/** The footer's sender line: the co-op's name, then its postal address when it has one (a new co-op has none yet). */
export function senderLine(coop: Pick<CoopRecord, 'coopName' | 'displayAddress'>, separator: string): string {
  return [coop.coopName, coop.displayAddress ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(separator);
}

export function renderMail(coop: CoopRecord, to: string, portalUrl: string, body: Body): Mail {
  const button = body.action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(body.action.url)}" style="background:${coop.mainColor};color:#ffffff;padding:12px 22px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(body.action.label)}</a></p>
<p style="font-size:13px;color:#555">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(body.action.url)}" style="color:${coop.mainColor}">${escapeHtml(body.action.url)}</a></p>`
    : '';
  const items = (body.items ?? [])
    .map(
      (i) =>
        `<tr><td style="padding:12px 0;border-bottom:1px solid #e5e5e5"><a href="${escapeHtml(i.url)}" style="color:${coop.mainColor};font-size:16px;font-weight:bold;text-decoration:none">${escapeHtml(i.title)}</a>${i.lines.map((l) => `<br><span style="font-size:14px;color:#333">${escapeHtml(l)}</span>`).join('')}</td></tr>`,
    )
    .join('\n');
  const preference = body.unsubscribeUrl
    ? `You receive this monthly email because you chose savings emails. <a href="${escapeHtml(body.unsubscribeUrl)}" style="color:#222">Unsubscribe</a> at any time, or change it in My Account.`
    : escapeHtml(body.footerNote ?? 'To change which emails you receive, log in and open My Account.');
  const html = mailFrame({
    subject: body.subject,
    topBarColor: coop.topBarColor,
    bar: coop.displayName,
    rows: `<tr><td style="padding:28px">
<h1 style="font-size:22px;color:${coop.mainColor};margin:0 0 16px">${escapeHtml(body.heading)}</h1>
${body.paragraphs.map((p) => `<p style="font-size:15px;line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${items ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${items}</table>` : ''}
${button}
${(body.after ?? []).map((p) => `<p style="font-size:14px;line-height:1.5;color:#444">${escapeHtml(p)}</p>`).join('\n')}
</td></tr>
<tr><td style="background:${coop.thirdColor};padding:16px 28px;font-size:12px;color:#222">
${escapeHtml(senderLine(coop, ' · '))}<br>
<a href="${escapeHtml(portalUrl)}" style="color:#222">${escapeHtml(portalUrl)}</a> · ${preference}
</td></tr>`,
  });
  const text = [
    coop.displayName,
    '',
    body.heading,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...(body.items ?? []).flatMap((i) => [i.title, ...i.lines, i.url, '']),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    ...(body.after ?? []).flatMap((p) => [p, '']),
    '--',
    senderLine(coop, ', '),
    portalUrl,
    ...(body.unsubscribeUrl ? ['', `Unsubscribe from this monthly email: ${body.unsubscribeUrl}`] : []),
  ].join('\n');
  return { to, subject: body.subject, html, text };
}

export function welcomeMail(coop: CoopRecord, to: string, firstName: string, portalUrl: string): Mail {
  return renderMail(coop, to, portalUrl, {
    subject: `Welcome to ${coop.displayName} member savings`,
    heading: `Welcome, ${firstName}!`,
    paragraphs: [
      `Your free ${coop.displayName} member savings account is ready.`,
      'Find local deals near you, save on prescriptions, travel and more, and print your membership card.',
    ],
    action: { label: 'Start saving', url: `${portalUrl}/b2c/chome` },
  });
}

/** What an invited staff member is told they will be: the co-op's role in words. */
const STAFF_TITLE: Record<StaffRole, string> = {
  backoffice: 'a back-office staff member',
  admin: 'the administrator',
  network: 'the network administrator',
};

/**
 * The invitation with its activation link: a member's to their savings account; staff (the first
 * administrator of a new co-op, say) are told the role they are invited to, not the member text.
 */
export function activationMail(
  coop: CoopRecord,
  to: string,
  firstName: string,
  portalUrl: string,
  link: string,
  days: number,
  role: Role = 'member',
): Mail {
  if (role !== 'member')
    return renderMail(coop, to, portalUrl, {
      subject: `You are invited as ${STAFF_TITLE[role]} of ${coop.displayName}`,
      heading: `${firstName}, you are invited to run ${coop.displayName}`,
      paragraphs: [
        `You have been made ${STAFF_TITLE[role]} of ${coop.coopName} on its member savings portal, ${portalUrl}. Choose a password to activate your account.`,
        role === 'backoffice'
          ? 'After logging in, open Admin to look at members, partners and statistics.'
          : 'After logging in, open Admin: Platform Setup lists what still needs your cooperative’s own logo, card art, slides and menu images, and Members is where you invite your members.',
      ],
      action: { label: 'Activate my account', url: link },
      after: [`This link works once and expires in ${days} days.`],
    });
  return renderMail(coop, to, portalUrl, {
    subject: `Activate your ${coop.displayName} member savings account`,
    heading: `${firstName}, your member savings account is waiting`,
    paragraphs: [
      `${coop.coopName} has set up a free member savings account for you. Choose a password to activate it.`,
    ],
    action: { label: 'Activate my account', url: link },
    after: [`This link works once and expires in ${days} days.`],
  });
}

export function resetMail(
  coop: CoopRecord,
  to: string,
  firstName: string,
  portalUrl: string,
  link: string,
  minutes: number,
): Mail {
  return renderMail(coop, to, portalUrl, {
    subject: `Reset your ${coop.displayName} password`,
    heading: 'Reset your password',
    paragraphs: [`Hello ${firstName}, we received a request to reset the password of your member savings account.`],
    action: { label: 'Choose a new password', url: link },
    after: [
      `This link works once and expires in ${minutes} minutes.`,
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ],
  });
}

export function passwordChangedMail(coop: CoopRecord, to: string, firstName: string, portalUrl: string): Mail {
  return renderMail(coop, to, portalUrl, {
    subject: `Your ${coop.displayName} password was changed`,
    heading: 'Your password was changed',
    paragraphs: [
      `Hello ${firstName}, the password of your member savings account was just changed and every signed-in session was logged out.`,
      `If this was not you, reset your password now and contact ${coop.displayName}${coop.displayPhone ? ` at ${coop.displayPhone}` : ''}.`,
    ],
    action: { label: 'Log in', url: `${portalUrl}/b2c/chome` },
  });
}

const contact = (coop: CoopRecord) => `${coop.displayName}${coop.displayPhone ? ` at ${coop.displayPhone}` : ''}`;

/** To the new address: the email changes only when this link is opened. */
export function confirmEmailMail(
  coop: CoopRecord,
  to: string,
  firstName: string,
  portalUrl: string,
  link: string,
  hours: number,
): Mail {
  return renderMail(coop, to, portalUrl, {
    subject: `Confirm your new ${coop.displayName} email address`,
    heading: 'Confirm your new email address',
    paragraphs: [
      `Hello ${firstName}, you asked to use this address for your member savings account. Open the link below to confirm it; until then your old address stays in use.`,
    ],
    action: { label: 'Confirm my new email', url: link },
    after: [
      `This link works once and expires in ${hours} hours.`,
      'If you did not ask for this, you can ignore this email: nothing changes.',
    ],
  });
}

/** To the old address, when a change is asked for: the owner can react before anyone confirms it. */
export function emailChangeRequestedMail(
  coop: CoopRecord,
  to: string,
  firstName: string,
  portalUrl: string,
  newEmail: string,
): Mail {
  return renderMail(coop, to, portalUrl, {
    subject: `A new email address was requested for your ${coop.displayName} account`,
    heading: 'Email change requested',
    paragraphs: [
      `Hello ${firstName}, someone signed in to your member savings account with your password asked to change its email address to ${newEmail}. It changes only when the link we sent to that address is opened.`,
      `If this was not you, change your password now: the change is cancelled with it. Then contact ${contact(coop)}.`,
    ],
    action: { label: 'Log in', url: `${portalUrl}/b2c/chome` },
  });
}

/** To the old address, once the change is confirmed. */
export function emailChangedMail(
  coop: CoopRecord,
  to: string,
  firstName: string,
  portalUrl: string,
  newEmail: string,
): Mail {
  return renderMail(coop, to, portalUrl, {
    subject: `Your ${coop.displayName} email address was changed`,
    heading: 'Your email address was changed',
    paragraphs: [
      `Hello ${firstName}, your member savings account now uses ${newEmail}; this address no longer logs in, and every signed-in session was logged out.`,
      `If this was not you, contact ${contact(coop)} right away.`,
    ],
  });
}

/**
 * To an address someone asked to move their account to while it already has an account: says
 * nothing about the asker, so the asker learns nothing either (they get the usual answer).
 */
export function emailAlreadyRegisteredMail(coop: CoopRecord, to: string, portalUrl: string): Mail {
  return renderMail(coop, to, portalUrl, {
    subject: `This address already has a ${coop.displayName} member savings account`,
    heading: 'This address already has an account',
    paragraphs: [
      'Someone asked to use this email address for another member savings account. It already belongs to an account, so nothing changed.',
      'If this was you, log in with this address (or use Forgot password on the login screen). Otherwise you can ignore this email.',
    ],
    action: { label: 'Log in', url: `${portalUrl}/b2c/chome` },
  });
}

export interface DigestDeal {
  businessName: string;
  value: string;
  description: string;
  place: string;
  url: string;
}

/** The monthly deals digest (marketing): the deals nearest the member, and the way out of it. */
export function digestMail(
  coop: CoopRecord,
  to: string,
  firstName: string,
  portalUrl: string,
  zip: string,
  deals: DigestDeal[],
  unsubscribeUrl: string,
): Mail {
  return renderMail(coop, to, portalUrl, {
    subject: `Your ${coop.displayName} member deals near ${zip}`,
    heading: `Member deals near ${zip}`,
    paragraphs: [
      `Hello ${firstName}, here are local businesses near you that give ${coop.displayName} members a discount. Open a deal to print its coupon or show it on your phone.`,
    ],
    items: deals.map((d) => ({ title: `${d.businessName}: ${d.value}`, lines: [d.description, d.place], url: d.url })),
    action: { label: 'See all local deals', url: `${portalUrl}/b2c/clocaldeals` },
    unsubscribeUrl,
  });
}

/** A staff answer to a contact message or insurance lead, with what the sender wrote below it. */
export function inboxReplyMail(
  coop: CoopRecord,
  to: string,
  portalUrl: string,
  reply: { name: string; subject: string; text: string; original: string; sentAt: string },
): Mail {
  const mail = renderMail(coop, to, portalUrl, {
    subject: `Re: ${oneLine(reply.subject)}`,
    heading: `Hello ${oneLine(reply.name)},`,
    paragraphs: reply.text
      .split(/\n\s*\n|\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    after: [
      `You wrote to ${coop.displayName} on ${dayIn(Date.parse(reply.sentAt), coop.timeZone)}:`,
      ...reply.original.split(/\n+/).map((l) => `> ${l}`),
    ],
  });
  return { ...mail, replyTo: coop.displayEmail ?? undefined };
}
