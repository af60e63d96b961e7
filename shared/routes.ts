import * as z from 'zod';
import { API_PREFIX, type MEDIA, type PRIVATE_MEDIA } from './constants.js';
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
  | 'serviceAreaGuards'
  /** SUPPRESSED#<address>: the mail suppression list (written only by the SES feedback function). */
  | 'suppressions';
export type EphemeralItems = 'sessions' | 'memberSessions' | 'tokens' | 'rates' | 'devices' | 'digests';
export type GeoItems = 'dealListings' | 'dealCells';
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
  /** May send email through SES (and read the suppression list every send checks first). */
  mail?: boolean;
  /** May read the secret the partner tokens of b2c/getid are signed from. */
  partnerKey?: boolean;
}

export interface RouteDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  path: string;
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
   * that body alone (docs/security.md, One-click unsubscribe).
   */
  oneClick?: boolean;
  /**
   * GET for a document the browser itself fetches (the web app manifest): no body, no session,
   * answered in `responseType`. Every other route is a POST of JSON.
   */
  method?: 'GET';
  /** The response's media type when it is not application/json. */
  responseType?: 'application/manifest+json';
}

function route<P extends string, Req extends z.ZodType, Res extends z.ZodType>(
  path: P,
  def: Omit<RouteDef<Req, Res>, 'path'>,
): RouteDef<Req, Res> & { path: P } {
  return { path, ...def };
}

const session: DataNeeds = { core: 'read', ephemeral: 'read' };
/** A password set from a link or My Account: the member, every session ended, limits, the notice mail. */
const passwordReset: DataNeeds = { core: 'write', ephemeral: 'write', writes: { core: ['members'], ephemeral: ['sessions', 'memberSessions', 'rates'] }, mail: true };
/** A redemption (printdeal, redeemoffline): the member's slots and savings, the co-op's counters. */
const redemption: DataNeeds = { core: 'write', ephemeral: 'read', geo: 'read', writes: { core: ['members', 'coops'] } };
/** A favorite written (addfavorite; listfavoritesdeals gives older favorites their offline ticket). */
const favoriteWrite: DataNeeds = { core: 'write', ephemeral: 'read', geo: 'read', writes: { core: ['members'] } };

