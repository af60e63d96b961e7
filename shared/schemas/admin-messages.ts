// Messages of the admin area: members, import, inbox, reports, Platform Setup.
// Kept by domain so a bundle carries only the words its pages and routes use.

import { LIMITS } from '../constants.js';

export const ADMIN_MESSAGES = {
  inboxItemNotFound: 'That message was not found. It may belong to another cooperative.',
  inboxReplyRequired: 'Please write your reply.',
  inboxReplyTooLong: 'Your reply can have at most 4000 characters.',
  inboxNoEmail:
    'This message has no valid email address, so it cannot be answered by email. Please call the sender instead.',
  inboxReplySent: 'Your reply has been sent and saved with the message.',
  reportDateInvalid: 'Please enter the dates as YYYY-MM-DD.',
  reportPeriodOrder: 'The end date must be on or after the start date.',
  reportPeriodTooLong: 'A report can cover at most 366 days.',
  // Admin members (product wording)
  memberNotFound: 'We could not find that member in your cooperative.',
  memberDeactivated: 'The member was deactivated: they cannot log in and their sessions have ended.',
  memberReactivated: 'The member was reactivated.',
  memberReactivatedInvited:
    'The member was reactivated. They have not set a password yet: Forgot password sends them a new activation link.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  // One answer whichever co-op holds the address: it never tells which.
  importDuplicate: 'Not imported: this email already has an account or an invitation.',
  memberInvited: 'Invitation sent to {email}. They set their password from the email.',
  importDuplicateInFile: 'This email appears on an earlier row of the file.',
  // Platform Setup (product wording)
  networkOnly: 'Only the network administrator can manage cooperatives.',
  setupStale:
    'Someone else saved this section while you were editing it. Reload the page to see their changes, then make yours again.',
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
  /** {url}: the new co-op's portal address, port included locally (portalUrlTemplate). */
  coopCreated: 'The cooperative was created and its first administrator was sent an invitation. Its portal: {url}',
  coopFieldRequired: 'Please fill in this field (at most 100 characters).',
  adminEmailInvalid: 'Please enter a valid email address for the first administrator.',
  coopCreatedInviteNotSent:
    'The cooperative was created, but the invitation email could not be sent: the new administrator can use Forgot password on its portal, {url}, to get an activation link.',
  adminEmailTaken: 'This email already has an account. Please choose another email for the first administrator.',
  coopSwitched: 'You are now working in this cooperative.',
  colorInvalid: 'Colours are written as #rrggbb.',
  importInviteNotSent:
    'Created, but the invitation email could not be sent: the member can use Forgot password to get a new activation link.',
  importRowFailed: 'This row could not be saved. Please import it again.',
  importNoRows: 'The file has no member rows.',
  importMissingColumns: 'The file needs the columns first name, last name, email and ZIP. Missing: {columns}.',
  // Admin Platform Setup: branding, slides and card art (product's own words)
  setupDisplayNameRequired: 'Please enter the name members see.',
  setupEmailInvalid: 'Please enter a valid email address, like info@example.coop, or leave it empty.',
  setupUrlInvalid: 'Please enter a full web address starting with https:// (or http://), or leave it empty.',
  setupColorInvalid: 'Please enter a colour as # and six hex digits, like #1a7f5a.',
  setupTooLong: 'This text is too long.',
  setupSlideImageRequired: 'Every slide needs an image. Please upload one.',
  setupSlideButtonRequired: 'A custom button needs a title and a page or an outside address.',
  setupTooManySlides: 'A co-op can have at most {count} home slides.',
  setupVersionConflict:
    'Someone else saved these settings while you were editing. The page now shows their changes; please make yours again.',
  setupImageUnreadable: `This image could not be read. Please upload a JPG or PNG of at most ${LIMITS.imageSide} by ${LIMITS.imageSide} pixels.`,
  setupImageTooLarge: `The image is too large: at most ${LIMITS.imageSide} x ${LIMITS.imageSide} pixels. Please upload a smaller JPG or PNG.`,
  setupImageTooManyScans: `This JPG is saved in too many passes (more than ${LIMITS.imageJpegScans} scans). Please save it as a standard (baseline) JPG or as a PNG and upload it again.`,
  setupImageKind:
    'Please choose what the image is for: logo, home-screen icon, slide, card front, card back or feature group (JPG or PNG).',
  // Only the network admin gives a co-op an area another co-op serves; staff never change their
  // own status
  zipsServedByOther:
    'Only the network administrator can add ZIP codes or prefixes that another cooperative already serves: {zips}. Nothing was saved.',
  domainsTooManyChanges:
    'That is too many changes to host names and ZIP codes for one save. Please save them in two steps.',
  cannotChangeOwnStatus: 'You cannot change the status of your own account.',
  importSummary:
    '{done} of {total} rows checked: {created} created, {duplicates} skipped as already registered, {rejected} rejected.',
  deactivateConfirmTitle: 'Deactivate this member?',
  deactivateConfirm:
    '{name} will no longer be able to log in, and any open sessions end. You can reactivate the account later.',
} as const;
