import { publicMediaKey } from '#shared/media-keys.js';
import type {
  CoopRecord,
  GroupRecord,
  InsuranceRecord,
  NationalDealRecord,
  SlideRecord,
} from '#functions/db/coops-repo.js';

// The demo network: two co-ops with distinct names, colours, groups and slides; network-wide
// national deals and insurance products. Media values are S3 keys under the media bucket.

export interface DemoCoop {
  record: CoopRecord;
  domains: string[];
  /** ZIP codes or prefixes the co-op serves (used by sign-up's ZIP step). */
  serviceArea: string[];
  groups: GroupRecord[];
  slides: SlideRecord[];
  accent: string;
}

const group = (
  plid: number,
  groupIdentifier: string,
  groupName: string,
  route: string,
  onLogged: 0 | 1,
  showSquare: 0 | 1,
  features: string[],
): GroupRecord => ({
  groupIdentifier,
  groupName,
  route,
  image: publicMediaKey('mainmenu', `${plid}-${groupIdentifier}.svg`),
  onLogged,
  showSquare,
  features: features.map((dealIdentifier) => ({ dealIdentifier })),
});

const slide = (plid: number, n: number, s: Omit<SlideRecord, 'image'>): SlideRecord => ({
  image: publicMediaKey('slides', `${plid}-${n}.svg`),
  ...s,
});
const noButton = { buttonTitle: '', buttonRoute: '', outsideUrl: null };

