import type { CoopRecord } from '#functions/db/coops-repo.js';
import type { Mail } from '#functions/db/mailer.js';
import { renderMail } from './templates.js';

// The owner told of staff's decision on a change to one of its offers (ADR 0095), as a send-back
// of the business itself is told (partner-mail.ts): the reason in the staff's words.

export function offerChangeSentBackMail(
  coop: CoopRecord,
  to: string,
  firstName: string,
  portalUrl: string,
  businessName: string,
  offerValue: string,
  reason: string,
): Mail {
  return renderMail(coop, to, portalUrl, {
    subject: `Your change to "${offerValue}" at ${businessName} needs another look`,
    heading: 'Your offer change was sent back',
    paragraphs: [
      `Hello ${firstName}, ${coop.displayName} reviewed your change to the offer "${offerValue}" of ${businessName} and sent it back with this note:`,
      reason,
      'Members keep seeing the offer as it was. Edit it again on My business and send the change for review.',
    ],
    action: { label: 'Open My business', url: `${portalUrl}/b2c/mybusiness` },
  });
}

export function offerChangeApprovedMail(
  coop: CoopRecord,
  to: string,
  firstName: string,
  portalUrl: string,
  businessName: string,
  offerValue: string,
): Mail {
  return renderMail(coop, to, portalUrl, {
    subject: `Your change to "${offerValue}" at ${businessName} is live`,
    heading: 'Your offer change is approved',
    paragraphs: [
      `Hello ${firstName}, ${coop.displayName} approved your change: members see the offer "${offerValue}" of ${businessName} as you changed it now.`,
    ],
    action: { label: 'Open My business', url: `${portalUrl}/b2c/mybusiness` },
  });
}
