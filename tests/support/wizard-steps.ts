import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

// The business wizard's checks in the spec's order, one failing
// field at a time with the value that fixes it: walked by the jsdom and the browser tests alike.

export type Step = [label: string, message: string, value: string];

/** Send for Approval's business info checks. */
export const BUSINESS_INFO_STEPS: Step[] = [
  ['Business name', PARTNERS_MESSAGES.bizName, 'Corner Bakery'],
  ['Address', PARTNERS_MESSAGES.bizAddress, '12 Wheat Street'],
  ['City', PARTNERS_MESSAGES.bizCity, 'Lawrence'],
  ['State', PARTNERS_MESSAGES.bizState, 'KS'],
  ['ZIP code', PARTNERS_MESSAGES.bizZipRequired, '660'],
  ['ZIP code', PARTNERS_MESSAGES.bizZipInvalid, '66044'],
  ['Phone', PARTNERS_MESSAGES.bizPhoneRequired, '785555'],
  ['Phone', PARTNERS_MESSAGES.bizPhoneInvalid, '7855550142'],
  ['Email', PARTNERS_MESSAGES.bizEmailRequired, 'owner@'],
  ['Email', PARTNERS_MESSAGES.bizEmailInvalid, 'owner@cornerbakery.example'],
];

/** The include-as-location box's name for each business info field it needs (email it does not). */
export const INCLUDE_FIELD_NAMES: Record<string, string> = {
  'Business name': 'Business Name',
  Address: 'Address',
  City: 'City',
  State: 'State',
  'ZIP code': 'ZIP Code',
  Phone: 'Phone Number',
};

/** Save location's checks. */
export const LOCATION_STEPS: Step[] = [
  ['Location name', PARTNERS_MESSAGES.locationName, 'East store'],
  ['Address', PARTNERS_MESSAGES.locationAddress, '400 Mass Street'],
  ['City', PARTNERS_MESSAGES.locationCity, 'Lawrence'],
  ['State', PARTNERS_MESSAGES.locationState, 'KS'],
  ['ZIP code', PARTNERS_MESSAGES.locationZipRequired, '66'],
  ['ZIP code', PARTNERS_MESSAGES.locationZipInvalid, '66044'],
  ['Phone', PARTNERS_MESSAGES.locationPhoneRequired, '785'],
  ['Phone', PARTNERS_MESSAGES.locationPhoneInvalid, '7855550100'],
];
