import * as z from 'zod';
import type { MEDIA, PRIVATE_MEDIA } from './constants.js';
import type { StaffRole } from './roles.js';
import * as account from './schemas/account.js';
import * as adminPartners from './schemas/admin-partners.js';
import * as adminStats from './schemas/admin-stats.js';
import * as adminCatalog from './schemas/admin-catalog.js';
import * as adminMembers from './schemas/admin-members.js';
import * as adminSetup from './schemas/admin-setup.js';
import * as benefits from './schemas/benefits.js';
import { done, linkKeys, memberOnly } from './schemas/common.js';
import * as deals from './schemas/deals.js';
import * as home from './schemas/home.js';
import * as newsletter from './schemas/newsletter.js';
import * as inbox from './schemas/inbox.js';
import * as partners from './schemas/partners.js';

// The one contract: every API path with its schemas, who may call it and what it touches.
// Infra, the local server, the web client and the tests all read this table.

/**
 * public: anyone. member: a signed-in member (session cookie). admin: back-office staff.
 * link: anyone holding an emailed link's keys (the keys are checked by the handler).
 */
export type Access = 'public' | 'member' | 'admin' | 'link';
export type Grant = 'read' | 'write';

/**
 * Families of items by partition key (functions/db/keys.ts); infra/lib/permissions.ts maps each
 * to its key pattern, so a route's writes are held to the families it names.
 */
export type CoreItems =
  /** COOP#<plid>... every co-op partition: profile, groups, slides, counters (the narrower ones below are within). */
  | 'coops'
  | 'coopContact'
  | 'coopLeads'
  | 'coopNewsletter'
  | 'domains'
  | 'serviceAreas'
  /** MEMBER#<id>: profile, drafts, favorites, redemption slots, savings. */
  | 'members'
  | 'emails'
  | 'partners'
  /** ID#<kind>#<id>: an offer's or location's id, claimed network-wide for its business. */
  | 'recordIds'
  /** ZIPAREA#<3 digits>: the guard two co-ops' claims on one new served area meet at. */
  | 'serviceAreaGuards';
export type EphemeralItems = 'sessions' | 'memberSessions' | 'tokens' | 'rates' | 'devices';
export type GeoItems = 'dealListings' | 'dealCounts';
/** Folders of the media bucket: MEDIA's public ones, or the private signed agreements. */
export type MediaArea = Exclude<keyof typeof MEDIA, 'publicPrefix'> | keyof typeof PRIVATE_MEDIA;

/** What a route's Lambda may touch; infra turns this into least-privilege grants. */
export interface DataNeeds {
  /** Members, co-ops, content, partners, deals, favorites, redemptions, leads, agreements. */
  core?: Grant;
  /** Sessions, emailed-link tokens and rate-limit counters (items expire). */
  ephemeral?: Grant;
  /** Deal locations indexed for geo search. */
  geo?: Grant;
  /** Static media: logos, slides, card art and business images. */
  media?: Grant;
  /**
   * The item families each table with a write grant writes: the only partition keys its writes
   * may name (IAM dynamodb:LeadingKeys). Required for every 'write' grant; reads are not scoped.
   */
  writes?: { core?: readonly CoreItems[]; ephemeral?: readonly EphemeralItems[]; geo?: readonly GeoItems[] };
  /** The media folders the route reads or writes; required with `media`. */
  mediaAreas?: readonly MediaArea[];
  /** May send email through SES. */
  mail?: boolean;
  /** May read the secret the partner tokens of b2c/getid are signed from. */
  partnerKey?: boolean;
}

