import { destination, haversineMiles, type LatLon } from '#functions/model/geo.js';
import { endOfDayIn } from '#functions/core/dates.js';
import type { Listing } from '#functions/model/listing.js';
import { keys } from '#functions/db/keys.js';
import type { ZipCentroidItem } from '#functions/db/geo-repo.js';
import type { LocationRecord, OfferRecord, PartnerRecord } from '#functions/db/offers-repo.js';
import { BUSINESS_STATUS, LIMITS, PERPETUAL_DATE, TIME_LAPSES } from '#shared/constants.js';
import { publicMediaKey } from '#shared/media-keys.js';
import { tileSvg } from './demo-art.js';
import { DEMO_COOPS } from './demo-data.js';
import { packageUsCodes, toZipCentroidItems } from './zip-centroids.js';

// Demo local deals: businesses across the US at ZIP centroids (plus a small jitter), with their
// locations and offers as the core table holds them, and the listings the search index holds.
// Deterministic: a seeded PRNG drives every choice, so one seed always gives the same data (no
// Math.random, no clock). Expiry dates are fixed: a few in 2020 to 2025 (expired, still listed so
// the search must filter them by time), the rest 2027 to 2049 or perpetual.

export const DEMO_DEALS_SEED = 20261123;
/** Listings the generator makes at least, not counting the expired ones. */
export const DEMO_LISTINGS_TARGET = 20_000;

/** A partner as the core table holds it (functions/db/offers-repo.ts), with its main address. */
export interface DemoPartner extends PartnerRecord {
  address: string;
  city: string;
  state: string;
  zip: string;
  website: string;
  email: string;
  phone: string;
  image1: string | null;
  image2: string | null;
  status: 0 | 1;
}

export interface DemoLocation extends LocationRecord {
  bpId: string;
  /** 1 the business's main address, 0 an extra location. */
  type: 0 | 1;
  phone: string;
  lat: number;
  lon: number;
  hideAddress: 0 | 1;
  status: 0 | 1;
}

export interface DemoOffer extends OfferRecord {
  status: 0 | 1;
  categories: { category: string; subcategories: string[] }[];
}

export interface DemoCategory {
  category: string;
  subcategories: { subcategory: string }[];
}

export interface DemoDeals {
  categories: DemoCategory[];
  partners: DemoPartner[];
  locations: DemoLocation[];
  offers: DemoOffer[];
  /** Offer x location pairs whose offer, location and partner are enabled, expired ones included. */
  listings: Listing[];
}

// --- the catalogue ---

interface Sub {
  name: string;
  /** Noun phrases that end a business name: 'Family Dental', 'Pizza Co.'. */
  nouns: string[];
  /** What an offer can be on, with a typical price: 'oil change'. */
  item: string;
  itemPrice: number;
  /** A typical visit's spend. */
  ticket: number;
  bogo?: boolean;
}

interface Category {
  name: string;
  glyph: string;
  colors: string[];
  /** Relative share of businesses. */
  weight: number;
  blurb: string;
  subs: Sub[];
}

