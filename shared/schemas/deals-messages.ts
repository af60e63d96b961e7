// Messages of local deals: search, favorites, opening, printing and redeeming.
// Kept by domain so a bundle carries only the words its pages and routes use.

export const DEALS_MESSAGES = {
  // Search
  enterSearchTitle: 'Enter Search Text',
  enterSearch: 'Please enter local deals search text',
  // Outside links and phone redemption
  pleaseReadTitle: 'Please read',
  newWindow: 'This deal will open in a new window. Remember to disable your popup blocker to continue!',
  popupBlockerDisabled: 'Popup blocker disabled',
  callTitle: 'Call',
  callToGetDeal: 'Call the number above to get this deal',
  qrFailure: 'Could not generate QR Code',
  // Local deals
  dealsSearching: 'Searching for the best deals near your area. Please wait.',
  // Distances: a location's point is its ZIP's centre (docs/adr/0074-co-op-time-and-zip-centre-distances.md).
  milesAway: '{miles} away',
  inZip: 'in ZIP {zip}',
  distanceNote: 'Distances are measured from the centre of each ZIP code.',
  favoritesSearching: 'Searching for your favorites deals. Please wait.',
  dealsError: 'There was an error processing this request: ',
  noDeals:
    'We are sorry, we could not find any deals near your area. Please change the ZIP code above, selected category or check out our other deals for you!',
  noFavorites: 'No favorites deals were added to your account!',
  favoriteAdded: 'Deal added to favorites',
  favoriteRemoved: 'Deal removed from your favorites',
  cannotRedeem: 'This deal cannot be redeemed',
  // Local deals search (product's own; the spec has no text for a ZIP missing from the ZIP database)
  zipUnknown: 'We could not find ZIP code {zip}. Please check it and try again.',
  // Local deals near the visitor's location (product's own; the others in NEAR_ME_MESSAGES)
  locationInvalid: 'Please send a location as a latitude and longitude.',
  // Local deals: opening and redeeming (product's own reasons, shown under the spec's titles)
  dealUnavailable: 'This deal is no longer available.',
  dealExpired: 'This deal has expired.',
  dealNoPrint: 'This deal cannot be printed; please redeem it on your phone.',
  dealNoMobile: 'This deal cannot be redeemed on a phone; please print it.',
  dealLimitLifetime: 'You have already used this deal {count} on this account.',
  dealLimitWindow: 'You have used this deal {count} in the last {days}. You can use it again on {date}.',
  ticketUnknown: 'This offline redemption is not on record for your account.',
  dealBusy: 'Many redemptions of this deal are in progress. Please try again in a moment.',
} as const;

/**
 * "Use my location" (product's own): apart from DEALS_MESSAGES, whose every word each Lambda
 * bundle carries through the route table, so only the search route and the page carry these.
 */
export const NEAR_ME_MESSAGES = {
  useMyLocation: 'Use my location',
  locating: 'Finding your location…',
  nearYourLocation: 'Near your location',
  zipOrLocation: 'Please search near a ZIP code or near your location, not both.',
  locationOutside: 'Your location is outside the area {coop} serves. Please search by ZIP code.',
  locationFallback: 'We could not use your location; showing deals near {zip}.',
  showingNear: 'Showing deals near {zip}.',
} as const;