export interface RouteDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  path: string;
  summary: string;
  access: Access;
  request: Req;
  response: Res;
  data: DataNeeds;
  /**
   * Admin routes: the least staff role that may call it (backoffice reads, admin changes the
   * co-op's data, network manages co-ops). The co-op always comes from the session.
   */
  staff?: StaffRole;
  /** The body is multipart/form-data rather than JSON. */
  multipart?: boolean;
  /** Added by the product; not one of the spec's paths. */
  productRoute?: boolean;
  /**
   * The route runs scrypt: 'verify' checks a password, 'set' also stores a new one (and estimates
   * its strength). Infra throttles these routes so hashing cannot eat the account's concurrency.
   */
  password?: 'verify' | 'set';
  /** The route makes a PDF: infra ships pdf-lib beside its bundle (loaded by import() there only). */
  pdf?: boolean;
  /**
   * The function's time limit when the route's work needs more than the 10 s every other route
   * gets; at most 28 (API Gateway's HTTP API answers 503 after 30 s).
   */
  timeoutSeconds?: number;
  /**
   * The route also takes an RFC 8058 one-click POST from a mail provider: a form body
   * `List-Unsubscribe=One-Click` with the link keys in the query string, with no Origin, session
   * or CSRF header. The link keys are its only authority, so the cross-site check is waived for
   * that body alone (README, decisions).
   */
  oneClick?: boolean;
}

function route<P extends string, Req extends z.ZodType, Res extends z.ZodType>(
  path: P,
  def: Omit<RouteDef<Req, Res>, 'path'>,
): RouteDef<Req, Res> & { path: P } {
  return { path, ...def };
}

const session: DataNeeds = { core: 'read', ephemeral: 'read' };

