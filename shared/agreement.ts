import { AGREEMENT_TERMINATION_NOTICE_DAYS, timeLapseLabel } from './constants.js';

// The Participating Business Agreement, written once here from the
// stored business, co-op and offers: the signing page shows it and the server renders the signed
// copy (and its hash) from the same function, never from HTML a browser sends.

/** Bumped whenever the wording below or the consent text changes; kept in each audit record. */
export const AGREEMENT_VERSION = '2026-11-25';
export const CONSENT_TEXT =
  'I agree to sign this agreement electronically. My electronic signature has the same effect as a handwritten one, and I may ask for a paper copy.';

export interface AgreementParty {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
}

export interface AgreementOffer {
  offerId: string;
  description: string;
  dollarValue: number;
  frequency: number;
  timelapse: number;
  /** MM/DD/YYYY */
  enddate: string;
  stubCopy: string;
  locations: { locationName: string }[];
}

export interface AgreementData {
  business: AgreementParty;
  coop: AgreementParty;
  offers: AgreementOffer[];
}

export interface AgreementSection {
  heading: string;
  paragraphs: string[];
}

const place = (p: AgreementParty) => `${p.address}, ${p.city}, ${p.state} ${p.zip}`;
const every = (frequency: number, days: number) => {
  const label = timeLapseLabel(days);
  return `${frequency} time${frequency === 1 ? '' : 's'} every ${days} day${days === 1 ? '' : 's'}${label ? ` (${label})` : ''}`;
};

export function agreementSections(d: AgreementData): AgreementSection[] {
  const b = d.business.name;
  const c = d.coop.name;
  return [
    {
      heading: 'Parties',
      paragraphs: [
        `This Participating Business Agreement is made between ${b}, ${place(d.business)} (the "Business"), and ${c}, ${place(d.coop)} (the "Cooperative").`,
        `The Business offers the discounts below to members of the Cooperative through the Cooperative's member savings program.`,
      ],
    },
    {
      heading: 'Offers',
      paragraphs: d.offers.map(
        (o) =>
          `Offer ${o.offerId}: ${o.description} Estimated value $${o.dollarValue.toFixed(2)}. A member may use it ${every(o.frequency, o.timelapse)}. Expires ${o.enddate}.` +
          `${o.stubCopy.trim() ? ` Terms: ${o.stubCopy.trim()}` : ''} Redeemed at: ${o.locations.map((l) => l.locationName).join(', ') || 'no location'}.`,
      ),
    },
    {
      heading: 'Honoring offers',
      paragraphs: [
        'The Business honors each offer above for any member who shows a printed coupon or the mobile redemption screen with a valid coupon id, within the limits and until the expiry stated, at the locations listed.',
        'The Business may not ask members for any fee to use an offer, and may not combine an offer with conditions not stated in it.',
      ],
    },
    {
      heading: 'Listing and use of names',
      paragraphs: [
        `The Cooperative lists the Business, its logo, images and offers in its member savings program at no charge. Each party may use the other's name only to describe this program.`,
      ],
    },
    {
      heading: 'Changes',
      paragraphs: [
        'Changes to an offer are made through the Cooperative and take effect once the Cooperative accepts them. An offer ends on its expiry date unless both parties agree to extend it.',
      ],
    },
    {
      heading: 'Term and termination',
      paragraphs: [
        `This agreement starts when the Business signs it and continues until either party ends it with ${AGREEMENT_TERMINATION_NOTICE_DAYS} days' written notice to the other. Coupons issued before the end of the notice period are honored until they expire or the notice period ends, whichever comes first.`,
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'Each party is responsible for its own products, services and staff. The Cooperative is not a party to any sale between the Business and a member.',
      ],
    },
    {
      heading: 'Electronic signature',
      paragraphs: [CONSENT_TEXT, `Agreement version ${AGREEMENT_VERSION}.`],
    },
  ];
}

/** The agreement as plain text: what is signed, hashed and printed. */
export function agreementText(d: AgreementData): string {
  return [
    'Participating Business Agreement',
    '',
    ...agreementSections(d).flatMap((s) => [s.heading, ...s.paragraphs, '']),
    `For the Cooperative: ${d.coop.name}, by its authorized representative.`,
  ].join('\n');
}