const CATALOGUE: Category[] = [
  {
    name: 'Dining',
    glyph: '♨',
    colors: ['#c1121f', '#e76f51', '#bc6c25', '#6a040f'],
    weight: 24,
    blurb: 'Made-from-scratch food and friendly service',
    subs: [
      {
        name: 'Pizza',
        nouns: ['Pizza', 'Pizzeria', 'Pizza Co.', 'Brick Oven Pizza', 'Pizza Kitchen'],
        item: 'large pizza',
        itemPrice: 18,
        ticket: 30,
        bogo: true,
      },
      {
        name: 'Coffee & Bakery',
        nouns: ['Coffee House', 'Bakery', 'Bakehouse', 'Roasters', 'Donut Shop'],
        item: 'specialty drink',
        itemPrice: 5.5,
        ticket: 12,
        bogo: true,
      },
      {
        name: 'Family Restaurants',
        nouns: ['Family Restaurant', 'Diner', 'Kitchen', 'Cafe', 'Grill & Cafe'],
        item: 'entree',
        itemPrice: 14,
        ticket: 40,
        bogo: true,
      },
      {
        name: 'Mexican',
        nouns: ['Taqueria', 'Cantina', 'Mexican Grill', 'Tacos'],
        item: 'combo plate',
        itemPrice: 13,
        ticket: 32,
        bogo: true,
      },
      {
        name: 'Asian',
        nouns: ['Noodle House', 'Sushi', 'Pho', 'Wok', 'Thai Kitchen'],
        item: 'entree',
        itemPrice: 15,
        ticket: 38,
        bogo: true,
      },
      {
        name: 'Burgers & BBQ',
        nouns: ['Burger Bar', 'Smokehouse', 'BBQ', 'Burgers & Shakes'],
        item: 'burger basket',
        itemPrice: 12,
        ticket: 30,
        bogo: true,
      },
    ],
  },
  {
    name: 'Automotive',
    glyph: '⚙',
    colors: ['#1d3557', '#457b9d', '#343a40', '#0077b6'],
    weight: 10,
    blurb: 'Honest work on every make and model',
    subs: [
      {
        name: 'Auto Repair',
        nouns: ['Auto Repair', 'Auto Care', 'Garage', 'Automotive'],
        item: 'brake service',
        itemPrice: 180,
        ticket: 350,
      },
      {
        name: 'Oil Change',
        nouns: ['Quick Lube', 'Oil & Lube', 'Express Oil Change'],
        item: 'oil change',
        itemPrice: 50,
        ticket: 60,
      },
      {
        name: 'Car Wash',
        nouns: ['Car Wash', 'Auto Spa', 'Auto Detailing'],
        item: 'full-service wash',
        itemPrice: 25,
        ticket: 30,
      },
      {
        name: 'Tires',
        nouns: ['Tire & Service', 'Tire Center', 'Tire Pros'],
        item: 'tire rotation',
        itemPrice: 30,
        ticket: 400,
      },
    ],
  },
  {
    name: 'Health & Beauty',
    glyph: '✚',
    colors: ['#2a9d8f', '#8338ec', '#d63384', '#0b7285'],
    weight: 14,
    blurb: 'Caring professionals who help you look and feel your best',
    subs: [
      {
        name: 'Dental',
        nouns: ['Family Dental', 'Dental Care', 'Smile Studio', 'Dentistry'],
        item: 'teeth whitening',
        itemPrice: 300,
        ticket: 200,
      },
      {
        name: 'Chiropractic',
        nouns: ['Chiropractic', 'Spine & Wellness', 'Chiropractic Center'],
        item: 'adjustment',
        itemPrice: 60,
        ticket: 80,
      },
      {
        name: 'Hair Salons',
        nouns: ['Salon', 'Hair Studio', 'Barber Shop', 'Salon & Spa'],
        item: 'haircut',
        itemPrice: 35,
        ticket: 50,
      },
      {
        name: 'Spas & Massage',
        nouns: ['Day Spa', 'Massage', 'Wellness Spa'],
        item: 'one-hour massage',
        itemPrice: 90,
        ticket: 100,
      },
      {
        name: 'Fitness',
        nouns: ['Fitness', 'Athletic Club', 'Yoga', 'CrossFit', 'Gym'],
        item: 'monthly membership',
        itemPrice: 45,
        ticket: 45,
      },
      {
        name: 'Eye Care',
        nouns: ['Eye Care', 'Optical', 'Vision Center'],
        item: 'eye exam',
        itemPrice: 95,
        ticket: 250,
      },
    ],
  },
  {
    name: 'Home & Garden',
    glyph: '⌂',
    colors: ['#386641', '#6a994e', '#8d6e63', '#52796f'],
    weight: 10,
    blurb: 'Everything for your home, inside and out',
    subs: [
      {
        name: 'Garden Centers',
        nouns: ['Garden Center', 'Nursery', 'Greenhouse', 'Landscape Supply'],
        item: 'flat of annuals',
        itemPrice: 25,
        ticket: 60,
      },
      {
        name: 'Hardware',
        nouns: ['Hardware', 'Hardware & Supply', 'Lumber Co.'],
        item: 'key copy',
        itemPrice: 3,
        ticket: 45,
      },
      {
        name: 'Furniture',
        nouns: ['Furniture', 'Home Furnishings', 'Mattress & More'],
        item: 'mattress set',
        itemPrice: 900,
        ticket: 800,
      },
      {
        name: 'Cleaning',
        nouns: ['Cleaning Services', 'Maids', 'Carpet Cleaning'],
        item: 'home cleaning',
        itemPrice: 150,
        ticket: 150,
      },
      {
        name: 'HVAC & Plumbing',
        nouns: ['Heating & Air', 'Plumbing', 'Plumbing & Heating', 'Comfort Systems'],
        item: 'furnace tune-up',
        itemPrice: 120,
        ticket: 300,
      },
    ],
  },
  {
    name: 'Retail',
    glyph: '✦',
    colors: ['#3a86ff', '#fb5607', '#ff006e', '#5f0f40'],
    weight: 12,
    blurb: 'A hometown shop with the brands you love',
    subs: [
      {
        name: 'Clothing',
        nouns: ['Outfitters', 'Boutique', 'Clothing Co.', 'Apparel'],
        item: 'regular-priced item',
        itemPrice: 40,
        ticket: 80,
        bogo: true,
      },
      {
        name: 'Gifts',
        nouns: ['Gift Shop', 'Gifts & Home', 'Mercantile', 'Trading Post'],
        item: 'gift basket',
        itemPrice: 35,
        ticket: 40,
      },
      {
        name: 'Books',
        nouns: ['Books', 'Bookshop', 'Book Nook'],
        item: 'new book',
        itemPrice: 20,
        ticket: 35,
        bogo: true,
      },
      {
        name: 'Sporting Goods',
        nouns: ['Sporting Goods', 'Outdoors', 'Bike Shop', 'Fly Shop'],
        item: 'bike tune-up',
        itemPrice: 70,
        ticket: 120,
      },
      {
        name: 'Jewelry',
        nouns: ['Jewelers', 'Jewelry', 'Fine Jewelry'],
        item: 'watch battery',
        itemPrice: 15,
        ticket: 300,
      },
    ],
  },
  {
    name: 'Entertainment',
    glyph: '★',
    colors: ['#7b2cbf', '#f77f00', '#e63946', '#3c096c'],
    weight: 7,
    blurb: 'Fun for the whole family, rain or shine',
    subs: [
      {
        name: 'Bowling',
        nouns: ['Lanes', 'Bowl', 'Bowling Center'],
        item: 'game',
        itemPrice: 6,
        ticket: 40,
        bogo: true,
      },
      {
        name: 'Movies',
        nouns: ['Cinema', 'Theatre', 'Drive-In'],
        item: 'movie ticket',
        itemPrice: 12,
        ticket: 30,
        bogo: true,
      },
      {
        name: 'Family Fun',
        nouns: ['Fun Center', 'Mini Golf', 'Trampoline Park', 'Escape Room'],
        item: 'admission',
        itemPrice: 18,
        ticket: 60,
        bogo: true,
      },
      {
        name: 'Golf',
        nouns: ['Golf Club', 'Golf Course', 'Links'],
        item: 'round of golf',
        itemPrice: 45,
        ticket: 60,
        bogo: true,
      },
    ],
  },
  {
    name: 'Services',
    glyph: '✂',
    colors: ['#495057', '#00b4d8', '#6c757d', '#9c6644'],
    weight: 10,
    blurb: 'Dependable local service, done right the first time',
    subs: [
      {
        name: 'Dry Cleaning',
        nouns: ['Cleaners', 'Dry Cleaning', 'Laundry & Cleaners'],
        item: 'dry cleaning order',
        itemPrice: 30,
        ticket: 30,
      },
      {
        name: 'Printing & Shipping',
        nouns: ['Print & Ship', 'Printing', 'Sign & Print'],
        item: 'print order',
        itemPrice: 40,
        ticket: 50,
      },
      {
        name: 'Tax & Accounting',
        nouns: ['Tax Service', 'Accounting', 'Bookkeeping'],
        item: 'tax preparation',
        itemPrice: 200,
        ticket: 200,
      },
      {
        name: 'Photography',
        nouns: ['Photography', 'Portrait Studio', 'Photo Co.'],
        item: 'portrait session',
        itemPrice: 150,
        ticket: 200,
      },
      {
        name: 'Computer Repair',
        nouns: ['Computer Repair', 'Tech Help', 'Phone & PC Repair'],
        item: 'virus removal',
        itemPrice: 90,
        ticket: 120,
      },
    ],
  },
  {
    name: 'Travel & Lodging',
    glyph: '✈',
    colors: ['#023e8a', '#0096c7', '#2b9348', '#b5838d'],
    weight: 5,
    blurb: 'A comfortable stay close to everything',
    subs: [
      {
        name: 'Hotels',
        nouns: ['Inn', 'Hotel', 'Inn & Suites', 'Lodge'],
        item: 'one-night stay',
        itemPrice: 120,
        ticket: 240,
      },
      {
        name: 'Bed & Breakfast',
        nouns: ['Bed & Breakfast', 'Guest House', 'Farmhouse B&B'],
        item: 'weekend stay',
        itemPrice: 300,
        ticket: 300,
      },
      {
        name: 'Campgrounds',
        nouns: ['Campground', 'RV Park', 'Cabins'],
        item: 'campsite night',
        itemPrice: 35,
        ticket: 70,
      },
    ],
  },
  {
    name: 'Pets',
    glyph: '❤',
    colors: ['#e85d04', '#588157', '#9d4edd', '#3d405b'],
    weight: 5,
    blurb: 'Where pets are family',
    subs: [
      {
        name: 'Grooming',
        nouns: ['Pet Grooming', 'Dog Spa', 'Grooming Salon'],
        item: 'full groom',
        itemPrice: 60,
        ticket: 60,
      },
      {
        name: 'Veterinary',
        nouns: ['Animal Hospital', 'Veterinary Clinic', 'Pet Clinic'],
        item: 'wellness exam',
        itemPrice: 65,
        ticket: 150,
      },
      {
        name: 'Pet Supplies',
        nouns: ['Pet Supply', 'Feed & Pet', 'Pet Pantry'],
        item: 'bag of pet food',
        itemPrice: 45,
        ticket: 60,
      },
      {
        name: 'Boarding',
        nouns: ['Pet Resort', 'Kennels', 'Doggy Daycare'],
        item: 'night of boarding',
        itemPrice: 40,
        ticket: 120,
      },
    ],
  },
  {
    name: 'Kids & Education',
    glyph: '✎',
    colors: ['#ffb703', '#219ebc', '#8ac926', '#ff595e'],
    weight: 3,
    blurb: 'Helping kids learn, grow and have fun',
    subs: [
      {
        name: 'Tutoring',
        nouns: ['Learning Center', 'Tutoring', 'Academy'],
        item: 'tutoring session',
        itemPrice: 50,
        ticket: 200,
      },
      {
        name: 'Music & Dance',
        nouns: ['School of Music', 'Dance Studio', 'Music Lessons'],
        item: 'first lesson',
        itemPrice: 35,
        ticket: 120,
      },
      {
        name: 'Childcare',
        nouns: ['Kids Club', 'Child Care', 'Preschool'],
        item: 'week of care',
        itemPrice: 250,
        ticket: 250,
      },
    ],
  },
];