export const DEMO_COOPS: DemoCoop[] = [
  {
    record: {
      plid: 323,
      coopName: 'Prairie Sky Electric Cooperative',
      primaryDomain: 'prairiesky.localhost',
      logo: publicMediaKey('logos', '323.svg'),
      displayName: 'Prairie Sky Electric',
      displayPhone: '(785) 555-0143',
      displayEmail: 'members@prairiesky.example',
      displayURL: 'https://prairiesky.example',
      displayAddress: '1200 Sunflower Road, Lawrence, KS 66044',
      zip: '66044',
      timeZone: 'America/Chicago',
      displayCellPhone: '(785) 555-0199',
      coopIdCard: 'PSE323',
      description:
        'Prairie Sky Electric is a member-owned cooperative bringing power and savings to rural Kansas since 1938.',
      facebook: 'https://facebook.com/prairiesky.example',
      twitter: null,
      youtube: 'https://youtube.com/@prairiesky.example',
      instagram: null,
      linkedin: null,
      iosAppUrl: 'https://apps.apple.com/app/id000000001',
      androidAppUrl: 'https://play.google.com/store/apps/details?id=example.prairiesky',
      topBarColor: '#1b4332',
      mainColor: '#2d6a4f',
      secondColor: '#e76f51',
      thirdColor: '#e9c46a',
      insuranceSelected: ['Freeadd', 'Life'],
    },
    domains: ['localhost', '127.0.0.1', 'prairiesky.localhost'],
    serviceArea: ['660', '661', '66044', '670'],
    accent: '#e9c46a',
    groups: [
      group(323, 'health', 'Health & Wellness', 'chealthysavings', 0, 1, [
        'pharmacy',
        'dental',
        'vision',
        'hearing',
        'lab',
      ]),
      group(323, 'travel', 'Travel & Entertainment', 'ctravel', 0, 1, ['travel', 'tickets', 'parks']),
      group(323, 'safety', 'Safety & Security', 'csafety', 0, 1, ['memberprotect', 'roadside']),
      group(323, 'marketplace', 'Marketplace', 'cnewmarketplace', 1, 1, ['clenses', 'cpets', 'cmarketinsurance']),
      group(323, 'localdeals', 'Local Deals', 'clocaldeals', 0, 1, ['localdeals']),
      group(323, 'nationaldeals', 'National Deals', 'cnationaldeals', 0, 0, ['nationaldeals']),
      group(323, 'insurance', 'Insurance', 'cinsurance', 0, 0, ['insurance']),
    ],
    slides: [
      slide(323, 1, {
        upperTitle: 'Prairie Sky members save',
        title: 'Savings that power your whole household',
        legend: 'Local deals, prescriptions, travel and more, free with your membership.',
        showMobileButtons: 1,
        showCustom: 1,
        customButton: { buttonTitle: 'Find local deals', buttonRoute: '/b2c/clocaldeals', outsideUrl: null },
      }),
      slide(323, 2, {
        upperTitle: 'Healthy Savings',
        title: 'Up to 85% off prescriptions',
        legend: 'Use your member card at more than 60,000 pharmacies.',
        showMobileButtons: 0,
        showCustom: 1,
        customButton: { buttonTitle: 'Learn more', buttonRoute: '/b2c/chealthysavings', outsideUrl: null },
      }),
      slide(323, 3, {
        upperTitle: 'Travel',
        title: 'Up to 70% off hotels and getaways',
        legend: 'Plan your next trip with member-only rates.',
        showMobileButtons: 0,
        showCustom: 1,
        customButton: { buttonTitle: 'Visit our co-op', buttonRoute: '', outsideUrl: 'https://prairiesky.example' },
      }),
    ],
  },
  {
    record: {
      plid: 417,
      coopName: 'Riverbend Power Cooperative',
      primaryDomain: 'riverbend.localhost',
      logo: publicMediaKey('logos', '417.svg'),
      displayName: 'Riverbend Power Co-op',
      displayPhone: '(615) 555-0172',
      displayEmail: 'help@riverbend.example',
      displayURL: 'https://riverbend.example',
      displayAddress: '48 Mill Street, Franklin, TN 37064',
      zip: '37064',
      timeZone: 'America/Chicago',
      displayCellPhone: null,
      coopIdCard: 'RBP417',
      description:
        'Riverbend Power Cooperative serves members along the Harpeth River with reliable power and everyday savings.',
      facebook: null,
      twitter: 'https://twitter.com/riverbend_example',
      youtube: null,
      instagram: 'https://instagram.com/riverbend.example',
      linkedin: 'https://linkedin.com/company/riverbend-example',
      iosAppUrl: 'https://apps.apple.com/app/id000000002',
      androidAppUrl: null,
      topBarColor: '#0b2545',
      mainColor: '#13315c',
      secondColor: '#ee6c4d',
      thirdColor: '#8da9c4',
      nationalDealIds: ['ND-1001', 'ND-1003', 'ND-1005'],
      insuranceIds: ['Life', 'Medsupp', 'Pet', 'Home', 'Farm'],
      insuranceSelected: ['Medsupp'],
    },
    domains: ['riverbend.localhost'],
    serviceArea: ['370', '371', '372', '66044'],
    accent: '#ee6c4d',
    groups: [
      group(417, 'health', 'Healthy Savings', 'chealthysavings', 0, 1, ['pharmacy', 'dental', 'vision']),
      group(417, 'localdeals', 'Shop Local', 'clocaldeals', 0, 1, ['localdeals']),
      group(417, 'safety', 'Member Protection', 'csafety', 1, 1, ['memberprotect', 'roadside']),
      group(417, 'nationaldeals', 'Online Deals', 'cnationaldeals', 0, 1, ['nationaldeals']),
      group(417, 'insurance', 'Insurance', 'cinsurance', 0, 0, ['insurance']),
    ],
    slides: [
      slide(417, 1, {
        upperTitle: 'Riverbend members',
        title: 'Your membership pays you back',
        legend: 'Discounts from neighbours on Main Street and brands you know.',
        showMobileButtons: 0,
        showCustom: 1,
        customButton: { buttonTitle: 'See online deals', buttonRoute: '/b2c/cnationaldeals', outsideUrl: null },
      }),
      slide(417, 2, {
        upperTitle: 'Peace of mind',
        title: 'Roadside help, 24 hours a day',
        legend: 'Member Protection covers the unexpected.',
        showMobileButtons: 1,
        showCustom: 0,
        customButton: noButton,
      }),
    ],
  },
];

const nd = (
  n: number,
  companyName: string,
  title: string,
  overview: string,
  url: string | null,
  phone: string | null,
): NationalDealRecord => ({
  dealId: `ND-${1000 + n}`,
  companyName,
  title,
  logoURL: publicMediaKey('deals', `national-${n}.svg`),
  businessOverview: overview,
  notes: 'Discount applied at checkout. Cannot be combined with other offers.',
  redemptionPhone: phone,
  redemptionUrl: url,
  altImage1: null,
  altImage2: null,
  altImage3: null,
});

export const NATIONAL_DEALS: NationalDealRecord[] = [
  nd(
    1,
    'Northwind Outfitters',
    '20% off camping and hiking gear',
    'Outdoor gear for every season.',
    'https://northwind.example/members',
    null,
  ),
  nd(
    2,
    'Blue Harbor Hotels',
    'Up to 40% off weekend stays',
    'Coastal and city hotels across the US.',
    'https://blueharbor.example/coop',
    null,
  ),
  nd(
    3,
    'Summit Car Rental',
    '$25 off weekly rentals',
    'Cars, vans and trucks at 900 locations.',
    null,
    '(800) 555-0110',
  ),
  nd(
    4,
    'Evergreen Flowers',
    '15% off bouquets and plants',
    'Fresh flowers delivered same day.',
    'https://evergreen.example/offer',
    null,
  ),
  nd(
    5,
    'Lumen Electronics',
    '10% off smart thermostats',
    'Save energy with connected home devices.',
    'https://lumen.example/coop',
    null,
  ),
  nd(6, 'Cedar Books', 'Buy two, get one free', 'Independent booksellers online.', 'https://cedarbooks.example', null),
];

