import { publicMediaKey } from '#shared/media-keys.js';
import { getGroupDeals, type GroupDealRecord } from '#functions/db/benefits-repo.js';
import type { NationalDealRecord } from '#functions/db/coops-repo.js';
import { keys } from '#functions/db/keys.js';
import { tileSvg } from './demo-art.js';
import { DEMO_COOPS, NATIONAL_DEALS } from './demo-data.js';

// Demo national deals beyond demo-data.ts's six (these carry alternate images) and each demo
// co-op's group deals (b2c/availabledeals: the health hub, csafety, centertainment, alldeals).
// Fixed lists: the same data on every seed. Images are SVG tiles put in the media bucket.

const nd = (
  n: number,
  d: Omit<NationalDealRecord, 'dealId' | 'logoURL' | 'altImage1' | 'altImage2' | 'altImage3'>,
  alts: number,
): NationalDealRecord => ({
  dealId: `ND-${1000 + n}`,
  logoURL: publicMediaKey('deals', `national-${n}.svg`),
  ...d,
  altImage1: alts >= 1 ? publicMediaKey('deals', `national-${n}-alt1.svg`) : null,
  altImage2: alts >= 2 ? publicMediaKey('deals', `national-${n}-alt2.svg`) : null,
  altImage3: alts >= 3 ? publicMediaKey('deals', `national-${n}-alt3.svg`) : null,
});

/** Shown by Prairie Sky (which shows every national deal); Riverbend keeps its own list. */
export const MORE_NATIONAL_DEALS: NationalDealRecord[] = [
  nd(
    7,
    {
      companyName: 'Harvest Table Meal Kits',
      title: '50% off your first box, 15% off every box after',
      businessOverview:
        'Chef-designed meal kits with ingredients from family farms, delivered weekly. Skip or cancel any week.',
      notes: 'New subscribers only for the first-box offer. Use the member link to apply the discount.',
      redemptionPhone: null,
      redemptionUrl: 'https://harvesttable.example/members',
    },
    3,
  ),
  nd(
    8,
    {
      companyName: 'Brightline Eyewear',
      title: '30% off frames and lenses',
      businessOverview: 'Prescription glasses and sunglasses online with free shipping both ways.',
      notes: 'Not valid on contact lenses. One use per order.',
      redemptionPhone: null,
      redemptionUrl: 'https://brightline.example/coop',
    },
    2,
  ),
  nd(
    9,
    {
      companyName: 'HomeSafe Security',
      title: 'Free installation and 2 months of monitoring',
      businessOverview: 'Professionally monitored alarm systems with smoke, flood and carbon monoxide sensors.',
      notes: 'Call and mention your co-op membership. 24-month agreement required.',
      redemptionPhone: '(800) 555-0188',
      redemptionUrl: null,
    },
    1,
  ),
  nd(
    10,
    {
      companyName: 'Trailhead Fitness',
      title: 'No joining fee and $10 off every month',
      businessOverview: 'Gyms in 1,200 towns with classes, pools and 24-hour access.',
      notes: null,
      redemptionPhone: '(800) 555-0131',
      redemptionUrl: null,
    },
    0,
  ),
];

interface DemoGroupDeal {
  group: string;
  groupName: string;
  route: string;
  dealTitle: string;
  description: string;
}

const g =
  (group: string, groupName: string) =>
  (route: string, dealTitle: string, description: string): DemoGroupDeal => ({
    group,
    groupName,
    route,
    dealTitle,
    description,
  });

const health = g('health', 'Health & Wellness');
const travel = g('travel', 'Travel & Entertainment');
const entertainment = g('entertainment', 'Entertainment');
const safety = g('safety', 'Safety & Security');
const marketplace = g('marketplace', 'Marketplace');
const local = g('localdeals', 'Local Deals');
const national = g('nationaldeals', 'National Deals');
const insurance = g('insurance', 'Insurance');

const HEALTH = [
  health(
    'chealth/pharmacy',
    'Save on prescriptions',
    'Save 10% to 85% on prescriptions at more than 60,000 pharmacies.',
  ),
  health('chealth/dental', 'Dental savings', 'Save 20% to 40% at more than 160,000 dental locations.'),
  health('chealth/vision', 'Vision savings', 'Save 10% to 60% on eye exams, frames and lenses at 20,000+ providers.'),
  health('chealth/hearing', 'Hearing aids', 'Hearing aids with a 60-day trial and a 3-year warranty.'),
  health('chealth/lab', 'Lab testing', 'Save 10% to 80% on lab tests at more than 1,500 labs.'),
  health(
    'chealth/locateproviders',
    'Locate a provider',
    'Find dentists, eye doctors, chiropractors and pharmacies near you.',
  ),
];
const PROTECTION = [
  safety(
    'promo/safety',
    'Member Protection Plan',
    'A $60 value for $12.95 a month: identity protection, roadside help and more.',
  ),
  safety(
    'https://roadside.example/coop',
    'Roadside assistance',
    'Towing, jump starts, lockouts and fuel delivery, 24 hours a day.',
  ),
  safety(
    'cinsuranceform/Freeadd',
    'No-cost AD&D policy',
    'Claim a no-cost $5,000 accidental death and dismemberment policy.',
  ),
];
const SHOWS = [
  entertainment('ctickets', 'Show and event tickets', 'Member prices on concerts, sports and shows.'),
  entertainment('cparks', 'Theme parks', 'Up to 50% off tickets to Disney, Universal, SeaWorld, Six Flags and more.'),
  entertainment(
    'https://cinemas.example/members',
    'Movie nights',
    'Discounted movie tickets at 25,000 screens nationwide.',
  ),
];

