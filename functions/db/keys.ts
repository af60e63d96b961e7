import type { NormalEmail } from '../model/email-address.js';
import type { TableSpec } from './tables.js';

// Every DynamoDB key of the product, named by access pattern. ITEM_FAMILIES at the end describes
// each family of items (its access pattern, key shape, index, what it holds, TTL); docs/data-model.md
// is generated from it (`npm run docs`), and a unit test holds it to what these functions build.
// Tables: core (durable records), ephemeral (sessions, emailed-link tokens, rate-limit counters;
// items carry expiresAt), geo (deal listings and providers by cell, ZIP centroids).

const pad = (n: number, width = 4) => String(n).padStart(width, '0');

export interface MemberName {
  lastName: string;
  firstName: string;
}

/**
 * Name text as the member listings sort and search it: lower case, commas and runs of spaces as one
 * space, so "Lee, Ann", "lee  ann" and the stored "Lee" + "Ann" all read "lee ann".
 */
export const nameSearchText = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s,]+/g, ' ')
    .trim();
const nameOrder = ({ lastName, firstName }: MemberName) => nameSearchText(`${lastName} ${firstName}`);

export const keys = {
  // --- core: network and co-ops ---
  /** The network's settings, including the default co-op. */
  network: () => ({ pk: 'NETWORK', sk: 'CONFIG' }),
  /** Local portal only: written once the demo local deals are all loaded (a cut-short load resumes). */
  demoDealsLoaded: () => ({ pk: 'NETWORK', sk: 'DEMO_DEALS' }),
  /** Marks the demo dashboard counters as added, so a load cut short and run again does not add them twice. */
  demoStatsLoaded: () => ({ pk: 'NETWORK', sk: 'DEMO_STATS' }),
  /** A co-op's profile (branding, contact, card id, selections). */
  coop: (plid: number) => ({ pk: `COOP#${plid}`, sk: 'PROFILE' }),
  /** All co-ops, listed through gsi1. */
  coopListing: (plid: number) => ({ gsi1pk: 'COOPS', gsi1sk: `COOP#${pad(plid, 8)}` }),
  /** A host name that serves one co-op; unique because it is the whole key. */
  domain: (host: string) => ({ pk: `DOMAIN#${host.toLowerCase()}`, sk: 'DOMAIN' }),
  /** A co-op's host names, through gsi1 on the domain items (Platform Setup). */
  domainListing: (plid: number, host: string) => ({ gsi1pk: `COOP#${plid}#DOMAINS`, gsi1sk: host.toLowerCase() }),
  domainListingPk: (plid: number) => `COOP#${plid}#DOMAINS`,
  /** A co-op's feature groups, in menu order: query pk begins_with GROUP#. */
  groupPrefix: 'GROUP#',
  group: (plid: number, order: number, groupIdentifier: string) => ({
    pk: `COOP#${plid}`,
    sk: `GROUP#${pad(order)}#${groupIdentifier}`,
  }),
  /** A co-op's banner slides, in order: query pk begins_with SLIDE#. */
  slidePrefix: 'SLIDE#',
  slide: (plid: number, order: number) => ({ pk: `COOP#${plid}`, sk: `SLIDE#${pad(order)}` }),
  /** A ZIP code or ZIP prefix a co-op serves: query ZIP#12345, ZIP#1234, ZIP#123 for a ZIP. */
  serviceAreaPk: (zipOrPrefix: string) => `ZIP#${zipOrPrefix}`,
  serviceArea: (zipOrPrefix: string, plid: number) => ({ pk: `ZIP#${zipOrPrefix}`, sk: `COOP#${plid}` }),
  /** A co-op's served ZIPs and prefixes, through gsi1 on the service-area items (Platform Setup). */
  serviceAreaListing: (plid: number, zipOrPrefix: string) => ({ gsi1pk: `COOP#${plid}#ZIPS`, gsi1sk: zipOrPrefix }),
  serviceAreaListingPk: (plid: number) => `COOP#${plid}#ZIPS`,
  /** One per 3-digit ZIP prefix: its version orders the saves that add served areas within it. */
  serviceAreaGuard: (prefix3: string) => ({ pk: `ZIPAREA#${prefix3}`, sk: 'GUARD' }),

  // --- core: network catalogues ---
  /** National online deals, in display order. */
  nationalDealsPk: 'CATALOG#NATIONAL',
  nationalDeal: (order: number, dealId: string) => ({ pk: 'CATALOG#NATIONAL', sk: `DEAL#${pad(order)}#${dealId}` }),
  /** A co-op's group deals (available deals), by group then display order: query begins_with <group>#. */
  groupDealsPk: (plid: number) => `COOP#${plid}#GROUPDEALS`,
  groupDealPrefix: (group: string) => `${group}#`,
  groupDeal: (plid: number, group: string, order: number) => ({
    pk: `COOP#${plid}#GROUPDEALS`,
    sk: `${group}#${pad(order)}`,
  }),
  /** Insurance products, in display order. */
  insurancePk: 'CATALOG#INSURANCE',
  insuranceProduct: (order: number, productIdentifier: string) => ({
    pk: 'CATALOG#INSURANCE',
    sk: `PRODUCT#${pad(order)}#${productIdentifier}`,
  }),
  /** Local-deal categories with their subcategories. */
  categoriesPk: 'CATALOG#CATEGORIES',
  category: (name: string) => ({ pk: 'CATALOG#CATEGORIES', sk: `CATEGORY#${name}` }),

  // --- core: members ---
  member: (memberId: string) => ({ pk: `MEMBER#${memberId}`, sk: 'PROFILE' }),
  /**
   * Uniqueness guard for a member's email, written in the same transaction as the member. Takes
   * only normalizeEmail's output (NFKC, lower case, ASCII domain), so one mailbox has one key.
   */
  memberEmail: (email: NormalEmail) => ({ pk: `EMAIL#${email}`, sk: 'EMAIL' }),
  /**
   * An address SES reported as a permanent bounce or a complaint: no mail is sent to it again.
   * Takes only normalizeEmail's output, so every spelling of one mailbox meets the same item.
   */
  mailSuppression: (email: NormalEmail) => ({ pk: `SUPPRESSED#${email}`, sk: 'SUPPRESSION' }),
  /** A co-op's members by last name then first name, through gsi1 (admin search "Lee" or "Lee, Ann"). */
  memberListing: (plid: number, name: MemberName, memberId: string) => ({
    gsi1pk: `COOP#${plid}#MEMBERS`,
    gsi1sk: `${nameOrder(name)}#${memberId}`,
  }),
  /** A co-op's members of one ZIP code by last name then first name, through gsi2 (admin search by ZIP). */
  memberZipListing: (plid: number, zip: string, name: MemberName, memberId: string) => ({
    gsi2pk: `COOP#${plid}#ZIP#${zip}`,
    gsi2sk: `${nameOrder(name)}#${memberId}`,
  }),
  /** A member's savings history (redemptions), newest last: query pk begins_with SAVING#. */
  saving: (memberId: string, isoTime: string, id: string) => ({
    pk: `MEMBER#${memberId}`,
    sk: `SAVING#${isoTime}#${id}`,
  }),
  savingPrefix: 'SAVING#',
  /** A member's favorite deal at a location. */
  favorite: (memberId: string, dealId: string, locationId: string) => ({
    pk: `MEMBER#${memberId}`,
    sk: `FAV#${dealId}#${locationId}`,
  }),
  favoritePrefix: 'FAV#',
  /**
   * One of an offer's `frequency` redemption slots for one member: a slot is free again once its
   * last use is `timeLapse` days old, so no window of that length holds more than `frequency` uses.
   */
  redemptionSlot: (memberId: string, dealId: string, slot: number) => ({
    pk: `MEMBER#${memberId}`,
    sk: `REDEEM#${dealId}#${pad(slot)}`,
  }),
  redemptionSlotPrefix: (dealId: string) => `REDEEM#${dealId}#`,
  /** A used offline redemption ticket and the coupon it became, so a replay answers that coupon again. */
  redemptionTicket: (memberId: string, ticket: string) => ({ pk: `MEMBER#${memberId}`, sk: `TICKET#${ticket}` }),
  /**
   * A member's passkey (WebAuthn credential) by its credential id, in a partition of its own so the
   * routes that add and remove passkeys are granted only these items (ADR 0091).
   */
  passkey: (memberId: string, credentialId: string) => ({ pk: `PASSKEYS#${memberId}`, sk: `PASSKEY#${credentialId}` }),
  passkeysPk: (memberId: string) => `PASSKEYS#${memberId}`,
  /** A staff member's second factor: the authenticator app's secret, its last used step, the recovery codes' hashes. */
  secondFactor: (memberId: string) => ({ pk: `MEMBER#${memberId}`, sk: 'FACTOR#TOTP' }),
  /** The member's business wizard draft. */
  draft: (memberId: string, bpId: string) => ({ pk: `MEMBER#${memberId}`, sk: `DRAFT#${bpId}` }),
  draftPrefix: 'DRAFT#',

  // --- core: business partners ---
  partner: (bpId: string) => ({ pk: `BP#${bpId}`, sk: 'PROFILE' }),
  /** A co-op's partners by status, through gsi1 (approval queue). */
  partnerListing: (plid: number, status: number, bpId: string) => ({
    gsi1pk: `COOP#${plid}#BP`,
    gsi1sk: `${pad(status, 3)}#${bpId}`,
  }),
  partnerLocation: (bpId: string, locationId: string) => ({ pk: `BP#${bpId}`, sk: `LOCATION#${locationId}` }),
  partnerOffer: (bpId: string, dealId: string) => ({ pk: `BP#${bpId}`, sk: `OFFER#${dealId}` }),
  /** An offer by its id, through gsi2: which businesses hold an offer id (Send for Approval and signing refuse one another holds). */
  offerById: (dealId: string) => ({ gsi2pk: `DEAL#${dealId}`, gsi2sk: 'OFFER' }),
  /**
   * An offer's or location's id, claimed for its business with a conditional put when the server
   * mints it: no two businesses in the network can hold one id (listings, favorites and redemption
   * slots are keyed by these ids alone).
   */
  recordIdClaim: (kind: 'OFFER' | 'LOCATION', id: string) => ({ pk: `ID#${kind}#${id}`, sk: 'ID' }),
  /**
   * An owner's change to what an offer promises, waiting for staff (ADR 0095): beside the live
   * offer, which members keep seeing until staff approve; kept with the staff's reason once sent back.
   */
  offerChange: (bpId: string, dealId: string) => ({ pk: `BP#${bpId}`, sk: `CHANGE#${dealId}` }),
  offerChangePrefix: 'CHANGE#',
  /** A co-op's offer changes waiting for staff, oldest first, through gsi1 (sparse: a decision removes it). */
  offerChangeWaiting: (plid: number, submittedAt: string, dealId: string) => ({
    gsi1pk: `COOP#${plid}#OFFERCHANGES`,
    gsi1sk: `${submittedAt}#${dealId}`,
  }),
  /** The signed agreement's audit record; written once with a condition, never updated. */
  agreement: (bpId: string, version: number) => ({ pk: `BP#${bpId}`, sk: `AGREEMENT#${pad(version)}` }),
  agreementPrefix: 'AGREEMENT#',

  // --- core: inbound records ---
  /** A member's insurance quote request to the co-op, by time: query the co-op's leads partition. */
  insuranceLead: (plid: number, isoTime: string, id: string) => ({ pk: `COOP#${plid}#LEADS`, sk: `${isoTime}#${id}` }),
  insuranceLeadsPk: (plid: number) => `COOP#${plid}#LEADS`,
  /** A message sent through the co-op's contact form, by time: query the co-op's contact partition. */
  contactMessage: (plid: number, isoTime: string, id: string) => ({
    pk: `COOP#${plid}#CONTACT`,
    sk: `${isoTime}#${id}`,
  }),
  contactMessagesPk: (plid: number) => `COOP#${plid}#CONTACT`,
  /**
   * A newsletter subscription of the b2b shell (pending, then confirmed), one per normalized
   * address and co-op: query the co-op's partition for its subscribers.
   */
  newsletterSubscription: (plid: number, email: NormalEmail) => ({
    pk: `COOP#${plid}#NEWSLETTER`,
    sk: email as string,
  }),
  newsletterPk: (plid: number) => `COOP#${plid}#NEWSLETTER`,
  /** Messages and leads not answered yet, both kinds by time, through gsi1 (sparse: a reply removes it). */
  inboxNew: (plid: number, isoTime: string, id: string) => ({
    gsi1pk: `COOP#${plid}#INBOX#NEW`,
    gsi1sk: `${isoTime}#${id}`,
  }),
  inboxNewPk: (plid: number) => `COOP#${plid}#INBOX#NEW`,
  /**
   * A member's report of a problem with a local deal (ADR 0096), in the co-op of the deal's
   * business, by time: the inbox's third kind (its not-answered entry is `inboxNew`).
   */
  dealReport: (plid: number, isoTime: string, id: string) => ({ pk: `COOP#${plid}#REPORTS`, sk: `${isoTime}#${id}` }),
  dealReportsPk: (plid: number) => `COOP#${plid}#REPORTS`,
  /** The same reports by the business they are about, through gsi2 (the partner's list on My business). */
  dealReportOfBusiness: (bpId: string, isoTime: string, id: string) => ({
    gsi2pk: `BP#${bpId}#REPORTS`,
    gsi2sk: `${isoTime}#${id}`,
  }),
  dealReportsOfBusinessPk: (bpId: string) => `BP#${bpId}#REPORTS`,
  /**
   * A member's open report of one deal: put with the report on condition it is absent, deleted when
   * staff answer it, so a member has at most one open report per deal, parallel requests included.
   */
  openDealReport: (memberId: string, dealId: string) => ({ pk: `REPORTOPEN#${memberId}#${dealId}`, sk: 'OPEN' }),

  // --- core: the admin dashboard's counters, kept as data changes (never counted by reading) ---
  /** A co-op's running totals: members, live offers. */
  coopStats: (plid: number) => ({ pk: `COOP#${plid}`, sk: 'STATS' }),
  /** A co-op's figures of one of its days, in its time zone (sign-ups, redemptions, savings in cents): query a date range. */
  coopDay: (plid: number, day: string) => ({ pk: `COOP#${plid}#DAYS`, sk: day }),
  coopDaysPk: (plid: number) => `COOP#${plid}#DAYS`,
  /** Redemptions and savings of one deal on one of the co-op's days (its time zone), in a partition per month (reports). */
  redemptionStat: (plid: number, day: string, bpId: string, dealId: string) => ({
    pk: `COOP#${plid}#REDEEM#${day.slice(0, 7)}`,
    sk: `${day}#${bpId}#${dealId}`,
  }),
  redemptionStatsPk: (plid: number, month: string) => `COOP#${plid}#REDEEM#${month}`,
  /**
   * A business's figures of one day (its co-op's time zone), per offer and location: attributes
   * `<kind>#<deal id>#<location id>` bumped with ADD (ADR 0094). One partition per business, so
   * its thirteen months are one Query, and no co-op's partition takes every business's writes.
   */
  partnerDay: (bpId: string, day: string) => ({ pk: `BP#${bpId}#NUMBERS`, sk: day }),
  partnerDaysPk: (bpId: string) => `BP#${bpId}#NUMBERS`,

  // --- core: the audit trail of staff actions (append-only, kept two years; ADR 0089) ---
  /** A co-op's audit items, newest first by time: query the partition, a date range by sort key. */
  auditEntry: (plid: number, isoTime: string, id: string) => ({ pk: `AUDIT#${plid}`, sk: `${isoTime}#${id}` }),
  auditPk: (plid: number) => `AUDIT#${plid}`,
  /** The same items by the staff member who acted, through gsi1 (Activity's person filter). */
  auditByActor: (plid: number, memberId: string, isoTime: string, id: string) => ({
    gsi1pk: `AUDIT#${plid}#BY#${memberId}`,
    gsi1sk: `${isoTime}#${id}`,
  }),
  auditByActorPk: (plid: number, memberId: string) => `AUDIT#${plid}#BY#${memberId}`,
  /** The same items by the first id they act on (a member, a business, a co-op), through gsi2 (Activity's target filter). */
  auditByTarget: (plid: number, target: string, isoTime: string, id: string) => ({
    gsi2pk: `AUDIT#${plid}#ON#${target}`,
    gsi2sk: `${isoTime}#${id}`,
  }),
  auditByTargetPk: (plid: number, target: string) => `AUDIT#${plid}#ON#${target}`,

  // --- ephemeral ---
  /** A session by the SHA-256 of its token; a member's sessions are ended all at once through their memberSession references. */
  session: (tokenHash: string) => ({ pk: `SESSION#${tokenHash}`, sk: 'SESSION' }),
  /**
   * A member's reference to one of their sessions, in the base table so that ending them all reads
   * strongly (a gsi1 listing could miss a session made a moment before a deactivation).
   */
  memberSession: (memberId: string, tokenHash: string) => ({ pk: `MEMBERSESSIONS#${memberId}`, sk: tokenHash }),
  /**
   * An emailed-link token by the SHA-256 of its secret, one item per link (the digest's unsubscribe
   * links, the agreement links, the newsletter's confirmation links).
   */
  token: (tokenHash: string) => ({ pk: `TOKEN#${tokenHash}`, sk: 'TOKEN' }),
  /** A device cookie by the SHA-256 of its token: the account it logged in to (functions/core/sessions/devices.ts). */
  device: (tokenHash: string) => ({ pk: `DEVICE#${tokenHash}`, sk: 'DEVICE' }),
  /** A passkey ceremony's server-minted challenge by its SHA-256: single use, minutes long. */
  passkeyChallenge: (challengeHash: string) => ({ pk: `PASSKEYCHALLENGE#${challengeHash}`, sk: 'CHALLENGE' }),
  /** A rate-limit counter for one window (functions/core/security/rate-limit.ts slides over two). */
  rate: (action: string, subject: string, windowStart: number) => ({
    pk: `RATE#${action}#${subject}`,
    sk: `W#${windowStart}`,
  }),
  /**
   * The monthly digest of one co-op-month (the month in the co-op's time zone): a member's item is
   * written with a condition before their mail goes out, so no retry mails them twice; DONE once the
   * run has gone through every member, so the hourly dispatcher does not start it again.
   */
  digestSent: (plid: number, month: string, memberId: string) => ({
    pk: `DIGEST#${plid}#${month}`,
    sk: `MEMBER#${memberId}`,
  }),
  digestDone: (plid: number, month: string) => ({ pk: `DIGEST#${plid}#${month}`, sk: 'DONE' }),
  /**
   * The partner's mail of one co-op (ADR 0097), each mark put with a condition before its mail goes
   * out: an offer's end-date reminder of one kind (14 or 3 days) for one end date (a re-dated offer
   * is reminded again), a business's monthly numbers email of one month, and DONE for a co-op's day
   * of reminders or month of numbers, so the hourly dispatcher does not start them again.
   */
  offerReminderSent: (plid: number, dealId: string, endDate: string, days: number) => ({
    pk: `PARTNERMAIL#${plid}#OFFER#${dealId}`,
    sk: `END#${endDate}#D${pad(days, 2)}`,
  }),
  offerRemindersDone: (plid: number, day: string) => ({ pk: `PARTNERMAIL#${plid}#DAY#${day}`, sk: 'DONE' }),
  partnerNumbersSent: (plid: number, month: string, bpId: string) => ({
    pk: `PARTNERMAIL#${plid}#MONTH#${month}`,
    sk: `BP#${bpId}`,
  }),
  partnerNumbersDone: (plid: number, month: string) => ({ pk: `PARTNERMAIL#${plid}#MONTH#${month}`, sk: 'DONE' }),

  // --- geo ---
  /**
   * A live deal at one location (a listing), in the partition of its 3-character geohash cell and
   * sorted by its full geohash: a search reads a circle as sort-key ranges of finer cells.
   */
  dealListing: (geohash: string, dealId: string, locationId: string) => ({
    pk: `DEALS#${geohash.slice(0, 3)}`,
    sk: `${geohash}#${dealId}#${locationId}`,
  }),
  dealListingsPk: (cell3: string) => `DEALS#${cell3}`,
  /** Every listing of one deal, through gsi1, to update or remove them together. */
  dealLocations: (dealId: string, locationId: string) => ({ gsi1pk: `DEAL#${dealId}`, gsi1sk: locationId }),
  /**
   * The summary of one 4-character cell's listings (a line each: what ranking needs), in the
   * partition of its 2-character cell, so a circle of any radius is a few sort-key ranges.
   */
  dealCell: (cell4: string) => ({ pk: `DEALCELL#${cell4.slice(0, 2)}`, sk: cell4 }),
  dealCellsPk: (cell2: string) => `DEALCELL#${cell2}`,
  /**
   * A health provider of one benefit type, indexed like a deal listing (same geo index code): the
   * partition of its 3-character cell, sorted by its 9-character geohash.
   */
  providerListing: (benefit: string, geohash: string, providerId: string) => ({
    pk: `PROVIDERS#${benefit}#${geohash.slice(0, 3)}`,
    sk: `${geohash}#${providerId}`,
  }),
  providerListingsPk: (benefit: string, cell3: string) => `PROVIDERS#${benefit}#${cell3}`,
  /** ZIP centroid for distance searches. */
  zipCentroid: (zip: string) => ({ pk: `ZIPGEO#${zip}`, sk: 'CENTROID' }),
  /**
   * The centroid by place, through gsi1: the partition of its 3-character geohash cell, sorted by
   * its 9-character geohash, so the ZIP nearest a point is a circle read like the deal index's.
   */
  zipCentroidCell: (geohash: string) => ({ gsi1pk: `ZIPCELL#${geohash.slice(0, 3)}`, gsi1sk: geohash }),
  zipCentroidCellsPk: (cell3: string) => `ZIPCELL#${cell3}`,
  /** Written once the whole ZIP list is in the table (loads resume when it is missing). */
  zipCentroidsLoaded: () => ({ pk: 'ZIPGEO#ALL', sk: 'LOADED' }),
} as const;

