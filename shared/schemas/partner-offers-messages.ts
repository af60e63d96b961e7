// Messages of keeping offers current (ADR 0095): an owner's pause, resume and extension on My
// business, changes to an offer's terms sent to staff, and staff's decision on them.

export const OFFER_MESSAGES = {
  businessNotYours: 'We could not find that business among yours.',
  businessNotActive: 'Your business is not active yet: its offers can be changed once its agreement is signed.',
  offerNotFound: 'That offer was not found. It may belong to another business.',
  locationNotFound: 'That location was not found. It may belong to another business.',
  pausedByStaff: 'Your cooperative paused this offer. Please contact them to have it resumed.',
  offerPaused: 'The offer is paused: members no longer find it. Resume it whenever you like.',
  offerResumed: 'The offer is live again: members find it in Local Deals now.',
  offerResumedNotLive:
    'The offer is switched on, but members do not see it yet: its locations are paused or its end date has passed.',
  locationPaused: 'The location is paused: its offers no longer show there.',
  locationResumed: 'The location is back on: its live offers show there again.',
  endDateInvalid: 'Enter the new end date as a real date, MM/DD/YYYY.',
  endDateNotLater: 'The new end date must be after the current one, {date}.',
  endDateTooLate: 'The end date can be at most {date}.',
  offerExtended: 'The offer now runs until {date}.',
  timeLapseInvalid: 'Choose how often the limit applies from the list.',
  changeSubmitted:
    'Your change was sent to your cooperative for review. Members keep seeing the current offer until it is approved.',
  changeUnchanged: 'This is what the offer already says: change a field before sending it for review.',
  changeApproved: 'The change is approved: members see the new offer now.',
  changeSentBack: 'The change was sent back to its owner with your reason. Members keep seeing the live offer.',
  changeNotWaiting:
    'This change is no longer waiting for review: it was decided, or its owner sent a newer one. Reload to see the latest.',
  sendBackReasonRequired: 'Please say why the change is sent back, so its owner can fix it.',
  sendBackReasonTooLong: 'The reason can have at most 1000 characters.',
} as const;
