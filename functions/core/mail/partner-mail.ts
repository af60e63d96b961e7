import type { CoopRecord } from '#functions/db/coops-repo.js';
import type { Mail } from '#functions/db/mailer.js';
import { renderMail } from './templates.js';

// Mail about a business partner's onboarding: to the member who sent it, and later to the
// business's signatory and the co-op.

export function businessSubmittedMail(
  coop: CoopRecord,
  to: string,
  firstName: string,
  portalUrl: string,
  businessName: string,
): Mail {
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

export function businessApprovedMail(
  coop: CoopRecord,
  to: string,
  firstName: string,
  portalUrl: string,
  businessName: string,
  signerEmail: string,
): Mail {
  return renderMail(coop, to, portalUrl, {
    subject: `${businessName} was approved by ${coop.displayName}`,
    heading: 'Your business was approved',
    paragraphs: [
      `Hello ${firstName}, ${coop.displayName} approved ${businessName}.`,
      `We emailed the Participating Business Agreement to ${signerEmail}. Your offers go live in local deals as soon as it is signed.`,
    ],
  });
}

export function businessRejectedMail(
  coop: CoopRecord,
  to: string,
  firstName: string,
  portalUrl: string,
  businessName: string,
  reason: string,
): Mail {
  return renderMail(coop, to, portalUrl, {
    subject: `${businessName} needs changes before ${coop.displayName} can approve it`,
    heading: 'Your business needs changes',
    paragraphs: [
      `Hello ${firstName}, ${coop.displayName} reviewed ${businessName} and sent it back with this note:`,
      reason,
      'Make the changes in the wizard and send it for approval again.',
    ],
    action: { label: 'Open your business', url: `${portalUrl}/b2c/newbpc/0/new` },
  });
}

export function agreementLinkMail(
  coop: CoopRecord,
  to: string,
  signerName: string | null,
  portalUrl: string,
  businessName: string,
  link: string,
  days: number,
): Mail {
  return renderMail(coop, to, portalUrl, {
    subject: `Please sign the ${coop.displayName} Participating Business Agreement for ${businessName}`,
    heading: 'Your agreement is ready to sign',
    paragraphs: [
      `Hello${signerName ? ` ${signerName}` : ''}, ${coop.displayName} approved ${businessName} as a participating business. Please read the agreement, which lists each of your offers, and sign it electronically.`,
    ],
    action: { label: 'Read and sign the agreement', url: link },
    after: [
      `This link works once and expires in ${days} days. Your offers go live for members as soon as the agreement is signed.`,
    ],
  });
}

/** To the signer and the co-op: the signed agreement, attached as a PDF. */
export function agreementSignedMail(
  coop: CoopRecord,
  to: string,
  portalUrl: string,
  businessName: string,
  attachment: { filename: string; content: Uint8Array },
): Mail {
  const mail = renderMail(coop, to, portalUrl, {
    subject: `Signed: Participating Business Agreement for ${businessName}`,
    heading: 'The agreement is signed',
    paragraphs: [
      `The Participating Business Agreement between ${businessName} and ${coop.displayName} was signed electronically. The signed copy, with its audit record, is attached.`,
      `${businessName}'s offers are now live in local deals for ${coop.displayName} members.`,
    ],
  });
  return { ...mail, attachments: [{ ...attachment, contentType: 'application/pdf' }] };
}

/**
 * To the business: a member reported a problem with one of its offers (ADR 0096). What and where,
 * never who: no name, address or id of the member is given to this template.
 */
export function dealReportMail(
  coop: CoopRecord,
  to: string,
  portalUrl: string,
  report: { businessName: string; offerValue: string; locationName: string; reasonText: string; message: string },
): Mail {
  return renderMail(coop, to, portalUrl, {
    subject: `A member reported a problem with ${report.businessName}: ${report.offerValue}`,
    heading: 'A member reported a problem with your offer',
    paragraphs: [
      `A ${coop.displayName} member reported a problem with your offer "${report.offerValue}" at ${report.locationName}: ${report.reasonText}.`,
      ...(report.message ? [`The member wrote: ${report.message}`] : []),
      `Staff of ${coop.displayName} will look into it and answer the member. If the offer needs a change, you can pause or update it on My business.`,
    ],
    action: { label: 'See the reports on My business', url: `${portalUrl}/b2c/mybusiness` },
  });
}