/** The category catalogue as the core table holds it (keys.category). */
export const DEAL_CATEGORIES: DemoCategory[] = CATALOGUE.map((c) => ({
  category: c.name,
  subcategories: c.subs.map((s) => ({ subcategory: s.name })),
}));

/**
 * Logos (one per category colour, S3 keys logos/deals/<n>.svg) and the partners' primary and
 * secondary images (two per category, deals/local-<category>-<1|2>.svg).
 */
const LOGOS_PER_CATEGORY = 4;
export function dealArt(): { key: string; svg: string }[] {
  const logos = CATALOGUE.flatMap((c, ci) =>
    c.colors
      .slice(0, LOGOS_PER_CATEGORY)
      .map((color, k) => ({ key: logoKey(ci, k), svg: tileSvg(c.name, color, c.glyph) })),
  );
  const images = CATALOGUE.flatMap((c, ci) =>
    [1, 2].map((n) => ({ key: imageKey(ci, n), svg: tileSvg(c.name, c.colors[(n + 1) % c.colors.length]!, c.glyph) })),
  );
  return [...logos, ...images];
}
const logoKey = (categoryIndex: number, k: number) =>
  publicMediaKey('logos', 'deals', `${categoryIndex * LOGOS_PER_CATEGORY + k + 1}.svg`);