export const routes = {
  // Home and co-op selection
  'outside/gethomedata': route('outside/gethomedata', {
    access: 'public', request: home.getHomeDataRequest, response: home.homeData, data: session,
  }),
  // The co-op's web app manifest, fetched by the browser from <link rel="manifest"> on its host.
  'outside/manifest': route('outside/manifest', {
    access: 'public', request: home.webManifestRequest, response: home.webManifest, data: session, productRoute: true, method: 'GET', responseType: 'application/manifest+json',
  }),
  'outside/setcoop': route('outside/setcoop', {
    access: 'public', request: home.setCoopRequest, response: home.homeData, data: session,
  }),
  // Accounts
  'outside/login': route('outside/login', {
    access: 'public', request: account.loginRequest, response: account.loginResponse, password: 'verify', data: { core: 'write', ephemeral: 'write', writes: { core: ['members'], ephemeral: ['sessions', 'memberSessions', 'rates', 'devices'] } },
  }),
  'outside/logout': route('outside/logout', {
    access: 'public', request: memberOnly, response: done, data: { ephemeral: 'write', writes: { ephemeral: ['sessions', 'memberSessions'] } }, productRoute: true,
  }),
  'outside/saveuser': route('outside/saveuser', {
    access: 'public', request: account.saveUserRequest, response: done, password: 'set', data: { core: 'write', ephemeral: 'write', writes: { core: ['members', 'emails', 'coops'], ephemeral: ['rates'] }, mail: true },
  }),
  'outside/checkzipcode': route('outside/checkzipcode', {
    access: 'public', request: account.checkZipRequest, response: account.checkZipResponse, data: { core: 'read', ephemeral: 'write', writes: { ephemeral: ['rates'] } },
  }),
  'outside/recoverpassword': route('outside/recoverpassword', {
    access: 'public', request: account.recoverPasswordRequest, response: done, data: { core: 'write', ephemeral: 'write', writes: { core: ['members'], ephemeral: ['rates'] }, mail: true },
  }),
  'outside/activateaccount': route('outside/activateaccount', {
    access: 'link', request: account.activateAccountRequest, response: account.activateAccountResponse, password: 'set', data: passwordReset,
  }),
  'general/updatepassword': route('general/updatepassword', {
    access: 'link', request: account.resetWithKeysRequest, response: done, password: 'set', data: passwordReset,
  }),
  'outside/updatepassword': route('outside/updatepassword', {
    access: 'link', request: account.resetWithKeyRequest, response: done, password: 'set', data: passwordReset,
  }),
  'outside/activate': route('outside/activate', {
    access: 'link', request: account.linkCheckRequest, response: account.linkCheckResponse, data: { core: 'read', ephemeral: 'write', writes: { ephemeral: ['rates'] } },
  }),
  'outside/checkresetlink': route('outside/checkresetlink', {
    access: 'link', request: account.linkCheckRequest, response: account.linkCheckResponse, data: { core: 'read', ephemeral: 'write', writes: { ephemeral: ['rates'] } },
  }),
  'b2c/account': route('b2c/account', {
    access: 'member', request: memberOnly, response: account.accountResponse, data: session,
  }),
  'b2c/saveaccountchanges': route('b2c/saveaccountchanges', {
    access: 'member', request: account.saveAccountRequest, response: done, password: 'verify', data: { core: 'write', ephemeral: 'write', writes: { core: ['members'], ephemeral: ['rates'] }, mail: true },
  }),
  'outside/confirmemail': route('outside/confirmemail', {
    access: 'link', request: account.linkCheckRequest, response: account.confirmEmailResponse, data: { core: 'write', ephemeral: 'write', writes: { core: ['members', 'emails'], ephemeral: ['sessions', 'memberSessions', 'rates'] }, mail: true }, productRoute: true,
  }),
  'outside/unsubscribe': route('outside/unsubscribe', {
    access: 'link', request: account.unsubscribeRequest, response: done, data: { core: 'write', ephemeral: 'write', writes: { core: ['members'], ephemeral: ['tokens'] } }, productRoute: true, oneClick: true,
  }),
  'b2c/changepassword': route('b2c/changepassword', {
    access: 'member', request: account.changePasswordRequest, response: done, password: 'set', data: passwordReset,
  }),
  // Benefits
  'b2c/listinsurance': route('b2c/listinsurance', {
    access: 'member', request: memberOnly, response: benefits.listInsuranceResponse, data: session,
  }),
  'b2c/listnationaldeals': route('b2c/listnationaldeals', {
    access: 'member', request: memberOnly, response: benefits.listNationalDealsResponse, data: session,
  }),
  'b2c/availabledeals': route('b2c/availabledeals', {
    access: 'public', request: benefits.availableDealsRequest, response: benefits.availableDealsResponse, data: session,
  }),
  'b2c/getid': route('b2c/getid', {
    access: 'member', request: benefits.getIdRequest, response: benefits.getIdResponse, data: { ...session, partnerKey: true },
  }),
  'outside/partnerkeys': route('outside/partnerkeys', {
    access: 'public', request: memberOnly, response: benefits.partnerKeysResponse, data: { partnerKey: true }, productRoute: true,
  }),
  'b2c/newbenefitsid': route('b2c/newbenefitsid', {
    access: 'member', request: memberOnly, response: benefits.newBenefitsIdResponse, data: session,
  }),
  'b2c/getspecialties': route('b2c/getspecialties', {
    access: 'member', request: benefits.getSpecialtiesRequest, response: benefits.getSpecialtiesResponse, data: session,
  }),
  'b2c/getproviders': route('b2c/getproviders', {
    access: 'member', request: benefits.getProvidersRequest, response: benefits.getProvidersResponse, data: { ...session, geo: 'read' },
  }),
  'b2c/saveinsurancelead': route('b2c/saveinsurancelead', {
    access: 'member', request: benefits.saveInsuranceLeadRequest, response: done, data: { core: 'write', ephemeral: 'write', writes: { core: ['coopLeads'], ephemeral: ['rates'] }, mail: true },
  }),
  'outside/contactform': route('outside/contactform', {
    access: 'public', request: benefits.contactFormRequest, response: done, data: { core: 'write', ephemeral: 'write', writes: { core: ['coopContact'], ephemeral: ['rates'] }, mail: true },
  }),
  // Newsletter of the business (b2b) shell: double opt-in
  'outside/subscribenewsletter': route('outside/subscribenewsletter', {
    access: 'public', request: newsletter.subscribeNewsletterRequest, response: newsletter.subscribeNewsletterResponse, data: { core: 'write', ephemeral: 'write', writes: { core: ['coopNewsletter'], ephemeral: ['tokens', 'rates'] }, mail: true }, productRoute: true,
  }),
  'outside/confirmnewsletter': route('outside/confirmnewsletter', {
    access: 'link', request: newsletter.confirmNewsletterRequest, response: newsletter.confirmNewsletterResponse, data: { core: 'write', ephemeral: 'write', writes: { core: ['coopNewsletter'], ephemeral: ['tokens', 'rates'] } }, productRoute: true,
  }),
  // Local deals
  'b2c/localdealscategories': route('b2c/localdealscategories', {
    access: 'public', request: deals.categoriesRequest, response: deals.categoriesResponse, data: session,
  }),
  'b2c/listdeals': route('b2c/listdeals', {
    access: 'public', request: deals.listDealsRequest, response: deals.listDealsResponse, data: { ...session, geo: 'read' },
  }),
  'b2c/listdealsbycategory': route('b2c/listdealsbycategory', {
    access: 'public', request: deals.listDealsByCategoryRequest, response: deals.listDealsResponse, data: { ...session, geo: 'read' },
  }),
  'b2c/opendeal': route('b2c/opendeal', {
    access: 'member', request: deals.openDealRequest, response: deals.openDealResponse, data: { ...session, geo: 'read' },
  }),
  'b2c/printdeal': route('b2c/printdeal', {
    access: 'member', request: deals.printDealRequest, response: deals.printDealResponse, data: redemption,
  }),
  'b2c/addfavorite': route('b2c/addfavorite', {
    access: 'member', request: deals.favoriteRequest, response: deals.favoriteResponse, data: favoriteWrite,
  }),
  'b2c/removefavorite': route('b2c/removefavorite', {
    access: 'member', request: deals.favoriteRequest, response: deals.favoriteResponse, data: { core: 'write', ephemeral: 'read', writes: { core: ['members'] } },
  }),
  'b2c/listfavoritesdeals': route('b2c/listfavoritesdeals', {
    access: 'member', request: memberOnly, response: deals.listFavoritesResponse, data: favoriteWrite,
  }),
  'b2c/redeemoffline': route('b2c/redeemoffline', {
    access: 'member', request: deals.redeemOfflineRequest, response: deals.redeemOfflineResponse, data: redemption, productRoute: true,
  }),
  // Business partners
  'outside/getbpinfo': route('outside/getbpinfo', {
    access: 'link', request: z.object(linkKeys), response: partners.getBpInfoResponse, data: { core: 'read', ephemeral: 'write', writes: { ephemeral: ['rates'] } },
  }),
  'outside/signAgreement': route('outside/signAgreement', {
    access: 'link', request: partners.signAgreementRequest, response: done, data: { core: 'write', ephemeral: 'write', geo: 'write', media: 'write', writes: { core: ['partners', 'members', 'coops'], ephemeral: ['tokens', 'rates'], geo: ['dealListings', 'dealCells'] }, mediaAreas: ['agreements'], mail: true }, pdf: true,
  }),
  'tbp/listcategories': route('tbp/listcategories', {
    access: 'member', request: memberOnly, response: partners.listCategoriesResponse, data: session,
  }),
  'tbp/getcoopinfo': route('tbp/getcoopinfo', {
    access: 'member', request: memberOnly, response: partners.getCoopInfoResponse, data: session,
  }),
  'tbp/getprofile': route('tbp/getprofile', {
    access: 'member', request: memberOnly, response: partners.getProfileResponse, data: session,
  }),
  'tbp/savebusinesstemp': route('tbp/savebusinesstemp', {
    access: 'member', request: partners.saveBusinessTempRequest, response: partners.saveBusinessTempResponse, data: { core: 'write', ephemeral: 'read', writes: { core: ['members', 'partners', 'recordIds'] }, mail: true },
  }),
  'tbp/getbusinessdraft': route('tbp/getbusinessdraft', {
    access: 'member', request: memberOnly, response: partners.getBusinessDraftResponse, data: session, productRoute: true,
  }),
  // Staff review of submitted businesses: staff of the business's co-op only (from the session)
  'admin/listbusinesssubmissions': route('admin/listbusinesssubmissions', {
    access: 'admin', staff: 'backoffice', request: partners.reviewQueueRequest, response: partners.reviewQueueResponse, data: session, productRoute: true,
  }),
  'admin/getbusinesssubmission': route('admin/getbusinesssubmission', {
    access: 'admin', staff: 'backoffice', request: partners.reviewItemRequest, response: partners.reviewItemResponse, data: session, productRoute: true,
  }),
  'admin/approvebusiness': route('admin/approvebusiness', {
    access: 'admin', staff: 'admin', request: partners.reviewItemRequest, response: done, data: { core: 'write', ephemeral: 'write', writes: { core: ['partners', 'members'], ephemeral: ['tokens'] }, mail: true }, productRoute: true,
  }),
  'admin/rejectbusiness': route('admin/rejectbusiness', {
    access: 'admin', staff: 'admin', request: partners.rejectBusinessRequest, response: done, data: { core: 'write', ephemeral: 'read', writes: { core: ['partners', 'members'] }, mail: true }, productRoute: true,
  }),
  // Admin: active business partners, their offers and signed agreements
  'admin/listpartners': route('admin/listpartners', {
    access: 'admin', staff: 'backoffice', request: adminPartners.listPartnersRequest, response: adminPartners.listPartnersResponse, data: session, productRoute: true,
  }),
  'admin/getpartner': route('admin/getpartner', {
    access: 'admin', staff: 'backoffice', request: partners.reviewItemRequest, response: adminPartners.getPartnerResponse, data: session, productRoute: true,
  }),
  'admin/setoffer': route('admin/setoffer', {
    access: 'admin', staff: 'admin', request: adminPartners.setOfferRequest, response: adminPartners.setOfferResponse, data: { core: 'write', ephemeral: 'read', geo: 'write', writes: { core: ['partners', 'coops'], geo: ['dealListings', 'dealCells'] } }, productRoute: true,
  }),
  'admin/agreementpdf': route('admin/agreementpdf', {
    access: 'admin', staff: 'backoffice', request: adminPartners.agreementPdfRequest, response: adminPartners.agreementPdfResponse, data: { ...session, media: 'read', mediaAreas: ['agreements'] }, productRoute: true,
  }),
  // Admin: Dashboard and Reports, from counters kept as the data changes
  'admin/dashboard': route('admin/dashboard', {
    access: 'admin', staff: 'backoffice', request: memberOnly, response: adminStats.dashboardResponse, data: session, productRoute: true,
  }),
  'admin/redemptionreport': route('admin/redemptionreport', {
    access: 'admin', staff: 'backoffice', request: adminStats.reportRequest, response: adminStats.reportResponse, data: session, productRoute: true,
  }),
  // Admin: Virtual Assistance, the co-op's contact messages and insurance leads
  'admin/listinbox': route('admin/listinbox', {
    access: 'admin', staff: 'backoffice', request: inbox.listInboxRequest, response: inbox.listInboxResponse, data: session, productRoute: true,
  }),
  'admin/replyinbox': route('admin/replyinbox', {
    access: 'admin', staff: 'admin', request: inbox.replyInboxRequest, response: inbox.replyInboxResponse, data: { core: 'write', ephemeral: 'read', writes: { core: ['coopContact', 'coopLeads'] }, mail: true }, productRoute: true,
  }),
  // Admin: members
  'admin/listmembers': route('admin/listmembers', {
    access: 'admin', staff: 'backoffice', request: adminMembers.listMembersRequest, response: adminMembers.listMembersResponse, data: session, productRoute: true,
  }),
  'admin/getmember': route('admin/getmember', {
    access: 'admin', staff: 'backoffice', request: adminMembers.getMemberRequest, response: adminMembers.getMemberResponse, data: session, productRoute: true,
  }),
  'admin/setmemberstatus': route('admin/setmemberstatus', {
    access: 'admin', staff: 'admin', request: adminMembers.setMemberStatusRequest, response: adminMembers.setMemberStatusResponse, data: { core: 'write', ephemeral: 'write', writes: { core: ['members'], ephemeral: ['sessions', 'memberSessions'] } }, productRoute: true,
  }),
  'admin/importmembers': route('admin/importmembers', {
    access: 'admin', staff: 'admin', request: adminMembers.importMembersRequest, response: adminMembers.importMembersResponse, data: { core: 'write', ephemeral: 'write', writes: { core: ['members', 'emails', 'coops'], ephemeral: ['rates'] }, mail: true }, productRoute: true, timeoutSeconds: 28,
  }),
  'admin/listsubscribers': route('admin/listsubscribers', {
    access: 'admin', staff: 'backoffice', request: newsletter.listSubscribersRequest, response: newsletter.listSubscribersResponse, data: session, productRoute: true,
  }),
  'admin/removesubscriber': route('admin/removesubscriber', {
    access: 'admin', staff: 'admin', request: newsletter.removeSubscriberRequest, response: newsletter.removeSubscriberResponse, data: { core: 'write', writes: { core: ['coopNewsletter'] } }, productRoute: true,
  }),
  // Admin: Platform Setup (branding, slides, card art)
  'admin/getsetup': route('admin/getsetup', {
    access: 'admin', staff: 'backoffice', request: adminSetup.getSetupRequest, response: adminSetup.getSetupResponse, data: session, productRoute: true,
  }),
  'admin/savebranding': route('admin/savebranding', {
    access: 'admin', staff: 'admin', request: adminSetup.saveBrandingRequest, response: adminSetup.saveResponse, data: { core: 'write', ephemeral: 'read', writes: { core: ['coops'] } }, productRoute: true,
  }),
  'admin/saveslides': route('admin/saveslides', {
    access: 'admin', staff: 'admin', request: adminSetup.saveSlidesRequest, response: adminSetup.saveResponse, data: { core: 'write', ephemeral: 'read', writes: { core: ['coops'] } }, productRoute: true,
  }),
  'admin/uploadcoopimage': route('admin/uploadcoopimage', {
    access: 'admin', staff: 'admin', request: adminSetup.uploadCoopImageRequest, response: adminSetup.uploadCoopImageResponse, data: { core: 'write', ephemeral: 'read', media: 'write', writes: { core: ['coops'] }, mediaAreas: ['logos', 'slides', 'cards', 'mainmenu'] }, multipart: true, productRoute: true,
  }),
  // Admin: Platform Setup (feature groups, catalog choice, host names and served ZIPs)
  'admin/listgroups': route('admin/listgroups', {
    access: 'admin', staff: 'backoffice', request: adminCatalog.listGroupsRequest, response: adminCatalog.listGroupsResponse, data: session, productRoute: true,
  }),
  'admin/savegroups': route('admin/savegroups', {
    access: 'admin', staff: 'admin', request: adminCatalog.saveGroupsRequest, response: adminCatalog.saveGroupsResponse, data: { core: 'write', ephemeral: 'read', writes: { core: ['coops'] } }, productRoute: true,
  }),
  'admin/getcatalog': route('admin/getcatalog', {
    access: 'admin', staff: 'backoffice', request: adminCatalog.getCatalogRequest, response: adminCatalog.getCatalogResponse, data: session, productRoute: true,
  }),
  'admin/savecatalog': route('admin/savecatalog', {
    access: 'admin', staff: 'admin', request: adminCatalog.saveCatalogRequest, response: adminCatalog.saveCatalogResponse, data: { core: 'write', ephemeral: 'read', writes: { core: ['coops'] } }, productRoute: true,
  }),
  'admin/getdomains': route('admin/getdomains', {
    access: 'admin', staff: 'backoffice', request: adminCatalog.getDomainsRequest, response: adminCatalog.getDomainsResponse, data: session, productRoute: true,
  }),
  'admin/savedomains': route('admin/savedomains', {
    access: 'admin', staff: 'admin', request: adminCatalog.saveDomainsRequest, response: adminCatalog.saveDomainsResponse, data: { core: 'write', ephemeral: 'read', writes: { core: ['coops', 'domains', 'serviceAreas', 'serviceAreaGuards'] } }, productRoute: true,
  }),
  // Admin: the network's co-ops (network admin only)
  'admin/listcoops': route('admin/listcoops', {
    access: 'admin', staff: 'network', request: adminCatalog.listCoopsRequest, response: adminCatalog.listCoopsResponse, data: session, productRoute: true,
  }),
  'admin/createcoop': route('admin/createcoop', {
    access: 'admin', staff: 'network', request: adminCatalog.createCoopRequest, response: adminCatalog.createCoopResponse, data: { core: 'write', ephemeral: 'read', writes: { core: ['coops', 'domains', 'serviceAreas', 'members', 'emails'] }, mail: true }, productRoute: true,
  }),
  'admin/switchcoop': route('admin/switchcoop', {
    access: 'admin', staff: 'network', request: adminCatalog.switchCoopRequest, response: adminCatalog.switchCoopResponse, data: { core: 'read', ephemeral: 'write', writes: { ephemeral: ['sessions'] } }, productRoute: true,
  }),
  'setup/uploadbpimage': route('setup/uploadbpimage', {
    access: 'member', request: partners.uploadImageRequest, response: done, data: { ...session, media: 'write', mediaAreas: ['business'] }, multipart: true,
  }),
} as const;

export type Routes = typeof routes;
export type RoutePath = keyof Routes;
export type RequestOf<P extends RoutePath> = z.input<Routes[P]['request']>;
export type ParsedRequestOf<P extends RoutePath> = z.output<Routes[P]['request']>;
export type ResponseOf<P extends RoutePath> = z.output<Routes[P]['response']>;

export const routeList: RouteDef[] = Object.values(routes);
export { API_PREFIX };

/** The HTTP method API Gateway, CloudFront and the local server route a path by. */
export const routeMethod = (route: Pick<RouteDef, 'method'>): 'GET' | 'POST' => route.method ?? 'POST';

/** API Gateway's route key, e.g. `POST /api/outside/login`. */
export const routeKeyOf = (route: Pick<RouteDef, 'method' | 'path'>): string => `${routeMethod(route)} ${API_PREFIX}${route.path}`;

export function findRoute(path: string): RouteDef | undefined {
  return Object.hasOwn(routes, path) ? routes[path as RoutePath] : undefined;
}

/** functions/api/<area>/<kebab-name>.ts: signAgreement becomes sign-agreement. */
export function handlerFile(path: string): string {
  const [area, name] = path.split('/');
  return `functions/api/${area}/${name!.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`;
}
