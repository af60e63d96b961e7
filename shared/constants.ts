// The specs' limits, patterns, statuses and options (sections 5, 8 and 9), and the portal's own
// cookie names, media prefixes and partner settings, in one place: web forms and handlers both
// import from here so they agree on numbers. The words each feature shows are in
// shared/schemas/*-messages.ts; `fill` puts values into them.

export const RELEASE_LABEL = 'TSE.8.4.5.R1';
export const CREDIT_LINE = 'Portal developed for the cooperative network';
/** Where the API lives on the portal's origin. Here (not only in routes.ts) so the web client can
 * read it without bundling zod and every schema: bundlers keep the route table's schema calls. */
export const API_PREFIX = '/api/';
/**
 * The session cookie (HttpOnly), the CSRF cookie the page can read, and the header it is echoed in.
 * The __Host- prefix makes browsers refuse them unless Secure, Path=/ and without Domain, so no
 * sibling subdomain can set or shadow them.
 */
export const SESSION_COOKIE = '__Host-portal_session';
export const CSRF_COOKIE = '__Host-portal_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/**
 * The device cookie (HttpOnly, 180 days): a browser that has logged in to an account before gets
 * its own login attempt budget there, outside the account's queue (OWASP device cookies).
 */
/**
 * Reasons a failed call's body names in `code` beside its message, where the page must act on the
 * reason rather than only show the words: accountInactive is the 401 of a session that staff ended
 * by deactivating the account (the page says so once, instead of 'Please Login').
 */
export const ERROR_CODES = {
  accountInactive: 'accountInactive',
  /** A staff session that has not passed its second step, on an admin route: the page opens the step. */
  secondStepRequired: 'secondStepRequired',
} as const;

/**
 * Staff's TOTP second factor (RFC 6238 as every authenticator app reads it): SHA-1, six digits,
 * 30 s steps; a code of the step before or after is taken too (clocks drift), each step once.
 */
export const TOTP = { algorithm: 'SHA1', digits: 6, period: 30, window: 1, secretBytes: 20 } as const;
/** Single-use recovery codes, shown once at enrolment: `xxxx-xxxx-xxxx` of 31 unambiguous letters and digits (about 59 bits each). */
export const RECOVERY_CODES = { count: 10, groups: 3, groupLength: 4 } as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const DEVICE_COOKIE = '__Host-portal_device';

/** Field lengths. */
export const LIMITS = {
  zip: 5,
  name: 50,
  email: 100,
  registrationPassword: 30,
  currentPassword: 50,
  newPassword: 30,
  loginPassword: 50,
  passwordMin: 8,
  passwordMax: 30,
  shellSearch: 100,
  localDealsSearch: 50,
  localDealsZipInput: 50,
  contactName: 50,
  contactEmail: 100,
  contactMessage: 2000,
  signatureField: 50,
  businessField: 50,
  businessWebsite: 100,
  businessEmail: 100,
  offerValue: 40,
  offerDescription: 200,
  offerStubCopy: 4000,
  insuranceNotes: 1000,
  insurancePhone: 15,
  insuranceAge: 2,
  imageBytes: 409600,
  /**
   * A logo or icon image the server decodes: each side at most this many pixels, and at most
   * this many scans in a JPEG (a progressive one has about 10; every scan is a pass over the
   * whole picture). Read from the header before any pixel is (ADR 0075).
   */
  imageSide: 3000,
  imageJpegScans: 64,
  rejectReason: 1000,
  /** Largest JSON body any route accepts; the agreement html is the biggest legitimate one. */
  requestBodyBytes: 262144,
  /** A staff reply to a contact message or lead (admin inbox). */
  inboxReply: 4000,
  /** A member's words with a deal report (ADR 0096). */
  reportMessage: 1000,
  /** Reports on a page of a partner's list (My business). */
  reportPage: 25,
  /** Rows on a page of the admin lists. */
  adminPage: 25,
  /** Newsletter subscribers on a page of admin Members (the CSV download reads page after page). */
  subscriberPage: 100,
  /** Platform Setup: feature groups of a co-op, host names, served ZIPs or prefixes (a save is one transaction). */
  setupGroups: 20,
  setupHosts: 10,
  setupZips: 30,
  setupCatalogIds: 200,
  /** Admin members: the member search box; rows of a CSV import per request; each cell's length as sent. */
  memberSearch: 100,
  importChunkRows: 250,
  importCell: 200,
  /** URLs sent to home data calls. */
  url: 2048,
  /** Account cell phone and gender (product limits; the spec gives none). */
  cellPhone: 20,
  gender: 20,
  /** Admin Platform Setup: home slides a co-op may have; slide text lengths. */
  setupSlides: 12,
  setupSlideTitle: 120,
  setupSlideLegend: 300,
} as const;