const imageKey = (categoryIndex: number, n: number) => publicMediaKey('deals', `local-${categoryIndex + 1}-${n}.svg`);

// --- word lists ---

export const PLACES = [
  'Hillside',
  'Main Street',
  'Riverside',
  'Oak Ridge',
  'Prairie',
  'Maple',
  'Cedar',
  'Lakeside',
  'Union',
  'Heritage',
  'Summit',
  'Valley',
  'Old Town',
  'Northgate',
  'Sunset',
  'Pioneer',
  'Liberty',
  'Willow Creek',
  'Stone Bridge',
  'Harvest',
  'Evergreen',
  'Country',
  'Hometown',
  'Bluebird',
  'Red Barn',
  'Golden',
  'Silver Lake',
  'Parkside',
  'Westside',
  'Eastside',
  'Meadowbrook',
  'Timber',
  'Crossroads',
  'Depot',
  'Courthouse Square',
  'Sunflower',
  'Magnolia',
  'Elm Street',
  'Copper',
  'Iron Horse',
  'Lighthouse',
  'Canyon',
  'Mill Creek',
  'Pine Hill',
];
export const SURNAMES = [
  'Miller',
  'Johnson',
  'Garcia',
  'Nguyen',
  'Patel',
  'Anderson',
  'Thompson',
  'Martinez',
  'Walker',
  'Hughes',
  'Sullivan',
  'Rossi',
  'Kowalski',
  'Bennett',
  'Okafor',
  'Larsen',
  'Delgado',
  'Foster',
  'Murphy',
  'Chen',
  'Romero',
  'Hansen',
  'Brooks',
  'Carter',
];
const STREETS = [
  'Main',
  'Oak',
  'Maple',
  'Cedar',
  'Elm',
  'Pine',
  'Washington',
  'Lincoln',
  'Jefferson',
  'Park',
  'Lake',
  'Hill',
  'Church',
  'Market',
  'Mill',
  'River',
  'Spring',
  'Center',
  'Highland',
  'Broadway',
  'Franklin',
  'Jackson',
  'Madison',
  'Walnut',
  'Chestnut',
  'Sunset',
];
const SUFFIXES = ['St', 'Ave', 'Rd', 'Blvd', 'Dr', 'Ln', 'Way', 'Pkwy'];
const UNITS = ['', '', '', '', ' Suite 100', ' Suite 2B', ' Unit 5', ' #12'];
const AREAS = ['Downtown', 'North', 'South', 'East', 'West', 'Crossing', 'Plaza', 'Square'];
const DETAILS = [
  'Present this coupon before ordering.',
  'Show your member card or phone at checkout.',
  'Cannot be combined with other offers.',
  'Valid at the locations listed.',
  'Excludes sale items and gift cards.',
  'Appointments recommended.',
];
const STUBS = [
  'Present this coupon at the time of purchase. Limit one coupon per customer per visit. Not valid with any other offer. No cash value.',
  'Must show coupon before payment. One offer per household. Tax and gratuity not included.',
  'Mention this offer when you book. Not valid on prior purchases. Cannot be redeemed for cash.',
  'Valid during regular business hours. Excludes holidays. Management reserves the right to end this offer.',
  'Printed or mobile coupon accepted. Void where prohibited. Offer has no cash value.',
];
/** One area code per state (the demo's phone numbers use the fictional 555-01xx range). */
const AREA_CODES: Record<string, string> = Object.fromEntries(
  (
    'AL205 AK907 AZ602 AR501 CA916 CO303 CT203 DE302 DC202 FL305 GA404 HI808 ID208 IL217 IN317 IA515 KS785 KY502 LA504 ME207 MD410 ' +
    'MA617 MI517 MN612 MS601 MO314 MT406 NE402 NV702 NH603 NJ609 NM505 NY518 NC919 ND701 OH614 OK405 OR503 PA717 RI401 SC803 SD605 ' +
    'TN615 TX512 UT801 VT802 VA804 WA360 WV304 WI608 WY307'
  )
    .split(' ')
    .map((s) => [s.slice(0, 2), s.slice(2)]),
);
const STATES = new Set(Object.keys(AREA_CODES));

