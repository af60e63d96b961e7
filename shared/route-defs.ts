import * as z from 'zod';
import * as account from './schemas/account.js';
import * as adminActivity from './schemas/admin-activity.js';
import * as adminPartners from './schemas/admin-partners.js';
import * as adminStats from './schemas/admin-stats.js';
import * as adminCatalog from './schemas/admin-catalog.js';
import * as adminMembers from './schemas/admin-members.js';
import * as adminSetup from './schemas/admin-setup.js';
import * as benefits from './schemas/benefits.js';
import { done, linkKeys, memberOnly } from './schemas/common.js';
import * as dealReports from './schemas/deal-reports.js';
import * as deals from './schemas/deals.js';
import * as home from './schemas/home.js';
import * as newsletter from './schemas/newsletter.js';
import * as inbox from './schemas/inbox.js';
import * as partners from './schemas/partners.js';
import * as partnerNumbers from './schemas/partner-numbers.js';
import * as partnerMail from './schemas/partner-mail.js';
import * as partnerOffers from './schemas/partner-offers.js';
import * as passkeys from './schemas/passkeys.js';
import * as secondFactor from './schemas/second-factor.js';
import * as webVitals from './schemas/web-vitals.js';
import { WEB_VITALS_MAX_BODY_BYTES } from './web-vitals.js';
import type { Access, DataNeeds, RouteDef } from './routes.js';
import { isStaffWrite } from './staff-writes.js';

// Every API path's route: its schemas, who may call it and what it touches, one export each.
// A handler imports its own route from here: each is a pure, separate declaration and
// shared/schemas is free of side effects (its package.json), so esbuild leaves out every schema
// module the route does not use and its Lambda does not build them at cold start. The table of
// them all (`routes` in shared/routes.ts) is built from this module's exports: a route is
// declared once, here.

function route<P extends string, Req extends z.ZodType, Res extends z.ZodType, A extends Access>(
  path: P,
  def: Omit<RouteDef<Req, Res, A>, 'path'>,
): RouteDef<Req, Res, A> & { path: P } {
  // Every staff write is audited (ADR 0089): the grant to put its one audit item comes with the
  // write, so a new staff write route cannot leave it out.
  const audited = isStaffWrite(def) && def.data.audit === undefined;
  return { path, ...def, ...(audited ? { data: { ...def.data, audit: 'put' } } : {}) };
}

const session: DataNeeds = { core: 'read', ephemeral: 'read' };
/** A password set from a link or My Account: the member, every session ended, limits, the notice mail. */
const passwordReset: DataNeeds = {
  core: 'write',
  ephemeral: 'write',
  writes: { core: ['members'], ephemeral: ['sessions', 'memberSessions', 'rates'] },
  mail: true,
};
/** A redemption (printdeal, redeemoffline): the member's slots and savings, the co-op's counters. */
const redemption: DataNeeds = {
  core: 'write',
  ephemeral: 'read',
  geo: 'read',
  writes: { core: ['members', 'coops', 'partnerNumbers'] },
};
/** A favorite written (addfavorite; listfavoritesdeals gives older favorites their offline ticket). */
const favoriteWrite: DataNeeds = {
  core: 'write',
  ephemeral: 'read',
  geo: 'read',
  writes: { core: ['members', 'partnerNumbers'] },
};

