import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoop, getCoopPage } from '#functions/db/coops-repo.js';
import { listContactMessages, putContactMessage } from '#functions/db/contact-repo.js';
import { loadListings, readListings } from '#functions/db/deal-index-repo.js';
import { getDevice, putDevice } from '#functions/db/devices-repo.js';
import { addPasskey, getPasskey, putChallenge, takeChallenge } from '#functions/db/passkeys-repo.js';
import { getZipCentroid, putZipCentroids } from '#functions/db/geo-repo.js';
import { listDealReportsOfBusiness, putDealReport } from '#functions/db/deal-reports-repo.js';
import { listInbox } from '#functions/db/inbox-repo.js';
import { listInsuranceLeads, putInsuranceLead } from '#functions/db/insurance-repo.js';
import { keys } from '#functions/db/keys.js';
import {
  coopsServingZip,
  createMember,
  emailHolder,
  getMember,
  listSavings,
  type MemberRecord,
} from '#functions/db/members-repo.js';
import {
  claimRedemptionSlot,
  getListings,
  getSpentTicket,
  listFavorites,
  listRedemptionSlots,
  putFavorite,
  putSaving,
  type FavoriteRecord,
} from '#functions/db/offers-repo.js';
import {
  getAgreementToken,
  getDraft,
  getPartnerBundle,
  listAgreements,
  listPartnersByStatus,
  putDraftIfVersion,
  reviewPartner,
  signPartner,
  submitBusiness,
  type AgreementAudit,
  type SubmittedPartner,
} from '#functions/db/partners-repo.js';
import { providerIndex, putProviders } from '#functions/db/provider-index-repo.js';
import { StoredRecordError } from '#functions/db/records/stored-record.js';
import { getSession, putSession } from '#functions/db/sessions-repo.js';
import { getSuppression, putSuppression } from '#functions/db/suppression-repo.js';
import type { CoopRecord, GroupRecord, SlideRecord } from '#functions/db/records/coop-records.js';
import type { LocationRecord, OfferRecord } from '#functions/db/records/partner-records.js';
import type { SavingRecord } from '#functions/db/records/member-records.js';
import type { NormalEmail } from '#functions/model/email-address.js';
import { listingGeohash, type Listing } from '#functions/model/listing.js';
import { logger } from '#functions/model/log.js';
import type { Provider } from '#functions/model/provider.js';
import {
  categoryFamily,
  coopFamily,
  groupDealFamily,
  groupFamily,
  insuranceProductFamily,
  nationalDealFamily,
  slideFamily,
} from '#functions/db/records/coop-records.js';
import { listingFamily, providerFamily } from '#functions/db/records/geo-records.js';
import { locationFamily, offerFamily, partnerFamily } from '#functions/db/records/partner-records.js';
import { demoGroupDeals, demoNationalBenefits } from '#infra/local/demo-benefits-national.js';
import { DEMO_COOPS, NATIONAL_DEALS } from '#infra/local/demo-data.js';
import { DEMO_DEALS_SEED, demoCategoryItems, demoDealCoreItems, generateDemoDeals } from '#infra/local/demo-deals.js';
import { DEMO_INSURANCE_PRODUCTS } from '#infra/local/demo-insurance.js';
import { DEMO_PROVIDERS_SEED, generateDemoProviders } from '#infra/local/demo-providers.js';
import { BUSINESS_STATUS } from '#shared/constants.js';
import { sampleDraft } from '../support/business-draft.js';

// Every item family is read through its one schema (ADR 0080): what a repository writes reads
// back as the same record, and a stored item missing a field or holding the wrong kind of value
// is refused with a StoredRecordError and a log line naming the family and the field, never
// handed on with the field undefined. The DynamoDB client is a small in-memory table.

const ddb = mockClient(DynamoDBDocumentClient);
type Item = Record<string, unknown>;
/** Every table's items by table, pk and sk. */
const stored = new Map<string, Item>();
const at = (table: string | undefined, key: Item) => `${table}\u0000${String(key.pk)}\u0000${String(key.sk)}`;
const put = (table: string | undefined, item: Item) => stored.set(at(table, item), item);

