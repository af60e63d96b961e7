import { usFromIso } from '#shared/us-dates.js';
import type { CoopRecord } from '#functions/db/coops-repo.js';
import type { Mail } from '#functions/db/mailer.js';
import { renderMail } from './templates.js';

// The partner's mail (ADR 0097): an offer's end-date reminder with its one-click extension link,
// and the monthly numbers email with its opt-out link.

export interface ReminderOffer {
  businessName: string;
  value: string;
  description: string;
  /** YYYY-MM-DD */
  endDate: string;
  daysLeft: number;
}

const inDays = (days: number) => (days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`);

export function offerReminderMail(
  coop: CoopRecord,
  to: string,
  portalUrl: string,
  offer: ReminderOffer,
  extendUrl: string,
): Mail {
  return renderMail(coop, to, portalUrl, {
    subject: `Your ${coop.displayName} member offer "${offer.value}" ends ${inDays(offer.daysLeft)}`,
    heading: `Keep your offer for ${coop.displayName} members`,
    paragraphs: [
      `${offer.businessName}'s offer "${offer.value}" (${offer.description}) ends on ${usFromIso(offer.endDate)}. After that day members no longer find it in local deals.`,
      'To keep it, open the link below and choose 3, 6 or 12 more months: one click, no login. The offer stays as it is; only its end date moves.',
    ],
    action: { label: 'Extend my offer', url: extendUrl },
    after: ['The link works once and for 30 days. To change what the offer gives, log in and open My business.'],
  });
}

/** One offer's month, as My business counts it (ADR 0094). */
export interface OfferNumbers {
  value: string;
  description: string;
  opens: number;
  prints: number;
  phoneRedemptions: number;
  favorites: number;
  savingsCents: number;
}

const times = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export function partnerNumbersMail(
  coop: CoopRecord,
  to: string,
  portalUrl: string,
  numbers: { businessName: string; monthName: string; offers: OfferNumbers[] },
  optOutUrl: string,
): Mail {
  const total = numbers.offers.reduce((n, o) => n + o.prints + o.phoneRedemptions, 0);
  return renderMail(coop, to, portalUrl, {
    subject: `${numbers.businessName}: your ${coop.displayName} member numbers for ${numbers.monthName}`,
    heading: `${numbers.monthName} at ${numbers.businessName}`,
    paragraphs: [
      total
        ? `${coop.displayName} members used your offers ${total} ${total === 1 ? 'time' : 'times'} in ${numbers.monthName} (printed coupons and coupons shown on a phone).`
        : `No ${coop.displayName} member used your offers in ${numbers.monthName}.`,
    ],
    items: numbers.offers.map((o) => ({
      title: o.value,
      lines: [
        o.description,
        `Opened ${times(o.opens, 'time', 'times')} · printed ${times(o.prints, 'time', 'times')} · shown on a phone ${times(o.phoneRedemptions, 'time', 'times')}`,
        `Added to favorites ${times(o.favorites, 'time', 'times')} · members saved about ${dollars(o.savingsCents)}`,
      ],
      url: `${portalUrl}/b2c/mybusiness`,
    })),
    action: { label: 'See My business', url: `${portalUrl}/b2c/mybusiness` },
    footerNote: 'You receive this monthly email because your business offers a member discount.',
    after: [`Do not want this monthly email? Stop it with one click: ${optOutUrl}`],
  });
}
