// Every limit, pattern, message and option of the two specs (sections 5, 8 and 9), in one place.
// Web forms and handlers both import from here so they agree on numbers and words.

export const RELEASE_LABEL = 'TSE.8.4.5.R1';
export const PRODUCTION = true;
export const DEFAULT_PLID = 323;
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
  rejectReason: 1000,
  /** Largest JSON body any route accepts; the agreement html is the biggest legitimate one. */
  requestBodyBytes: 262144,
  /** A staff reply to a contact message or lead (admin inbox). */
  inboxReply: 4000,
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

export const MESSAGES = {
  loginRequired: 'These benefits are available for all registered members. Please login or register for a free account.',
  pleaseLogin: 'Please Login',
  // Login
  loginEmpty: 'Please enter email and password',
  loginEmailInvalid: 'Please enter valid email address',
  loginPasswordShort: 'Password must be at least 8 characters long',
  // Registration
  allFieldsRequiredTitle: 'All fields are required',
  enterFirstName: 'Please enter first name',
  enterLastName: 'Please enter last name',
  enterEmail: 'Please enter email',
  enterPassword: 'Please enter password',
  enterPasswordConfirmation: 'Please enter password confirmation',
  enterZip: 'Please enter zip code',
  passwordMismatchTitle: 'Password Mismatch',
  passwordMismatch: 'Password and password confirmation do not match',
  invalidEmailTitle: 'Invalid Email',
  invalidEmail: 'Please enter a valid email address',
  passwordRule:
    'Password must be between 8 and 30 characters long, and contain at least one number, one uppercase letter, one lowercase letter, and one special character',
  selectCoop: 'Please select a Co-op',
  zipRequired: 'Please enter zip code',
  zipInvalid: 'Please enter valid zip code. If your ZIP code has less than 5 digits, complete with 0 on the left side.',
  registrationFailedTitle: 'Registration Failed',
  // Account
  accountFirstName: 'Please enter your first name',
  accountLastName: 'Please enter your last name',
  accountEmail: 'Please enter your email',
  attentionTitle: 'Attention',
  changesSavedTitle: 'Changes saved',
  accountSaved: 'Your account changes have been saved.',
  passwordChanged: 'Your password has been changed. Please login again.',
  dobInvalid: 'Please enter a valid date of birth.',
  emailChangePassword: 'Please enter your current password to change your email.',
  emailChangeSent: 'Your account changes have been saved. We sent a confirmation link to {email}: your email changes when you open it.',
  emailChanged: 'Your email address has been changed. Please use it the next time you login.',
  // Account security: the password strength estimate, email change
  passwordTooWeak: "This password is too easy to guess. Please choose a longer one that is not a common word or pattern and does not use your name, your email or the co-op's name.",
  emailChangeInvalid: 'This link is not valid anymore. Please change your email again from My Account.',
  // One-click unsubscribe from the monthly deals digest (product wording; RFC 8058)
  unsubscribed: 'You are unsubscribed: {coop} will not send you the monthly savings email. You can turn it back on in My Account.',
  unsubscribeInvalid: 'This unsubscribe link is not valid: it was already used or has expired. You can change your email preference in My Account.',
  oneClickOnly: 'This address takes one-click unsubscribe requests only (List-Unsubscribe=One-Click).',
  // Web forms: masked inputs
  phoneInvalid: 'Please enter your cell phone as (000) 000-0000.',
  // Change password
  enterCurrentPassword: 'Enter your current password',
  newPasswordMismatch: 'The new password and the confirmation password do not match',
  checkNewPasswordTitle: 'Check your new password',
  invalidPasswordTitle: 'Invalid Password',
  // Activation and reset
  setPasswordRule:
    'Password must be at least 8 characters long, contain at least one uppercase letter, one lowercase letter, one number and one special character',
  recoverEmailRequired: 'Please enter your email address',
  resetPasswordTitle: 'Reset Password',
  passwordResetTitle: 'Password Reset',
  passwordResetDone: 'Your password has been reset successfully',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordUpdated: 'Password updated successfully',
  invalidResetLink: 'Invalid password reset link',
  welcomeBackTitle: 'Welcome back, {name}',
  loggedIn: 'You have been logged in successfully',
  logoutConfirm: 'Are you sure? Log out this session?',
  errorTitle: 'Error',
  // Product wording where the spec names a message without giving it
  csignuploginExclusive: 'This feature is exclusive for cooperative Members. Login or register below.',
  csignuploginHome: 'Login or register below for your free membership.',
  welcomeNewTitle: 'Welcome, {name}!',
  welcomeNew: 'Your account has been created and you are now logged in.',
  enterNewPassword: 'Enter your new password',
  enterConfirmPassword: 'Confirm your new password',
  noSavings: 'No savings yet. Your redeemed deals and what you saved will show here.',
  // Search
  enterSearchTitle: 'Enter Search Text',
  enterSearch: 'Please enter local deals search text',
  // Insurance
  insurance: {
    firstName: 'Please enter your first name',
    lastName: 'Please enter your last name',
    email: 'Please enter your email',
    phone: 'Please enter your phone',
    gender: 'Please select your gender',
    age: 'Please enter your age',
    zip: 'Please enter your zip',
    state: 'Please select your state',
    howToHelp: 'Please select how you want to be helped',
    notes: 'Please enter your notes',
  },
  warningTitle: 'Warning',
  successTitle: 'Success',
  // Insurance products and quote leads (product's own words; the spec names none)
  insuranceUnavailable: 'This insurance product is not available.',
  insuranceOutsideOnly: "This product's quotes are given on its provider's site: please use its button on the Insurance page.",
  insuranceLeadSent: 'Thank you! Your quote request was sent to {coop}. An agent will contact you shortly.',
  // National deals and group deals (product's own words; the spec names none)
  dealGroupInvalid: 'Please choose a deal group from the menu.',
  noGroupDeals: 'There are no deals in this group yet. Please check out our other deals for you!',
  nationalDealNotFound: 'This deal is no longer available.',
  // Providers
  noProviders: 'There are no providers in your area. Please expand your search distance and try again.',
  // Provider locator (product's own words; the spec names none)
  providerSpecialtyInvalid: 'Please choose a specialty from the list for this benefit.',
  providersCapped: 'Showing the {count} nearest providers. Choose a shorter distance or a specialty to narrow the list.',
  // Outside links and phone redemption
  pleaseReadTitle: 'Please read',
  newWindow: 'This deal will open in a new window. Remember to disable your popup blocker to continue!',
  popupBlockerDisabled: 'Popup blocker disabled',
  callTitle: 'Call',
  callToGetDeal: 'Call the number above to get this deal',
  qrFailure: 'Could not generate QR Code',
  // Contact
  contactIncompleteTitle: 'Complete all fields',
  contactIncomplete: 'All fields are required. Please complete your full name, email and message.',
  contactThanksTitle: 'Thank you!',
  contactThanks: 'Your message has been sent. We will contact you shortly.',
  // Contact form lengths (product's own words; the spec gives the limits only)
  contactNameTooLong: 'Your full name can have at most 50 characters.',
  contactEmailTooLong: 'Your email address can have at most 100 characters.',
  contactMessageTooLong: 'Your message can have at most 2000 characters.',
  // Local deals
  dealsSearching: 'Searching for the best deals near your area. Please wait.',
  favoritesSearching: 'Searching for your favorites deals. Please wait.',
  dealsError: 'There was an error processing this request: ',
  noDeals:
    'We are sorry, we could not find any deals near your area. Please change the ZIP code above, selected category or check out our other deals for you!',
  noFavorites: 'No favorites deals were added to your account!',
  favoriteAdded: 'Deal added to favorites',
  favoriteRemoved: 'Deal removed from your favorites',
  cannotRedeem: 'This deal cannot be redeemed',
  serverConnection: 'Error connecting to server',
  // Partners
  signatureIncomplete: 'Please fill out all the electronic signature fields',
  agreementSigned: 'Agreement Signed',
  imageFormat: 'Image files must be in JPG or PNG format',
  imageSize: 'Image files cannot exceed 400Kb',
  imageSizeHint: 'Image files cannot exceed 200Kb',
  imageUploadFailed: 'Image upload failed',
  adminCannotCreateBusiness: 'Members with administrator role cannot create a business',
  /** Ours: a member who opens the admin area. */
  staffOnly: "The admin area is for your cooperative's staff.",
  // Business wizard checks, in the spec's order; where the spec names
  // a check without its words, the product's follow the spec's pattern.
  bizName: 'Enter Business Name at Business Information tab',
  bizAddress: 'Enter Address at Business Information tab',
  bizCity: 'Enter City at Business Information tab',
  bizState: 'Select State...',
  bizZipRequired: 'Enter ZIP Code...',
  bizZipInvalid: 'Enter Valid ZIP Code...',
  bizPhoneRequired: 'Enter Phone Number...',
  bizPhoneInvalid: 'Enter Valid Phone Number...',
  bizEmailRequired: 'Enter Email...',
  bizEmailInvalid: 'Enter Valid Email...',
  /** Ours: the Agreement tab's optional signer email (empty means the business email). */
  bizSignerEmailInvalid: "Enter a valid email for the agreement's signer, or leave it empty to use the business email.",
  includeAsLocation: 'To include in Locations, please enter a {field}',
  locationName: 'Enter location name',
  locationAddress: 'Enter the address for the location',
  locationCity: 'Enter the city name',
  locationState: 'Select a state',
  locationZipRequired: 'Enter ZIP Code',
  locationZipInvalid: 'Enter a valid ZIP Code',
  locationPhoneRequired: 'Enter phone number for this location',
  locationPhoneInvalid: 'Enter a valid phone number',
  offerValueRequired: 'The display value is required',
  offerDescriptionRequired: 'The full description value is required',
  offerDollarRequired: 'The estimated dollar value is required',
  offerFrequencyRequired: 'The frequency is required',
  offerFrequencyPositive: 'The frequency must be greater than 0',
  offerChannel: 'The offer must be available in at least one channel',
  offerExpirationRequired: 'The Expiration Date is required',
  offerCategoryRequired: 'At least one category is required',
  offerLocationRequired: 'At least one location is required',
  // An offer's dollar value and expiry say what is wrong, not only "required".
  offerDollarInvalid: 'The estimated dollar value must be a number, like 25 or 12.50',
  offerExpirationInvalid: 'The Expiration Date must be a real date, as MM/DD/YYYY',
  offerExpirationPast: 'The Expiration Date cannot be before today',
  businessOfferExpired: 'The offer "{value}" expired on {date}. Send the business back so its owner can change the date.',
  // A free-text business field may not start like a spreadsheet formula (wizard and server alike).
  formulaStart: '{field} cannot start with =, +, -, @ or a tab: spreadsheets would run it as a formula. Please begin it with a letter, a digit or another character.',
  // Product checks of Send for Approval beyond the spec's business info (an agreement needs both)
  submitNeedsLocation: 'Add at least one enabled location at the Locations tab',
  submitNeedsOffer: 'Add at least one offer at the Offers tab',
  submitTooMany: 'A business can send at most 20 locations and 20 offers for approval.',
  draftBusy: 'Your business is being saved from another window. Please try again.',
  draftIdMismatch: 'The business id of the request does not match its draft.',
  businessIdTaken: 'This business id belongs to another member. Please start a new business from Offer A Discount.',
  // Ids are the server's; a page may only name the ones of its own business.
  draftForeignId: 'This business names a location or offer that is not one of its own. Please reload the page and try again.',
  // A save from an older page that cannot say what it loaded is refused, not merged.
  draftChangedElsewhere: 'This business was changed in another tab or session; reload to see the latest.',
  draftLocked: 'This business was sent for approval and can no longer be changed here.',
  draftSaved: 'Your business was saved. You can continue later from Offer A Discount.',
  draftSubmitted: 'Your business was sent for approval. We will email you when your cooperative has reviewed it.',
  // Staff review of submitted businesses (product wording)
  rejectReasonRequired: 'Please say why the business is sent back, so its owner can fix it.',
  rejectReasonTooLong: 'The reason can have at most 1000 characters.',
  businessNotInReview: 'This business is not waiting for review (someone may have just reviewed it).',
  businessNotFound: 'We could not find that business in your cooperative.',
  businessApproved: 'The business was approved. We emailed the agreement to its signer.',
  businessRejected: 'The business was sent back to its owner with your reason.',
  // The wizard gate's info popup (the spec gives its sense, not its words)
  offerDiscountLogin: 'The ability to offer a discount is available to all registered members. Please login or register for a free account.',
  // Server-side envelope messages (product's own; the spec leaves them open)
  badRequest: 'The request could not be read. Please check the form and try again.',
  bodyTooLarge: 'The request is too large.',
  notFound: 'Not found',
  notImplemented: 'This feature is not available yet.',
  serverError: 'Something went wrong on our side. Please try again in a moment.',
  coopNotFound: 'We could not find that cooperative.',
  forbidden: 'You do not have access to this feature.',
  inboxItemNotFound: 'That message was not found. It may belong to another cooperative.',
  inboxReplyRequired: 'Please write your reply.',
  inboxReplyTooLong: 'Your reply can have at most 4000 characters.',
  inboxNoEmail: 'This message has no valid email address, so it cannot be answered by email. Please call the sender instead.',
  inboxReplySent: 'Your reply has been sent and saved with the message.',
  badCursor: 'That page of the list is no longer available. Please start from the first page.',
  reportDateInvalid: 'Please enter the dates as YYYY-MM-DD.',
  reportPeriodOrder: 'The end date must be on or after the start date.',
  reportPeriodTooLong: 'A report can cover at most 366 days.',
  offerNotFound: 'That offer was not found. It may belong to another business.',
  offerSaved: 'The offer is saved. Local deals search shows the change now.',
  partnerNotActive: 'Only an active business can have its offers changed.',
  agreementPdfMissing: 'The PDF of that agreement was not found.',
  staffReadOnly: "Your staff account can view this but not change it. Ask your cooperative's administrator.",
  // Admin members (product wording)
  memberNotFound: 'We could not find that member in your cooperative.',
  memberDeactivated: 'The member was deactivated: they cannot log in and their sessions have ended.',
  memberReactivated: 'The member was reactivated.',
  memberReactivatedInvited: 'The member was reactivated. They have not set a password yet: Forgot password sends them a new activation link.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  // One answer whichever co-op holds the address: it never tells which.
  importDuplicate: 'Not imported: this email already has an account or an invitation.',
  importDuplicateInFile: 'This email appears on an earlier row of the file.',
  // Platform Setup (product wording)
  networkOnly: 'Only the network administrator can manage cooperatives.',
  setupStale: 'Someone else saved this section while you were editing it. Reload the page to see their changes, then make yours again.',
  setupSaved: 'Saved. Members see the change on their next page load.',
  groupIdInvalid: 'A group identifier has 1 to 30 lower-case letters, digits or dashes.',
  groupIdDuplicate: 'Each feature group needs its own identifier.',
  groupNameRequired: 'Please give each feature group a name.',
  groupNameTooLong: 'A group name can have at most 50 characters.',
  groupRouteInvalid: 'The route must be a member page (such as clocaldeals) or an https:// address.',
  groupImageInvalid: 'The image must be an uploaded image key, such as mainmenu/323-health.svg.',
  tooManyGroups: 'A cooperative can have at most 20 feature groups.',
  catalogUnknown: 'One of the chosen national deals or insurance products is not in the network catalog.',
  catalogHighlightNotOffered: 'Only offered insurance products can be highlighted.',
  hostInvalid: 'Please enter host names like portal.example.coop (letters, digits, dots and dashes).',
  hostDuplicate: 'Each host name can be listed only once.',
  hostsRequired: 'A cooperative needs at least one host name.',
  tooManyHosts: 'A cooperative can have at most 10 host names.',
  primaryHostNotListed: 'The main host name must be one of the listed host names.',
  hostTaken: 'This host name already belongs to another cooperative: ',
  zipAreaInvalid: 'Served areas are 5-digit ZIP codes or 3-digit ZIP prefixes.',
  zipAreaDuplicate: 'Each ZIP code or prefix can be listed only once.',
  tooManyZips: 'A cooperative can list at most 30 ZIP codes or prefixes.',
  coopPlidTaken: 'That cooperative number is already in use. Leave it empty to take the next free one.',
  coopCreated: 'The cooperative was created and its first administrator was sent an invitation.',
  coopFieldRequired: 'Please fill in this field (at most 100 characters).',
  adminEmailInvalid: 'Please enter a valid email address for the first administrator.',
  coopCreatedInviteNotSent: 'The cooperative was created, but the invitation email could not be sent: the new administrator can use Forgot password on the new host to get an activation link.',
  adminEmailTaken: 'This email already has an account. Please choose another email for the first administrator.',
  coopSwitched: 'You are now working in this cooperative.',
  colorInvalid: 'Colours are written as #rrggbb.',
  importInviteNotSent: 'Created, but the invitation email could not be sent: the member can use Forgot password to get a new activation link.',
  importRowFailed: 'This row could not be saved. Please import it again.',
  importNoRows: 'The file has no member rows.',
  importMissingColumns: 'The file needs the columns first name, last name, email and ZIP. Missing: {columns}.',
  // Request checks of the API chain (content type, cross-site calls, origin, encodings)
  jsonRequired: 'The request must be sent as JSON (Content-Type: application/json).',
  multipartRequired: 'The request must be sent as a file upload (Content-Type: multipart/form-data).',
  crossSite: "Requests from other sites are not accepted. Please use the portal's own pages.",
  originUnverified: "Please use the portal's web address; the API cannot be called directly.",
  badEncoding: 'The request has a badly encoded address.',
  // Local deals search (product's own; the spec has no text for a ZIP missing from the ZIP database)
  zipUnknown: 'We could not find ZIP code {zip}. Please check it and try again.',
  // Local deals: opening and redeeming (product's own reasons, shown under the spec's titles)
  dealUnavailable: 'This deal is no longer available.',
  dealExpired: 'This deal has expired.',
  dealNoPrint: 'This deal cannot be printed; please redeem it on your phone.',
  dealNoMobile: 'This deal cannot be redeemed on a phone; please print it.',
  dealLimitLifetime: 'You have already used this deal {count} on this account.',
  dealLimitWindow: 'You have used this deal {count} in the last {days}. You can use it again on {date}.',
  dealBusy: 'Many redemptions of this deal are in progress. Please try again in a moment.',
  // Newsletter of the business (b2b) shell, double opt-in (product's own words)
  newsletterTitle: 'Newsletter',
  newsletterEmailRequired: 'Please enter your email address to subscribe.',
  newsletterEmailInvalid: 'Please enter a valid email address, like name@example.com.',
  newsletterSent: 'Thank you! Please check your inbox: if this address is not subscribed yet, we have sent it a link to confirm your subscription.',
  newsletterConfirmed: 'Thank you! Your subscription to the {coop} newsletter is confirmed.',
  newsletterLinkInvalid: 'This confirmation link is not valid. Please subscribe again to get a new one.',
  newsletterLinkUsed: 'This confirmation link was already used. Your subscription was confirmed then; nothing else is needed.',
  newsletterLinkExpired: 'This confirmation link has expired. Please subscribe again to get a new one.',
  subscriberRemoved: 'The address was taken off the newsletter list.',
  subscriberNotFound: 'That address is not on the newsletter list.',
  // Admin Platform Setup: branding, slides and card art (product's own words)
  setupDisplayNameRequired: 'Please enter the name members see.',
  setupEmailInvalid: 'Please enter a valid email address, like info@example.coop, or leave it empty.',
  setupUrlInvalid: 'Please enter a full web address starting with https:// (or http://), or leave it empty.',
  setupColorInvalid: 'Please enter a colour as # and six hex digits, like #1a7f5a.',
  setupTooLong: 'This text is too long.',
  setupSlideImageRequired: 'Every slide needs an image. Please upload one.',
  setupSlideButtonRequired: 'A custom button needs a title and a page or an outside address.',
  setupTooManySlides: 'A co-op can have at most {count} home slides.',
  setupVersionConflict: 'Someone else saved these settings while you were editing. The page now shows their changes; please make yours again.',
  setupImageKind: 'Please choose what the image is for: logo, slide, card front, card back or feature group (JPG or PNG).',
  // Only the network admin gives a co-op an area another co-op serves; staff never change their
  // own status
  zipsServedByOther: 'Only the network administrator can add ZIP codes or prefixes that another cooperative already serves: {zips}. Nothing was saved.',
  domainsTooManyChanges: 'That is too many changes to host names and ZIP codes for one save. Please save them in two steps.',
  cannotChangeOwnStatus: 'You cannot change the status of your own account.',
  // Answers that say what happened and what to do next, never nothing or the wrong thing.
  // Only after the right password (a wrong one hears badCredentials, so this reveals nothing).
  accountInactive: 'Your account is inactive. Please contact {coop} at {contact} to have it reactivated.',
  accountInactiveNoContact: 'Your account is inactive. Please contact {coop} to have it reactivated.',
  activationLinkDeadTitle: 'This link cannot be used',
  activationLinkDead: 'This activation link was already used or has expired. If you have set your password, please log in; otherwise use Forgot password to get a new link.',
  // The 'Agreement Signed' popup's text (its title is the spec's; the same words twice said nothing).
  agreementSignedDetail: "Thank you. The business's enabled offers now show to members, and a copy of the signed agreement is on its way by email.",
  importSummary: '{done} of {total} rows checked: {created} created, {duplicates} skipped as already registered, {rejected} rejected.',
  deactivateConfirmTitle: 'Deactivate this member?',
  deactivateConfirm: '{name} will no longer be able to log in, and any open sessions end. You can reactivate the account later.',
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

/** Local deals search (local-deals 9). */
export const LOCAL_DEALS = {
  pageSize: 30,
  defaultRadius: 50,
  radiusOptions: [1, 5, 10, 15, 20, 30, 50, 100, 250],
  searchLinkRadius: 250,
  sorts: ['distance-asc', 'distance-desc', 'value-desc', 'value-asc'],
  printSource: 'W',
  mobileSource: 'M',
} as const;

/** Offer usage frequency windows in days (local-deals 9). */
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
export const BANNER = { height: 750, autoplayMs: 5000, loop: true, transitionMs: 1000, easing: 'ease', dots: false } as const;
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

/** Cash back and legal constants (local-deals 1, 2, 9). */
export const LEGAL = {
  cashBackThreshold: 15,
  liabilityCap: 50,
  minimumAge: 18,
  termsUpdated: 'August 1st, 2022',
  privacyUpdated: 'August 2022',
  materialChangeDays: 30,
} as const;

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
export const PARK_NAMES = ['Walt Disney World', 'Disneyland California', 'Universal Orlando Resort', 'Universal Studios Hollywood', 'SeaWorld', 'Busch Gardens', 'Six Flags'] as const;

/**
 * The co-op's monthly deals digest, the product's one marketing email (`npm run digest`): the
 * live deals nearest each opted-in member's ZIP, with a one-click unsubscribe link (RFC 8058)
 * that works once within `unsubscribeDays`.
 */
export const DIGEST = { deals: 8, radiusMiles: 50, unsubscribeDays: 90 } as const;

/**
 * The b2b shell's newsletter (double opt-in): a confirmation link lives `linkHours`; one source
 * address may subscribe `perIpHour` times an hour (as the contact form), one mailbox gets at most
 * `perAddressHour` mails an hour (silently: the answer never differs).
 */
export const NEWSLETTER = { linkHours: 48, perIpHour: 5, perAddressHour: 3 } as const;