export const routes = {
  // Home and co-op selection
  'outside/gethomedata': route('outside/gethomedata', {
    summary: 'Home data for the co-op of the page (colours, groups, national deals, insurance, slides)',
    access: 'public', request: home.getHomeDataRequest, response: home.homeData, data: session,
  }),
  'outside/setcoop': route('outside/setcoop', {
    summary: 'Select a co-op from the current address (/coop/{id} or the host) and return its home data',
    access: 'public', request: home.setCoopRequest, response: home.homeData, data: session,
  }),
  // Accounts
  'outside/login': route('outside/login', {
    summary: 'Sign in with email and password; sets the session cookie',
    access: 'public', request: account.loginRequest, response: account.loginResponse, password: 'verify', data: { core: 'write', ephemeral: 'write', writes: { core: ['members'], ephemeral: ['sessions', 'memberSessions', 'rates', 'devices'] } },
  }),
  'outside/logout': route('outside/logout', {
    summary: 'Revoke the current session server-side and clear the cookie',
    access: 'public', request: memberOnly, response: done, data: { ephemeral: 'write', writes: { ephemeral: ['sessions', 'memberSessions'] } }, productRoute: true,
  }),
  'outside/saveuser': route('outside/saveuser', {
    summary: 'Register a member in the chosen co-op and send the welcome email',
    access: 'public', request: account.saveUserRequest, response: done, password: 'set', data: { core: 'write', ephemeral: 'write', writes: { core: ['members', 'emails', 'coops'], ephemeral: ['rates'] }, mail: true },
  }),
  'outside/checkzipcode': route('outside/checkzipcode', {
    summary: 'Co-ops that serve a ZIP code',
    access: 'public', request: account.checkZipRequest, response: account.checkZipResponse, data: { core: 'read', ephemeral: 'write', writes: { ephemeral: ['rates'] } },
  }),
  'outside/recoverpassword': route('outside/recoverpassword', {
    summary: 'Email a password reset link (same answer whether or not the email exists)',
    access: 'public', request: account.recoverPasswordRequest, response: done, data: { core: 'write', ephemeral: 'write', writes: { core: ['members'], ephemeral: ['rates'] }, mail: true },
  }),
  'outside/activateaccount': route('outside/activateaccount', {
    summary: 'Set the first password of an invited member from the activation keys and sign in',
    access: 'link', request: account.activateAccountRequest, response: account.activateAccountResponse, password: 'set', data: { core: 'write', ephemeral: 'write', writes: { core: ['members'], ephemeral: ['sessions', 'memberSessions', 'rates'] }, mail: true },
  }),
  'general/updatepassword': route('general/updatepassword', {
    summary: 'Set a new password from the two reset-link keys',
    access: 'link', request: account.resetWithKeysRequest, response: done, password: 'set', data: { core: 'write', ephemeral: 'write', writes: { core: ['members'], ephemeral: ['sessions', 'memberSessions', 'rates'] }, mail: true },
  }),
  'outside/updatepassword': route('outside/updatepassword', {
    summary: 'Set a new password from the single recovery key',
    access: 'link', request: account.resetWithKeyRequest, response: done, password: 'set', data: { core: 'write', ephemeral: 'write', writes: { core: ['members'], ephemeral: ['sessions', 'memberSessions', 'rates'] }, mail: true },
  }),
  'outside/activate': route('outside/activate', {
    summary: 'Check an activation link; answers the co-op address to go to',
    access: 'link', request: account.linkCheckRequest, response: account.linkCheckResponse, data: { core: 'read', ephemeral: 'write', writes: { ephemeral: ['rates'] } },
  }),
  'outside/checkresetlink': route('outside/checkresetlink', {
    summary: 'Check a password reset link; answers the co-op address to go to',
    access: 'link', request: account.linkCheckRequest, response: account.linkCheckResponse, data: { core: 'read', ephemeral: 'write', writes: { ephemeral: ['rates'] } },
  }),
  'b2c/account': route('b2c/account', {
    summary: "The member's account and savings history",
    access: 'member', request: memberOnly, response: account.accountResponse, data: session,
  }),
  'b2c/saveaccountchanges': route('b2c/saveaccountchanges', {
    summary: "Edit the member's names, phone, ZIP, gender, birth date and email preference; a new email needs the current password and is confirmed by an emailed link",
    access: 'member', request: account.saveAccountRequest, response: done, password: 'verify', data: { core: 'write', ephemeral: 'write', writes: { core: ['members'], ephemeral: ['rates'] }, mail: true },
  }),
  'outside/confirmemail': route('outside/confirmemail', {
    summary: 'Confirm a new email address from the emailed link; the old address stops working',
    access: 'link', request: account.linkCheckRequest, response: account.confirmEmailResponse, data: { core: 'write', ephemeral: 'write', writes: { core: ['members', 'emails'], ephemeral: ['sessions', 'memberSessions', 'rates'] }, mail: true }, productRoute: true,
  }),
  'outside/unsubscribe': route('outside/unsubscribe', {
    summary: "Stop the monthly deals digest from its emailed link (optout 1, no login); also takes the mail provider's RFC 8058 one-click POST",
    access: 'link', request: account.unsubscribeRequest, response: done, data: { core: 'write', ephemeral: 'write', writes: { core: ['members'], ephemeral: ['tokens'] } }, productRoute: true, oneClick: true,
  }),
  'b2c/changepassword': route('b2c/changepassword', {
    summary: 'Change the password (checks the current one) and end every session',
    access: 'member', request: account.changePasswordRequest, response: done, password: 'set', data: { core: 'write', ephemeral: 'write', writes: { core: ['members'], ephemeral: ['sessions', 'memberSessions', 'rates'] }, mail: true },
  }),
  // Benefits
  'b2c/listinsurance': route('b2c/listinsurance', {
    summary: 'Insurance products of the co-op', access: 'member', request: memberOnly, response: benefits.listInsuranceResponse, data: session,
  }),
  'b2c/listnationaldeals': route('b2c/listnationaldeals', {
    summary: 'National online deals', access: 'member', request: memberOnly, response: benefits.listNationalDealsResponse, data: session,
  }),
  'b2c/availabledeals': route('b2c/availabledeals', {
    summary: "Deals of one feature group of the co-op, or of every group; a members-only group's deals only for members", access: 'public', request: benefits.availableDealsRequest, response: benefits.availableDealsResponse, data: session,
  }),
  'b2c/getid': route('b2c/getid', {
    summary: 'Single sign-on id for travel, ticket and theme-park partner links: a 5-minute EdDSA JWT for that partner, never the member id', access: 'member', request: benefits.getIdRequest, response: benefits.getIdResponse, data: { ...session, partnerKey: true },
  }),
  'outside/partnerkeys': route('outside/partnerkeys', {
    summary: 'The public keys (JWKS) partners verify b2c/getid tokens with', access: 'public', request: memberOnly, response: benefits.partnerKeysResponse, data: { partnerKey: true }, productRoute: true,
  }),
  'b2c/newbenefitsid': route('b2c/newbenefitsid', {
    summary: 'Id used in the pharmacy price link', access: 'member', request: memberOnly, response: benefits.newBenefitsIdResponse, data: session,
  }),
  'b2c/getspecialties': route('b2c/getspecialties', {
    summary: 'Provider specialties of a benefit', access: 'member', request: benefits.getSpecialtiesRequest, response: benefits.getSpecialtiesResponse, data: session,
  }),
  'b2c/getproviders': route('b2c/getproviders', {
    summary: 'Providers near a ZIP code', access: 'member', request: benefits.getProvidersRequest, response: benefits.getProvidersResponse, data: { ...session, geo: 'read' },
  }),
  'b2c/saveinsurancelead': route('b2c/saveinsurancelead', {
    summary: "Store an insurance quote request and email it to the co-op's staff (10 an hour per member)", access: 'member', request: benefits.saveInsuranceLeadRequest, response: done, data: { core: 'write', ephemeral: 'write', writes: { core: ['coopLeads'], ephemeral: ['rates'] }, mail: true },
  }),
  'outside/contactform': route('outside/contactform', {
    summary: "Store a message to the co-op's staff (the member's co-op, else the page's) and email it to them (5 an hour per address)", access: 'public', request: benefits.contactFormRequest, response: done, data: { core: 'write', ephemeral: 'write', writes: { core: ['coopContact'], ephemeral: ['rates'] }, mail: true },
  }),
  // Newsletter of the business (b2b) shell: double opt-in
  'outside/subscribenewsletter': route('outside/subscribenewsletter', {
    summary: "Subscribe an address to the co-op's newsletter (the member's co-op, else the page's): stores it pending and emails a single-use confirmation link; the same answer whatever the address's state (5 an hour per source address, 3 mails an hour per address)",
    access: 'public', request: newsletter.subscribeNewsletterRequest, response: newsletter.subscribeNewsletterResponse, data: { core: 'write', ephemeral: 'write', writes: { core: ['coopNewsletter'], ephemeral: ['tokens', 'rates'] }, mail: true }, productRoute: true,
  }),
  'outside/confirmnewsletter': route('outside/confirmnewsletter', {
    summary: 'Confirm a newsletter subscription from the emailed link (once; a used or expired link is refused with its reason)',
    access: 'link', request: newsletter.confirmNewsletterRequest, response: newsletter.confirmNewsletterResponse, data: { core: 'write', ephemeral: 'write', writes: { core: ['coopNewsletter'], ephemeral: ['tokens', 'rates'] } }, productRoute: true,
  }),
  // Local deals
  'b2c/localdealscategories': route('b2c/localdealscategories', {
    summary: 'Deal categories with subcategories, and the ZIP to search around', access: 'public', request: deals.categoriesRequest, response: deals.categoriesResponse, data: session,
  }),
  'b2c/listdeals': route('b2c/listdeals', {
    summary: 'Search local deals by text near a ZIP code', access: 'public', request: deals.listDealsRequest, response: deals.listDealsResponse, data: { ...session, geo: 'read' },
  }),
  'b2c/listdealsbycategory': route('b2c/listdealsbycategory', {
    summary: 'Search local deals by category near a ZIP code', access: 'public', request: deals.listDealsByCategoryRequest, response: deals.listDealsResponse, data: { ...session, geo: 'read' },
  }),
  'b2c/opendeal': route('b2c/opendeal', {
    summary: 'Details of one deal at one location', access: 'member', request: deals.openDealRequest, response: deals.openDealResponse, data: { ...session, geo: 'read' },
  }),
  'b2c/printdeal': route('b2c/printdeal', {
    summary: 'Record a print (W) or mobile (M) redemption within the offer limits; answers the coupon', access: 'member', request: deals.printDealRequest, response: deals.printDealResponse, data: { core: 'write', ephemeral: 'read', geo: 'read', writes: { core: ['members', 'coops'] } },
  }),
  'b2c/addfavorite': route('b2c/addfavorite', {
    summary: 'Add a deal to favorites', access: 'member', request: deals.favoriteRequest, response: deals.favoriteResponse, data: { core: 'write', ephemeral: 'read', geo: 'read', writes: { core: ['members'] } },
  }),
  'b2c/removefavorite': route('b2c/removefavorite', {
    summary: 'Remove a deal from favorites', access: 'member', request: deals.favoriteRequest, response: deals.favoriteResponse, data: { core: 'write', ephemeral: 'read', writes: { core: ['members'] } },
  }),
  'b2c/listfavoritesdeals': route('b2c/listfavoritesdeals', {
    summary: "The member's favorite deals", access: 'member', request: memberOnly, response: deals.listFavoritesResponse, data: { ...session, geo: 'read' },
  }),
  // Business partners
  'outside/getbpinfo': route('outside/getbpinfo', {
    summary: 'The agreement to sign, from the emailed link keys', access: 'link', request: z.object(linkKeys), response: partners.getBpInfoResponse, data: { core: 'read', ephemeral: 'write', writes: { ephemeral: ['rates'] } },
  }),
  'outside/signAgreement': route('outside/signAgreement', {
    summary: 'Sign the agreement: the server renders it and its PDF with an audit page, writes the audit record once, and puts the business live in local deals', access: 'link', request: partners.signAgreementRequest, response: done, data: { core: 'write', ephemeral: 'write', geo: 'write', media: 'write', writes: { core: ['partners', 'members', 'coops'], ephemeral: ['tokens', 'rates'], geo: ['dealListings', 'dealCounts'] }, mediaAreas: ['agreements'], mail: true }, pdf: true,
  }),
  'tbp/listcategories': route('tbp/listcategories', {
    summary: 'Categories for the offer dialog', access: 'member', request: memberOnly, response: partners.listCategoriesResponse, data: session,
  }),
  'tbp/getcoopinfo': route('tbp/getcoopinfo', {
    summary: "The member's co-op name and address for the agreement", access: 'member', request: memberOnly, response: partners.getCoopInfoResponse, data: session,
  }),
  'tbp/getprofile': route('tbp/getprofile', {
    summary: 'The signed-in member as the business contact', access: 'member', request: memberOnly, response: partners.getProfileResponse, data: session,
  }),
  'tbp/savebusinesstemp': route('tbp/savebusinesstemp', {
    summary: 'Save the business wizard draft (save for later, merged with another tab\'s save) or send it for approval', access: 'member', request: partners.saveBusinessTempRequest, response: partners.saveBusinessTempResponse, data: { core: 'write', ephemeral: 'read', writes: { core: ['members', 'partners', 'recordIds'] }, mail: true },
  }),
  'tbp/getbusinessdraft': route('tbp/getbusinessdraft', {
    summary: "The member's business in the wizard (a draft, in review, or sent back with staff's note), to resume it", access: 'member', request: memberOnly, response: partners.getBusinessDraftResponse, data: session, productRoute: true,
  }),
  // Staff review of submitted businesses: staff of the business's co-op only (from the session)
  'admin/listbusinesssubmissions': route('admin/listbusinesssubmissions', {
    summary: "Businesses of the staff member's co-op waiting for review", access: 'admin', staff: 'backoffice', request: partners.reviewQueueRequest, response: partners.reviewQueueResponse, data: session, productRoute: true,
  }),
  'admin/getbusinesssubmission': route('admin/getbusinesssubmission', {
    summary: 'One submitted business with its images, locations and offers', access: 'admin', staff: 'backoffice', request: partners.reviewItemRequest, response: partners.reviewItemResponse, data: session, productRoute: true,
  }),
  'admin/approvebusiness': route('admin/approvebusiness', {
    summary: "Approve a business: emails its signer the single-use agreement link (14 days) and tells the submitter", access: 'admin', staff: 'admin', request: partners.reviewItemRequest, response: done, data: { core: 'write', ephemeral: 'write', writes: { core: ['partners', 'members'], ephemeral: ['tokens'] }, mail: true }, productRoute: true,
  }),
  'admin/rejectbusiness': route('admin/rejectbusiness', {
    summary: 'Send a business back to its owner with a reason (it can be changed and sent again)', access: 'admin', staff: 'admin', request: partners.rejectBusinessRequest, response: done, data: { core: 'write', ephemeral: 'read', writes: { core: ['partners', 'members'] }, mail: true }, productRoute: true,
  }),
  // Admin: active business partners, their offers and signed agreements
  'admin/listpartners': route('admin/listpartners', {
    summary: "The co-op's active business partners, 25 a page", access: 'admin', staff: 'backoffice', request: adminPartners.listPartnersRequest, response: adminPartners.listPartnersResponse, data: session, productRoute: true,
  }),
  'admin/getpartner': route('admin/getpartner', {
    summary: 'One partner with its locations, offers and signed agreements (audit records)', access: 'admin', staff: 'backoffice', request: partners.reviewItemRequest, response: adminPartners.getPartnerResponse, data: session, productRoute: true,
  }),
  'admin/setoffer': route('admin/setoffer', {
    summary: "Enable or disable an active partner's offer or change its expiration date; its listings in local deals search follow at once", access: 'admin', staff: 'admin', request: adminPartners.setOfferRequest, response: adminPartners.setOfferResponse, data: { core: 'write', ephemeral: 'read', geo: 'write', writes: { core: ['partners', 'coops'], geo: ['dealListings', 'dealCounts'] } }, productRoute: true,
  }),
  'admin/agreementpdf': route('admin/agreementpdf', {
    summary: "A signed agreement's PDF (the bucket does not serve it)", access: 'admin', staff: 'backoffice', request: adminPartners.agreementPdfRequest, response: adminPartners.agreementPdfResponse, data: { ...session, media: 'read', mediaAreas: ['agreements'] }, productRoute: true,
  }),
  // Admin: Dashboard and Reports, from counters kept as the data changes
  'admin/dashboard': route('admin/dashboard', {
    summary: "The co-op's figures: members, sign-ups, redemptions and member savings of the last 30 days, businesses waiting, live deals, and 26 weeks of sign-ups and redemptions", access: 'admin', staff: 'backoffice', request: memberOnly, response: adminStats.dashboardResponse, data: session, productRoute: true,
  }),
  'admin/redemptionreport': route('admin/redemptionreport', {
    summary: "The co-op members' redemptions and estimated savings in a period (at most 366 days), by business, by deal and by month", access: 'admin', staff: 'backoffice', request: adminStats.reportRequest, response: adminStats.reportResponse, data: session, productRoute: true,
  }),
  // Admin: Virtual Assistance, the co-op's contact messages and insurance leads
  'admin/listinbox': route('admin/listinbox', {
    summary: "The co-op's contact messages and insurance leads, newest first: those not answered yet (both kinds), or every one of a kind; 25 a page", access: 'admin', staff: 'backoffice', request: inbox.listInboxRequest, response: inbox.listInboxResponse, data: session, productRoute: true,
  }),
  'admin/replyinbox': route('admin/replyinbox', {
    summary: 'Answer a contact message or lead by email (SES, from the co-op); the reply is kept with it and it counts as answered', access: 'admin', staff: 'admin', request: inbox.replyInboxRequest, response: inbox.replyInboxResponse, data: { core: 'write', ephemeral: 'read', writes: { core: ['coopContact', 'coopLeads'] }, mail: true }, productRoute: true,
  }),
  // Admin: members
  'admin/listmembers': route('admin/listmembers', {
    summary: "Search the co-op's members by last name (its beginning), email or ZIP code; 25 a page", access: 'admin', staff: 'backoffice', request: adminMembers.listMembersRequest, response: adminMembers.listMembersResponse, data: session, productRoute: true,
  }),
  'admin/getmember': route('admin/getmember', {
    summary: "One member of the co-op: contact data, status, sign-up and last login, role, savings history and total", access: 'admin', staff: 'backoffice', request: adminMembers.getMemberRequest, response: adminMembers.getMemberResponse, data: session, productRoute: true,
  }),
  'admin/setmemberstatus': route('admin/setmemberstatus', {
    summary: 'Deactivate a member (no login, every session ends, emailed links die) or reactivate them (back to active, or invited if they never set a password)', access: 'admin', staff: 'admin', request: adminMembers.setMemberStatusRequest, response: adminMembers.setMemberStatusResponse, data: { core: 'write', ephemeral: 'write', writes: { core: ['members'], ephemeral: ['sessions', 'memberSessions'] } }, productRoute: true,
  }),
  'admin/importmembers': route('admin/importmembers', {
    summary: 'Import up to 250 CSV rows (first name, last name, email, ZIP) as invited members, each emailed its activation link; answers each row: created, duplicate (registered in any co-op, one answer) or rejected with the reason; 429 past 20,000 addresses a day per co-op', access: 'admin', staff: 'admin', request: adminMembers.importMembersRequest, response: adminMembers.importMembersResponse, data: { core: 'write', ephemeral: 'write', writes: { core: ['members', 'emails', 'coops'], ephemeral: ['rates'] }, mail: true }, productRoute: true, timeoutSeconds: 28,
  }),
  'admin/listsubscribers': route('admin/listsubscribers', {
    summary: "The co-op's newsletter subscribers (pending and confirmed) by address, 100 a page", access: 'admin', staff: 'backoffice', request: newsletter.listSubscribersRequest, response: newsletter.listSubscribersResponse, data: session, productRoute: true,
  }),
  'admin/removesubscriber': route('admin/removesubscriber', {
    summary: "Take an address off the co-op's newsletter list", access: 'admin', staff: 'admin', request: newsletter.removeSubscriberRequest, response: newsletter.removeSubscriberResponse, data: { core: 'write', writes: { core: ['coopNewsletter'] } }, productRoute: true,
  }),
  // Admin: Platform Setup (branding, slides, card art)
  'admin/getsetup': route('admin/getsetup', {
    summary: "The co-op's Platform Setup data: branding and contact fields, logo and card art, home slides and feature groups, with the branding and slides versions", access: 'admin', staff: 'backoffice', request: adminSetup.getSetupRequest, response: adminSetup.getSetupResponse, data: session, productRoute: true,
  }),
  'admin/savebranding': route('admin/savebranding', {
    summary: "Save the co-op's display name, contact data, social links and four theme colours; refused (409) when the branding's version moved on since the edit started", access: 'admin', staff: 'admin', request: adminSetup.saveBrandingRequest, response: adminSetup.saveResponse, data: { core: 'write', ephemeral: 'read', writes: { core: ['coops'] } }, productRoute: true,
  }),
  'admin/saveslides': route('admin/saveslides', {
    summary: "Replace the co-op's home slides with the ordered list sent (at most 12), in one transaction guarded by the slides' version (409 when it moved on)", access: 'admin', staff: 'admin', request: adminSetup.saveSlidesRequest, response: adminSetup.saveResponse, data: { core: 'write', ephemeral: 'read', writes: { core: ['coops'] } }, productRoute: true,
  }),
  'admin/uploadcoopimage': route('admin/uploadcoopimage', {
    summary: 'Upload a logo, slide image or card art (front or back; JPG or PNG, at most 409600 bytes) under a new key; a logo or card art is set on the co-op at once', access: 'admin', staff: 'admin', request: adminSetup.uploadCoopImageRequest, response: adminSetup.uploadCoopImageResponse, data: { core: 'write', ephemeral: 'read', media: 'write', writes: { core: ['coops'] }, mediaAreas: ['logos', 'slides', 'cards', 'mainmenu'] }, multipart: true, productRoute: true,
  }),
  // Admin: Platform Setup (feature groups, catalog choice, host names and served ZIPs)
  'admin/listgroups': route('admin/listgroups', {
    summary: "The co-op's feature groups (home menu tiles) in order, with the list's version", access: 'admin', staff: 'backoffice', request: adminCatalog.listGroupsRequest, response: adminCatalog.listGroupsResponse, data: session, productRoute: true,
  }),
  'admin/savegroups': route('admin/savegroups', {
    summary: "Replace the co-op's feature groups with the ordered list sent (at most 20, unique identifiers, member page or https route) in one transaction; 409 when the list's version moved on", access: 'admin', staff: 'admin', request: adminCatalog.saveGroupsRequest, response: adminCatalog.saveGroupsResponse, data: { core: 'write', ephemeral: 'read', writes: { core: ['coops'] } }, productRoute: true,
  }),
  'admin/getcatalog': route('admin/getcatalog', {
    summary: "The network's national deals and insurance products, each marked offered (and highlighted) by this co-op or not", access: 'admin', staff: 'backoffice', request: adminCatalog.getCatalogRequest, response: adminCatalog.getCatalogResponse, data: session, productRoute: true,
  }),
  'admin/savecatalog': route('admin/savecatalog', {
    summary: 'Choose the national deals and insurance products the co-op offers and the products its home highlights; the member pages follow; 409 when the version moved on', access: 'admin', staff: 'admin', request: adminCatalog.saveCatalogRequest, response: adminCatalog.saveCatalogResponse, data: { core: 'write', ephemeral: 'read', writes: { core: ['coops'] } }, productRoute: true,
  }),
  'admin/getdomains': route('admin/getdomains', {
    summary: "The co-op's host names (and the main one, used in emails) and the ZIP codes or 3-digit prefixes it serves", access: 'admin', staff: 'backoffice', request: adminCatalog.getDomainsRequest, response: adminCatalog.getDomainsResponse, data: session, productRoute: true,
  }),
  'admin/savedomains': route('admin/savedomains', {
    summary: "Save the co-op's host names and served ZIPs in one transaction; a host another co-op holds is refused (conditional write); 409 when the version moved on", access: 'admin', staff: 'admin', request: adminCatalog.saveDomainsRequest, response: adminCatalog.saveDomainsResponse, data: { core: 'write', ephemeral: 'read', writes: { core: ['coops', 'domains', 'serviceAreas', 'serviceAreaGuards'] } }, productRoute: true,
  }),
  // Admin: the network's co-ops (network admin only)
  'admin/listcoops': route('admin/listcoops', {
    summary: 'Every co-op of the network, and the one the network admin is working in', access: 'admin', staff: 'network', request: adminCatalog.listCoopsRequest, response: adminCatalog.listCoopsResponse, data: session, productRoute: true,
  }),
  'admin/createcoop': route('admin/createcoop', {
    summary: "Create a co-op (next free number unless one is given): profile, host name, home ZIP served, the default co-op's groups and slides to start from; its first admin is invited by email", access: 'admin', staff: 'network', request: adminCatalog.createCoopRequest, response: adminCatalog.createCoopResponse, data: { core: 'write', ephemeral: 'read', writes: { core: ['coops', 'domains', 'serviceAreas', 'members', 'emails'] }, mail: true }, productRoute: true,
  }),
  'admin/switchcoop': route('admin/switchcoop', {
    summary: "Move the network admin's own session to another co-op, to run it from /admin", access: 'admin', staff: 'network', request: adminCatalog.switchCoopRequest, response: adminCatalog.switchCoopResponse, data: { core: 'read', ephemeral: 'write', writes: { ephemeral: ['sessions'] } }, productRoute: true,
  }),
  'setup/uploadbpimage': route('setup/uploadbpimage', {
    summary: 'Upload a business logo or image (JPG or PNG, at most 409600 bytes)', access: 'member', request: partners.uploadImageRequest, response: done, data: { ...session, media: 'write', mediaAreas: ['business'] }, multipart: true,
  }),
} as const;

export type Routes = typeof routes;
export type RoutePath = keyof Routes;
export type RequestOf<P extends RoutePath> = z.input<Routes[P]['request']>;
export type ParsedRequestOf<P extends RoutePath> = z.output<Routes[P]['request']>;
export type ResponseOf<P extends RoutePath> = z.output<Routes[P]['response']>;

export const routeList: RouteDef[] = Object.values(routes);
export { API_PREFIX } from './constants.js';

export function findRoute(path: string): RouteDef | undefined {
  return Object.hasOwn(routes, path) ? routes[path as RoutePath] : undefined;
}

/** functions/api/<area>/<kebab-name>.ts: signAgreement becomes sign-agreement. */
export function handlerFile(path: string): string {
  const [area, name] = path.split('/');
  return `functions/api/${area}/${name!.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`;
}
