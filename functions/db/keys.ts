import type { NormalEmail } from '../model/email-address.js';

// Every DynamoDB key of the product, named by access pattern. docs/data-model.md's access-pattern table
// mirrors this file; change both together. Tables: core (durable records), ephemeral (sessions,
// emailed-link tokens, rate-limit counters; items carry expiresAt), geo (deal locations by cell).

const pad = (n: number, width = 4) => String(n).padStart(width, '0');

export interface MemberName {
  lastName: string;
  firstName: string;
}

/**
 * Name text as the member listings sort and search it: lower case, commas and runs of spaces as one
 * space, so "Lee, Ann", "lee  ann" and the stored "Lee" + "Ann" all read "lee ann".
 */
export const nameSearchText = (text: string) => text.toLowerCase().replace(/[\s,]+/g, ' ').trim();
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
  group: (plid: number, order: number, groupIdentifier: string) => ({ pk: `COOP#${plid}`, sk: `GROUP#${pad(order)}#${groupIdentifier}` }),
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
  groupDeal: (plid: number, group: string, order: number) => ({ pk: `COOP#${plid}#GROUPDEALS`, sk: `${group}#${pad(order)}` }),
  /** Insurance products, in display order. */
  insurancePk: 'CATALOG#INSURANCE',
  insuranceProduct: (order: number, productIdentifier: string) => ({ pk: 'CATALOG#INSURANCE', sk: `PRODUCT#${pad(order)}#${productIdentifier}` }),
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
  /** A co-op's members by last name then first name, through gsi1 (admin search "Lee" or "Lee, Ann"). */
  memberListing: (plid: number, name: MemberName, memberId: string) => ({ gsi1pk: `COOP#${plid}#MEMBERS`, gsi1sk: `${nameOrder(name)}#${memberId}` }),
  /** A co-op's members of one ZIP code by last name then first name, through gsi2 (admin search by ZIP). */
  memberZipListing: (plid: number, zip: string, name: MemberName, memberId: string) => ({ gsi2pk: `COOP#${plid}#ZIP#${zip}`, gsi2sk: `${nameOrder(name)}#${memberId}` }),
  /** A member's savings history (redemptions), newest last: query pk begins_with SAVING#. */
  saving: (memberId: string, isoTime: string, id: string) => ({ pk: `MEMBER#${memberId}`, sk: `SAVING#${isoTime}#${id}` }),
  savingPrefix: 'SAVING#',
  /** A member's favorite deal at a location. */
  favorite: (memberId: string, dealId: string, locationId: string) => ({ pk: `MEMBER#${memberId}`, sk: `FAV#${dealId}#${locationId}` }),
  favoritePrefix: 'FAV#',
  /**
   * One of an offer's `frequency` redemption slots for one member: a slot is free again once its
   * last use is `timeLapse` days old, so no window of that length holds more than `frequency` uses.
   */
  redemptionSlot: (memberId: string, dealId: string, slot: number) => ({ pk: `MEMBER#${memberId}`, sk: `REDEEM#${dealId}#${pad(slot)}` }),
  redemptionSlotPrefix: (dealId: string) => `REDEEM#${dealId}#`,
  /** The member's business wizard draft. */
  draft: (memberId: string, bpId: string) => ({ pk: `MEMBER#${memberId}`, sk: `DRAFT#${bpId}` }),
  draftPrefix: 'DRAFT#',

  // --- core: business partners ---
  partner: (bpId: string) => ({ pk: `BP#${bpId}`, sk: 'PROFILE' }),
  /** A co-op's partners by status, through gsi1 (approval queue). */
  partnerListing: (plid: number, status: number, bpId: string) => ({ gsi1pk: `COOP#${plid}#BP`, gsi1sk: `${pad(status, 3)}#${bpId}` }),
  partnerLocation: (bpId: string, locationId: string) => ({ pk: `BP#${bpId}`, sk: `LOCATION#${locationId}` }),
  partnerOffer: (bpId: string, dealId: string) => ({ pk: `BP#${bpId}`, sk: `OFFER#${dealId}` }),
  /** An offer by its id, through gsi2, to open or redeem it. */
  offerById: (dealId: string) => ({ gsi2pk: `DEAL#${dealId}`, gsi2sk: 'OFFER' }),
  /**
   * An offer's or location's id, claimed for its business with a conditional put when the server
   * mints it: no two businesses in the network can hold one id (listings, favorites and redemption
   * slots are keyed by these ids alone).
   */
  recordIdClaim: (kind: 'OFFER' | 'LOCATION', id: string) => ({ pk: `ID#${kind}#${id}`, sk: 'ID' }),
  /** The signed agreement's audit record; written once with a condition, never updated. */
  agreement: (bpId: string, version: number) => ({ pk: `BP#${bpId}`, sk: `AGREEMENT#${pad(version)}` }),
  agreementPrefix: 'AGREEMENT#',

  // --- core: inbound records ---
  /** A member's insurance quote request to the co-op, by time: query the co-op's leads partition. */
  insuranceLead: (plid: number, isoTime: string, id: string) => ({ pk: `COOP#${plid}#LEADS`, sk: `${isoTime}#${id}` }),
  insuranceLeadsPk: (plid: number) => `COOP#${plid}#LEADS`,
  /** A message sent through the co-op's contact form, by time: query the co-op's contact partition. */
  contactMessage: (plid: number, isoTime: string, id: string) => ({ pk: `COOP#${plid}#CONTACT`, sk: `${isoTime}#${id}` }),
  contactMessagesPk: (plid: number) => `COOP#${plid}#CONTACT`,
  /**
   * A newsletter subscription of the b2b shell (pending, then confirmed), one per normalized
   * address and co-op: query the co-op's partition for its subscribers.
   */
  newsletterSubscription: (plid: number, email: NormalEmail) => ({ pk: `COOP#${plid}#NEWSLETTER`, sk: email as string }),
  newsletterPk: (plid: number) => `COOP#${plid}#NEWSLETTER`,
  /** Messages and leads not answered yet, both kinds by time, through gsi1 (sparse: a reply removes it). */
  inboxNew: (plid: number, isoTime: string, id: string) => ({ gsi1pk: `COOP#${plid}#INBOX#NEW`, gsi1sk: `${isoTime}#${id}` }),
  inboxNewPk: (plid: number) => `COOP#${plid}#INBOX#NEW`,

  // --- core: the admin dashboard's counters, kept as data changes (never counted by reading) ---
  /** A co-op's running totals: members, live offers. */
  coopStats: (plid: number) => ({ pk: `COOP#${plid}`, sk: 'STATS' }),
  /** A co-op's figures of one UTC day (sign-ups, redemptions, savings in cents): query a date range. */
  coopDay: (plid: number, day: string) => ({ pk: `COOP#${plid}#DAYS`, sk: day }),
  coopDaysPk: (plid: number) => `COOP#${plid}#DAYS`,
  /** Redemptions and savings of one deal on one UTC day, in a partition per month (reports). */
  redemptionStat: (plid: number, day: string, bpId: string, dealId: string) => ({ pk: `COOP#${plid}#REDEEM#${day.slice(0, 7)}`, sk: `${day}#${bpId}#${dealId}` }),
  redemptionStatsPk: (plid: number, month: string) => `COOP#${plid}#REDEEM#${month}`,

  // --- ephemeral ---
  /** A session by the SHA-256 of its token; memberSession lists a member's sessions to revoke them all. */
  session: (tokenHash: string) => ({ pk: `SESSION#${tokenHash}`, sk: 'SESSION' }),
  /**
   * A member's reference to one of their sessions, in the base table so that ending them all reads
   * strongly (a gsi1 listing could miss a session made a moment before a deactivation).
   */
  memberSession: (memberId: string, tokenHash: string) => ({ pk: `MEMBERSESSIONS#${memberId}`, sk: tokenHash }),
  /**
   * An emailed-link token by the SHA-256 of its secret, one item per link (the digest's unsubscribe
   * links, the agreement links, the newsletter's confirmation links); gsi1 would find a member's
   * live tokens of one purpose.
   */
  token: (tokenHash: string) => ({ pk: `TOKEN#${tokenHash}`, sk: 'TOKEN' }),
  memberTokens: (memberId: string, purpose: string, tokenHash: string) => ({ gsi1pk: `MEMBER#${memberId}#TOKENS#${purpose}`, gsi1sk: tokenHash }),
  /** A device cookie by the SHA-256 of its token: the account it logged in to (functions/core/sessions/devices.ts). */
  device: (tokenHash: string) => ({ pk: `DEVICE#${tokenHash}`, sk: 'DEVICE' }),
  /** A rate-limit counter for one window (functions/core/security/rate-limit.ts slides over two). */
  rate: (action: string, subject: string, windowStart: number) => ({ pk: `RATE#${action}#${subject}`, sk: `W#${windowStart}` }),

  // --- geo ---
  /**
   * A live deal at one location (a listing), in the partition of its 3-character geohash cell and
   * sorted by its full geohash: a search reads a circle as sort-key ranges of finer cells.
   */
  dealListing: (geohash: string, dealId: string, locationId: string) => ({ pk: `DEALS#${geohash.slice(0, 3)}`, sk: `${geohash}#${dealId}#${locationId}` }),
  dealListingsPk: (cell3: string) => `DEALS#${cell3}`,
  /** Every listing of one deal, through gsi1, to update or remove them together. */
  dealLocations: (dealId: string, locationId: string) => ({ gsi1pk: `DEAL#${dealId}`, gsi1sk: locationId }),
  /** Live-listing counters of one 4-character cell (by end time, category, subcategory), for pager totals. */
  dealCount: (cell4: string) => ({ pk: `DEALCOUNT#${cell4.slice(0, 3)}`, sk: cell4 }),
  dealCountsPk: (cell3: string) => `DEALCOUNT#${cell3}`,
  /**
   * A health provider of one benefit type, indexed like a deal listing (same geo index code): the
   * partition of its 3-character cell, sorted by its 9-character geohash.
   */
  providerListing: (benefit: string, geohash: string, providerId: string) => ({ pk: `PROVIDERS#${benefit}#${geohash.slice(0, 3)}`, sk: `${geohash}#${providerId}` }),
  providerListingsPk: (benefit: string, cell3: string) => `PROVIDERS#${benefit}#${cell3}`,
  /** ZIP centroid for distance searches. */
  zipCentroid: (zip: string) => ({ pk: `ZIPGEO#${zip}`, sk: 'CENTROID' }),
  /** Written once the whole ZIP list is in the table (loads resume when it is missing). */
  zipCentroidsLoaded: () => ({ pk: 'ZIPGEO#ALL', sk: 'LOADED' }),
} as const;