// --- a seeded PRNG (mulberry32) and the draws built on it ---

export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  weighted<T>(list: readonly T[], weight: (x: T) => number): T {
    const total = list.reduce((a, x) => a + weight(x), 0);
    let r = this.next() * total;
    for (const x of list) if ((r -= weight(x)) < 0) return x;
    return list[list.length - 1]!;
  }
}

const money = (n: number) => Math.round(n * 100) / 100;
const dollars = (n: number) => (Number.isInteger(n) ? `$${n}` : `$${n.toFixed(2)}`);
const article = (s: string) => (/^[aeiou]/i.test(s) ? `an ${s}` : `a ${s}`);
/** A round dollar amount near `n`: 5, 10, 15, 20, 25, 50, 75, 100, 150... */
function niceDollars(n: number): number {
  const steps = [2, 3, 5, 10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200];
  return steps.reduce((best, s) => (Math.abs(s - n) < Math.abs(best - n) ? s : best), steps[0]!);
}
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '');

/** PERPETUAL_DATE (MM/DD/YYYY) as the offer record's YYYY-MM-DD. */
export const PERPETUAL_YMD = PERPETUAL_DATE.replace(/^(\d{2})\/(\d{2})\/(\d{4})$/, '$3-$1-$2');

type Expiry = 'expired' | 'live' | 'perpetual';
const QUARTER_ENDS = ['03-31', '06-30', '09-30', '12-31'];
function expirationDate(rng: Rng, kind: Expiry): string {
  if (kind === 'perpetual') return PERPETUAL_YMD;
  // Offers end at a year's or a quarter's end, as businesses set them; few distinct dates also
  // keep the per-cell counters (one per end time) small.
  const year = kind === 'expired' ? rng.int(2020, 2025) : rng.int(2027, 2049);
  return `${year}-${rng.chance(0.5) ? '12-31' : rng.pick(QUARTER_ENDS)}`;
}