/** A demo insurance product; its image is insurance/<id>.svg (demo art). */
export const ins = (
  productIdentifier: string,
  productName: string,
  briefDetails: string,
  buttonText: string,
  urlRedirect: string | null,
  specialOffer: 0 | 1,
): InsuranceRecord => ({
  productIdentifier,
  productName,
  image: publicMediaKey('insurance', `${productIdentifier.toLowerCase()}.svg`),
  briefDetails,
  buttonText,
  urlRedirect,
  specialOffer,
});

export const INSURANCE_PRODUCTS: InsuranceRecord[] = [
  ins(
    'Freeadd',
    'No-Cost AD&D Insurance',
    'A $5,000 accidental death and dismemberment policy at no cost to members.',
    'Claim it free',
    null,
    1,
  ),
  ins('Life', 'Term Life Insurance', 'Affordable coverage for the people who count on you.', 'Get a quote', null, 0),
  ins('Medsupp', 'Medicare Supplement', 'Compare plans that fill the gaps in Medicare.', 'Get a quote', null, 0),
  ins('Pet', 'Pet Insurance', 'Vet bills covered for dogs and cats.', 'Visit provider', 'https://pets.example/coop', 0),
];

/** Demo logins printed by `npm start` and listed in the README. */
export const DEMO_MEMBERS = [
  {
    email: 'member@prairiesky.example',
    password: 'Harvest&Lantern42',
    firstName: 'Pat',
    lastName: 'Prairie',
    zip: '66044',
    plid: 323,
    role: 'member',
  },
  {
    email: 'member@riverbend.example',
    password: 'Copper%Harbor58',
    firstName: 'Riley',
    lastName: 'Rivers',
    zip: '37064',
    plid: 417,
    role: 'member',
  },
  {
    // Owns a demo business near 66044 (infra/local/demo-owner.ts): My business with its figures.
    email: 'owner@prairiesky.example',
    password: 'Saddle$Orchard64',
    firstName: 'Olive',
    lastName: 'Owens',
    zip: '66044',
    plid: 323,
    role: 'member',
  },
  {
    email: 'staff@prairiesky.example',
    password: 'Ledger@Compass73',
    firstName: 'Sam',
    lastName: 'Staff',
    zip: '66044',
    plid: 323,
    role: 'admin',
  },
  {
    email: 'staff@riverbend.example',
    password: 'Willow$Ferry64',
    firstName: 'Robin',
    lastName: 'Reeves',
    zip: '37064',
    plid: 417,
    role: 'admin',
  },
  {
    email: 'viewer@prairiesky.example',
    password: 'Abacus$Meadow81',
    firstName: 'Vic',
    lastName: 'Viewer',
    zip: '66044',
    plid: 323,
    role: 'backoffice',
  },
  {
    email: 'admin@portal.example',
    password: 'Granite$Falcon29',
    firstName: 'Alex',
    lastName: 'Admin',
    zip: '66044',
    plid: 323,
    role: 'network',
  },
] as const;

/**
 * Each demo staff login's authenticator app secret (base32; ADR 0090), set up and confirmed by the
 * seed: add it to any TOTP app (SHA-1, 6 digits, 30 s), or print the current code with
 * `npx tsx infra/local/totp-code.ts <email>`. `npm start` prints them; the tests compute codes from them.
 */
export const DEMO_TOTP_SECRETS: Readonly<Record<string, string>> = {
  'staff@prairiesky.example': 'YBOZ7J4LUDTQ3YOPEBVK6Q4IGJ4BY5UM',
  'staff@riverbend.example': '6TJ6AF5GD567CDGEJ3WXWDMWBA62NW53',
  'viewer@prairiesky.example': 'BQAQ4FN4SV4CNNWF2Z7JVYEVNFVSU6DZ',
  'admin@portal.example': '3NSNK3CB5WI6HGQBOM64TYRHBEHWPSU2',
};

/** Imported members who have no password yet; their activation emails are in the local mailbox. */
export const DEMO_INVITED = [
  { email: 'invited@prairiesky.example', firstName: 'Dana', lastName: 'Newcomer', zip: '66044', plid: 323 },
  { email: 'invited@riverbend.example', firstName: 'Jordan', lastName: 'Newcomer', zip: '37064', plid: 417 },
] as const;
