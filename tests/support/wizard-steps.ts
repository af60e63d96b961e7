import { MESSAGES } from '../../shared/constants.js';

// The business wizard's checks in the spec's order, one failing
// field at a time with the value that fixes it: walked by the jsdom and the browser tests alike.

export type Step = [label: string, message: string, value: string];

/** Send for Approval's business info checks. */
export const BUSINESS_INFO_STEPS: Step[] = [
  ['Business name', MESSAGES.bizName, 'Corner Bakery'],
  ['Address', MESSAGES.bizAddress, '12 Wheat Street'],
  ['City', MESSAGES.bizCity, 'Lawrence'],
  ['State', MESSAGES.bizState, 'KS'],
  ['ZIP code', MESSAGES.bizZipRequired, '660'],
  ['ZIP code', MESSAGES.bizZipInvalid, '66044'],
  ['Phone', MESSAGES.bizPhoneRequired, '785555'],
  ['Phone', MESSAGES.bizPhoneInvalid, '7855550142'],
  ['Email', MESSAGES.bizEmailRequired, 'owner@'],
  ['Email', MESSAGES.bizEmailInvalid, 'owner@cornerbakery.example'],
];

/** The include-as-location box's name for each business info field it needs (email it does not). */
export const INCLUDE_FIELD_NAMES: Record<string, string> = { 'Business name': 'Business Name', Address: 'Address', City: 'City', State: 'State', 'ZIP code': 'ZIP Code', Phone: 'Phone Number' };

/** Save location's checks. */
export const LOCATION_STEPS: Step[] = [
  ['Location name', MESSAGES.locationName, 'East store'],
  ['Address', MESSAGES.locationAddress, '400 Mass Street'],
  ['City', MESSAGES.locationCity, 'Lawrence'],
  ['State', MESSAGES.locationState, 'KS'],
  ['ZIP code', MESSAGES.locationZipRequired, '66'],
  ['ZIP code', MESSAGES.locationZipInvalid, '66044'],
  ['Phone', MESSAGES.locationPhoneRequired, '785'],
  ['Phone', MESSAGES.locationPhoneInvalid, '7855550100'],
];
