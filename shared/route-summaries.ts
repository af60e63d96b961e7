import type { RoutePath } from './routes.js';

// What each route does, in a line, for docs/routes.md's table (npm run docs). Kept apart from
// the route table, which every Lambda bundle imports, so the bundles do not carry the prose.

export const ROUTE_SUMMARIES: Record<RoutePath, string> = {
  'outside/gethomedata': 'Home data for the co-op of the page (colours, groups, national deals, insurance, slides)',
  'outside/manifest': 'GET: the web app manifest of the co-op of the host (name, colours, icons), built from its data',
  'outside/webvitals':
    "A sampled page view's Core Web Vitals (LCP, INP, CLS) for one page pattern, recorded as metrics by page and the host's co-op",
  'outside/setcoop': 'Select a co-op from the current address (/coop/{id} or the host) and return its home data',
  'outside/login': 'Sign in with email and password; sets the session cookie',
  'outside/passkeyoptions':
    "A passkey sign-in's challenge (single use, 5 minutes) for the browser's picker, bound to an email when one is given",
  'outside/passkeylogin':
    'Sign in with a passkey: the signed challenge, checked against the stored public key and counter; sets the session cookie',
  'outside/logout': 'Revoke the current session server-side and clear the cookie',
  'outside/saveuser': 'Register a member in the chosen co-op and send the welcome email',
  'outside/checkzipcode': 'Co-ops that serve a ZIP code',
  'outside/recoverpassword': 'Email a password reset link (same answer whether or not the email exists)',
  'outside/activateaccount': 'Set the first password of an invited member from the activation keys and sign in',
  'general/updatepassword': 'Set a new password from the two reset-link keys',
  'outside/updatepassword': 'Set a new password from the single recovery key',
  'outside/activate': 'Check an activation link; answers the co-op address to go to',
  'outside/checkresetlink': 'Check a password reset link; answers the co-op address to go to',
  'b2c/account': "The member's account and savings history",
  'b2c/saveaccountchanges':
    "Edit the member's names, phone, ZIP, gender, birth date and email preference; a new email needs the current password and is confirmed by an emailed link",
  'outside/confirmemail': 'Confirm a new email address from the emailed link; the old address stops working',
  'outside/unsubscribe':
    "Stop the monthly deals digest from its emailed link (optout 1, no login); also takes the mail provider's RFC 8058 one-click POST",
  'b2c/listmybusinesses':
    "My business: the member's approved and active businesses with their offers and locations (the member's own only)",
  'b2c/listpasskeys': "The member's passkeys: name, added, last used (never the key)",
  'b2c/addpasskeyoptions': "A challenge and options for adding a passkey on this co-op's host (single use, 5 minutes)",
  'b2c/addpasskey': "Verify the browser's new passkey against its challenge and store it with its name",
  'b2c/removepasskey': "Remove one of the member's passkeys",
  'b2c/changepassword': 'Change the password (checks the current one) and end every session',
  'b2c/secondstep':
    "Staff: where the session stands on its second step; at the first staff login, a new authenticator app's secret and otpauth URI",
  'b2c/enroltotp':
    'Staff: confirm the authenticator app with one code; answers ten single-use recovery codes, shown once',
  'b2c/passsecondstep':
    'Staff: pass the second step with an app code (each step once) or a recovery code (once); rate-limited like the password',
  'b2c/listinsurance': 'Insurance products of the co-op',
  'b2c/listnationaldeals': 'National online deals',
  'b2c/availabledeals':
    "Deals of one feature group of the co-op, or of every group; a members-only group's deals only for members",
  'b2c/getid':
    'Single sign-on id for travel, ticket and theme-park partner links: a 5-minute EdDSA JWT for that partner, never the member id',
  'outside/partnerkeys': 'The public keys (JWKS) partners verify b2c/getid tokens with',
  'b2c/newbenefitsid': 'Id used in the pharmacy price link',
  'b2c/getspecialties': 'Provider specialties of a benefit',
  'b2c/getproviders': 'Providers near a ZIP code',
  'b2c/saveinsurancelead': "Store an insurance quote request and email it to the co-op's staff (10 an hour per member)",
  'b2c/reportdeal':
    "Report a problem with a live local deal to the staff inbox of its business's co-op and email the business, without the member's identity; one open report per member and deal (5 an hour per member)",
  'b2c/listbusinessreports':
    'The deal reports about a business the member owns, newest first, open or closed, without who reported them; 25 a page',
  'outside/contactform':
    "Store a message to the co-op's staff (the member's co-op, else the page's) and email it to them (5 an hour per address)",
  'outside/subscribenewsletter':
    "Subscribe an address to the co-op's newsletter (the member's co-op, else the page's): stores it pending and emails a single-use confirmation link; the same answer whatever the address's state (5 an hour per source address, 3 mails an hour per address)",
  'outside/confirmnewsletter':
    'Confirm a newsletter subscription from the emailed link (once; a used or expired link is refused with its reason)',
  'b2c/localdealscategories': 'Deal categories with subcategories, and the ZIP to search around',
  'b2c/listdeals': 'Search local deals by text near a ZIP code',
  'b2c/listdealsbycategory': 'Search local deals by category near a ZIP code',
  'b2c/opendeal': 'Details of one deal at one location',
  'b2c/printdeal': 'Record a print (W) or mobile (M) redemption within the offer limits; answers the coupon',
  'b2c/addfavorite': 'Add a deal to favorites',
  'b2c/removefavorite': 'Remove a deal from favorites',
  'b2c/listfavoritesdeals': "The member's favorite deals, each with its offline redemption ticket",
  'b2c/redeemoffline':
    "Count a 'Redeem on phone' made offline with a favorite's ticket, once per ticket and within the offer limits; answers the coupon (the ticket) and the next ticket",
  'b2c/countopens':
    "Count a batch of deal opens from the member's browser (at most 20): each live deal and location once, one write per business (ADR 0094)",
  'b2c/businessnumbers':
    "My business: a business the member owns, its opens, prints, phone redemptions, favorites and members' savings per offer and location, this month and the last twelve",
  'outside/getbpinfo': 'The agreement to sign, from the emailed link keys',
  'outside/signAgreement':
    'Sign the agreement: the server renders it and its PDF with an audit page, writes the audit record once, and puts the business live in local deals',
  'b2c/getpartnermail':
    "My business: whether the monthly numbers email goes to the member's own business, and when the end-date reminders go",
  'b2c/setpartnermail': "My business: the member's own business gets the monthly numbers email again, or no more",
  'outside/getofferextension':
    "A reminder's extension link: the offer, its end date and the date each choice (3, 6 or 12 months) gives (ADR 0097)",
  'outside/extendoffer':
    "A reminder's extension link used once: the offer's end date moves on by the months chosen, its listings with it",
  'outside/partnerunsubscribe':
    "The monthly numbers email's opt-out link (also the RFC 8058 one-click POST): the business gets no more of them",
  'tbp/listcategories': 'Categories for the offer dialog',
  'tbp/getcoopinfo': "The member's co-op name and address for the agreement",
  'tbp/getprofile': 'The signed-in member as the business contact',
  'tbp/savebusinesstemp':
    "Save the business wizard draft (save for later, merged with another tab's save) or send it for approval",
  'tbp/getbusinessdraft':
    "The member's business in the wizard (a draft, in review, or sent back with staff's note), to resume it",
  'admin/listbusinesssubmissions': "Businesses of the staff member's co-op waiting for review",
  'admin/getbusinesssubmission': 'One submitted business with its images, locations and offers',
  'admin/approvebusiness':
    'Approve a business: emails its signer the single-use agreement link (14 days) and tells the submitter',
  'admin/rejectbusiness': 'Send a business back to its owner with a reason (it can be changed and sent again)',
  'admin/listpartners': "The co-op's active business partners, 25 a page",
  'admin/getpartner': 'One partner with its locations, offers and signed agreements (audit records)',
  'admin/setoffer':
    "Enable or disable an active partner's offer or change its expiration date; its listings in local deals search follow at once",
  'admin/agreementpdf': "A signed agreement's PDF (the bucket does not serve it)",
  'admin/businessnumbers':
    "One of the co-op's businesses: its opens, prints, phone redemptions, favorites and members' savings per offer and location, this month and the last twelve",
  'b2c/listmyoffers':
    "My business: the owner's offers and locations, where each stands, and any change waiting for staff",
  'b2c/setmyoffer': 'My business: the owner pauses or resumes an offer; search follows at once',
  'b2c/setmylocation': "My business: the owner pauses or resumes a location; its offers' listings follow at once",
  'b2c/extendmyoffer': "My business: the owner moves an offer's end date later",
  'b2c/editmyoffer': 'My business: a change to what an offer promises, sent for staff review (the live offer stays)',
  'admin/listofferchanges': "Owners' offer changes waiting for review, each beside the live offer",
  'admin/approveofferchange': "Approve an owner's offer change: the offer and its listings take it",
  'admin/sendbackofferchange': "Send an owner's offer change back with a reason (mailed); the live offer stays",
  'admin/dashboard':
    "The co-op's figures: members, sign-ups, redemptions and member savings of the last 30 days, businesses waiting, live deals, and 26 weeks of sign-ups and redemptions",
  'admin/redemptionreport':
    "The co-op members' redemptions and estimated savings in a period (at most 366 days), by business, by deal and by month",
  'admin/listinbox':
    "The co-op's contact messages, insurance leads and deal reports, newest first: those not answered yet (every kind), or every one of a kind; 25 a page",
  'admin/replyinbox':
    'Answer a contact message, lead or deal report by email (SES, from the co-op); the reply is kept with it and it counts as answered (a report closes)',
  'admin/listactivity':
    "The co-op's audit trail of staff actions, newest first: filter by person (member id or email), target id and UTC dates; 50 a page",
  'admin/listmembers': "Search the co-op's members by last name (its beginning), email or ZIP code; 25 a page",
  'admin/getmember':
    'One member of the co-op: contact data, status, sign-up and last login, role, savings history and total',
  'admin/setmemberstatus':
    'Deactivate a member (no login, every session ends, emailed links die) or reactivate them (back to active, or invited if they never set a password)',
  'admin/resetfactors':
    "Reset a staff member's second step (app and recovery codes) and end their sessions; admins of the co-op for its back office, the network admin for admins",
  'admin/importmembers':
    'Import up to 250 CSV rows (first name, last name, email, ZIP) as invited members, each emailed its activation link; answers each row: created, duplicate (registered in any co-op, one answer) or rejected with the reason; 429 past 20,000 addresses a day per co-op',
  'admin/listsubscribers': "The co-op's newsletter subscribers (pending and confirmed) by address, 100 a page",
  'admin/removesubscriber': "Take an address off the co-op's newsletter list",
  'admin/getsetup':
    "The co-op's Platform Setup data: branding and contact fields, logo and card art, home slides and feature groups, with the branding and slides versions",
  'admin/savebranding':
    "Save the co-op's display name, contact data, social links and four theme colours; refused (409) when the branding's version moved on since the edit started",
  'admin/saveslides':
    "Replace the co-op's home slides with the ordered list sent (at most 12), in one transaction guarded by the slides' version (409 when it moved on)",
  'admin/uploadcoopimage':
    'Upload a logo, home-screen icon image, slide image or card art (front or back; JPG or PNG, at most 409600 bytes) under a new key; a logo or card art is set on the co-op at once; a logo or icon image brings the home-screen icons made from it (192 and 512 px PNGs beside it; an unreadable one is refused)',
  'admin/listgroups': "The co-op's feature groups (home menu tiles) in order, with the list's version",
  'admin/savegroups':
    "Replace the co-op's feature groups with the ordered list sent (at most 20, unique identifiers, member page or https route) in one transaction; 409 when the list's version moved on",
  'admin/getcatalog':
    "The network's national deals and insurance products, each marked offered (and highlighted) by this co-op or not",
  'admin/savecatalog':
    'Choose the national deals and insurance products the co-op offers and the products its home highlights; the member pages follow; 409 when the version moved on',
  'admin/getdomains':
    "The co-op's host names (and the main one, used in emails) and the ZIP codes or 3-digit prefixes it serves",
  'admin/savedomains':
    "Save the co-op's host names and served ZIPs in one transaction; a host another co-op holds is refused (conditional write); 409 when the version moved on",
  'admin/listcoops': 'Every co-op of the network, and the one the network admin is working in',
  'admin/createcoop':
    'Create a co-op (next free number unless one is given): profile, host name, home ZIP served, starter art from its own name and colours (logo, card, welcome slide, menu images); its first admin is invited by email',
  'admin/switchcoop': "Move the network admin's own session to another co-op, to run it from /admin",
  'setup/uploadbpimage': 'Upload a business logo or image (JPG or PNG, at most 409600 bytes)',
};