export const PATTERNS = {
  /** Text, an at sign, text, a dot, text. */
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  /** 8 to 30 characters, each kind at least once, only these kinds. */
  password: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,30}$/,
  zip: /^\d{5}$/,
  phone: /^\(\d{3}\) \d{3}-\d{4}$/,
  /** Expiration date MM/DD/YYYY. */
  date: /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/,
  /**
   * Ids of businesses, offers, locations and the wizard's own item handles: letters, digits and
   * hyphens. No '#', which separates the parts of a DynamoDB key, nor anything a URL or CSV bends.
   */
  recordId: /^[A-Za-z0-9-]{1,64}$/,
  // CSV formula injection: a spreadsheet runs a cell that begins with one of these as a formula
  // (OWASP). Exports escape such cells; free-text business fields refuse them.
  formulaStart: /^[=+\-@\t\r]/,
  // An offer's estimated dollar value: digits with at most one decimal point and cents (the
  // wizard's input mask takes nothing else).
  dollars: /^(\d+(\.\d{0,2})?|\.\d{1,2})$/,
} as const;

/** Provider locator. */
export const LOCATOR = {
  distances: [1, 5, 10, 25, 50],
  defaultDistance: 10,
  defaultSpecialty: -1,
  /** Most providers one search returns, nearest first (a 50-mile circle in a city can hold more). */
  maxResults: 200,
  benefits: [
    { code: 'V', label: 'Vision' },
    { code: 'HU', label: 'Dental' },
    { code: 'C', label: 'Chiropractic' },
    { code: 'RX', label: 'Pharmacies' },
  ],
} as const;

/** Local deals search. */
export const LOCAL_DEALS = {
  pageSize: 30,
  defaultRadius: 50,
  radiusOptions: [1, 5, 10, 15, 20, 30, 50, 100, 250],
  searchLinkRadius: 250,
  sorts: ['distance-asc', 'distance-desc', 'value-desc', 'value-asc'],
  printSource: 'W',
  mobileSource: 'M',
} as const;

/**
 * A location this close (under half a hundredth of a mile, which rounds to 0) is at the search's
 * own point: a partner location's point is its ZIP's centre (street addresses are not geocoded),
 * so the member reads "in ZIP 50309", not "0 miles away".
 */
export const atSearchPoint = (miles: number): boolean => !(miles >= 0.005);

/** Local Deals opens on a member's favorites when this query parameter is 1 (the installed app's shortcut). */
export const FAVORITES_PARAM = 'favorites';
/** The installed app's shortcuts (a long press on its icon): the card and the favorites, both of which open offline. */
export const APP_SHORTCUTS = [
  { name: 'Membership card', short_name: 'Card', url: '/b2c/ccard' },
  { name: 'My favorite deals', short_name: 'Favorites', url: `/b2c/clocaldeals?${FAVORITES_PARAM}=1` },
] as const;

/** A location search's coordinate, rounded to 3 decimals (about 100 m) before anything uses it. */
export const roundCoordinate = (value: number) => Math.round(value * 1000) / 1000;

/** Offer usage frequency windows in days. */
export const TIME_LAPSES = [
  { days: 1, label: 'per day' },
  { days: 7, label: 'per week' },
  { days: 31, label: 'per month' },
  { days: 90, label: 'per quarter' },
  { days: 365, label: 'per year' },
  { days: 99999, label: 'per lifetime' },
] as const;

/** A time lapse's label ('per week'), or undefined for a number of days not among the options. */
export const timeLapseLabel = (days: number): string | undefined => TIME_LAPSES.find((t) => t.days === days)?.label;

export const OFFER_DEFAULTS = { status: 1, isPrinted: 1, isMobile: 1, frequency: 0, timeLapse: 1 } as const;
export const PERPETUAL_DATE = '01/01/2050';
export const DRAFT_STATUS_DEFAULT = 99;
/**
 * A business's status through onboarding (the spec's 99 is the draft; the rest are the product's):
 * 66 sent for approval, 44 rejected (editable again), 55 approved and waiting for the signature,
 * 1 active (signed: its offers are live), 0 disabled by the co-op.
 */
export const BUSINESS_STATUS = { draft: 99, inReview: 66, rejected: 44, approved: 55, active: 1, disabled: 0 } as const;
/** Send for Approval: at most this many locations and offers (one transaction writes them all). */
export const WIZARD_LIMITS = { locations: 20, offers: 20 } as const;
/** Days the emailed agreement link works (local-deals-and-partners; single use, stored hashed). */
export const AGREEMENT_LINK_DAYS = 14;
export const AGREEMENT_TERMINATION_NOTICE_DAYS = 15;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** Home banner and carousels. */
export const BANNER = {
  height: 750,
  autoplayMs: 5000,
  loop: true,
  transitionMs: 1000,
  easing: 'ease',
  dots: false,
} as const;
export const CAROUSELS = {
  nationalDeals: { width: 375, height: 460 },
  insurance: { width: 375, height: 436 },
} as const;
export const BREAKPOINTS = { mobile: 906, wide: 1100 } as const;

