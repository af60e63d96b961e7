import type { CoopRecord } from '#functions/db/coops-repo.js';
import type { Mail } from '#functions/db/mailer.js';
import { renderMail } from '../mail/templates.js';

// The newsletter's two mails, in the co-op's colours like the account mails: the confirmation
// link of a new or pending subscription, and a note to an address that is already subscribed.

const FOOTER =
  'You receive this email because someone asked to subscribe this address to our newsletter. If it was not you, ignore it: nothing is sent without confirmation.';

export function newsletterConfirmMail(
  coop: CoopRecord,
  to: string,
  portalUrl: string,
  link: string,
  hours: number,
): Mail {
  return renderMail(coop, to, portalUrl, {
    subject: `Confirm your subscription to the ${coop.displayName} newsletter`,
    heading: 'Please confirm your subscription',
    paragraphs: [
      `Someone, hopefully you, asked to receive the ${coop.displayName} newsletter at this address. Press the button to confirm.`,
    ],
    action: { label: 'Confirm my subscription', url: link },
    after: [
      `The link works once and for ${hours} hours. If you did not ask for the newsletter, ignore this email and you will not hear from us.`,
    ],
    footerNote: FOOTER,
  });
}

export function newsletterAlreadyMail(coop: CoopRecord, to: string, portalUrl: string): Mail {
  return renderMail(coop, to, portalUrl, {
    subject: `You are already subscribed to the ${coop.displayName} newsletter`,
    heading: 'You are already subscribed',
    paragraphs: [
      `Someone asked to subscribe this address to the ${coop.displayName} newsletter, and it already is. Nothing has changed; there is nothing to do.`,
    ],
    action: { label: 'Visit the savings portal', url: `${portalUrl}/b2b` },
    footerNote: FOOTER,
  });
}