/** The name of a key function (or key constant) of `keys`. */
export type KeyName = keyof typeof keys;

/**
 * One family of items and the access pattern that reads it: one row of docs/data-model.md. A unit
 * test builds every key of `build` and holds it to `shapes`, and finds every key prefix of `keys`
 * and every function of it here, so the page cannot drift from this file.
 */
export interface ItemFamily {
  /** The access pattern's number, as code comments cite it ("pattern 23a"). */
  pattern: string;
  /** What the pattern finds, what the items hold, who reads them. */
  holds: string;
  table: TableSpec['id'];
  /** The index the pattern reads; absent: the table itself. */
  index?: 'gsi1' | 'gsi2';
  /** Key shapes, `pk / sk`, with the variable parts in angle brackets. */
  shapes: readonly string[];
  /** The members of `keys` that build these keys (or their partition or sort-key prefix). */
  build: readonly KeyName[];
  /** When an item expires (ephemeral table: `expiresAt`, DynamoDB TTL). */
  ttl?: string;
}

export const ITEM_FAMILIES: readonly ItemFamily[] = [
  // --- core ---
  {
    pattern: '1',
    table: 'core',
    shapes: ['NETWORK / CONFIG'],
    build: ['network'],
    holds:
      "The network's settings, the default co-op among them; home data reads it and the host names of 3 in one BatchGetItem.",
  },
  {
    pattern: '1a',
    table: 'core',
    shapes: ['NETWORK / DEMO_DEALS', 'NETWORK / DEMO_STATS'],
    build: ['demoDealsLoaded', 'demoStatsLoaded'],
    holds:
      'Local portal only: written once the demo local deals are all loaded (a load cut short resumes), and once the demo dashboard counters are added (so they are never added twice).',
  },
  {
    pattern: '2',
    table: 'core',
    shapes: ['COOP#<plid> / PROFILE'],
    build: ['coop'],
    holds:
      "A co-op by plid: branding, contact, card id, time zone, catalogue choices. Home data reads it with 5 and 6 in one Query of the co-op's partition. Platform Setup keeps each section's save version on it (`groupsVersion`, `catalogVersion`, `domainsVersion`, `brandingVersion`, `slidesVersion`) the uploaded card art (`cardFront`, `cardBack`) and the home-screen icons made from the latest logo or icon image uploaded (`appIcons`: icon name to media key).",
  },
  {
    pattern: '3',
    table: 'core',
    shapes: ['DOMAIN#<host> / DOMAIN'],
    build: ['domain'],
    holds: 'The co-op of a host name (its plid); unique because the host is the whole key.',
  },
  {
    pattern: '3a',
    table: 'core',
    index: 'gsi1',
    shapes: ['COOP#<plid>#DOMAINS / <host>'],
    build: ['domainListing', 'domainListingPk'],
    holds: "A co-op's host names (Platform Setup), on the items of 3.",
  },
  {
    pattern: '4',
    table: 'core',
    index: 'gsi1',
    shapes: ['COOPS / COOP#<plid, 8 digits>'],
    build: ['coopListing'],
    holds: 'Every co-op by plid (the network admin), on the items of 2.',
  },
  {
    pattern: '5',
    table: 'core',
    shapes: ['COOP#<plid> / GROUP#<order>#<group identifier>'],
    build: ['group', 'groupPrefix'],
    holds: "A co-op's feature groups in menu order (begins_with the group prefix).",
  },
  {
    pattern: '6',
    table: 'core',
    shapes: ['COOP#<plid> / SLIDE#<order>'],
    build: ['slide', 'slidePrefix'],
    holds: "A co-op's banner slides in order (begins_with the slide prefix).",
  },
  {
    pattern: '7',
    table: 'core',
    shapes: ['ZIP#<zip or prefix> / COOP#<plid>'],
    build: ['serviceArea', 'serviceAreaPk'],
    holds: 'The co-ops serving a ZIP code: one Query each for the exact ZIP and its 4- and 3-digit prefixes.',
  },
  {
    pattern: '7a',
    table: 'core',
    index: 'gsi1',
    shapes: ['COOP#<plid>#ZIPS / <zip or prefix>'],
    build: ['serviceAreaListing', 'serviceAreaListingPk'],
    holds: "A co-op's served ZIP codes and prefixes (Platform Setup), on the items of 7.",
  },
  {
    pattern: '7b',
    table: 'core',
    shapes: ['ZIPAREA#<3-digit prefix> / GUARD'],
    build: ['serviceAreaGuard'],
    holds:
      'One per 3-digit ZIP prefix: its version, moved by every save that adds served areas within the prefix, so two saves at once cannot both pass the check that refuses a co-op admin an area another co-op serves.',
  },
  {
    pattern: '8',
    table: 'core',
    shapes: ['CATALOG#NATIONAL / DEAL#<order>#<deal id>'],
    build: ['nationalDeal', 'nationalDealsPk'],
    holds: "The national deals in display order; a co-op's list filters them.",
  },
  {
    pattern: '8b',
    table: 'core',
    shapes: ['COOP#<plid>#GROUPDEALS / <group>#<order>'],
    build: ['groupDeal', 'groupDealsPk', 'groupDealPrefix'],
    holds:
      "A co-op's group deals (available deals: the health hub, csafety, centertainment, alldeals), of one group (begins_with `<group>#`) or of all.",
  },
  {
    pattern: '9',
    table: 'core',
    shapes: ['CATALOG#INSURANCE / PRODUCT#<order>#<product identifier>'],
    build: ['insuranceProduct', 'insurancePk'],
    holds: "Insurance products in display order; a co-op's list filters them and flags the selected one.",
  },
  {
    pattern: '10',
    table: 'core',
    shapes: ['CATALOG#CATEGORIES / CATEGORY#<name>'],
    build: ['category', 'categoriesPk'],
    holds: 'Local-deal categories, each with its subcategories.',
  },
  {
    pattern: '12',
    table: 'core',
    shapes: ['MEMBER#<member id> / PROFILE'],
    build: ['member'],
    holds: 'A member by id: profile, co-op, role, status, email preference.',
  },
  {
    pattern: '13',
    table: 'core',
    shapes: ['EMAIL#<normalized email> / EMAIL'],
    build: ['memberEmail'],
    holds:
      "A member by email (the member id), and the email's uniqueness: written in the transaction that writes 12, moved by one transaction on an email change.",
  },
  {
    pattern: '13a',
    table: 'core',
    shapes: ['SUPPRESSED#<normalized email> / SUPPRESSION'],
    build: ['mailSuppression'],
    holds:
      "An address no mail goes to: SES's bounce and complaint events (permanent bounces and complaints only) write it through the feedback function, with the reason and time; every send reads it first, and My Account reads it to tell the member to correct their address.",
  },
  {
    pattern: '14',
    table: 'core',
    index: 'gsi1',
    shapes: ['COOP#<plid>#MEMBERS / <last> <first>#<member id>'],
    build: ['memberListing'],
    holds:
      'A co-op\'s members by last name then first name (lower case, spaces collapsed), on the items of 12: the admin search by the beginning of "last first" ("Lee", "Lee, Ann"), and the monthly digest a page at a time.',
  },
  {
    pattern: '14a',
    table: 'core',
    index: 'gsi2',
    shapes: ['COOP#<plid>#ZIP#<zip> / <last> <first>#<member id>'],
    build: ['memberZipListing'],
    holds:
      "A co-op's members of one ZIP code by name (the admin search by ZIP), on the items of 12; moved when the member's ZIP or name changes.",
  },
  {
    pattern: '15',
    table: 'core',
    shapes: ['MEMBER#<member id> / SAVING#<iso time>#<id>'],
    build: ['saving', 'savingPrefix'],
    holds:
      "A member's savings history, oldest first: each redemption's coupon id, source, value, dollar value and time.",
  },
  {
    pattern: '16',
    table: 'core',
    shapes: ['MEMBER#<member id> / FAV#<deal id>#<location id>'],
    build: ['favorite', 'favoritePrefix'],
    holds:
      "A member's favorite deals, each with its listing's geo key (to check it is still live) and a snapshot to show once it has ended.",
  },
  {
    pattern: '17',
    table: 'core',
    shapes: ['MEMBER#<member id> / REDEEM#<deal id>#<slot>'],
    build: ['redemptionSlot', 'redemptionSlotPrefix'],
    holds:
      "An offer's redemption slots for one member: `frequency` slots, each free again `timeLapse` days after its last use, so no window of that length holds more than `frequency` uses.",
  },
  {
    pattern: '17a',
    table: 'core',
    shapes: ['MEMBER#<member id> / TICKET#<ticket>'],
    build: ['redemptionTicket'],
    holds:
      'A used offline redemption ticket (the open one is the `ticket` of the favorite, 16): the coupon it became, so the same ticket sent again answers that coupon and is never counted twice.',
  },
  {
    pattern: '17b',
    table: 'core',
    shapes: ['MEMBER#<member id> / FACTOR#TOTP'],
    build: ['secondFactor'],
    holds:
      "A staff member's authenticator app (ADR 0090): its TOTP secret (base32), when it was confirmed (none while being set up), the last time step a code was accepted for (a code counts once), and the SHA-256 of each unused recovery code.",
  },
  {
    pattern: '18',
    table: 'core',
    shapes: ['MEMBER#<member id> / DRAFT#<business id>'],
    build: ['draft', 'draftPrefix'],
    holds: "A member's business wizard drafts: the draft payload, its version, status and the staff's note.",
  },
  {
    pattern: '19',
    table: 'core',
    shapes: [
      'BP#<business id> / PROFILE',
      'BP#<business id> / LOCATION#<location id>',
      'BP#<business id> / OFFER#<deal id>',
    ],
    build: ['partner', 'partnerLocation', 'partnerOffer'],
    holds:
      'A business partner with its locations and offers, written by Send for Approval (demo partners by the seed).',
  },
  {
    pattern: '19a',
    table: 'core',
    shapes: ['ID#<OFFER or LOCATION>#<id> / ID'],
    build: ['recordIdClaim'],
    holds:
      "An offer's or location's id, claimed for its business with a conditional put when the server mints it: no two businesses in the network hold one id.",
  },
  {
    pattern: '20',
    table: 'core',
    index: 'gsi1',
    shapes: ['COOP#<plid>#BP / <status, 3 digits>#<business id>'],
    build: ['partnerListing'],
    holds:
      "A co-op's business partners by status, on the items of 19 (the approval queue is status 066; each partner carries its location and offer counts, so the queue is one Query).",
  },
  {
    pattern: '21',
    table: 'core',
    index: 'gsi2',
    shapes: ['DEAL#<deal id> / OFFER'],
    build: ['offerById'],
    holds:
      'The businesses holding an offer id, on the offer items of 19: Send for Approval and signing refuse an id another business holds.',
  },
  {
    pattern: '22',
    table: 'core',
    shapes: ['BP#<business id> / AGREEMENT#<version>'],
    build: ['agreement', 'agreementPrefix'],
    holds:
      "A signed agreement's audit record, written once: document and PDF SHA-256, PDF key, signer fields, UTC time, IP, user agent, link token id, agreement and consent versions. Admin Business Partners lists a business's agreements (begins_with the agreement prefix).",
  },
  {
    pattern: '22a',
    table: 'core',
    shapes: ['BP#<business id> / CHANGE#<deal id>'],
    build: ['offerChange', 'offerChangePrefix'],
    holds:
      "An owner's change to what a live offer promises (value, dollar value, description, limits, special instructions, categories), waiting for staff or sent back with their reason; the offer item of 19 stays what members see until staff approve (ADR 0095).",
  },
  {
    pattern: '22b',
    table: 'core',
    index: 'gsi1',
    shapes: ['COOP#<plid>#OFFERCHANGES / <iso time>#<deal id>'],
    build: ['offerChangeWaiting'],
    holds: "A co-op's offer changes waiting for staff, oldest first, on the items of 22a while they wait.",
  },
  {
    pattern: '23',
    table: 'core',
    shapes: ['COOP#<plid>#LEADS / <iso time>#<id>', 'COOP#<plid>#CONTACT / <iso time>#<id>'],
    build: ['insuranceLead', 'insuranceLeadsPk', 'contactMessage', 'contactMessagesPk'],
    holds:
      "A co-op's insurance leads (product, member, the form's fields, the staff address mailed) and contact-form messages (name, email, message, member or none, the staff address mailed), each by time.",
  },
  {
    pattern: '23a',
    table: 'core',
    shapes: ['COOP#<plid> / STATS', 'COOP#<plid>#DAYS / <yyyy-mm-dd>'],
    build: ['coopStats', 'coopDay', 'coopDaysPk'],
    holds:
      "The admin dashboard's counters: a co-op's totals (members, live offers) and its figures of each of its days, in the co-op's time zone (sign-ups, redemptions, savings in cents), each bumped with an atomic ADD where the data changes.",
  },
  {
    pattern: '23b',
    table: 'core',
    shapes: ['COOP#<plid>#NEWSLETTER / <normalized email>'],
    build: ['newsletterSubscription', 'newsletterPk'],
    holds:
      'Newsletter subscriptions of the b2b shell, one per co-op and address: status pending or confirmed, first and latest request, confirmation time. Admin Members lists them a page at a time by address.',
  },
  {
    pattern: '23c',
    table: 'core',
    shapes: ['COOP#<plid>#REDEEM#<yyyy-mm> / <yyyy-mm-dd>#<business id>#<deal id>'],
    build: ['redemptionStat', 'redemptionStatsPk'],
    holds:
      "Redemptions and savings of one deal on one of the co-op's days (its time zone), a partition per month: the admin's reports.",
  },
  {
    pattern: '23n',
    table: 'core',
    shapes: ['BP#<business id>#NUMBERS / <yyyy-mm-dd>'],
    build: ['partnerDay', 'partnerDaysPk'],
    holds:
      "A business's figures of one of its co-op's days, per offer and location (attributes `<kind>#<deal id>#<location id>`: opens, prints, phone redemptions, favorites added, savings in cents), each bumped with an atomic ADD (ADR 0094): My business's and the staff's numbers read thirteen months in one Query.",
  },
  {
    pattern: '23d',
    table: 'core',
    index: 'gsi1',
    shapes: ['COOP#<plid>#INBOX#NEW / <iso time>#<id>'],
    build: ['inboxNew', 'inboxNewPk'],
    holds:
      "A co-op's contact messages, leads and deal reports (45) not answered yet, every kind by time, on the items of 23 and 45 (sparse: a reply removes it).",
  },
  {
    pattern: '45',
    table: 'core',
    shapes: ['COOP#<plid>#REPORTS / <iso time>#<id>'],
    build: ['dealReport', 'dealReportsPk'],
    holds:
      "Members' reports of a problem with a local deal (ADR 0096), in the co-op of the deal's business, by time: reason, message, the member (name, email), the business, offer and location by id and name, status and staff replies (the inbox's third kind).",
  },
  {
    pattern: '45a',
    table: 'core',
    index: 'gsi2',
    shapes: ['BP#<business id>#REPORTS / <iso time>#<id>'],
    build: ['dealReportOfBusiness', 'dealReportsOfBusinessPk'],
    holds: "The deal reports about one business, newest first, on the items of 45: its owner's list on My business.",
  },
  {
    pattern: '45b',
    table: 'core',
    shapes: ['REPORTOPEN#<member id>#<deal id> / OPEN'],
    build: ['openDealReport'],
    holds:
      "A member's open report of a deal (its id and co-op): put in the report's transaction on condition it is absent, deleted in the transaction of the staff reply that closes it, so there is at most one open report per member and deal.",
  },
  {
    pattern: '26',
    table: 'core',
    shapes: ['MEMBER#<member id> / PROFILE'],
    build: ['member'],
    holds:
      "A member's live emailed-link token of each purpose (reset, activation, email change) on the item of 12: attribute `tokens.<purpose>` holds its SHA-256, expiry and, for an email change, the new address.",
  },
  {
    pattern: '40',
    table: 'core',
    shapes: ['PASSKEYS#<member id> / PASSKEY#<credential id>'],
    build: ['passkey', 'passkeysPk'],
    holds:
      "A member's passkeys (My Account lists them with one Query): credential id, public key, signature counter, transports, name, created and last used; sign-in reads one by the member id the authenticator returns.",
  },
  {
    pattern: '32',
    table: 'core',
    shapes: ['AUDIT#<plid> / <iso time>#<id>'],
    build: ['auditEntry', 'auditPk'],
    holds:
      "A co-op's audit trail, one item per staff action (ADR 0089): who (member id, role), the route, target ids, the fields that changed before and after (never a secret), source address, user agent, time. Put once with attribute_not_exists in the action's own transaction where there is one; no role may update or delete it. Activity lists it newest first, a date range by sort key.",
    ttl: "two years (`expiresAt`, the core table's TTL attribute)",
  },
  {
    pattern: '32a',
    table: 'core',
    index: 'gsi1',
    shapes: ['AUDIT#<plid>#BY#<member id> / <iso time>#<id>'],
    build: ['auditByActor', 'auditByActorPk'],
    holds: "A co-op's audit items by the staff member who acted, on the items of 32 (Activity's person filter).",
    ttl: 'with 32',
  },
  {
    pattern: '32b',
    table: 'core',
    index: 'gsi2',
    shapes: ['AUDIT#<plid>#ON#<target id> / <iso time>#<id>'],
    build: ['auditByTarget', 'auditByTargetPk'],
    holds:
      "A co-op's audit items by the first id the action was on (member, business, deal, co-op), on the items of 32 (Activity's target filter).",
    ttl: 'with 32',
  },
  // --- ephemeral ---
  {
    pattern: '24',
    table: 'ephemeral',
    shapes: ['SESSION#<sha256 of the token> / SESSION'],
    build: ['session'],
    holds:
      'A session by the SHA-256 of its cookie token (the token is never stored): member, co-op, role, CSRF hash; once a deactivation ends it, the notice its next call hears (inactive, whom to contact).',
    ttl: 'idle 30 minutes (sliding), 12 hours at most',
  },
  {
    pattern: '25',
    table: 'ephemeral',
    shapes: ['MEMBERSESSIONS#<member id> / <sha256 of the token>'],
    build: ['memberSession'],
    holds:
      "A member's sessions: a reference item beside each session, read with one strongly consistent Query on the table itself to end them all (deactivation, password change or reset, email change).",
    ttl: "the session's absolute expiry",
  },
  {
    pattern: '26b',
    table: 'ephemeral',
    shapes: ['TOKEN#<sha256 of the secret> / TOKEN'],
    build: ['token'],
    holds:
      "Emailed-link tokens of their own, one per mail: the digest's unsubscribe links (member id; used and deleted in the transaction that sets optout 1), the agreement links of approved businesses (business id), the newsletter's confirmation links (plid, address; marked used when confirmed and kept until TTL, so a second use is told apart), the partner reminders' extension links (business and offer id; marked used with the new end date and kept until TTL), the monthly numbers email's opt-out links (business id; deleted when used).",
    ttl: 'unsubscribe 90 days, agreement 14 days, newsletter 48 hours, offer extension 30 days, partner opt-out 90 days',
  },
  {
    pattern: '27',
    table: 'ephemeral',
    shapes: ['RATE#<action>#<subject> / W#<window start>'],
    build: ['rate'],
    holds:
      "A rate-limit counter, one per window; a limit reads this window's and the previous one's (the login-account one also holds `nextAt`, the account's next free slot).",
    ttl: 'two windows after the window starts',
  },
  {
    pattern: '27a',
    table: 'ephemeral',
    shapes: ['DEVICE#<sha256 of the token> / DEVICE'],
    build: ['device'],
    holds: 'A device cookie by the SHA-256 of its token: the account (normalized email) it logged in to.',
    ttl: '180 days',
  },
  {
    pattern: '27b',
    table: 'ephemeral',
    shapes: ['DIGEST#<plid>#<YYYY-MM> / MEMBER#<member id>', 'DIGEST#<plid>#<YYYY-MM> / DONE'],
    build: ['digestSent', 'digestDone'],
    holds:
      "The monthly deals digest of one co-op-month (the co-op's time zone): a member's item, put with a condition before their mail is sent, so a retry or a second run never mails them twice; DONE with the run's counts once every member has been gone through, so the hourly dispatcher does not start that month again.",
    ttl: '62 days',
  },
  {
    pattern: '27c',
    table: 'ephemeral',
    shapes: [
      'PARTNERMAIL#<plid>#OFFER#<deal id> / END#<YYYY-MM-DD>#D<days>',
      'PARTNERMAIL#<plid>#DAY#<YYYY-MM-DD> / DONE',
      'PARTNERMAIL#<plid>#MONTH#<YYYY-MM> / BP#<business id>',
      'PARTNERMAIL#<plid>#MONTH#<YYYY-MM> / DONE',
    ],
    build: ['offerReminderSent', 'offerRemindersDone', 'partnerNumbersSent', 'partnerNumbersDone'],
    holds:
      "The partner's mail of one co-op (ADR 0097): an offer's end-date reminder of one kind (14 or 3 days before) for one end date, and a business's monthly numbers email of one month, each put with a condition before the mail goes out, so a retry or a second run never mails twice; DONE once a co-op's day of reminders or month of numbers has gone through every active business.",
    ttl: '62 days',
  },
  {
    pattern: '40a',
    table: 'ephemeral',
    shapes: ['PASSKEYCHALLENGE#<sha256 of the challenge> / CHALLENGE'],
    build: ['passkeyChallenge'],
    holds:
      "A passkey ceremony's challenge, minted by the server: what it is for (adding a passkey, signing in), the member (adding; signing in after an email), the RP id; deleted by the answer that uses it, so it is good once.",
    ttl: '5 minutes',
  },
  // --- geo ---
  {
    pattern: '28',
    table: 'geo',
    shapes: ['DEALS#<3-char geohash> / <9-char geohash>#<deal id>#<location id>'],
    build: ['dealListing', 'dealListingsPk'],
    holds:
      'Live deals near a point: one item per listing (a live offer at one location), read as sort-key ranges of the finer cells covering the circle.',
  },
  {
    pattern: '28b',
    table: 'geo',
    shapes: ['DEALCELL#<2-char geohash> / <4-char geohash>'],
    build: ['dealCell', 'dealCellsPk'],
    holds:
      "A 4-character cell's listing summary: a string set `r`, one line per listing (point, value, end, ids, categories), changed in the listing's transaction. Search ranks a circle from these and reads listing items only for the page shown.",
  },
  {
    pattern: '29',
    table: 'geo',
    index: 'gsi1',
    shapes: ['DEAL#<deal id> / <location id>'],
    build: ['dealLocations'],
    holds: 'The listings of a deal, on the items of 28: open, redeem, favorite, and update or remove them together.',
  },
  {
    pattern: '30',
    table: 'geo',
    shapes: ['PROVIDERS#<benefit>#<3-char geohash> / <9-char geohash>#<provider id>'],
    build: ['providerListing', 'providerListingsPk'],
    holds: "Providers of one benefit near a point: the deal index's layout and circle read, without counters.",
  },
  {
    pattern: '31',
    table: 'geo',
    shapes: ['ZIPGEO#<zip> / CENTROID'],
    build: ['zipCentroid'],
    holds:
      "A ZIP code's centroid, a search's centre: about 42,250 US ZIPs from the `zipcodes` package, loaded by the seed or `npm run load-zips`.",
  },
  {
    pattern: '31b',
    table: 'geo',
    index: 'gsi1',
    shapes: ['ZIPCELL#<3-char geohash> / <9-char geohash>'],
    build: ['zipCentroidCell', 'zipCentroidCellsPk'],
    holds:
      'The ZIP centroids by place, on the items of 31: the ZIP nearest a point ("Use my location" checks the point against the co-op\'s served areas by it).',
  },
  {
    pattern: '31a',
    table: 'geo',
    shapes: ['ZIPGEO#ALL / LOADED'],
    build: ['zipCentroidsLoaded'],
    holds: 'Written once the whole ZIP list is in the table (a load resumes while it is missing).',
  },
];
