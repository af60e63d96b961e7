import * as z from 'zod';
import { LIMITS } from '../constants.js';
import { coopKey, credentials, flag, optionalText, text } from './common.js';

// Home data.

export const coopData = z.object({
  plid: z.number().int(),
  coopName: z.string(),
  /** The co-op's home ZIP: local deals search around it when nobody gives one. */
  zip: z.string(),
  /** The co-op's IANA time zone: the pages show times in it, named, as the server's messages do. */
  timeZone: z.string(),
  logo: z.string(),
  displayName: z.string(),
  displayPhone: optionalText(40),
  displayEmail: optionalText(100),
  displayURL: optionalText(200),
  displayAddress: optionalText(200),
  displayCellPhone: optionalText(40),
  coopIdCard: z.string(),
  /** The card art's addresses (Platform Setup uploads, else the art named by coopIdCard). */
  cardFront: z.string().optional(),
  cardBack: z.string().optional(),
  description: z.string(),
  facebook: optionalText(200),
  twitter: optionalText(200),
  youtube: optionalText(200),
  instagram: optionalText(200),
  linkedin: optionalText(200),
  iosAppUrl: optionalText(200),
  androidAppUrl: optionalText(200),
  topBarColor: z.string(),
  mainColor: z.string(),
  secondColor: z.string(),
  thirdColor: z.string(),
});
export type CoopData = z.infer<typeof coopData>;

export const featureGroup = z.object({
  groupIdentifier: z.string(),
  groupName: z.string(),
  route: z.string(),
  image: z.string(),
  onLogged: flag,
  showSquare: flag,
  features: z.array(z.object({ dealIdentifier: z.string() })),
});
export type FeatureGroup = z.infer<typeof featureGroup>;

export const nationalDeal = z.object({
  dealId: z.string(),
  companyName: z.string(),
  title: z.string(),
  logoURL: z.string(),
  businessOverview: optionalText(4000),
  notes: optionalText(4000),
  redemptionPhone: optionalText(40),
  redemptionUrl: optionalText(500),
  altImage1: optionalText(500),
  altImage2: optionalText(500),
  altImage3: optionalText(500),
});
export type NationalDeal = z.infer<typeof nationalDeal>;

export const insuranceProduct = z.object({
  productIdentifier: z.string(),
  productName: z.string(),
  image: z.string(),
  briefDetails: z.string(),
  buttonText: z.string(),
  /** An outside link when set; otherwise the in-product quote form. */
  urlRedirect: optionalText(500),
  specialOffer: flag,
});
export type InsuranceProduct = z.infer<typeof insuranceProduct>;
export const homeInsuranceProduct = insuranceProduct.extend({ selected: flag });

export const slide = z.object({
  image: z.string(),
  upperTitle: z.string(),
  title: z.string(),
  legend: z.string(),
  showMobileButtons: flag,
  showCustom: flag,
  customButton: z.object({
    buttonTitle: z.string(),
    buttonRoute: z.string(),
    outsideUrl: optionalText(500),
  }),
});
export type Slide = z.infer<typeof slide>;

export const homeData = z.object({
  success: z.literal(true),
  key: z.string(),
  coopData,
  features: z.array(featureGroup),
  nationalDeals: z.array(nationalDeal),
  insurance: z.object({ products: z.array(homeInsuranceProduct) }),
  slides: z.array(slide),
});
export type HomeData = z.infer<typeof homeData>;

export const getHomeDataRequest = z.object({
  credentials,
  /** Host (or whole address) of the page; the co-op is resolved from it. */
  url: text(LIMITS.url).nullish(),
  /** The co-op key a previous home-data or setcoop call returned. */
  key: coopKey,
});
export const setCoopRequest = z.object({
  /** The current location, e.g. https://portal.example.coop/coop/417. */
  url: z
    .string({ error: 'Please send the current address as url' })
    .min(1, 'Please send the current address as url')
    .max(LIMITS.url),
});

/** The manifest takes nothing: the host it is fetched on names the co-op. */
export const webManifestRequest = z.object({});

const manifestIcon = z.object({
  src: z.string(),
  sizes: z.string(),
  type: z.string(),
  purpose: z.enum(['any', 'maskable']),
});
/** The co-op's web app manifest (W3C Web Application Manifest), built from its data on each request. */
export const webManifest = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(manifestIcon),
  /** What a long press on the home-screen icon offers. */
  shortcuts: z.array(z.object({ name: z.string(), short_name: z.string(), url: z.string() })),
});
export type WebManifest = z.infer<typeof webManifest>;
