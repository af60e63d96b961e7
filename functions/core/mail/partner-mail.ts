import type { CoopRecord } from '../../db/coops-repo.js';
import type { Mail } from '../../db/mailer.js';
import { renderMail } from './templates.js';

// Mail about a business partner's onboarding: to the member who sent it, and later to the
// business's signatory and the co-op.

export function businessSubmittedMail(coop: CoopRecord, to: string, firstName: string, portalUrl: string, businessName: string): Mail {
  return renderMail(coop, to, portalUrl, {
    subject: `${businessName} was sent to ${coop.displayName} for approval`,
    heading: 'We received your business',
    paragraphs: [
      `Hello ${firstName}, thank you for offering a discount to ${coop.displayName} members. Staff of your cooperative will review ${businessName} and email you when they have.`,
      'Once it is approved, the person who signs for the business gets the Participating Business Agreement by email. Your offers go live in local deals as soon as it is signed.',
    ],
    action: { label: 'See your business', url: `${portalUrl}/b2c/newbpc/0/new` },
  });
}