function makeOffer(
  rng: Rng,
  sub: Sub,
  businessName: string,
): { value: string; dollarValue: number; description: string } {
  const candidates: (() => { value: string; dollarValue: number })[] = [
    () => {
      const p = rng.pick([10, 15, 20, 25]);
      return { value: `${p}% off your order`, dollarValue: money((sub.ticket * p) / 100) };
    },
    () => {
      const off = niceDollars(sub.ticket * 0.2);
      const min = niceDollars(off * rng.pick([4, 5]));
      return { value: `${dollars(off)} off ${dollars(min)}`, dollarValue: off };
    },
    () => {
      const p = rng.pick([10, 15, 20, 25, 30, 50]);
      return { value: `${p}% off any ${sub.item}`, dollarValue: money((sub.itemPrice * p) / 100) };
    },
    () => {
      const off = niceDollars(sub.itemPrice * 0.25);
      return { value: `${dollars(off)} off ${article(sub.item)}`, dollarValue: off };
    },
  ];
  if (sub.bogo) candidates.push(() => ({ value: `Buy one ${sub.item}, get one free`, dollarValue: sub.itemPrice }));
  let offer = rng.pick(candidates)();
  if (offer.value.length > LIMITS.offerValue) offer = candidates[0]!();
  const description = `${offer.value} at ${businessName} for co-op members. ${rng.pick(DETAILS)}`;
  return { ...offer, description: description.slice(0, LIMITS.offerDescription) };
}

function businessName(rng: Rng, sub: Sub, city: string): string {
  const noun = rng.pick(sub.nouns);
  const r = rng.next();
  const name =
    r < 0.5
      ? `${rng.pick(PLACES)} ${noun}`
      : r < 0.8
        ? `${possessive(rng.pick(SURNAMES))} ${noun}`
        : r < 0.95
          ? `${city} ${noun}`
          : `${rng.pick(SURNAMES)} & ${rng.pick(SURNAMES)} ${noun}`;
  return name.length <= LIMITS.businessField ? name : `${rng.pick(PLACES)} ${noun}`;
}

const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);
export const phoneIn = (rng: Rng, state: string) => `(${AREA_CODES[state] ?? '555'}) 555-01${pad(rng.int(0, 99), 2)}`;
export const streetAddress = (rng: Rng) =>
  `${rng.int(100, 9899)} ${rng.pick(STREETS)} ${rng.pick(SUFFIXES)}${rng.pick(UNITS)}`;

/** A point uniformly within `miles` of p. */
export function jitter(rng: Rng, p: LatLon, miles: number): LatLon {
  const d = miles * Math.sqrt(rng.next());
  const q = destination(p, rng.next() * 360, d);
  return { lat: Number(q.lat.toFixed(6)), lon: Number(q.lon.toFixed(6)) };
}

// --- the generator ---

interface LocationPlan {
  zip: ZipCentroidItem;
  point: LatLon;
}

interface PartnerPlan {
  /** Where each location goes (the first is the main address). */
  places: LocationPlan[];
  category?: Category;
  partnerStatus: 0 | 1;
  /** Per offer: its expiry and status; per location: its status. */
  offers: { expiry: Expiry; status: 0 | 1; allLocations: boolean }[];
  locationStatus: (0 | 1)[];
}

/** The 50 states and DC, sorted by ZIP (the package's own order is object-key order). */
export function demoZipList(): ZipCentroidItem[] {
  return toZipCentroidItems(packageUsCodes())
    .filter((z) => STATES.has(z.state))
    .sort((a, b) => a.zip.localeCompare(b.zip));
}

