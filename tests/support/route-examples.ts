import type { RequestOf, RoutePath } from '#shared/routes.js';
import { sampleDraft } from './business-draft.js';
import { keys } from '#functions/db/keys.js';
import type { NormalEmail } from '#functions/model/email-address.js';
import { FIXTURE, type Harness } from './iam-harness.js';

// One or more valid request bodies per route, typed against the route table, written for the
// IAM harness's fixture (tests/support/iam-harness.ts): its member, links, co-op and ZIP. Every
// implemented route must have one (tests/handlers/grants.test.ts), so a new route adds its own.

export type RouteExamples = { [P in RoutePath]?: readonly RequestOf<P>[] };

const linkKeys = { key1: FIXTURE.memberId, key2: FIXTURE.linkKey2 };
const account = {
  firstName: 'Harness',
  lastName: 'Member',
  email: FIXTURE.email,
  cellPhone: '(785) 555-0100',
  zip: FIXTURE.zip,
  gender: 'F',
  dob: '1980-04-12',
  optout: 0,
};

/**
 * A second member of co-op 323 for the admin member routes (staff cannot deactivate themselves,
 * and the harness's staff session is the fixture member's): tests/handlers/route-access-harness.test.ts seeds it.
 */
export const EXAMPLE_MEMBER = {
  memberId: '0a7e5b1c-2d3f-4e5a-8b6c-7d8e9f0a1b2c',
  email: 'pat.example@prairiesky.example',
  firstName: 'Pat',
  lastName: 'Example',
} as const;

/** Puts EXAMPLE_MEMBER (active, co-op 323, with its listings and email item) into a harness's tables. */
export function putExampleMember(harness: Harness): void {
  const m = EXAMPLE_MEMBER;
  harness.tables.put('core', {
    ...keys.member(m.memberId),
    ...keys.memberListing(FIXTURE.plid, m, m.memberId),
    ...keys.memberZipListing(FIXTURE.plid, FIXTURE.zip, m, m.memberId),
    ...m,
    plid: FIXTURE.plid,
    zip: FIXTURE.zip,
    dob: null,
    cellPhone: null,
    gender: null,
    optout: 1,
    signupDate: '2026-01-02T10:00:00.000Z',
    lastLogin: null,
    latestzip: null,
    role: 'member',
    status: 'active',
    tokens: {},
  });
  harness.tables.put('core', { ...keys.memberEmail(m.email as NormalEmail), memberId: m.memberId });
}

/**
 * A passkey answer in the browser library's shape whose challenge was never minted: the routes
 * read it and refuse it as expired (tests/handlers/passkeys-harness.test.ts signs real ones).
 */
const b64 = (text: string) => Buffer.from(text).toString('base64url');
const unmintedClientData = (type: string) =>
  b64(JSON.stringify({ type, challenge: 'bm90LWEtbWludGVkLWNoYWxsZW5nZQ', origin: `https://${FIXTURE.host}` }));
const passkeyId = b64('harness-passkey-id');
const passkeyRegistration = {
  id: passkeyId,
  rawId: passkeyId,
  type: 'public-key' as const,
  response: { clientDataJSON: unmintedClientData('webauthn.create'), attestationObject: b64('not cbor') },
  clientExtensionResults: {},
};
const passkeyAssertion = {
  id: passkeyId,
  rawId: passkeyId,
  type: 'public-key' as const,
  response: {
    clientDataJSON: unmintedClientData('webauthn.get'),
    authenticatorData: b64('data'),
    signature: b64('signature'),
    userHandle: b64(FIXTURE.memberId),
  },
  clientExtensionResults: {},
};
/** A back-office staff member of co-op 323 with an authenticator app, whose second step admin/resetfactors resets (ADR 0090). */
export const EXAMPLE_STAFF = {
  memberId: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  email: 'vic.example@prairiesky.example',
  firstName: 'Vic',
  lastName: 'Example',
} as const;