const DEALS_BY_PLID: Record<number, DemoGroupDeal[]> = {
  323: [
    ...HEALTH,
    travel('ctravel', 'Travel savings', 'Up to 70% off hotels, car rentals and getaways.'),
    travel('ctickets', 'Tickets', 'Member prices on concerts, sports and shows.'),
    travel('cparks', 'Theme parks', 'Up to 50% off theme park tickets.'),
    travel('cnationaldeals?dealId=ND-1002', 'Blue Harbor Hotels', 'Up to 40% off weekend stays.'),
    ...SHOWS,
    entertainment('cnationaldeals?dealId=ND-1010', 'Trailhead Fitness', 'No joining fee and $10 off every month.'),
    ...PROTECTION,
    safety('cnationaldeals?dealId=ND-1009', 'HomeSafe Security', 'Free installation and 2 months of monitoring.'),
    safety('cinsurance', 'Insurance', 'Compare life, Medicare supplement and pet coverage.'),
    marketplace('cmarketplace/clenses', 'Contact lenses', 'Save 10% to 40% on contact lenses.'),
    marketplace('cmarketplace/cpets', 'Pet care', 'Savings on vet visits, medicine and pet supplies.'),
    marketplace(
      'cmarketplace/cmarketinsurance',
      'Marketplace insurance',
      'Health plans from the insurance marketplace.',
    ),
    local('clocaldeals', 'Local deals', 'Discounts from businesses near you.'),
    national('cnationaldeals?dealId=ND-1007', 'Harvest Table Meal Kits', '50% off your first box.'),
    national('cnationaldeals', 'All national deals', 'Save up to 40% online with brands you know.'),
    insurance('cinsurance', 'Insurance deals', 'Quotes from agents who work for members.'),
  ],
  417: [
    ...HEALTH.slice(0, 3),
    health('chealth/locateproviders', 'Find a provider', 'Dentists, eye doctors and pharmacies near Franklin.'),
    local('clocaldeals', 'Shop local', 'Discounts from neighbours on Main Street.'),
    ...PROTECTION.slice(0, 2),
    ...SHOWS.slice(0, 2),
    national('cnationaldeals?dealId=ND-1003', 'Summit Car Rental', '$25 off weekly rentals.'),
    national('cnationaldeals', 'All online deals', 'Save up to 40% online with brands you know.'),
    insurance('cinsurance', 'Insurance', 'Life, Medicare supplement and pet coverage.'),
  ],
};

const PALETTE = ['#264653', '#2a9d8f', '#8338ec', '#3a86ff', '#fb5607', '#6a994e'];
const GLYPH: Record<string, string> = {
  health: '+',
  travel: '✈',
  entertainment: '♫',
  safety: '✓',
  marketplace: '⌂',
  localdeals: '%',
  nationaldeals: '★',
  insurance: '$',
};

/** Each co-op's group deals with their image keys, numbered within each group in list order. */
export function demoGroupDeals(): { plid: number; order: number; deal: GroupDealRecord }[] {
  const out: { plid: number; order: number; deal: GroupDealRecord }[] = [];
  for (const [plid, deals] of Object.entries(DEALS_BY_PLID)) {
    const seen = new Map<string, number>();
    for (const d of deals) {
      const order = (seen.get(d.group) ?? 0) + 1;
      seen.set(d.group, order);
      out.push({
        plid: Number(plid),
        order,
        deal: { ...d, image: publicMediaKey('deals', `group-${plid}-${d.group}-${order}.svg`) },
      });
    }
  }
  return out;
}

/** The items and SVG images the seed writes for this file (seed.ts). */
export function demoNationalBenefits(): { items: Record<string, unknown>[]; images: { key: string; svg: string }[] } {
  const items: Record<string, unknown>[] = [];
  const images: { key: string; svg: string }[] = [];
  const first = NATIONAL_DEALS.length;
  MORE_NATIONAL_DEALS.forEach((d, i) => {
    items.push({ ...keys.nationalDeal(first + i + 1, d.dealId), ...d });
    const color = PALETTE[(first + i) % PALETTE.length]!;
    images.push({ key: d.logoURL, svg: tileSvg(d.companyName, color, d.companyName[0]!) });
    [d.altImage1, d.altImage2, d.altImage3].forEach((alt, n) => {
      if (alt)
        images.push({
          key: alt,
          svg: tileSvg(`${d.companyName} ${n + 1}`, PALETTE[(first + i + n + 1) % PALETTE.length]!, '★'),
        });
    });
  });
  for (const { plid, order, deal } of demoGroupDeals()) {
    items.push({ ...keys.groupDeal(plid, deal.group, order), ...deal });
    const main = DEMO_COOPS.find((c) => c.record.plid === plid)!.record.mainColor;
    images.push({ key: deal.image, svg: tileSvg(deal.dealTitle, main, GLYPH[deal.group] ?? '•') });
  }
  return { items, images };
}

/**
 * For a data folder seeded before these demo deals existed (the seed runs only on an empty
 * database): adds them once, when the first co-op has no group deals. True when it added them.
 */
export async function ensureDemoNationalBenefits(
  writeItems: (items: Record<string, unknown>[]) => Promise<void>,
  putImage: (key: string, svg: string) => Promise<void>,
): Promise<boolean> {
  if ((await getGroupDeals(DEMO_COOPS[0]!.record.plid)).length > 0) return false;
  const { items, images } = demoNationalBenefits();
  await Promise.all(images.map((img) => putImage(img.key, img.svg)));
  await writeItems(items);
  return true;
}
