// Messages of the API envelope and words many pages share (titles, request checks).
// Kept by domain so a bundle carries only the words its pages and routes use.

export const COMMON_MESSAGES = {
  loginRequired:
    'These benefits are available for all registered members. Please login or register for a free account.',
  pleaseLogin: 'Please Login',
  // Title of the notice an open page shows when staff deactivated the account (the server gives the words).
  accountInactiveTitle: 'Account inactive',
  attentionTitle: 'Attention',
  changesSavedTitle: 'Changes saved',
  // Web forms: masked inputs
  phoneInvalid: 'Please enter your cell phone as (000) 000-0000.',
  errorTitle: 'Error',
  warningTitle: 'Warning',
  successTitle: 'Success',
  serverConnection: 'Error connecting to server',
  /** Ours: a member who opens the admin area. */
  staffOnly: "The admin area is for your cooperative's staff.",
  // A free-text business field may not start like a spreadsheet formula (wizard and server alike).
  formulaStart:
    '{field} cannot start with =, +, -, @ or a tab: spreadsheets would run it as a formula. Please begin it with a letter, a digit or another character.',
  // Server-side envelope messages (product's own; the spec leaves them open)
  badRequest: 'The request could not be read. Please check the form and try again.',
  bodyTooLarge: 'The request is too large.',
  notFound: 'Not found',
  notImplemented: 'This feature is not available yet.',
  serverError: 'Something went wrong on our side. Please try again in a moment.',
  /** Parallel writes kept a transaction busy through every retry (ADR 0073): nothing was saved. */
  writeBusy: 'Many changes to this are in progress right now. Nothing was saved; please try again in a moment.',
  coopNotFound: 'We could not find that cooperative.',
  /** A host no co-op holds, on a stage with no network default (ADR 0064). */
  hostServesNoCoop:
    "This address is not a cooperative's savings portal. Please check the address, or ask your cooperative for its portal's address.",
  forbidden: 'You do not have access to this feature.',
  badCursor: 'That page of the list is no longer available. Please start from the first page.',
  staffReadOnly: "Your staff account can view this but not change it. Ask your cooperative's administrator.",
  // Request checks of the API chain (content type, cross-site calls, origin, encodings)
  jsonRequired: 'The request must be sent as JSON (Content-Type: application/json).',
  multipartRequired: 'The request must be sent as a file upload (Content-Type: multipart/form-data).',
  crossSite: "Requests from other sites are not accepted. Please use the portal's own pages.",
  originUnverified: "Please use the portal's web address; the API cannot be called directly.",
  badEncoding: 'The request has a badly encoded address.',
} as const;
