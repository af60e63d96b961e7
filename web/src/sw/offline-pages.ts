// What a signed-in member uses with no connection (ADR 0060): the card, Local Deals with the
// favorites and a deal's coupon, My Account and Logout. The service worker build precaches the
// code chunks of these modules (under web/src) and everything they import statically, so they open
// offline even if never opened online; every other page loads its chunk when first used (ADR 0059,
// ADR 0070). A module loaded with import() from one of these is listed itself.
export const OFFLINE_MODULES = [
  'pages/ccard-page.tsx',
  'pages/clocaldeals-page.tsx',
  'pages/clocaldeals-prefetch.ts',
  'features/local-deals/deal-requests.ts',
  'features/local-deals/deal-modal.tsx',
  'features/local-deals/offline-redemption.ts',
  'features/local-deals/components/deal-search-form.tsx',
  'features/account/account-modal.tsx',
  'features/account/components/account-settings-tab.tsx',
  'features/auth/logout-modal.tsx',
  // The notices of an offline redemption's outcome and of a new version.
  'app/notifications-host.tsx',
] as const;