export const OPTOUT = { receive: 0, none: 1 } as const;
export const FREE_ADD_PRODUCT = 'Freeadd';

export const INSURANCE_GENDERS = ['Female', 'Male'] as const;
export const INSURANCE_HELP = [
  'Looking for NEW coverage',
  'Compare existing coverage',
  'Do I have the right coverage in place?',
  'I want to shop for cheaper coverage',
] as const;

/** Where static media lives (S3 prefixes, served under /static/ on the portal's own origin). */
export const MEDIA = {
  publicPrefix: '/static/',
  logos: 'logos/',
  slides: 'slides/',
  mainmenu: 'mainmenu/',
  cards: 'cards/',
  deals: 'deals/',
  insurance: 'insurance/',
  business: 'business/',
} as const;

// Least privilege: the folder the bucket never serves, named once for the
// code that writes it and the grants that allow it.
/** Media bucket folders that are never served (not under MEDIA, so no public prefix covers them). */
export const PRIVATE_MEDIA = {
  agreements: 'private/agreements/',
} as const;

/** The member protection program of csafety and promo/safety: its price and where to browse it. */
export const SAFETY_PROGRAM = {
  name: 'Member Protection Plan',
  value: 60,
  monthlyPrice: 12.95,
  browseUrl: 'https://memberprotect.example/enroll',
} as const;

/** Replace {name}-style placeholders in a message. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');
}

/**
 * Healthy savings. The pharmacy price link carries the id from
 * b2c/newbenefitsid: the co-op's Rx group, `rxGroupPrefix` + the co-op's plid (the spec's "fixed
 * default", one per co-op, never anything about the member).
 */
export const HEALTH = {
  rxPricingUrl: 'https://rxpricing.example/search',
  rxGroupPrefix: 'MSV',
  topics: ['pharmacy', 'dental', 'vision', 'diabetic', 'hearing', 'chiro', 'lab', 'mri', 'imaging'],
} as const;

/**
 * Travel, tickets and theme parks: partner sites reached with a short-lived
 * signed id from b2c/getid (an EdDSA JWT, `audience` the partner) and the login flag.
 */
export const PARTNERS = {
  travel: { url: 'https://travel.example/members', name: 'the travel partner' },
  tickets: { url: 'https://tickets.example/members', name: 'the tickets partner' },
  parks: { url: 'https://parks.example/members', name: 'the theme-park partner' },
} as const;
export type PartnerId = keyof typeof PARTNERS;
/** Seconds a partner id stays valid: long enough to follow the link, too short to share it. */
export const PARTNER_TOKEN_TTL_SECONDS = 300;
/** The issuer partners check. */
export const PARTNER_TOKEN_ISSUER = 'coop-member-savings';
export const PARK_NAMES = [
  'Walt Disney World',
  'Disneyland California',
  'Universal Orlando Resort',
  'Universal Studios Hollywood',
  'SeaWorld',
  'Busch Gardens',
  'Six Flags',
] as const;

/**
 * The co-op's monthly deals digest, the product's one marketing email (`npm run digest`): the
 * live deals nearest each opted-in member's ZIP, with a one-click unsubscribe link (RFC 8058)
 * that works once within `unsubscribeDays`. Sent on day `sendDay` of each month from `sendHour`
 * o'clock in the co-op's time zone; a month not done by then (an outage, a failed run) is caught
 * up during the following `catchUpDays` days, and never started later than that.
 */
export const DIGEST = {
  deals: 8,
  radiusMiles: 50,
  unsubscribeDays: 90,
  sendDay: 1,
  sendHour: 9,
  catchUpDays: 3,
} as const;

/**
 * The b2b shell's newsletter (double opt-in): a confirmation link lives `linkHours`. How often one
 * address may subscribe or one mailbox be mailed: LIMIT_RULES in shared/rate-limits.ts.
 */
export const NEWSLETTER = { linkHours: 48 } as const;

/** Passkeys (WebAuthn, ADR 0091): per member, the name's length, and how long a challenge lives. */
export const PASSKEY_LIMITS = {
  perMember: 10,
  name: 50,
  /** A server-minted challenge is good for one ceremony within this time, then gone. */
  challengeSeconds: 5 * 60,
  /** What the browser is told to allow for the user's gesture (ms); within challengeSeconds. */
  ceremonyTimeoutMs: 2 * 60 * 1000,
  /** A base64url field of a WebAuthn answer (attestation objects carry certificate chains). */
  fieldChars: 16_384,
} as const;