export function generateDemoDeals(seed = DEMO_DEALS_SEED, target = DEMO_LISTINGS_TARGET): DemoDeals {
  const rng = new Rng(seed);
  const zips = demoZipList();
  const byPrefix = new Map<string, ZipCentroidItem[]>();
  for (const z of zips) {
    const list = byPrefix.get(z.zip.slice(0, 3)) ?? [];
    list.push(z);
    byPrefix.set(z.zip.slice(0, 3), list);
  }
  const coops = DEMO_COOPS.map(({ record }) => {
    const home = zips.find((z) => z.zip === record.zip);
    if (!home) throw new Error(`Demo co-op ${record.plid} has a ZIP (${record.zip}) the ZIP list lacks`);
    return { plid: record.plid, timeZone: record.timeZone, home };
  });
  const endsAt = new Map<string, number>();
  const endOf = (ymd: string, tz: string) => {
    const k = `${ymd}|${tz}`;
    if (!endsAt.has(k)) endsAt.set(k, endOfDayIn(ymd, tz));
    return endsAt.get(k)!;
  };

  const out: DemoDeals = { categories: DEAL_CATEGORIES, partners: [], locations: [], offers: [], listings: [] };
  let bpN = 0;
  let locN = 0;
  let dealN = 0;
  let expiredListings = 0;

  const build = (plan: PartnerPlan) => {
    const category = plan.category ?? rng.weighted(CATALOGUE, (c) => c.weight);
    const ci = CATALOGUE.indexOf(category);
    const sub = rng.pick(category.subs);
    const main = plan.places[0]!;
    const name = businessName(rng, sub, main.zip.city);
    const coop = coops.reduce((best, c) =>
      haversineMiles(c.home, main.point) < haversineMiles(best.home, main.point) ? c : best,
    );
    const bpId = `BP${pad(++bpN, 5)}`;
    const domain = `${slug(name)}.example`;
    const partner: DemoPartner = {
      bpId,
      plid: coop.plid,
      businessName: name,
      businessDescription: `${category.blurb}. ${name} has served ${main.zip.city}, ${main.zip.state} since ${rng.int(1952, 2022)}.`,
      address: '',
      city: main.zip.city,
      state: main.zip.state,
      zip: main.zip.zip,
      // Some sites lack the scheme, as businesses type them; opening a deal adds http://.
      website: rng.chance(0.3) ? `www.${domain}` : `https://www.${domain}`,
      email: `${rng.pick(['info', 'hello', 'contact', 'office'])}@${domain}`,
      phone: phoneIn(rng, main.zip.state),
      logo: logoKey(ci, rng.int(0, LOGOS_PER_CATEGORY - 1)),
      // Every third partner has a primary image, every sixth a secondary one too (no rng draw, so
      // the rest of the data stays as it was).
      image1: bpN % 3 === 0 ? imageKey(ci, 1) : null,
      image2: bpN % 6 === 0 ? imageKey(ci, 2) : null,
      status: plan.partnerStatus,
    };
    const locationName = (p: LocationPlan, i: number) => {
      const long = `${name} - ${i === 0 ? 'Main' : `${p.zip.city} ${rng.pick(AREAS)}`}`;
      return plan.places.length === 1 || long.length > LIMITS.businessField ? name : long;
    };
    const locations = plan.places.map(
      (p, i): DemoLocation => ({
        bpId,
        locationId: `LOC${pad(++locN, 6)}`,
        type: i === 0 ? 1 : 0,
        locationName: locationName(p, i),
        address: streetAddress(rng),
        city: p.zip.city,
        state: p.zip.state,
        zip: p.zip.zip,
        phone: i === 0 ? partner.phone : phoneIn(rng, p.zip.state),
        lat: p.point.lat,
        lon: p.point.lon,
        hideAddress: rng.chance(0.08) ? 1 : 0,
        status: plan.locationStatus[i] ?? 1,
      }),
    );
    partner.address = locations[0]!.address;
    out.partners.push(partner);
    out.locations.push(...locations);

    for (const o of plan.offers) {
      // Mostly the business's own subcategory; now and then a second one of its category too.
      const extra = rng.chance(0.2) ? rng.pick(category.subs) : sub;
      const subs = extra === sub ? [sub.name] : [sub.name, extra.name];
      const { value, dollarValue, description } = makeOffer(rng, sub, name);
      const lapse = rng.weighted(TIME_LAPSES, (t) => ({ 1: 10, 7: 25, 31: 30, 90: 10, 365: 10, 99999: 15 })[t.days]);
      const frequency =
        lapse.days === 99999 ? (rng.chance(0.8) ? 1 : 2) : lapse.days === 1 ? 1 : rng.int(1, lapse.days === 7 ? 2 : 4);
      const channel = rng.next();
      // Only enabled locations can be chosen for an offer; one disabled later stays on it.
      const chosen =
        o.allLocations || locations.length === 1 ? locations : locations.filter((_, i) => i === 0 || rng.chance(0.6));
      const offer: DemoOffer = {
        dealId: `DL${pad(++dealN, 6)}`,
        bpId,
        value,
        dollarValue,
        description,
        stubCopy: rng.pick(STUBS),
        frequency,
        timeLapse: lapse.days,
        expirationDate: expirationDate(rng, o.expiry),
        // Both channels mostly, else one of them (an offer needs at least one).
        isPrinted: channel < 0.85 ? 1 : 0,
        isMobile: channel < 0.7 || channel >= 0.85 ? 1 : 0,
        status: o.status,
        categories: [{ category: category.name, subcategories: subs }],
        locationIds: chosen.map((l) => l.locationId),
      };
      out.offers.push(offer);
      if (offer.status !== 1 || partner.status !== 1) continue;
      for (const l of chosen) {
        if (l.status !== 1) continue;
        if (o.expiry === 'expired') expiredListings++;
        out.listings.push({
          dealId: offer.dealId,
          locationId: l.locationId,
          bpId,
          lat: l.lat,
          lon: l.lon,
          businessName: name,
          value,
          description,
          dollarValue,
          logo: partner.logo,
          address: l.address,
          city: l.city,
          state: l.state,
          zipcode: l.zip,
          hideAddress: l.hideAddress,
          categories: offer.categories,
          endsAt: endOf(offer.expirationDate, coop.timeZone),
        });
      }
    }
  };

  // Near each demo co-op's ZIP, on purpose: live deals in every category within 10 miles (some
  // businesses at two locations), and a few that must not show (expired, disabled, inactive).
  for (const coop of coops) {
    const nearby = zips.filter((z) => haversineMiles(z, coop.home) <= 8);
    const near = (): LocationPlan => {
      const zip = rng.pick(nearby);
      const point = jitter(rng, zip, 1);
      return { zip, point: haversineMiles(point, coop.home) <= 9.5 ? point : { lat: zip.lat, lon: zip.lon } };
    };
    const live = { expiry: 'live' as Expiry, status: 1 as const, allLocations: true };
    for (let i = 0; i < 30; i++) {
      const places = i % 5 === 0 ? [near(), near()] : [near()];
      const offers = [{ ...live, expiry: (i % 4 === 0 ? 'perpetual' : 'live') as Expiry }];
      if (i % 3 === 0) offers.push(live);
      build({
        places,
        category: CATALOGUE[i % CATALOGUE.length],
        partnerStatus: 1,
        offers,
        locationStatus: places.map(() => 1),
      });
    }
    build({ places: [near()], partnerStatus: 1, offers: [{ ...live, expiry: 'expired' }], locationStatus: [1] });
    build({ places: [near()], partnerStatus: 1, offers: [{ ...live, status: 0 }], locationStatus: [1] });
    build({ places: [near(), near()], partnerStatus: 1, offers: [live], locationStatus: [1, 0] });
    build({ places: [near()], partnerStatus: 0, offers: [live], locationStatus: [1] });
  }

  // Across the US: businesses at ZIPs drawn uniformly; a chain's other locations in the same area.
  while (out.listings.length - expiredListings < target) {
    const home = rng.pick(zips);
    const r = rng.next();
    // Few businesses with many locations and offers rather than many with one: the same listings
    // from fewer core items, which keeps the seed quick.
    const count = r < 0.45 ? 1 : r < 0.65 ? 2 : r < 0.8 ? 3 : r < 0.93 ? rng.int(4, 6) : rng.int(8, 15);
    const area = byPrefix.get(home.zip.slice(0, 3))!;
    const places = Array.from({ length: count }, (_, i) => {
      const zip = i === 0 ? home : rng.pick(area);
      return { zip, point: jitter(rng, zip, 2) };
    });
    const o = rng.next();
    const offerCount = o < 0.25 ? 1 : o < 0.6 ? 2 : o < 0.85 ? 3 : 4;
    build({
      places,
      partnerStatus: rng.chance(0.02) ? 0 : 1,
      offers: Array.from({ length: offerCount }, () => {
        const e = rng.next();
        return {
          expiry: e < 0.03 ? 'expired' : e < 0.18 ? 'perpetual' : 'live',
          status: rng.chance(0.03) ? 0 : 1,
          allLocations: rng.chance(0.85),
        };
      }),
      locationStatus: places.map(() => (rng.chance(0.03) ? 0 : 1)),
    });
  }
  return out;
}