/** The items of a Query: its key condition's `=`, `begins_with` and `BETWEEN` on the table or index keys. */
function query(input: {
  TableName?: string;
  IndexName?: string;
  KeyConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Item;
}): Item[] {
  const names = input.ExpressionAttributeNames ?? {};
  const values = input.ExpressionAttributeValues ?? {};
  const name = (n: string) => names[n] ?? n;
  const tests: ((i: Item) => boolean)[] = [];
  for (const part of (input.KeyConditionExpression ?? '').split(/ AND (?![^(]*\))(?!:b)/)) {
    const between = /^(\S+) BETWEEN (:\w+) AND (:\w+)$/.exec(part.trim());
    const begins = /^begins_with\((\S+), (:\w+)\)$/.exec(part.trim());
    const equal = /^(\S+) = (:\w+)$/.exec(part.trim());
    if (between) {
      const [, a, lo, hi] = between;
      tests.push((i) => String(i[name(a!)]) >= String(values[lo!]) && String(i[name(a!)]) <= String(values[hi!]));
    } else if (begins) tests.push((i) => String(i[name(begins[1]!)]).startsWith(String(values[begins[2]!])));
    else if (equal) tests.push((i) => i[name(equal[1]!)] === values[equal[2]!]);
    else throw new Error(`key condition not understood: ${part}`);
  }
  return [...stored.entries()]
    .filter(([k]) => k.startsWith(`${input.TableName}\u0000`))
    .map(([, i]) => i)
    .filter((i) => tests.every((t) => t(i)));
}

function fakeTables() {
  ddb.on(PutCommand).callsFake((input: { TableName: string; Item: Item }) => put(input.TableName, input.Item) && {});
  ddb.on(TransactWriteCommand).callsFake((input: { TransactItems: { Put?: { TableName: string; Item: Item } }[] }) => {
    for (const t of input.TransactItems) if (t.Put) put(t.Put.TableName, t.Put.Item);
    return {};
  });
  ddb.on(BatchWriteCommand).callsFake((input: { RequestItems: Record<string, { PutRequest?: { Item: Item } }[]> }) => {
    for (const [table, requests] of Object.entries(input.RequestItems))
      for (const r of requests) if (r.PutRequest) put(table, r.PutRequest.Item);
    return {};
  });
  // Updates (counters, cell summaries) are not what these records are read from.
  ddb.on(UpdateCommand).resolves({});
  ddb
    .on(GetCommand)
    .callsFake((input: { TableName: string; Key: Item }) => ({ Item: stored.get(at(input.TableName, input.Key)) }));
  ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: Item[] }> }) => ({
    Responses: Object.fromEntries(
      Object.entries(input.RequestItems).map(([table, { Keys }]) => [
        table,
        Keys.flatMap((k) => stored.get(at(table, k)) ?? []),
      ]),
    ),
  }));
  ddb.on(QueryCommand).callsFake((input: Parameters<typeof query>[0]) => ({ Items: query(input) }));
  // A delete answers what it removed (ReturnValues ALL_OLD: a passkey challenge is taken once).
  ddb.on(DeleteCommand).callsFake((input: { TableName: string; Key: Item }) => {
    const item = stored.get(at(input.TableName, input.Key));
    stored.delete(at(input.TableName, input.Key));
    return { Attributes: item };
  });
}