// Home and co-op selection
export const outsideGethomedata = /* @__PURE__ */ route('outside/gethomedata', {
  access: 'public',
  request: home.getHomeDataRequest,
  response: home.homeData,
  data: session,
});
// The co-op's web app manifest, fetched by the browser from <link rel="manifest"> on its host.
export const outsideManifest = /* @__PURE__ */ route('outside/manifest', {
  access: 'public',
  request: home.webManifestRequest,
  response: home.webManifest,
  data: session,
  productRoute: true,
  method: 'GET',
  responseType: 'application/manifest+json',
});
// Real users' Core Web Vitals, sent by a sample of page views as they are hidden (ADR 0068):
// recorded as metrics only, nothing stored. Data: the host's co-op, and the chain's session read
// should a caller send a cookie (the page sends none).
export const outsideWebvitals = /* @__PURE__ */ route('outside/webvitals', {
  access: 'public',
  request: webVitals.webVitalsRequest,
  response: done,
  data: session,
  productRoute: true,
  maxBodyBytes: WEB_VITALS_MAX_BODY_BYTES,
});
export const outsideSetcoop = /* @__PURE__ */ route('outside/setcoop', {
  access: 'public',
  request: home.setCoopRequest,
  response: home.homeData,
  data: session,
});
// Accounts
export const outsideLogin = /* @__PURE__ */ route('outside/login', {
  access: 'public',
  request: account.loginRequest,
  response: account.loginResponse,
  password: 'verify',
  data: {
    core: 'write',
    ephemeral: 'write',
    writes: { core: ['members'], ephemeral: ['sessions', 'memberSessions', 'rates', 'devices'] },
  },
});
// Passkey sign-in (ADR 0091): a challenge for the browser's get(), then its signed answer, which
// starts a session as the password's login does (its limits, device cookie and last login).
export const outsidePasskeyoptions = /* @__PURE__ */ route('outside/passkeyoptions', {
  access: 'public',
  request: passkeys.passkeyLoginOptionsRequest,
  response: passkeys.passkeyLoginOptionsResponse,
  data: { ephemeral: 'write', writes: { ephemeral: ['passkeyChallenges', 'rates'] } },
  productRoute: true,
  webauthn: true,
});
export const outsidePasskeylogin = /* @__PURE__ */ route('outside/passkeylogin', {
  access: 'public',
  request: passkeys.passkeyLoginRequest,
  response: account.loginResponse,
  data: {
    core: 'write',
    ephemeral: 'write',
    writes: {
      core: ['members', 'passkeys'],
      ephemeral: ['sessions', 'memberSessions', 'rates', 'devices', 'passkeyChallenges'],
    },
  },
  productRoute: true,
  webauthn: true,
});
export const outsideLogout = /* @__PURE__ */ route('outside/logout', {
  access: 'public',
  request: memberOnly,
  response: done,
  data: { ephemeral: 'write', writes: { ephemeral: ['sessions', 'memberSessions'] } },
  productRoute: true,
});
export const outsideSaveuser = /* @__PURE__ */ route('outside/saveuser', {
  access: 'public',
  request: account.saveUserRequest,
  response: done,
  password: 'set',
  data: {
    core: 'write',
    ephemeral: 'write',
    writes: { core: ['members', 'emails', 'coops'], ephemeral: ['rates'] },
    mail: true,
  },
});
export const outsideCheckzipcode = /* @__PURE__ */ route('outside/checkzipcode', {
  access: 'public',
  request: account.checkZipRequest,
  response: account.checkZipResponse,
  data: { core: 'read', ephemeral: 'write', writes: { ephemeral: ['rates'] } },
});
export const outsideRecoverpassword = /* @__PURE__ */ route('outside/recoverpassword', {
  access: 'public',
  request: account.recoverPasswordRequest,
  response: done,
  data: { core: 'write', ephemeral: 'write', writes: { core: ['members'], ephemeral: ['rates'] }, mail: true },
});
export const outsideActivateaccount = /* @__PURE__ */ route('outside/activateaccount', {
  access: 'link',
  request: account.activateAccountRequest,
  response: account.activateAccountResponse,
  password: 'set',
  data: passwordReset,
});
export const generalUpdatepassword = /* @__PURE__ */ route('general/updatepassword', {
  access: 'link',
  request: account.resetWithKeysRequest,
  response: done,
  password: 'set',
  data: passwordReset,
});
export const outsideUpdatepassword = /* @__PURE__ */ route('outside/updatepassword', {
  access: 'link',
  request: account.resetWithKeyRequest,
  response: done,
  password: 'set',
  data: passwordReset,
});
export const outsideActivate = /* @__PURE__ */ route('outside/activate', {
  access: 'link',
  request: account.linkCheckRequest,
  response: account.linkCheckResponse,
  data: { core: 'read', ephemeral: 'write', writes: { ephemeral: ['rates'] } },
});
export const outsideCheckresetlink = /* @__PURE__ */ route('outside/checkresetlink', {
  access: 'link',
  request: account.linkCheckRequest,
  response: account.linkCheckResponse,
  data: { core: 'read', ephemeral: 'write', writes: { ephemeral: ['rates'] } },
});
export const b2cAccount = /* @__PURE__ */ route('b2c/account', {
  access: 'member',
  request: memberOnly,
  response: account.accountResponse,
  data: session,
});
export const b2cSaveaccountchanges = /* @__PURE__ */ route('b2c/saveaccountchanges', {
  access: 'member',
  request: account.saveAccountRequest,
  response: done,
  password: 'verify',
  data: { core: 'write', ephemeral: 'write', writes: { core: ['members'], ephemeral: ['rates'] }, mail: true },
});
export const outsideConfirmemail = /* @__PURE__ */ route('outside/confirmemail', {
  access: 'link',
  request: account.linkCheckRequest,
  response: account.confirmEmailResponse,
  data: {
    core: 'write',
    ephemeral: 'write',
    writes: { core: ['members', 'emails'], ephemeral: ['sessions', 'memberSessions', 'rates'] },
    mail: true,
  },
  productRoute: true,
});
export const outsideUnsubscribe = /* @__PURE__ */ route('outside/unsubscribe', {
  access: 'link',
  request: account.unsubscribeRequest,
  response: done,
  data: { core: 'write', ephemeral: 'write', writes: { core: ['members'], ephemeral: ['tokens'] } },
  productRoute: true,
  oneClick: true,
});
// My Account's passkeys (ADR 0091): add (a challenge, then the browser's answer), list, remove.
export const b2cListpasskeys = /* @__PURE__ */ route('b2c/listpasskeys', {
  access: 'member',
  request: memberOnly,
  response: passkeys.listPasskeysResponse,
  data: session,
  productRoute: true,
});
export const b2cAddpasskeyoptions = /* @__PURE__ */ route('b2c/addpasskeyoptions', {
  access: 'member',
  request: memberOnly,
  response: passkeys.addPasskeyOptionsResponse,
  data: { core: 'read', ephemeral: 'write', writes: { ephemeral: ['passkeyChallenges', 'rates'] } },
  productRoute: true,
  webauthn: true,
});
export const b2cAddpasskey = /* @__PURE__ */ route('b2c/addpasskey', {
  access: 'member',
  request: passkeys.addPasskeyRequest,
  response: passkeys.addPasskeyResponse,
  data: {
    core: 'write',
    ephemeral: 'write',
    writes: { core: ['passkeys'], ephemeral: ['passkeyChallenges'] },
  },
  productRoute: true,
  webauthn: true,
});
export const b2cRemovepasskey = /* @__PURE__ */ route('b2c/removepasskey', {
  access: 'member',
  request: passkeys.removePasskeyRequest,
  response: done,
  data: { core: 'write', ephemeral: 'read', writes: { core: ['passkeys'] } },
  productRoute: true,
});
export const b2cChangepassword = /* @__PURE__ */ route('b2c/changepassword', {
  access: 'member',
  request: account.changePasswordRequest,
  response: done,
  password: 'set',
  data: passwordReset,
});
// Staff's second step after the password (ADR 0090): member routes, since the session is not yet
// an admin one; core refuses members. Data: the member's factor item (pattern 17b), the session's
// amr, the second step's rate counters.
const secondStepData: DataNeeds = {
  core: 'write',
  ephemeral: 'write',
  writes: { core: ['members'], ephemeral: ['sessions', 'rates'] },
};
export const b2cSecondstep = /* @__PURE__ */ route('b2c/secondstep', {
  access: 'member',
  request: secondFactor.secondStepStateRequest,
  response: secondFactor.secondStepStateResponse,
  data: { core: 'write', ephemeral: 'read', writes: { core: ['members'] } },
  productRoute: true,
});
export const b2cEnroltotp = /* @__PURE__ */ route('b2c/enroltotp', {
  access: 'member',
  request: secondFactor.enrolTotpRequest,
  response: secondFactor.enrolTotpResponse,
  data: secondStepData,
  productRoute: true,
});
export const b2cPasssecondstep = /* @__PURE__ */ route('b2c/passsecondstep', {
  access: 'member',
  request: secondFactor.passSecondStepRequest,
  response: secondFactor.passSecondStepResponse,
  data: secondStepData,
  productRoute: true,
});
// Benefits
export const b2cListinsurance = /* @__PURE__ */ route('b2c/listinsurance', {
  access: 'member',
  request: memberOnly,
  response: benefits.listInsuranceResponse,
  data: session,
});
export const b2cListnationaldeals = /* @__PURE__ */ route('b2c/listnationaldeals', {
  access: 'member',
  request: memberOnly,
  response: benefits.listNationalDealsResponse,
  data: session,
});
export const b2cAvailabledeals = /* @__PURE__ */ route('b2c/availabledeals', {
  access: 'public',
  request: benefits.availableDealsRequest,
  response: benefits.availableDealsResponse,
  data: session,
});
export const b2cGetid = /* @__PURE__ */ route('b2c/getid', {
  access: 'member',
  request: benefits.getIdRequest,
  response: benefits.getIdResponse,
  data: { core: 'read', ephemeral: 'read', partnerKey: true },
});
export const outsidePartnerkeys = /* @__PURE__ */ route('outside/partnerkeys', {
  access: 'public',
  request: memberOnly,
  response: benefits.partnerKeysResponse,
  data: { partnerKey: true },
  productRoute: true,
});
export const b2cNewbenefitsid = /* @__PURE__ */ route('b2c/newbenefitsid', {
  access: 'member',
  request: memberOnly,
  response: benefits.newBenefitsIdResponse,
  data: session,
});
export const b2cGetspecialties = /* @__PURE__ */ route('b2c/getspecialties', {
  access: 'member',
  request: benefits.getSpecialtiesRequest,
  response: benefits.getSpecialtiesResponse,
  data: session,
});
export const b2cGetproviders = /* @__PURE__ */ route('b2c/getproviders', {
  access: 'member',
  request: benefits.getProvidersRequest,
  response: benefits.getProvidersResponse,
  data: { core: 'read', ephemeral: 'read', geo: 'read' },
});
export const b2cSaveinsurancelead = /* @__PURE__ */ route('b2c/saveinsurancelead', {
  access: 'member',
  request: benefits.saveInsuranceLeadRequest,
  response: done,
  data: { core: 'write', ephemeral: 'write', writes: { core: ['coopLeads'], ephemeral: ['rates'] }, mail: true },
});
// Deal reports (ADR 0096): a member's report of a problem with a local deal, and its business's list.
export const b2cReportdeal = /* @__PURE__ */ route('b2c/reportdeal', {
  access: 'member',
  request: dealReports.reportDealRequest,
  response: dealReports.reportDealResponse,
  data: {
    core: 'write',
    ephemeral: 'write',
    geo: 'read',
    writes: { core: ['coopReports', 'openReports'], ephemeral: ['rates'] },
    mail: true,
  },
  productRoute: true,
});
export const b2cListbusinessreports = /* @__PURE__ */ route('b2c/listbusinessreports', {
  access: 'member',
  request: dealReports.listBusinessReportsRequest,
  response: dealReports.listBusinessReportsResponse,
  data: session,
  productRoute: true,
});
export const outsideContactform = /* @__PURE__ */ route('outside/contactform', {
  access: 'public',
  request: benefits.contactFormRequest,
  response: done,
  data: { core: 'write', ephemeral: 'write', writes: { core: ['coopContact'], ephemeral: ['rates'] }, mail: true },
});
// Newsletter of the business (b2b) shell: double opt-in
export const outsideSubscribenewsletter = /* @__PURE__ */ route('outside/subscribenewsletter', {
  access: 'public',
  request: newsletter.subscribeNewsletterRequest,
  response: newsletter.subscribeNewsletterResponse,
  data: {
    core: 'write',
    ephemeral: 'write',
    writes: { core: ['coopNewsletter'], ephemeral: ['tokens', 'rates'] },
    mail: true,
  },
  productRoute: true,
});
export const outsideConfirmnewsletter = /* @__PURE__ */ route('outside/confirmnewsletter', {
  access: 'link',
  request: newsletter.confirmNewsletterRequest,
  response: newsletter.confirmNewsletterResponse,
  data: { core: 'write', ephemeral: 'write', writes: { core: ['coopNewsletter'], ephemeral: ['tokens', 'rates'] } },
  productRoute: true,
});
// Local deals
export const b2cLocaldealscategories = /* @__PURE__ */ route('b2c/localdealscategories', {
  access: 'public',
  request: deals.categoriesRequest,
  response: deals.categoriesResponse,
  data: session,
});
export const b2cListdeals = /* @__PURE__ */ route('b2c/listdeals', {
  access: 'public',
  request: deals.listDealsRequest,
  response: deals.listDealsResponse,
  data: { core: 'read', ephemeral: 'read', geo: 'read' },
});
export const b2cListdealsbycategory = /* @__PURE__ */ route('b2c/listdealsbycategory', {
  access: 'public',
  request: deals.listDealsByCategoryRequest,
  response: deals.listDealsResponse,
  data: { core: 'read', ephemeral: 'read', geo: 'read' },
});
export const b2cOpendeal = /* @__PURE__ */ route('b2c/opendeal', {
  access: 'member',
  request: deals.openDealRequest,
  response: deals.openDealResponse,
  data: { core: 'read', ephemeral: 'read', geo: 'read' },
});
export const b2cPrintdeal = /* @__PURE__ */ route('b2c/printdeal', {
  access: 'member',
  request: deals.printDealRequest,
  response: deals.printDealResponse,
  data: redemption,
});
export const b2cAddfavorite = /* @__PURE__ */ route('b2c/addfavorite', {
  access: 'member',
  request: deals.favoriteRequest,
  response: deals.favoriteResponse,
  data: favoriteWrite,
});
export const b2cRemovefavorite = /* @__PURE__ */ route('b2c/removefavorite', {
  access: 'member',
  request: deals.favoriteRequest,
  response: deals.favoriteResponse,
  data: { core: 'write', ephemeral: 'read', writes: { core: ['members'] } },
});
export const b2cListfavoritesdeals = /* @__PURE__ */ route('b2c/listfavoritesdeals', {
  access: 'member',
  request: memberOnly,
  response: deals.listFavoritesResponse,
  data: favoriteWrite,
});
// A business's numbers (ADR 0094): the deal opens a member's browser sends in batches, and
// the figures its owner (My business) and its co-op's staff read.
export const b2cCountopens = /* @__PURE__ */ route('b2c/countopens', {
  access: 'member',
  request: partnerNumbers.countOpensRequest,
  response: partnerNumbers.countOpensResponse,
  data: { core: 'write', ephemeral: 'read', geo: 'read', writes: { core: ['partnerNumbers'] } },
  productRoute: true,
});
export const b2cBusinessnumbers = /* @__PURE__ */ route('b2c/businessnumbers', {
  access: 'member',
  request: partnerNumbers.businessNumbersRequest,
  response: partnerNumbers.businessNumbersResponse,
  data: session,
  productRoute: true,
});
export const adminBusinessnumbers = /* @__PURE__ */ route('admin/businessnumbers', {
  access: 'admin',
  staff: 'backoffice',
  request: partnerNumbers.businessNumbersRequest,
  response: partnerNumbers.businessNumbersResponse,
  data: session,
  productRoute: true,
});
export const b2cRedeemoffline = /* @__PURE__ */ route('b2c/redeemoffline', {
  access: 'member',
  request: deals.redeemOfflineRequest,
  response: deals.redeemOfflineResponse,
  data: redemption,
  productRoute: true,
});
// Business partners
export const outsideGetbpinfo = /* @__PURE__ */ route('outside/getbpinfo', {
  access: 'link',
  request: /* @__PURE__ */ z.object(linkKeys),
  response: partners.getBpInfoResponse,
  data: { core: 'read', ephemeral: 'write', writes: { ephemeral: ['rates'] } },
});
export const outsideSignAgreement = /* @__PURE__ */ route('outside/signAgreement', {
  access: 'link',
  request: partners.signAgreementRequest,
  response: done,
  data: {
    core: 'write',
    ephemeral: 'write',
    geo: 'write',
    media: 'write',
    writes: {
      core: ['partners', 'members', 'coops'],
      ephemeral: ['tokens', 'rates'],
      geo: ['dealListings', 'dealCells'],
    },
    mediaAreas: ['agreements'],
    mail: true,
  },
  pdf: true,
});
// The partner's mail links (ADR 0097): a reminder's one-click extension of an offer's end date,
// and the monthly numbers email's opt-out (also RFC 8058's one-click POST).
export const outsideGetofferextension = /* @__PURE__ */ route('outside/getofferextension', {
  access: 'link',
  request: partnerMail.offerExtensionRequest,
  response: partnerMail.offerExtensionResponse,
  data: { core: 'read', ephemeral: 'write', writes: { ephemeral: ['rates'] } },
  productRoute: true,
});
export const outsideExtendoffer = /* @__PURE__ */ route('outside/extendoffer', {
  access: 'link',
  request: partnerMail.extendOfferRequest,
  response: partnerMail.extendOfferResponse,
  data: {
    core: 'write',
    ephemeral: 'write',
    geo: 'write',
    writes: { core: ['partners', 'coops'], ephemeral: ['tokens', 'rates'], geo: ['dealListings', 'dealCells'] },
  },
  productRoute: true,
});
export const outsidePartnerunsubscribe = /* @__PURE__ */ route('outside/partnerunsubscribe', {
  access: 'link',
  request: partnerMail.partnerOptOutRequest,
  response: done,
  data: { core: 'write', ephemeral: 'write', writes: { core: ['partners'], ephemeral: ['tokens'] } },
  productRoute: true,
  oneClick: true,
});
export const tbpListcategories = /* @__PURE__ */ route('tbp/listcategories', {
  access: 'member',
  request: memberOnly,
  response: partners.listCategoriesResponse,
  data: session,
});
export const tbpGetcoopinfo = /* @__PURE__ */ route('tbp/getcoopinfo', {
  access: 'member',
  request: memberOnly,
  response: partners.getCoopInfoResponse,
  data: session,
});
export const tbpGetprofile = /* @__PURE__ */ route('tbp/getprofile', {
  access: 'member',
  request: memberOnly,
  response: partners.getProfileResponse,
  data: session,
});
export const tbpSavebusinesstemp = /* @__PURE__ */ route('tbp/savebusinesstemp', {
  access: 'member',
  request: partners.saveBusinessTempRequest,
  response: partners.saveBusinessTempResponse,
  data: { core: 'write', ephemeral: 'read', writes: { core: ['members', 'partners', 'recordIds'] }, mail: true },
});
export const tbpGetbusinessdraft = /* @__PURE__ */ route('tbp/getbusinessdraft', {
  access: 'member',
  request: memberOnly,
  response: partners.getBusinessDraftResponse,
  data: session,
  productRoute: true,
});
// My business (issue 40): the signed-in member's own businesses, the partner's side of the marketplace.
export const b2cListmybusinesses = /* @__PURE__ */ route('b2c/listmybusinesses', {
  access: 'member',
  request: memberOnly,
  response: partners.myBusinessesResponse,
  data: session,
  productRoute: true,
});
// My business: a business's mail (ADR 0097), its owner only: the settings, the monthly numbers on or off.
export const b2cGetpartnermail = /* @__PURE__ */ route('b2c/getpartnermail', {
  access: 'member',
  request: partnerMail.partnerMailRequest,
  response: partnerMail.partnerMailResponse,
  data: session,
  productRoute: true,
});
export const b2cSetpartnermail = /* @__PURE__ */ route('b2c/setpartnermail', {
  access: 'member',
  request: partnerMail.setPartnerMailRequest,
  response: partnerMail.setPartnerMailResponse,
  data: { core: 'write', ephemeral: 'read', writes: { core: ['partners'] } },
  productRoute: true,
});
// Staff review of submitted businesses: staff of the business's co-op only (from the session)
export const adminListbusinesssubmissions = /* @__PURE__ */ route('admin/listbusinesssubmissions', {
  access: 'admin',
  staff: 'backoffice',
  request: partners.reviewQueueRequest,
  response: partners.reviewQueueResponse,
  data: session,
  productRoute: true,
});
export const adminGetbusinesssubmission = /* @__PURE__ */ route('admin/getbusinesssubmission', {
  access: 'admin',
  staff: 'backoffice',
  request: partners.reviewItemRequest,
  response: partners.reviewItemResponse,
  data: session,
  productRoute: true,
});
export const adminApprovebusiness = /* @__PURE__ */ route('admin/approvebusiness', {
  access: 'admin',
  staff: 'admin',
  request: partners.reviewItemRequest,
  response: done,
  data: {
    core: 'write',
    ephemeral: 'write',
    writes: { core: ['partners', 'members'], ephemeral: ['tokens'] },
    mail: true,
  },
  productRoute: true,
});
export const adminRejectbusiness = /* @__PURE__ */ route('admin/rejectbusiness', {
  access: 'admin',
  staff: 'admin',
  request: partners.rejectBusinessRequest,
  response: done,
  data: { core: 'write', ephemeral: 'read', writes: { core: ['partners', 'members'] }, mail: true },
  productRoute: true,
});
// Admin: active business partners, their offers and signed agreements
export const adminListpartners = /* @__PURE__ */ route('admin/listpartners', {
  access: 'admin',
  staff: 'backoffice',
  request: adminPartners.listPartnersRequest,
  response: adminPartners.listPartnersResponse,
  data: session,
  productRoute: true,
});
export const adminGetpartner = /* @__PURE__ */ route('admin/getpartner', {
  access: 'admin',
  staff: 'backoffice',
  request: partners.reviewItemRequest,
  response: adminPartners.getPartnerResponse,
  data: session,
  productRoute: true,
});
export const adminSetoffer = /* @__PURE__ */ route('admin/setoffer', {
  access: 'admin',
  staff: 'admin',
  request: adminPartners.setOfferRequest,
  response: adminPartners.setOfferResponse,
  data: {
    core: 'write',
    ephemeral: 'read',
    geo: 'write',
    writes: { core: ['partners', 'coops'], geo: ['dealListings', 'dealCells'] },
  },
  productRoute: true,
});
export const adminAgreementpdf = /* @__PURE__ */ route('admin/agreementpdf', {
  access: 'admin',
  staff: 'backoffice',
  request: adminPartners.agreementPdfRequest,
  response: adminPartners.agreementPdfResponse,
  data: { core: 'read', ephemeral: 'read', media: 'read', mediaAreas: ['agreements'] },
  productRoute: true,
});
// Keeping offers current (ADR 0095): the owner's offers on My business (ownership checked in core)
const offerStateWrite: DataNeeds = {
  core: 'write',
  ephemeral: 'read',
  geo: 'write',
  writes: { core: ['partners', 'coops'], geo: ['dealListings', 'dealCells'] },
};
export const b2cListmyoffers = /* @__PURE__ */ route('b2c/listmyoffers', {
  access: 'member',
  request: partnerOffers.myBusinessRequest,
  response: partnerOffers.myOffersResponse,
  data: session,
  productRoute: true,
});
export const b2cSetmyoffer = /* @__PURE__ */ route('b2c/setmyoffer', {
  access: 'member',
  request: partnerOffers.setMyOfferRequest,
  response: partnerOffers.myOfferStateResponse,
  data: offerStateWrite,
  productRoute: true,
});
export const b2cSetmylocation = /* @__PURE__ */ route('b2c/setmylocation', {
  access: 'member',
  request: partnerOffers.setMyLocationRequest,
  response: partnerOffers.myOfferChangeResponse,
  data: offerStateWrite,
  productRoute: true,
});
export const b2cExtendmyoffer = /* @__PURE__ */ route('b2c/extendmyoffer', {
  access: 'member',
  request: partnerOffers.extendMyOfferRequest,
  response: partnerOffers.myOfferStateResponse,
  data: offerStateWrite,
  productRoute: true,
});
export const b2cEditmyoffer = /* @__PURE__ */ route('b2c/editmyoffer', {
  access: 'member',
  request: partnerOffers.editMyOfferRequest,
  response: partnerOffers.myOfferChangeResponse,
  data: { core: 'write', ephemeral: 'read', writes: { core: ['partners'] } },
  productRoute: true,
});
// Staff: owners' offer changes waiting for review, before and after
export const adminListofferchanges = /* @__PURE__ */ route('admin/listofferchanges', {
  access: 'admin',
  staff: 'backoffice',
  request: partnerOffers.offerChangesRequest,
  response: partnerOffers.offerChangesResponse,
  data: session,
  productRoute: true,
});
export const adminApproveofferchange = /* @__PURE__ */ route('admin/approveofferchange', {
  access: 'admin',
  staff: 'admin',
  request: partnerOffers.approveOfferChangeRequest,
  response: partnerOffers.myOfferChangeResponse,
  // Written out, not spread from offerStateWrite: a spread in a route's declaration keeps every
  // route's schemas in every bundle (esbuild cannot drop a spread, which may run getters).
  data: {
    core: 'write',
    ephemeral: 'read',
    geo: 'write',
    writes: { core: ['partners', 'coops'], geo: ['dealListings', 'dealCells'] },
    mail: true,
  },
  productRoute: true,
});
export const adminSendbackofferchange = /* @__PURE__ */ route('admin/sendbackofferchange', {
  access: 'admin',
  staff: 'admin',
  request: partnerOffers.sendBackOfferChangeRequest,
  response: partnerOffers.myOfferChangeResponse,
  data: { core: 'write', ephemeral: 'read', writes: { core: ['partners'] }, mail: true },
  productRoute: true,
});
// Admin: Dashboard and Reports, from counters kept as the data changes
export const adminDashboard = /* @__PURE__ */ route('admin/dashboard', {
  access: 'admin',
  staff: 'backoffice',
  request: memberOnly,
  response: adminStats.dashboardResponse,
  data: session,
  productRoute: true,
});
export const adminRedemptionreport = /* @__PURE__ */ route('admin/redemptionreport', {
  access: 'admin',
  staff: 'backoffice',
  request: adminStats.reportRequest,
  response: adminStats.reportResponse,
  data: session,
  productRoute: true,
});
// Admin: Virtual Assistance, the co-op's contact messages and insurance leads
export const adminListinbox = /* @__PURE__ */ route('admin/listinbox', {
  access: 'admin',
  staff: 'backoffice',
  request: inbox.listInboxRequest,
  response: inbox.listInboxResponse,
  data: session,
  productRoute: true,
});
export const adminReplyinbox = /* @__PURE__ */ route('admin/replyinbox', {
  access: 'admin',
  staff: 'admin',
  request: inbox.replyInboxRequest,
  response: inbox.replyInboxResponse,
  data: {
    core: 'write',
    ephemeral: 'read',
    writes: { core: ['coopContact', 'coopLeads', 'coopReports', 'openReports'] },
    mail: true,
  },
  productRoute: true,
});
// Admin: members
export const adminListmembers = /* @__PURE__ */ route('admin/listmembers', {
  access: 'admin',
  staff: 'backoffice',
  request: adminMembers.listMembersRequest,
  response: adminMembers.listMembersResponse,
  data: session,
  productRoute: true,
});
export const adminGetmember = /* @__PURE__ */ route('admin/getmember', {
  access: 'admin',
  staff: 'backoffice',
  request: adminMembers.getMemberRequest,
  response: adminMembers.getMemberResponse,
  data: session,
  productRoute: true,
});
export const adminSetmemberstatus = /* @__PURE__ */ route('admin/setmemberstatus', {
  access: 'admin',
  staff: 'admin',
  request: adminMembers.setMemberStatusRequest,
  response: adminMembers.setMemberStatusResponse,
  data: { core: 'write', ephemeral: 'write', writes: { core: ['members'], ephemeral: ['sessions', 'memberSessions'] } },
  productRoute: true,
});
// A staff member's second step reset by an administrator above them: the factor item goes, every session ends.
export const adminResetfactors = /* @__PURE__ */ route('admin/resetfactors', {
  access: 'admin',
  staff: 'admin',
  request: secondFactor.resetFactorsRequest,
  response: secondFactor.resetFactorsResponse,
  data: { core: 'write', ephemeral: 'write', writes: { core: ['members'], ephemeral: ['sessions', 'memberSessions'] } },
  productRoute: true,
});
export const adminImportmembers = /* @__PURE__ */ route('admin/importmembers', {
  access: 'admin',
  staff: 'admin',
  request: adminMembers.importMembersRequest,
  response: adminMembers.importMembersResponse,
  data: {
    core: 'write',
    ephemeral: 'write',
    writes: { core: ['members', 'emails', 'coops'], ephemeral: ['rates'] },
    mail: true,
  },
  productRoute: true,
  timeoutSeconds: 28,
});
export const adminListsubscribers = /* @__PURE__ */ route('admin/listsubscribers', {
  access: 'admin',
  staff: 'backoffice',
  request: newsletter.listSubscribersRequest,
  response: newsletter.listSubscribersResponse,
  data: session,
  productRoute: true,
});
export const adminRemovesubscriber = /* @__PURE__ */ route('admin/removesubscriber', {
  access: 'admin',
  staff: 'admin',
  request: newsletter.removeSubscriberRequest,
  response: newsletter.removeSubscriberResponse,
  data: { core: 'write', writes: { core: ['coopNewsletter'] } },
  productRoute: true,
});
// Admin: Activity, the audit trail of staff actions (ADR 0089)
export const adminListactivity = /* @__PURE__ */ route('admin/listactivity', {
  access: 'admin',
  staff: 'admin',
  request: adminActivity.listActivityRequest,
  response: adminActivity.listActivityResponse,
  data: { core: 'read', ephemeral: 'read', audit: 'query' },
  productRoute: true,
});
// Admin: Platform Setup (branding, slides, card art)
export const adminGetsetup = /* @__PURE__ */ route('admin/getsetup', {
  access: 'admin',
  staff: 'backoffice',
  request: adminSetup.getSetupRequest,
  response: adminSetup.getSetupResponse,
  data: session,
  productRoute: true,
});
export const adminSavebranding = /* @__PURE__ */ route('admin/savebranding', {
  access: 'admin',
  staff: 'admin',
  request: adminSetup.saveBrandingRequest,
  response: adminSetup.saveResponse,
  data: { core: 'write', ephemeral: 'read', writes: { core: ['coops'] } },
  productRoute: true,
});
export const adminSaveslides = /* @__PURE__ */ route('admin/saveslides', {
  access: 'admin',
  staff: 'admin',
  request: adminSetup.saveSlidesRequest,
  response: adminSetup.saveResponse,
  data: { core: 'write', ephemeral: 'read', writes: { core: ['coops'] } },
  productRoute: true,
});
export const adminUploadcoopimage = /* @__PURE__ */ route('admin/uploadcoopimage', {
  access: 'admin',
  staff: 'admin',
  request: adminSetup.uploadCoopImageRequest,
  response: adminSetup.uploadCoopImageResponse,
  data: {
    core: 'write',
    ephemeral: 'read',
    media: 'write',
    writes: { core: ['coops'] },
    mediaAreas: ['logos', 'slides', 'cards', 'mainmenu'],
  },
  multipart: true,
  productRoute: true,
  timeoutSeconds: 20,
});
// Admin: Platform Setup (feature groups, catalog choice, host names and served ZIPs)
export const adminListgroups = /* @__PURE__ */ route('admin/listgroups', {
  access: 'admin',
  staff: 'backoffice',
  request: adminCatalog.listGroupsRequest,
  response: adminCatalog.listGroupsResponse,
  data: session,
  productRoute: true,
});
export const adminSavegroups = /* @__PURE__ */ route('admin/savegroups', {
  access: 'admin',
  staff: 'admin',
  request: adminCatalog.saveGroupsRequest,
  response: adminCatalog.saveGroupsResponse,
  data: { core: 'write', ephemeral: 'read', writes: { core: ['coops'] } },
  productRoute: true,
});
export const adminGetcatalog = /* @__PURE__ */ route('admin/getcatalog', {
  access: 'admin',
  staff: 'backoffice',
  request: adminCatalog.getCatalogRequest,
  response: adminCatalog.getCatalogResponse,
  data: session,
  productRoute: true,
});
export const adminSavecatalog = /* @__PURE__ */ route('admin/savecatalog', {
  access: 'admin',
  staff: 'admin',
  request: adminCatalog.saveCatalogRequest,
  response: adminCatalog.saveCatalogResponse,
  data: { core: 'write', ephemeral: 'read', writes: { core: ['coops'] } },
  productRoute: true,
});
export const adminGetdomains = /* @__PURE__ */ route('admin/getdomains', {
  access: 'admin',
  staff: 'backoffice',
  request: adminCatalog.getDomainsRequest,
  response: adminCatalog.getDomainsResponse,
  data: session,
  productRoute: true,
});
export const adminSavedomains = /* @__PURE__ */ route('admin/savedomains', {
  access: 'admin',
  staff: 'admin',
  request: adminCatalog.saveDomainsRequest,
  response: adminCatalog.saveDomainsResponse,
  data: {
    core: 'write',
    ephemeral: 'read',
    writes: { core: ['coops', 'domains', 'serviceAreas', 'serviceAreaGuards'] },
  },
  productRoute: true,
});
// Admin: the network's co-ops (network admin only)
export const adminListcoops = /* @__PURE__ */ route('admin/listcoops', {
  access: 'admin',
  staff: 'network',
  request: adminCatalog.listCoopsRequest,
  response: adminCatalog.listCoopsResponse,
  data: session,
  productRoute: true,
});
export const adminCreatecoop = /* @__PURE__ */ route('admin/createcoop', {
  access: 'admin',
  staff: 'network',
  request: adminCatalog.createCoopRequest,
  response: adminCatalog.createCoopResponse,
  data: {
    core: 'write',
    ephemeral: 'read',
    writes: { core: ['coops', 'domains', 'serviceAreas', 'members', 'emails'] },
    // The new co-op's starter art (logo, card, welcome slide, menu images; ADR 0071).
    media: 'write',
    mediaAreas: ['logos', 'cards', 'slides', 'mainmenu'],
    mail: true,
  },
  productRoute: true,
});
export const adminSwitchcoop = /* @__PURE__ */ route('admin/switchcoop', {
  access: 'admin',
  staff: 'network',
  request: adminCatalog.switchCoopRequest,
  response: adminCatalog.switchCoopResponse,
  data: { core: 'read', ephemeral: 'write', writes: { ephemeral: ['sessions'] } },
  productRoute: true,
});
export const setupUploadbpimage = /* @__PURE__ */ route('setup/uploadbpimage', {
  access: 'member',
  request: partners.uploadImageRequest,
  response: done,
  data: { core: 'read', ephemeral: 'read', media: 'write', mediaAreas: ['business'] },
  multipart: true,
});