/**
 * The core table's partners, locations and offers (categories apart: the seed writes them last).
 * Active partners are in their co-op's partner listing (gsi1, status 001), as signed ones are.
 */
export function demoDealCoreItems(d: DemoDeals): Record<string, unknown>[] {
  const tally = (ids: string[]) => ids.reduce((m, id) => m.set(id, (m.get(id) ?? 0) + 1), new Map<string, number>());
  const offersOf = tally(d.offers.map((o) => o.bpId));
  const locationsOf = tally(d.locations.map((l) => l.bpId));
  return [
    ...d.partners.map((p) => ({
      ...keys.partner(p.bpId),
      // Active ones are listed among their co-op's partners in the admin area (gsi1), with their counts.
      ...(p.status === 1
        ? {
            ...keys.partnerListing(p.plid, BUSINESS_STATUS.active, p.bpId),
            offerCount: offersOf.get(p.bpId) ?? 0,
            locationCount: locationsOf.get(p.bpId) ?? 0,
          }
        : {}),
      ...p,
    })),
    ...d.locations.map((l) => ({ ...keys.partnerLocation(l.bpId, l.locationId), ...l })),
    ...d.offers.map((o) => ({ ...keys.partnerOffer(o.bpId, o.dealId), ...keys.offerById(o.dealId), ...o })),
  ];
}

export const demoCategoryItems = (d: DemoDeals) => d.categories.map((c) => ({ ...keys.category(c.category), ...c }));