/** Puts EXAMPLE_STAFF (active backoffice of co-op 323, app confirmed) into a harness's tables. */
export function putExampleStaff(harness: Harness): void {
  const m = EXAMPLE_STAFF;
  harness.tables.put('core', {
    ...keys.member(m.memberId),
    ...m,
    plid: FIXTURE.plid,
    zip: FIXTURE.zip,
    dob: null,
    cellPhone: null,
    gender: null,
    optout: 1,
    signupDate: '2026-01-02T10:00:00.000Z',
    lastLogin: null,
    latestzip: null,
    role: 'backoffice',
    status: 'active',
    tokens: {},
  });
  harness.tables.put('core', {
    ...keys.secondFactor(m.memberId),
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    createdAt: '2026-01-02T10:00:00.000Z',
    confirmedAt: '2026-01-02T10:01:00.000Z',
    lastStep: 0,
    recovery: {},
  });
}

/**
 * An active business of co-op 323 that the fixture member owns (ADR 0095), with a location, an
 * offer and a change to it waiting for staff: the owner routes and the staff's offer-change routes
 * act on it (tests/handlers/route-access-harness.test.ts and partner-offers-harness.test.ts seed it).
 */
export const OWNED = {
  bpId: 'owned-bp',
  locationId: 'owned-loc',
  dealId: 'owned-deal',
  changeId: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
} as const;

export function putOwnedBusiness(harness: Harness, { change = true } = {}): void {
  const { bpId, locationId, dealId, changeId } = OWNED;
  harness.tables.put('core', {
    ...keys.partner(bpId),
    ...keys.partnerListing(FIXTURE.plid, 1, bpId),
    bpId,
    plid: FIXTURE.plid,
    memberId: FIXTURE.memberId,
    businessName: 'Owned Bakery',
    businessDescription: 'Bread',
    website: null,
    email: null,
    phone: null,
    logo: '',
    image1: null,
    image2: null,
    status: 1,
    offerCount: 1,
    locationCount: 1,
  });
  harness.tables.put('core', {
    ...keys.partnerLocation(bpId, locationId),
    locationId,
    locationName: 'Bakery counter',
    address: '2 Main St',
    city: 'Lawrence',
    state: 'KS',
    zip: FIXTURE.zip,
    phone: null,
    hideAddress: 0,
    status: 1,
  });
  const terms = {
    value: '2 for 1 loaves',
    dollarValue: 6,
    description: 'Any loaf, the second free',
    frequency: 1,
    timeLapse: 7,
    stubCopy: '',
    categories: [{ category: 'Food', subcategories: ['Bakery'] }],
  };
  harness.tables.put('core', {
    ...keys.partnerOffer(bpId, dealId),
    ...keys.offerById(dealId),
    dealId,
    bpId,
    ...terms,
    expirationDate: '2030-06-30',
    isPrinted: 1,
    isMobile: 1,
    status: 1,
    locationIds: [locationId],
  });
  if (change)
    harness.tables.put('core', {
      ...keys.offerChange(bpId, dealId),
      ...keys.offerChangeWaiting(FIXTURE.plid, '2026-02-01T10:00:00.000Z', dealId),
      bpId,
      dealId,
      plid: FIXTURE.plid,
      changeId,
      memberId: FIXTURE.memberId,
      state: 'waiting',
      submittedAt: '2026-02-01T10:00:00.000Z',
      terms: { ...terms, value: '3 for 1 loaves', dollarValue: 9 },
      reviewNote: null,
    });
}

const ownedTerms = {
  value: '2 for 1 rolls',
  dollarValue: '4.50',
  description: 'Any rolls, the second bag free',
  frequency: '2',
  timeLapse: 31,
  stubCopy: 'Show this at the counter.',
  categories: [{ category: 'Food', subcategories: ['Bakery'] }],
};

/** The listing the harness seeds beside its ZIP (iam-harness.ts). */
const harnessDeal = { dealId: 'harness-deal', locationId: 'harness-loc' };

