import * as z from 'zod';
import { recordFamily } from './stored-record.js';

// Co-ops and the network catalogues (docs/data-model.md, patterns 2 to 10): one schema per family,
// the type the repositories read and write (ADR 0080).

const flag = z.literal([0, 1]);
const optionalText = z.string().nullable();

/** Pattern 2: a co-op's profile. */
export const coopFamily = recordFamily(
  'co-op',
  z.object({
    plid: z.number(),
    coopName: z.string(),
    /** The host members use, e.g. portal.prairiesky.coop; links in emails point there. */
    primaryDomain: z.string(),
    logo: z.string(),
    displayName: z.string(),
    displayPhone: optionalText,
    displayEmail: optionalText,
    displayURL: optionalText,
    displayAddress: optionalText,
    /** The co-op's home ZIP: local deals search around it when the visitor gives none. */
    zip: z.string(),
    /** IANA time zone: its partners' offers expire at the end of their date there. */
    timeZone: z.string(),
    displayCellPhone: optionalText,
    coopIdCard: z.string(),
    description: z.string(),
    facebook: optionalText,
    twitter: optionalText,
    youtube: optionalText,
    instagram: optionalText,
    linkedin: optionalText,
    iosAppUrl: optionalText,
    androidAppUrl: optionalText,
    topBarColor: z.string(),
    mainColor: z.string(),
    secondColor: z.string(),
    thirdColor: z.string(),
    /** National deals this co-op shows; absent means all. */
    nationalDealIds: z.array(z.string()).optional(),
    /** Insurance products this co-op offers; absent means all. */
    insuranceIds: z.array(z.string()).optional(),
    /** Products the co-op highlights (the home list's selected flag). */
    insuranceSelected: z.array(z.string()).optional(),
    /** Card art uploaded in Platform Setup (media keys); absent means cards/<coopIdCard>f.svg and b.svg. */
    cardFront: z.string().optional(),
    cardBack: z.string().optional(),
    /** Home-screen icons made from the latest logo or icon image uploaded (name such as any-192 -> media key); absent: the initials tiles. */
    appIcons: z.record(z.string(), z.string()).optional(),
    /** Move on with every Platform Setup save of their section (absent: never saved there); see `saveSection`. */
    brandingVersion: z.number().optional(),
    slidesVersion: z.number().optional(),
    groupsVersion: z.number().optional(),
    catalogVersion: z.number().optional(),
    domainsVersion: z.number().optional(),
  }),
);
export type CoopRecord = z.output<typeof coopFamily.schema>;

/** Pattern 5: one of a co-op's feature groups. */
export const groupFamily = recordFamily(
  'feature group',
  z.object({
    groupIdentifier: z.string(),
    groupName: z.string(),
    route: z.string(),
    image: z.string(),
    onLogged: flag,
    showSquare: flag,
    features: z.array(z.object({ dealIdentifier: z.string() })),
  }),
);
export type GroupRecord = z.output<typeof groupFamily.schema>;

/** Pattern 6: one of a co-op's banner slides. */
export const slideFamily = recordFamily(
  'slide',
  z.object({
    image: z.string(),
    upperTitle: z.string(),
    title: z.string(),
    legend: z.string(),
    showMobileButtons: flag,
    showCustom: flag,
    customButton: z.object({ buttonTitle: z.string(), buttonRoute: z.string(), outsideUrl: optionalText }),
  }),
);
export type SlideRecord = z.output<typeof slideFamily.schema>;

/** Pattern 7: a co-op serving a ZIP code or prefix. */
export const serviceAreaFamily = recordFamily('service area', z.object({ plid: z.number(), coopName: z.string() }));

/** Pattern 8: a national deal. */
export const nationalDealFamily = recordFamily(
  'national deal',
  z.object({
    dealId: z.string(),
    companyName: z.string(),
    title: z.string(),
    logoURL: z.string(),
    businessOverview: optionalText,
    notes: optionalText,
    redemptionPhone: optionalText,
    redemptionUrl: optionalText,
    altImage1: optionalText,
    altImage2: optionalText,
    altImage3: optionalText,
  }),
);
export type NationalDealRecord = z.output<typeof nationalDealFamily.schema>;

/** Pattern 8b: one of a co-op's group deals (available deals). */
export const groupDealFamily = recordFamily(
  'group deal',
  z.object({
    /** The group identifier the deal belongs to (health, safety, entertainment...). */
    group: z.string(),
    /** Name of the group, used when the co-op has no feature group of that identifier. */
    groupName: z.string(),
    /** In-app route (may carry ?dealId=) or an outside https address. */
    route: z.string(),
    image: z.string(),
    dealTitle: z.string(),
    description: z.string(),
  }),
);
export type GroupDealRecord = z.output<typeof groupDealFamily.schema>;

/** Pattern 9: an insurance product. */
export const insuranceProductFamily = recordFamily(
  'insurance product',
  z.object({
    productIdentifier: z.string(),
    productName: z.string(),
    image: z.string(),
    briefDetails: z.string(),
    buttonText: z.string(),
    urlRedirect: optionalText,
    specialOffer: flag,
  }),
);
export type InsuranceRecord = z.output<typeof insuranceProductFamily.schema>;

/** Pattern 10: a local-deal category with its subcategories. */
export const categoryFamily = recordFamily(
  'category',
  z.object({
    category: z.string(),
    subcategories: z.array(z.object({ subcategory: z.string() })).default([]),
  }),
);
export type CategoryRecord = z.output<typeof categoryFamily.schema>;