let logged: unknown[][] = [];
beforeEach(() => {
  stored.clear();
  fakeTables();
  logged = [];
  vi.stubEnv('LOG_LEVEL', 'info');
  vi.spyOn(logger, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
});
afterEach(() => {
  ddb.reset();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
afterAll(() => ddb.restore());

// --- one sample per family, typed by the record type the repository writes ---

const EMAIL = 'ann.lee@example.com' as NormalEmail;
const member: MemberRecord = {
  memberId: 'm-1',
  plid: 323,
  email: EMAIL,
  firstName: 'Ann',
  lastName: 'Lee',
  zip: '66044',
  dob: null,
  cellPhone: '(785) 555-0100',
  gender: null,
  optout: 0,
  signupDate: '2026-01-02T03:04:05.000Z',
  lastLogin: null,
  latestzip: null,
  role: 'member',
  status: 'active',
  passwordHash: 'scrypt$x',
  tokens: { reset: { hash: 'h'.repeat(64), expiresAt: 1_900_000_000 } },
};
const listing: Listing = {
  dealId: 'deal-1',
  locationId: 'loc-1',
  bpId: 'bp-1',
  lat: 38.96,
  lon: -95.25,
  businessName: 'Prairie Pizza',
  value: '10% off',
  description: 'Any large pizza',
  dollarValue: 3,
  logo: 'logos/x.svg',
  address: '12 Mass St',
  city: 'Lawrence',
  state: 'KS',
  zipcode: '66044',
  hideAddress: 0,
  categories: [{ category: 'Dining', subcategories: ['Pizza'] }],
  endsAt: 1_900_000_000_000,
};
const saving: SavingRecord = {
  memberId: member.memberId,
  dealId: listing.dealId,
  locationId: listing.locationId,
  couponId: 'C-1',
  source: 'W',
  businessName: listing.businessName,
  value: listing.value,
  dollarvalue: 3,
  datetime: '2026-02-03T04:05:06.000Z',
};
const { categories: _categories, ...snapshot } = listing;
const favorite: FavoriteRecord = {
  dealId: listing.dealId,
  locationId: listing.locationId,
  listingPk: keys.dealListing(listingGeohash(listing), listing.dealId, listing.locationId).pk,
  listingSk: keys.dealListing(listingGeohash(listing), listing.dealId, listing.locationId).sk,
  snapshot,
  addedAt: '2026-02-01T00:00:00.000Z',
  ticket: 'T-1',
};
const partner: SubmittedPartner = {
  bpId: 'bp-1',
  plid: 323,
  businessName: 'Prairie Pizza',
  businessDescription: 'Wood-fired pizza',
  website: 'prairiepizza.example',
  email: 'hi@prairiepizza.example',
  phone: '(785) 555-0101',
  logo: 'business/m-1/logo.png',
  image1: null,
  image2: null,
  status: BUSINESS_STATUS.inReview,
  address: '12 Mass St',
  city: 'Lawrence',
  state: 'KS',
  zip: '66044',
  memberId: member.memberId,
  signerName: 'Ann Lee',
  signerTitle: 'Owner',
  signerEmail: 'ann@prairiepizza.example',
  submittedAt: '2026-02-01T00:00:00.000Z',
  draftVersion: 2,
  locationCount: 1,
  offerCount: 1,
};
const location: LocationRecord = {
  locationId: 'loc-1',
  locationName: 'Downtown',
  address: '12 Mass St',
  city: 'Lawrence',
  state: 'KS',
  zip: '66044',
  phone: null,
  hideAddress: 0,
  status: 1,
};
const offer: OfferRecord = {
  dealId: 'deal-1',
  bpId: 'bp-1',
  value: '10% off',
  dollarValue: 3,
  description: 'Any large pizza',
  stubCopy: 'One per table',
  frequency: 1,
  timeLapse: 7,
  expirationDate: '2030-12-31',
  isPrinted: 1,
  isMobile: 1,
  status: 1,
  locationIds: ['loc-1'],
  categories: [{ category: 'Dining', subcategories: ['Pizza'] }],
};
const draft = {
  bpId: 'bp-1',
  memberId: member.memberId,
  plid: 323,
  businessName: 'Prairie Pizza',
  status: BUSINESS_STATUS.draft,
  version: 1,
  draft: sampleDraft('bp-1'),
  reviewNote: null,
  updatedAt: '2026-02-01T00:00:00.000Z',
};
const audit: AgreementAudit = {
  bpId: 'bp-1',
  version: 1,
  documentSha256: 'a'.repeat(64),
  pdfSha256: 'b'.repeat(64),
  pdfKey: 'private/agreements/bp-1/1.pdf',
  agreementVersion: '2026-01',
  consentText: 'I agree to sign electronically.',
  signer: { by: 'Ann Lee', name: 'Ann Lee', title: 'Owner' },
  signedAt: '2026-02-05T00:00:00.000Z',
  ip: '203.0.113.9',
  userAgent: 'Chrome',
  linkTokenId: 'c'.repeat(16),
};
const coop: CoopRecord = {
  plid: 323,
  coopName: 'Prairie Sky Electric',
  primaryDomain: 'portal.prairiesky.example',
  logo: 'logos/323.svg',
  displayName: 'Prairie Sky',
  displayPhone: null,
  displayEmail: 'help@prairiesky.example',
  displayURL: null,
  displayAddress: null,
  zip: '66044',
  timeZone: 'America/Chicago',
  displayCellPhone: null,
  coopIdCard: '323',
  description: 'A co-op',
  facebook: null,
  twitter: null,
  youtube: null,
  instagram: null,
  linkedin: null,
  iosAppUrl: null,
  androidAppUrl: null,
  topBarColor: '#123456',
  mainColor: '#234567',
  secondColor: '#345678',
  thirdColor: '#456789',
  appIcons: { 'any-192': 'logos/323-any-192.png' },
};
const group: GroupRecord = {
  groupIdentifier: 'health',
  groupName: 'Health',
  route: '/b2c/health',
  image: 'mainmenu/health.svg',
  onLogged: 1,
  showSquare: 0,
  features: [{ dealIdentifier: 'rx' }],
};
const slide: SlideRecord = {
  image: 'slides/1.svg',
  upperTitle: 'Save',
  title: 'Local deals',
  legend: 'Near you',
  showMobileButtons: 1,
  showCustom: 0,
  customButton: { buttonTitle: '', buttonRoute: '', outsideUrl: null },
};
const provider: Provider = {
  providerId: 'p-1',
  benefit: 'V',
  specialties: [1],
  facilityName: 'Clear Sight',
  providerName: 'Dr. Ray',
  address: '1 Eye St',
  city: 'Lawrence',
  state: 'KS',
  zip: '66044',
  phone: '(785) 555-0103',
  lat: 38.95,
  lon: -95.26,
};
const TOKEN_HASH = 'f'.repeat(64);
const passkey = {
  memberId: member.memberId,
  credentialId: 'cHJhaXJpZS1wYXNza2V5',
  publicKey: 'pQECAyYgASFYIA',
  counter: 3,
  transports: ['internal'],
  rpId: 'prairiesky.localhost',
  name: 'My phone',
  synced: true,
  createdAt: '2026-02-01T10:00:00.000Z',
  lastUsedAt: null,
};
const stats = () => ({ queries: 0, itemsRead: 0 });

interface Family {
  /** What the log line and the error name. */
  name: string;
  /** Writes the sample through its repository. */
  write: () => Promise<unknown>;
  /** The stored item's table and key. */
  table: string;
  key: { pk: string; sk: string };
  /** Reads it back through its repository: the record, or the list holding it. */
  read: () => Promise<unknown>;
  /** What the read answers for the sample. */
  expected: unknown;
  /** A field every item of the family has, and a value of the wrong kind for it. */
  field: string;
  wrong: unknown;
}

const FAMILIES: Family[] = [
  {
    name: 'member',
    write: () => createMember(member),
    table: 'portal-core',
    key: keys.member(member.memberId),
    read: () => getMember(member.memberId),
    expected: member,
    field: 'lastName',
    wrong: 7,
  },
  {
    name: 'email claim',
    write: () => createMember(member),
    table: 'portal-core',
    key: keys.memberEmail(EMAIL),
    read: () => emailHolder(EMAIL),
    expected: member.memberId,
    field: 'memberId',
    wrong: 7,
  },
  {
    name: 'saving',
    write: () => putSaving(saving),
    table: 'portal-core',
    key: keys.saving(saving.memberId, saving.datetime, saving.couponId),
    read: () => listSavings(saving.memberId),
    expected: [
      {
        datetime: saving.datetime,
        businessName: saving.businessName,
        value: saving.value,
        dollarvalue: saving.dollarvalue,
        source: saving.source,
      },
    ],
    field: 'dollarvalue',
    wrong: '3',
  },
  {
    name: 'redemption slot',
    write: () => claimRedemptionSlot(1, '2026-01-01T00:00:00.000Z', saving),
    table: 'portal-core',
    key: keys.redemptionSlot(saving.memberId, saving.dealId, 1),
    read: () => listRedemptionSlots(saving.memberId, saving.dealId),
    expected: [{ slot: 1, lastUsedAt: saving.datetime }],
    field: 'lastUsedAt',
    wrong: 1,
  },
  {
    name: 'spent ticket',
    write: () => putSaving(saving, { next: 'T-2', coupon: { couponId: saving.couponId } }),
    table: 'portal-core',
    key: keys.redemptionTicket(saving.memberId, saving.couponId),
    read: () => getSpentTicket(saving.memberId, saving.couponId),
    expected: {
      dealId: saving.dealId,
      locationId: saving.locationId,
      coupon: { couponId: saving.couponId },
      redeemedAt: saving.datetime,
    },
    field: 'coupon',
    wrong: 'C-1',
  },
  {
    name: 'favorite',
    write: () => putFavorite(member.memberId, favorite),
    table: 'portal-core',
    key: keys.favorite(member.memberId, favorite.dealId, favorite.locationId),
    read: () => listFavorites(member.memberId),
    expected: [favorite],
    field: 'snapshot',
    wrong: null,
  },
  {
    name: 'mail suppression',
    write: () => putSuppression(EMAIL, { reason: 'bounce', at: '2026-02-01T00:00:00.000Z' }),
    table: 'portal-core',
    key: keys.mailSuppression(EMAIL),
    read: () => getSuppression(EMAIL),
    expected: { reason: 'bounce', at: '2026-02-01T00:00:00.000Z' },
    field: 'reason',
    wrong: 'bounced',
  },
  {
    name: 'business draft',
    write: () => putDraftIfVersion(draft, undefined),
    table: 'portal-core',
    key: keys.draft(draft.memberId, draft.bpId),
    read: () => getDraft(draft.memberId, draft.bpId),
    expected: draft,
    field: 'version',
    wrong: '1',
  },
  {
    name: 'business partner',
    write: () => submitBusiness(draft, undefined, partner, [location], [offer]),
    table: 'portal-core',
    key: keys.partner(partner.bpId),
    read: () => listPartnersByStatus(partner.plid, partner.status),
    expected: [partner],
    field: 'businessName',
    wrong: ['Prairie Pizza'],
  },
  {
    name: 'partner location',
    write: () => submitBusiness(draft, undefined, partner, [location], [offer]),
    table: 'portal-core',
    key: keys.partnerLocation(partner.bpId, location.locationId),
    read: async () => (await getPartnerBundle(partner.bpId)).locations,
    expected: [location],
    field: 'locationName',
    wrong: 1,
  },
  {
    name: 'partner offer',
    write: () => submitBusiness(draft, undefined, partner, [location], [offer]),
    table: 'portal-core',
    key: keys.partnerOffer(partner.bpId, offer.dealId),
    read: async () => (await getPartnerBundle(partner.bpId)).offers,
    expected: [offer],
    field: 'locationIds',
    wrong: 'loc-1',
  },
  {
    name: 'link token',
    write: () => reviewPartner(partner, BUSINESS_STATUS.approved, null, { hash: TOKEN_HASH, expiresAt: 1_900_000_000 }),
    table: 'portal-ephemeral',
    key: keys.token(TOKEN_HASH),
    read: () => getAgreementToken(TOKEN_HASH),
    expected: { purpose: 'agreement', bpId: partner.bpId, expiresAt: 1_900_000_000 },
    field: 'bpId',
    wrong: 1,
  },
  {
    name: 'agreement audit',
    write: () => signPartner(partner, TOKEN_HASH, audit, 1_800_000_000),
    table: 'portal-core',
    key: keys.agreement(audit.bpId, audit.version),
    read: () => listAgreements(audit.bpId),
    expected: [audit],
    field: 'signer',
    wrong: 'Ann Lee',
  },
  {
    name: 'co-op',
    write: () => createCoop({ coop, groups: [group], slides: [slide] }),
    table: 'portal-core',
    key: keys.coop(coop.plid),
    read: async () => (await getCoopPage(coop.plid))?.coop,
    expected: coop,
    field: 'timeZone',
    wrong: null,
  },
  {
    name: 'feature group',
    write: () => createCoop({ coop, groups: [group], slides: [slide] }),
    table: 'portal-core',
    key: keys.group(coop.plid, 1, group.groupIdentifier),
    read: async () => (await getCoopPage(coop.plid))?.groups,
    expected: [group],
    field: 'onLogged',
    wrong: true,
  },
  {
    name: 'slide',
    write: () => createCoop({ coop, groups: [group], slides: [slide] }),
    table: 'portal-core',
    key: keys.slide(coop.plid, 1),
    read: async () => (await getCoopPage(coop.plid))?.slides,
    expected: [slide],
    field: 'customButton',
    wrong: 'Go',
  },
  {
    name: 'service area',
    write: () => createCoop({ coop, groups: [group], slides: [slide] }),
    table: 'portal-core',
    key: keys.serviceArea(coop.zip, coop.plid),
    read: () => coopsServingZip(coop.zip),
    expected: [{ plid: coop.plid, coopName: coop.coopName }],
    field: 'plid',
    wrong: '323',
  },
  {
    name: 'insurance lead',
    write: () =>
      putInsuranceLead({
        leadId: 'lead-1',
        plid: 323,
        memberId: member.memberId,
        productIdentifier: 'life',
        productName: 'Term life',
        firstName: 'Ann',
        lastName: 'Lee',
        email: EMAIL,
        phone: '(785) 555-0100',
        gender: 'F',
        age: '40',
        zip: '66044',
        state: 'KS',
        howToHelp: 'NEW coverage',
        notes: '',
        products: ['life'],
        createdAt: '2026-02-01T00:00:00.000Z',
        sentTo: null,
      }),
    table: 'portal-core',
    key: keys.insuranceLead(323, '2026-02-01T00:00:00.000Z', 'lead-1'),
    read: async () => (await listInsuranceLeads(323)).map((l) => l.leadId),
    expected: ['lead-1'],
    field: 'products',
    wrong: 'life',
  },
  {
    name: 'contact message',
    write: () =>
      putContactMessage({
        messageId: 'msg-1',
        plid: 323,
        memberId: null,
        fullName: 'Ann Lee',
        email: 'ann@example.com',
        message: 'Hello',
        createdAt: '2026-02-01T00:00:00.000Z',
        sentTo: 'help@prairiesky.example',
      }),
    table: 'portal-core',
    key: keys.contactMessage(323, '2026-02-01T00:00:00.000Z', 'msg-1'),
    read: async () => (await listContactMessages(323)).map((m) => m.messageId),
    expected: ['msg-1'],
    field: 'message',
    wrong: 1,
  },
  {
    name: 'inbox item',
    write: () =>
      putContactMessage({
        messageId: 'msg-2',
        plid: 323,
        memberId: member.memberId,
        fullName: 'Ann Lee',
        email: 'ann@example.com',
        message: 'When is the meeting?',
        createdAt: '2026-02-02T00:00:00.000Z',
        sentTo: null,
      }),
    table: 'portal-core',
    key: keys.contactMessage(323, '2026-02-02T00:00:00.000Z', 'msg-2'),
    read: async () => (await listInbox(323, 'contact', 10)).items.map((i) => [i.sk, i.kind, i.status, i.fullName]),
    expected: [[keys.contactMessage(323, '2026-02-02T00:00:00.000Z', 'msg-2').sk, 'contact', 'new', 'Ann Lee']],
    field: 'fullName',
    wrong: ['Ann', 'Lee'],
  },
  {
    name: 'deal report',
    write: () =>
      putDealReport({
        reportId: 'report-1',
        plid: 323,
        memberId: member.memberId,
        fullName: 'Ann Lee',
        email: 'ann@example.com',
        reason: 'refused',
        message: '',
        bpId: 'bp-1',
        dealId: 'deal-1',
        locationId: 'loc-1',
        businessName: 'Corner Cafe',
        offerValue: '10% off',
        offerDescription: 'Any coffee',
        locationName: 'Main',
        locationAddress: '1 Main St, Lawrence, KS 66044',
        createdAt: '2026-02-03T00:00:00.000Z',
      }),
    table: 'portal-core',
    key: keys.dealReport(323, '2026-02-03T00:00:00.000Z', 'report-1'),
    read: async () => (await listDealReportsOfBusiness('bp-1', 10)).items.map((r) => [r.reportId, r.reason, r.status]),
    expected: [['report-1', 'refused', 'new']],
    field: 'reason',
    wrong: 'broken',
  },
  {
    name: 'session',
    write: () =>
      putSession(
        TOKEN_HASH,
        {
          sessionId: 's-1',
          memberId: member.memberId,
          plid: 323,
          role: 'member',
          amr: ['pwd'],
          csrfHash: 'c'.repeat(64),
          createdAt: 1_800_000_000,
          lastSeenAt: 1_800_000_000,
          expiresAt: 1_800_001_800,
        },
        1_800_043_200,
      ),
    table: 'portal-ephemeral',
    key: keys.session(TOKEN_HASH),
    read: () => getSession(TOKEN_HASH),
    expected: {
      sessionId: 's-1',
      memberId: member.memberId,
      plid: 323,
      role: 'member',
      amr: ['pwd'],
      csrfHash: 'c'.repeat(64),
      createdAt: 1_800_000_000,
      lastSeenAt: 1_800_000_000,
      expiresAt: 1_800_001_800,
    },
    field: 'expiresAt',
    wrong: '1800001800',
  },
  {
    name: 'device',
    write: () => putDevice(TOKEN_HASH, { account: EMAIL, expiresAt: 1_900_000_000 }),
    table: 'portal-ephemeral',
    key: keys.device(TOKEN_HASH),
    read: () => getDevice(TOKEN_HASH),
    expected: { account: EMAIL, expiresAt: 1_900_000_000 },
    field: 'account',
    wrong: 1,
  },
  {
    name: 'passkey',
    write: () => addPasskey(passkey),
    table: 'portal-core',
    key: keys.passkey(passkey.memberId, passkey.credentialId),
    read: () => getPasskey(passkey.memberId, passkey.credentialId),
    expected: passkey,
    field: 'counter',
    wrong: '3',
  },
  {
    name: 'passkey challenge',
    write: () =>
      putChallenge(TOKEN_HASH, { purpose: 'signin', rpId: 'prairiesky.localhost', expiresAt: 1_900_000_000 }),
    table: 'portal-ephemeral',
    key: keys.passkeyChallenge(TOKEN_HASH),
    read: () => takeChallenge(TOKEN_HASH),
    expected: { purpose: 'signin', rpId: 'prairiesky.localhost', expiresAt: 1_900_000_000 },
    field: 'rpId',
    wrong: 7,
  },
  {
    name: 'deal listing',
    write: () => loadListings([listing], { table: 'portal-geo' }),
    table: 'portal-geo',
    key: keys.dealListing(listingGeohash(listing), listing.dealId, listing.locationId),
    read: () => readListings([listing], stats()),
    expected: [listing],
    field: 'endsAt',
    wrong: '2030-01-01',
  },
  {
    name: 'deal listing',
    write: () => loadListings([listing], { table: 'portal-geo' }),
    table: 'portal-geo',
    key: keys.dealListing(listingGeohash(listing), listing.dealId, listing.locationId),
    read: () => getListings(listing.dealId, listing.locationId),
    expected: [{ ...keys.dealListing(listingGeohash(listing), listing.dealId, listing.locationId), ...listing }],
    field: 'categories',
    wrong: 'Dining',
  },
  {
    name: 'provider',
    write: () => putProviders([provider], { table: 'portal-geo' }),
    table: 'portal-geo',
    key: keys.providerListing('V', listingGeohash(provider), provider.providerId),
    read: () => {
      const cell = listingGeohash(provider);
      return providerIndex('V', 'portal-geo').readRange(cell.slice(0, 3), cell, `${cell}~`, stats());
    },
    expected: [provider],
    field: 'benefit',
    wrong: 'X',
  },
  {
    name: 'zip centroid',
    write: () =>
      putZipCentroids([{ zip: '66044', lat: 38.95, lon: -95.26, city: 'Lawrence', state: 'KS' }], {
        table: 'portal-geo',
      }),
    table: 'portal-geo',
    key: keys.zipCentroid('66044'),
    read: () => getZipCentroid('66044'),
    expected: { zip: '66044', lat: 38.95, lon: -95.26, city: 'Lawrence', state: 'KS' },
    field: 'lat',
    wrong: '38.95',
  },
];

const storedItem = (f: Family) => {
  const item = stored.get(at(f.table, f.key));
  if (!item) throw new Error(`${f.name}: the write stored no item at ${f.key.pk} / ${f.key.sk}`);
  return item;
};

describe.each(FAMILIES.map((f) => [`${f.name} (${f.key.pk.split('#')[0]} / ${f.key.sk.split('#')[0]})`, f] as const))(
  '%s',
  (_title, family) => {
    it('reads back what its repository wrote', async () => {
      await family.write();
      expect(await family.read()).toEqual(family.expected);
      expect(logged).toEqual([]);
    });

    it('refuses a stored item missing a field, with a log line naming the family and the field', async () => {
      await family.write();
      const { [family.field]: _gone, ...rest } = storedItem(family);
      put(family.table, rest);
      const refusal = await family.read().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(StoredRecordError);
      expect(refusal).toMatchObject({ family: family.name, issues: [expect.stringMatching(`^${family.field}: `)] });
      expect(logged).toEqual([
        [
          'stored item refused on read',
          expect.objectContaining({ family: family.name, issues: refusalIssues(refusal) }),
        ],
      ]);
    });

    it('refuses a stored field of the wrong kind', async () => {
      await family.write();
      put(family.table, { ...storedItem(family), [family.field]: family.wrong });
      await expect(family.read()).rejects.toMatchObject({
        name: 'StoredRecordError',
        issues: [expect.stringMatching(`^${family.field}`)],
      });
    });
  },
);

const refusalIssues = (error: unknown) => (error instanceof StoredRecordError ? error.issues : []);

describe('a token of another purpose', () => {
  it('is no agreement link: the read answers none, nothing is refused', async () => {
    put('portal-ephemeral', {
      ...keys.token(TOKEN_HASH),
      purpose: 'newsletter',
      plid: 323,
      email: EMAIL,
      expiresAt: 1_900_000_000,
    });
    expect(await getAgreementToken(TOKEN_HASH)).toBeUndefined();
    expect(logged).toEqual([]);
  });
});

describe('a refusal of a session, a link token or a device', () => {
  it('leaves the key out of the log line: it holds a secret`s hash', async () => {
    put('portal-ephemeral', { ...keys.session(TOKEN_HASH), memberId: 'm-1' });
    await expect(getSession(TOKEN_HASH)).rejects.toBeInstanceOf(StoredRecordError);
    expect(JSON.stringify(logged)).not.toContain(TOKEN_HASH);
  });

  it('names the key of any other family, so the item can be found and mended', async () => {
    put('portal-core', { ...keys.member('m-9'), memberId: 'm-9' });
    await expect(getMember('m-9')).rejects.toBeInstanceOf(StoredRecordError);
    expect(logged[0]?.[1]).toMatchObject({ pk: keys.member('m-9').pk, sk: keys.member('m-9').sk });
  });
});

describe("the demo seed's items", () => {
  it('each pass their family`s schema, so the local portal reads every one', () => {
    const deals = generateDemoDeals(DEMO_DEALS_SEED, 2_000);
    const profile = keys.partner('').sk;
    const isLocation = (item: Item) => String(item.sk).startsWith(keys.partnerLocation('', '').sk);
    const familyOf = (item: Item) =>
      item.sk === profile ? partnerFamily : isLocation(item) ? locationFamily : offerFamily;
    const core = demoDealCoreItems(deals);
    for (const item of core) familyOf(item).read(item);
    expect(core.filter((i) => i.sk === profile)).toHaveLength(deals.partners.length);
    listingFamily.readAll(deals.listings);
    categoryFamily.readAll(demoCategoryItems(deals));
    providerFamily.readAll(generateDemoProviders(DEMO_PROVIDERS_SEED, 500));
    for (const c of DEMO_COOPS) {
      coopFamily.read(c.record);
      groupFamily.readAll(c.groups);
      slideFamily.readAll(c.slides);
    }
    nationalDealFamily.readAll([
      ...NATIONAL_DEALS,
      ...demoNationalBenefits().items.filter((i) => i.pk === keys.nationalDealsPk),
    ]);
    insuranceProductFamily.readAll(DEMO_INSURANCE_PRODUCTS);
    groupDealFamily.readAll(demoGroupDeals().map((d) => d.deal));
    expect(logged).toEqual([]);
  });
});