export const ROUTE_EXAMPLES: RouteExamples = {
  'outside/gethomedata': [{ url: `https://${FIXTURE.host}/` }, { key: String(FIXTURE.plid) }],
  'outside/manifest': [{}],
  'outside/webvitals': [
    { page: 'b2c/chome', lcp: 1800, inp: 120, cls: 0.02 },
    { page: 'b2c/cmarketplace/:item', inp: 64 },
  ],
  'outside/setcoop': [{ url: `https://${FIXTURE.host}/coop/${FIXTURE.plid}` }],
  'outside/login': [{ email: FIXTURE.email, password: FIXTURE.password }],
  'outside/logout': [{}],
  'outside/passkeyoptions': [{}, { email: FIXTURE.email }],
  'outside/passkeylogin': [{ response: passkeyAssertion }],
  'outside/saveuser': [
    {
      firstName: 'New',
      lastName: 'Member',
      email: 'new.member@prairiesky.example',
      password: FIXTURE.newPassword,
      passwordConfirmation: FIXTURE.newPassword,
      zip: FIXTURE.zip,
      plid: FIXTURE.plid,
    },
  ],
  'outside/checkzipcode': [{ zip: FIXTURE.zip }],
  'outside/recoverpassword': [{ email: FIXTURE.email }],
  'outside/activateaccount': [
    { activationData: { ...linkKeys, password: FIXTURE.newPassword, passwordConfirmation: FIXTURE.newPassword } },
  ],
  'general/updatepassword': [{ ...linkKeys, password: FIXTURE.newPassword, password2: FIXTURE.newPassword }],
  'outside/updatepassword': [
    { key: `${linkKeys.key1}.${linkKeys.key2}`, password: FIXTURE.newPassword, password2: FIXTURE.newPassword },
  ],
  'outside/activate': [linkKeys],
  'outside/checkresetlink': [linkKeys],
  'outside/confirmemail': [linkKeys],
  'outside/unsubscribe': [linkKeys],
  // A link to no business here: the happy path is tests/handlers/partner-signing-harness.test.ts.
  'outside/getbpinfo': [linkKeys],
  'outside/signAgreement': [
    { ...linkKeys, eSignature: { by: 'Sam Signer', name: 'Samuel Signer', title: 'Owner' }, agreement: '' },
  ],
  // Keys of no link here: the happy paths are tests/handlers/partner-mail-harness.test.ts.
  'outside/getofferextension': [{ key1: 'harness-bp', key2: FIXTURE.linkKey2 }],
  'outside/extendoffer': [{ key1: 'harness-bp', key2: FIXTURE.linkKey2, months: 6 }],
  'outside/partnerunsubscribe': [{ key1: 'harness-bp', key2: FIXTURE.linkKey2 }],
  'tbp/listcategories': [{ credentials: FIXTURE.memberId }],
  'tbp/getcoopinfo': [{ credentials: FIXTURE.memberId }],
  'tbp/getprofile': [{ credentials: FIXTURE.memberId }],
  'tbp/getbusinessdraft': [{ credentials: FIXTURE.memberId }],
  'admin/listbusinesssubmissions': [{ credentials: FIXTURE.memberId }],
  'admin/getbusinesssubmission': [{ credentials: FIXTURE.memberId, bpId: 'bp-harness-2' }],
  'admin/approvebusiness': [{ credentials: FIXTURE.memberId, bpId: 'bp-harness-2' }],
  'admin/listpartners': [{ credentials: FIXTURE.memberId }],
  'admin/getpartner': [{ credentials: FIXTURE.memberId, bpId: 'harness-bp' }],
  'admin/setoffer': [
    {
      credentials: FIXTURE.memberId,
      bpId: 'harness-bp',
      dealId: 'harness-deal',
      status: 0,
      expirationDate: '2099-12-31',
    },
    {
      credentials: FIXTURE.memberId,
      bpId: 'harness-bp',
      dealId: 'harness-deal',
      status: 1,
      expirationDate: '2098-06-30',
    },
  ],
  'b2c/listmyoffers': [{ credentials: FIXTURE.memberId, bpId: OWNED.bpId }],
  'b2c/setmyoffer': [
    { credentials: FIXTURE.memberId, bpId: OWNED.bpId, dealId: OWNED.dealId, status: 0 },
    { credentials: FIXTURE.memberId, bpId: OWNED.bpId, dealId: OWNED.dealId, status: 1 },
  ],
  'b2c/setmylocation': [
    { credentials: FIXTURE.memberId, bpId: OWNED.bpId, locationId: OWNED.locationId, status: 0 },
    { credentials: FIXTURE.memberId, bpId: OWNED.bpId, locationId: OWNED.locationId, status: 1 },
  ],
  'b2c/extendmyoffer': [
    { credentials: FIXTURE.memberId, bpId: OWNED.bpId, dealId: OWNED.dealId, expirationDate: '2049-12-31' },
  ],
  'b2c/editmyoffer': [{ credentials: FIXTURE.memberId, bpId: OWNED.bpId, dealId: OWNED.dealId, terms: ownedTerms }],
  'admin/listofferchanges': [{ credentials: FIXTURE.memberId }],
  'admin/approveofferchange': [
    { credentials: FIXTURE.memberId, bpId: OWNED.bpId, dealId: OWNED.dealId, changeId: OWNED.changeId },
  ],
  'admin/sendbackofferchange': [
    {
      credentials: FIXTURE.memberId,
      bpId: OWNED.bpId,
      dealId: OWNED.dealId,
      changeId: OWNED.changeId,
      reason: 'Please keep the dollar value as it was.',
    },
  ],
  'admin/agreementpdf': [{ credentials: FIXTURE.memberId, bpId: 'harness-bp', version: 1 }],
  'admin/businessnumbers': [{ credentials: FIXTURE.memberId, bpId: 'harness-bp' }],
  'admin/dashboard': [{ credentials: FIXTURE.memberId }],
  'admin/redemptionreport': [{ credentials: FIXTURE.memberId, from: '2026-01-01', to: '2026-03-31' }],
  'admin/listsubscribers': [{ credentials: FIXTURE.memberId }],
  'admin/removesubscriber': [{ credentials: FIXTURE.memberId, email: FIXTURE.newsletterEmail }],
  'admin/listinbox': [
    { credentials: FIXTURE.memberId, view: 'new' },
    { credentials: FIXTURE.memberId, view: 'contact' },
    { credentials: FIXTURE.memberId, view: 'lead' },
    { credentials: FIXTURE.memberId, view: 'report' },
  ],
  'admin/replyinbox': [
    {
      credentials: FIXTURE.memberId,
      kind: 'contact',
      id: `${FIXTURE.inboxAt}#${FIXTURE.contactMessageId}`,
      text: 'Our next member meeting is on March 3.',
    },
    {
      credentials: FIXTURE.memberId,
      kind: 'lead',
      id: `${FIXTURE.inboxAt}#${FIXTURE.leadId}`,
      text: 'An agent will call you this week.',
    },
    {
      credentials: FIXTURE.memberId,
      kind: 'report',
      id: `${FIXTURE.inboxAt}#${FIXTURE.reportId}`,
      text: 'Thank you: we paused the offer while we talk to the business.',
    },
  ],
  'admin/rejectbusiness': [
    { credentials: FIXTURE.memberId, bpId: 'bp-harness-2', reason: 'Please add your street number.' },
  ],
  'admin/listmembers': [
    { credentials: FIXTURE.memberId, query: '' },
    { credentials: FIXTURE.memberId, query: 'memb' },
    { credentials: FIXTURE.memberId, query: FIXTURE.email },
    { credentials: FIXTURE.memberId, query: FIXTURE.zip },
  ],
  'admin/listactivity': [
    { credentials: FIXTURE.memberId },
    { credentials: FIXTURE.memberId, person: FIXTURE.email, from: '2026-01-01', to: '2036-12-31' },
    { credentials: FIXTURE.memberId, target: EXAMPLE_MEMBER.memberId },
  ],
  'admin/getmember': [{ credentials: FIXTURE.memberId, memberId: FIXTURE.memberId }],
  'admin/resetfactors': [{ credentials: FIXTURE.memberId, memberId: EXAMPLE_STAFF.memberId }],
  'admin/setmemberstatus': [
    { credentials: FIXTURE.memberId, memberId: EXAMPLE_MEMBER.memberId, action: 'deactivate' },
    { credentials: FIXTURE.memberId, memberId: EXAMPLE_MEMBER.memberId, action: 'reactivate' },
  ],
  // No row that would be created: the other co-op's staff must send no mail (rows: a registered address, a bad one).
  'admin/listgroups': [{ credentials: FIXTURE.memberId }],
  'admin/savegroups': [
    {
      credentials: FIXTURE.memberId,
      version: 0,
      groups: [
        {
          groupIdentifier: 'localdeals',
          groupName: 'Local Deals',
          route: 'clocaldeals',
          image: 'mainmenu/323-localdeals.svg',
          onLogged: 0,
          showSquare: 1,
        },
        {
          groupIdentifier: 'health',
          groupName: 'Health & Wellness',
          route: 'chealthysavings',
          image: 'mainmenu/323-health.svg',
          onLogged: 0,
          showSquare: 1,
        },
        {
          groupIdentifier: 'coop-news',
          groupName: 'Co-op News',
          route: 'https://news.prairiesky.example/',
          image: 'mainmenu/323-travel.svg',
          onLogged: 1,
          showSquare: 0,
        },
      ],
    },
  ],
  'admin/getcatalog': [{ credentials: FIXTURE.memberId }],
  'admin/savecatalog': [
    {
      credentials: FIXTURE.memberId,
      version: 0,
      nationalDealIds: ['ND-1001', 'ND-1002'],
      insuranceIds: ['Life', 'Pet'],
      insuranceSelected: ['Pet'],
    },
  ],
  'admin/getdomains': [{ credentials: FIXTURE.memberId }],
  'admin/savedomains': [
    {
      credentials: FIXTURE.memberId,
      version: 0,
      primaryDomain: FIXTURE.host,
      hosts: ['localhost', FIXTURE.host, 'members.prairiesky.example'],
      zips: ['660', '661', FIXTURE.zip],
    },
  ],
  'admin/listcoops': [{ credentials: FIXTURE.memberId }],
  'admin/createcoop': [
    {
      credentials: FIXTURE.memberId,
      coopName: 'Harness Valley Electric Cooperative',
      displayName: 'Harness Valley',
      zip: '68801',
      host: 'harnessvalley.localhost',
      adminEmail: 'first.admin@harnessvalley.example',
      adminFirstName: 'Fran',
      adminLastName: 'First',
    },
  ],
  'admin/switchcoop': [{ credentials: FIXTURE.memberId, plid: FIXTURE.plid }],
  'admin/importmembers': [
    {
      credentials: FIXTURE.memberId,
      rows: [
        { row: 1, firstName: 'Harness', lastName: 'Member', email: FIXTURE.email, zip: FIXTURE.zip },
        { row: 2, firstName: 'Bad', lastName: 'Address', email: 'not-an-address', zip: FIXTURE.zip },
      ],
    },
  ],
  'admin/getsetup': [{ credentials: FIXTURE.memberId }],
  'admin/savebranding': [
    {
      credentials: FIXTURE.memberId,
      version: 0,
      displayName: 'Prairie Sky Cooperative',
      displayPhone: '(785) 555-0199',
      displayEmail: 'info@prairiesky.example',
      displayAddress: '1 Main St, Lawrence, KS',
      displayURL: 'https://prairiesky.example',
      facebook: 'https://facebook.com/prairiesky',
      twitter: '',
      youtube: '',
      instagram: '',
      linkedin: '',
      topBarColor: '#123456',
      mainColor: '#1A7F5A',
      secondColor: '#f4a261',
      thirdColor: '#264653',
    },
  ],
  'admin/saveslides': [
    {
      credentials: FIXTURE.memberId,
      version: 0,
      slides: [
        {
          image: 'slides/323-2.svg',
          upperTitle: 'New',
          title: 'Harvest savings',
          legend: 'Deals near you',
          showMobileButtons: 1,
          showCustom: 1,
          customButton: { buttonTitle: 'Find local deals', buttonRoute: '/b2c/clocaldeals', outsideUrl: '' },
        },
        {
          image: 'slides/323-1.svg',
          upperTitle: '',
          title: 'Welcome',
          legend: '',
          showMobileButtons: 0,
          showCustom: 0,
          customButton: { buttonTitle: '', buttonRoute: '', outsideUrl: '' },
        },
      ],
    },
  ],
  // Multipart like setup/uploadbpimage; the filename names what the image is for.
  'admin/uploadcoopimage': [
    { credentials: FIXTURE.memberId, filename: 'logo.png' },
    { credentials: FIXTURE.memberId, filename: 'slide.png' },
  ],
  // Sent as multipart by the wizard (tests/handlers/upload-harness.test.ts); as JSON it is a 415.
  'setup/uploadbpimage': [{ credentials: FIXTURE.memberId, filename: 'Image1C-bp-harness-1.png' }],
  'tbp/savebusinesstemp': [
    {
      credentials: FIXTURE.memberId,
      businessName: 'Sample Bakery',
      id: 'bp-harness-1',
      json: sampleDraft('bp-harness-1'),
    },
    {
      credentials: FIXTURE.memberId,
      businessName: 'Sample Bakery',
      id: 'bp-harness-2',
      json: sampleDraft('bp-harness-2'),
      submit: true,
    },
  ],
  'b2c/account': [{ credentials: FIXTURE.memberId }],
  'b2c/localdealscategories': [{ key: String(FIXTURE.plid) }],
  'b2c/listdeals': [
    { key: String(FIXTURE.plid), payload: { criteria: '', zipcode: FIXTURE.zip, radius: 50 } },
    { payload: { criteria: 'pizza', radius: 250, sort: 'value-desc', page: 2 } },
  ],
  'b2c/opendeal': [{ credentials: FIXTURE.memberId, deal: harnessDeal }],
  'b2c/countopens': [{ credentials: FIXTURE.memberId, opens: [harnessDeal, harnessDeal] }],
  'b2c/businessnumbers': [{ credentials: FIXTURE.memberId, bpId: 'harness-bp' }],
  'b2c/printdeal': [
    { credentials: FIXTURE.memberId, deal: { ...harnessDeal, source: 'W' } },
    { credentials: FIXTURE.memberId, deal: { ...harnessDeal, source: 'M' } },
  ],
  'b2c/reportdeal': [
    { credentials: FIXTURE.memberId, deal: harnessDeal, reason: 'refused' },
    { credentials: FIXTURE.memberId, deal: harnessDeal, reason: 'other', message: 'The store is now a bakery.' },
  ],
  // The harness business has no owner: the fixture member is told it is not among theirs.
  'b2c/listbusinessreports': [{ credentials: FIXTURE.memberId, bpId: 'harness-bp' }],
  'b2c/secondstep': [{ credentials: FIXTURE.memberId }],
  'b2c/enroltotp': [{ credentials: FIXTURE.memberId, code: '123456' }],
  'b2c/passsecondstep': [
    { credentials: FIXTURE.memberId, code: '123456' },
    { credentials: FIXTURE.memberId, code: 'abcd-efgh-jkmn' },
  ],
  'b2c/listinsurance': [{ credentials: FIXTURE.memberId }],
  'b2c/saveinsurancelead': [
    {
      credentials: FIXTURE.memberId,
      productIdentifier: 'Life',
      data: {
        firstName: 'Harness',
        lastName: 'Member',
        email: FIXTURE.email,
        phone: '(785) 555-0100',
        gender: 'Female',
        age: '44',
        zip: FIXTURE.zip,
        state: 'KS',
        howToHelp: 'Looking for NEW coverage',
        notes: 'Term life for a family of four.',
      },
    },
  ],
  'b2c/listnationaldeals': [{ credentials: FIXTURE.memberId }],
  'outside/contactform': [
    {
      key: String(FIXTURE.plid),
      message: {
        fullName: 'Harness Visitor',
        email: 'visitor@example.com',
        message: 'When is the next member meeting?',
      },
    },
    {
      credentials: FIXTURE.memberId,
      message: { fullName: 'Harness Member', email: FIXTURE.email, message: 'Please call me about my bill.' },
    },
  ],
  'outside/subscribenewsletter': [
    { key: String(FIXTURE.plid), email: 'new.reader@example.com' },
    { credentials: FIXTURE.memberId, email: FIXTURE.newsletterEmail },
  ],
  'outside/confirmnewsletter': [{ key1: String(FIXTURE.plid), key2: FIXTURE.newsletterKey2 }],
  'b2c/getspecialties': [{ credentials: FIXTURE.memberId, data: { benefit: 'HU' } }],
  'b2c/newbenefitsid': [{ credentials: FIXTURE.memberId }],
  'b2c/getid': [{ credentials: FIXTURE.memberId }, { credentials: FIXTURE.memberId, partner: 'parks' }],
  'outside/partnerkeys': [{}],
  'b2c/getproviders': [
    { credentials: FIXTURE.memberId, data: { benefit: 'C', specialty: -1, distance: 10, zip: FIXTURE.zip } },
    { credentials: FIXTURE.memberId, data: { benefit: 'V', specialty: 101, distance: 50, zip: FIXTURE.zip } },
  ],
  'b2c/availabledeals': [
    { credentials: FIXTURE.memberId, group: 'safety' },
    { key: String(FIXTURE.plid) },
    { group: 'entertainment' },
  ],
  'b2c/addfavorite': [{ credentials: FIXTURE.memberId, deal: harnessDeal }],
  'b2c/removefavorite': [{ credentials: FIXTURE.memberId, deal: harnessDeal }],
  'b2c/listfavoritesdeals': [{ credentials: FIXTURE.memberId }],
  'b2c/redeemoffline': [{ credentials: FIXTURE.memberId, deal: harnessDeal, ticket: FIXTURE.offlineTicket }],
  'b2c/listdealsbycategory': [
    { payload: { category: 'Dining', subCategory: 'Pizza', zipcode: FIXTURE.zip, radius: 100, sort: 'distance-desc' } },
  ],
  'b2c/saveaccountchanges': [
    { credentials: FIXTURE.memberId, data: account },
    // A new email: needs the current password and is confirmed by an emailed link.
    {
      credentials: FIXTURE.memberId,
      data: { ...account, email: 'harness.new@prairiesky.example', currentPassword: FIXTURE.password },
    },
  ],
  'b2c/listpasskeys': [{ credentials: FIXTURE.memberId }],
  'b2c/listmybusinesses': [{ credentials: FIXTURE.memberId }],
  // The fixture's business is not the member's: refused as not theirs (the happy path: partner-mail-harness).
  'b2c/getpartnermail': [{ credentials: FIXTURE.memberId, bpId: 'harness-bp' }],
  'b2c/setpartnermail': [{ credentials: FIXTURE.memberId, bpId: 'harness-bp', numbersEmail: false }],
  'b2c/addpasskeyoptions': [{ credentials: FIXTURE.memberId }],
  'b2c/addpasskey': [{ credentials: FIXTURE.memberId, name: 'My phone', response: passkeyRegistration }],
  'b2c/removepasskey': [{ credentials: FIXTURE.memberId, id: passkeyId }],
  'b2c/changepassword': [
    {
      credentials: FIXTURE.memberId,
      data: { password: FIXTURE.password, newPassword: FIXTURE.newPassword, confirmPassword: FIXTURE.newPassword },
    },
  ],
};
