import * as z from 'zod';
import { LIMITS, PATTERNS } from '../constants.js';
import { credentials, flag } from './common.js';
import { featureGroup } from './home.js';
import { ADMIN_MESSAGES } from './admin-messages.js';
import { COMMON_MESSAGES } from './common-messages.js';

// Admin Platform Setup: the co-op's branding and contact data, its home slides
// and card art. Every save names the version of its section (branding, slides; kept on the co-op
// record) it started from; a save over a newer version is refused (409), so two admins saving at
// once cannot silently overwrite each other.

/** # and six hex digits, stored lower case. */
export const hexColor = z
  .string({ error: ADMIN_MESSAGES.setupColorInvalid })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, ADMIN_MESSAGES.setupColorInvalid)
  .transform((v) => v.toLowerCase());

const isWebUrl = (v: string) => {
  if (!/^https?:\/\//i.test(v)) return false;
  try {
    return Boolean(new URL(v).hostname.includes('.'));
  } catch {
    return false;
  }
};

/** A web address (http or https) or empty; empty is stored as null. */
export const webUrl = z
  .string()
  .trim()
  .max(200, ADMIN_MESSAGES.setupTooLong)
  .refine((v) => v === '' || isWebUrl(v), ADMIN_MESSAGES.setupUrlInvalid);
const optional = (max: number) => z.string().trim().max(max, ADMIN_MESSAGES.setupTooLong);

export const SOCIAL_LINKS = ['facebook', 'twitter', 'youtube', 'instagram', 'linkedin'] as const;
export const THEME_COLORS = ['topBarColor', 'mainColor', 'secondColor', 'thirdColor'] as const;

/** The fields of the Branding & contact form (strings as typed; empty means none). */
export const brandingFields = z.object({
  displayName: z
    .string({ error: ADMIN_MESSAGES.setupDisplayNameRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.setupDisplayNameRequired)
    .max(100, ADMIN_MESSAGES.setupTooLong),
  displayPhone: optional(40),
  displayEmail: optional(100).refine((v) => v === '' || PATTERNS.email.test(v), ADMIN_MESSAGES.setupEmailInvalid),
  displayAddress: optional(200),
  displayURL: webUrl,
  facebook: webUrl,
  twitter: webUrl,
  youtube: webUrl,
  instagram: webUrl,
  linkedin: webUrl,
  topBarColor: hexColor,
  mainColor: hexColor,
  secondColor: hexColor,
  thirdColor: hexColor,
});
export type BrandingFields = z.input<typeof brandingFields>;

/** The section's version the edit started from (0 for a section never saved here). */
export const version = z.number({ error: COMMON_MESSAGES.badRequest }).int().min(0);

export const saveBrandingRequest = brandingFields.extend({ credentials, version });
export const saveResponse = z.object({ success: z.literal(true), message: z.string(), version: z.number() });

/** A stored slide image: a bare key of the media bucket's slides/ folder. */
const slideImage = z
  .string({ error: ADMIN_MESSAGES.setupSlideImageRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.setupSlideImageRequired)
  .regex(/^slides\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,150}\.(svg|png|jpe?g)$/i, ADMIN_MESSAGES.setupSlideImageRequired);

/** An in-portal page such as /b2c/clocaldeals, or empty. */
const buttonRoute = z
  .string()
  .trim()
  .max(200, ADMIN_MESSAGES.setupTooLong)
  .refine((v) => v === '' || /^\/[A-Za-z0-9/_-]*$/.test(v), ADMIN_MESSAGES.setupSlideButtonRequired);

export const slideFields = z
  .object({
    image: slideImage,
    upperTitle: optional(LIMITS.setupSlideTitle),
    title: optional(LIMITS.setupSlideTitle),
    legend: optional(LIMITS.setupSlideLegend),
    showMobileButtons: flag,
    showCustom: flag,
    customButton: z.object({
      buttonTitle: optional(60),
      buttonRoute,
      outsideUrl: webUrl,
    }),
  })
  .refine(
    (s) =>
      !s.showCustom ||
      (s.customButton.buttonTitle !== '' && (s.customButton.buttonRoute !== '' || s.customButton.outsideUrl !== '')),
    {
      message: ADMIN_MESSAGES.setupSlideButtonRequired,
      path: ['customButton', 'buttonTitle'],
    },
  );
export type SlideFields = z.input<typeof slideFields>;

export const slideList = z
  .array(slideFields)
  .max(LIMITS.setupSlides, ADMIN_MESSAGES.setupTooManySlides.replace('{count}', String(LIMITS.setupSlides)));
export const saveSlidesRequest = z.object({ credentials, version, slides: slideList });

export const SETUP_IMAGE_KINDS = ['logo', 'appIcon', 'slide', 'cardFront', 'cardBack', 'group'] as const;
export type SetupImageKind = (typeof SETUP_IMAGE_KINDS)[number];
/** An upload's filename: what the image is for, then its type (logo.png, slide.jpg, group.png …). */
export const SETUP_IMAGE_FILENAME = new RegExp(`^(${SETUP_IMAGE_KINDS.join('|')})\\.(jpg|jpeg|png)$`);
/** The upload's filename header names what the image is for: logo.png, slide.jpg, cardFront.png … */
export const uploadCoopImageRequest = z.object({
  credentials,
  filename: z
    .string({ error: ADMIN_MESSAGES.setupImageKind })
    .regex(SETUP_IMAGE_FILENAME, ADMIN_MESSAGES.setupImageKind),
});
/** The stored image's media key (new for every upload) and where the page can show it. */
export const uploadCoopImageResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  key: z.string(),
  url: z.string(),
});

export const getSetupRequest = z.object({ credentials });

/** What the Platform Setup pages show of the co-op; more optional fields may be added. */
export const setupCoop = z.object({
  plid: z.number(),
  coopName: z.string(),
  /** The branding section's version (savebranding's `version`). */
  version: z.number(),
  displayName: z.string(),
  displayPhone: z.string(),
  displayEmail: z.string(),
  displayAddress: z.string(),
  displayURL: z.string(),
  facebook: z.string(),
  twitter: z.string(),
  youtube: z.string(),
  instagram: z.string(),
  linkedin: z.string(),
  topBarColor: z.string(),
  mainColor: z.string(),
  secondColor: z.string(),
  thirdColor: z.string(),
  /** Media keys and their addresses on the portal. */
  logo: z.string(),
  logoUrl: z.string(),
  /** The home-screen icons (192 px, any and maskable) made from the latest logo or icon image uploaded; null before either, the initials tile showing meanwhile. */
  appIcon: z.object({ any: z.string(), maskable: z.string() }).nullable(),
  cardFrontUrl: z.string(),
  cardBackUrl: z.string(),
});
export type SetupCoop = z.infer<typeof setupCoop>;

/** A slide as stored (image: its media key) plus where the page can show the image. */
export const setupSlide = z.object({
  image: z.string(),
  imageUrl: z.string(),
  upperTitle: z.string(),
  title: z.string(),
  legend: z.string(),
  showMobileButtons: flag,
  showCustom: flag,
  customButton: z.object({ buttonTitle: z.string(), buttonRoute: z.string(), outsideUrl: z.string() }),
});
export type SetupSlide = z.infer<typeof setupSlide>;

export const getSetupResponse = z.object({
  success: z.literal(true),
  coop: setupCoop,
  slides: z.array(setupSlide),
  /** The slides' version (saveslides's `version`). */
  slidesVersion: z.number(),
  groups: z.array(featureGroup),
});
export type SetupData = z.infer<typeof getSetupResponse>;
