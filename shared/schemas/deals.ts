import * as z from 'zod';
import { LIMITS, LOCAL_DEALS, roundCoordinate } from '../constants.js';
import { coopKey, credentials, flag, recordId, text } from './common.js';
import { DEALS_MESSAGES } from './deals-messages.js';

// Local deals search, opening, redemption and favorites.

const radius = z
  .union([z.string().max(5), z.number()])
  .transform((r) => Number(r))
  .refine((r) => (LOCAL_DEALS.radiusOptions as readonly number[]).includes(r), 'Please choose a distance from the list')
  .default(LOCAL_DEALS.defaultRadius);
const zipcode = z
  .string()
  .max(LIMITS.localDealsZipInput)
  .regex(/^(\d{5})?$/, 'Please enter a 5-digit ZIP code')
  .nullish();
const coordinate = (max: number) =>
  z
    .number(DEALS_MESSAGES.locationInvalid)
    .min(-max, DEALS_MESSAGES.locationInvalid)
    .max(max, DEALS_MESSAGES.locationInvalid)
    .transform(roundCoordinate);
/**
 * "Use my location": a point to search around instead of a ZIP, rounded here (about 100 m) so
 * nothing finer reaches the search. It is never stored nor logged. A ZIP beside it is refused by
 * the search (a refinement here would stop the web form picking fields of the payload).
 */
const point = z.strictObject({ lat: coordinate(90), lng: coordinate(180) }, DEALS_MESSAGES.locationInvalid).nullish();

export const category = z.object({
  category: z.string(),
  subcategories: z.array(z.object({ subcategory: z.string() })),
});
export const categoriesRequest = z.object({ credentials, key: coopKey });
export const categoriesResponse = z.object({
  success: z.literal(true),
  data: z.array(category),
  zip: z.string().nullable(),
});

/** Product additions to the spec's payloads: which page (1-based, clamped to the last) and sort. */
const paging = {
  page: z.number().int('Please choose a page number').min(1, 'Please choose a page number').max(10_000).default(1),
  sort: z.enum(LOCAL_DEALS.sorts, 'Please choose a sort from the list').default('distance-asc'),
};
export type DealSort = (typeof LOCAL_DEALS.sorts)[number];

export const listDealsRequest = z.object({
  credentials,
  key: coopKey,
  payload: z.object({ criteria: text(LIMITS.shellSearch).default(''), zipcode, point, radius, ...paging }),
});
export const listDealsByCategoryRequest = z.object({
  credentials,
  key: coopKey,
  // criteria is the product's: the text box narrows a category search too.
  payload: z.object({
    category: text(100),
    subCategory: text(100).nullish(),
    criteria: text(LIMITS.shellSearch).default(''),
    zipcode,
    point,
    radius,
    ...paging,
  }),
});
export const dealInList = z.object({
  dealId: z.string(),
  locationId: z.string(),
  dollarValue: z.number(),
  logo: z.string(),
  value: z.string(),
  description: z.string(),
  businessName: z.string(),
  address: z.string(),
  hideAddress: flag,
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  DISTANCE: z.number(),
});
export const listDealsResponse = z.object({
  success: z.literal(true),
  deals: z.array(dealInList),
  /** The ZIP searched around; null when the search was around the visitor's location. */
  zip: z.string().nullable(),
  radius: z.number(),
  /** Product addition: true when the search was around the point sent ("Use my location"). */
  nearLocation: z.boolean().optional(),
  /** Product additions: the page given (after clamping), the sort, and how many in all. */
  page: z.number(),
  pages: z.number(),
  total: z.number(),
  sort: z.enum(LOCAL_DEALS.sorts),
  message: z.string().optional(),
});

/** What the client sends back to identify a deal at one location. */
export const dealRef = z.object({
  dealId: recordId(DEALS_MESSAGES.dealUnavailable),
  locationId: recordId(DEALS_MESSAGES.dealUnavailable),
});
const couponIdText = z.string().regex(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/, 'Invalid coupon id');
export const dealData = dealRef.extend({
  source: z.enum([LOCAL_DEALS.printSource, LOCAL_DEALS.mobileSource]).optional(),
  couponId: couponIdText.optional(),
});
export const openDealRequest = z.object({ credentials, deal: dealRef });
export const openedDeal = z.object({
  website: z.string().nullable(),
  businessName: z.string(),
  businessDescription: z.string(),
  locationName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  locationPhone: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  logo: z.string(),
  value: z.string(),
  dollarValue: z.number(),
  description: z.string(),
  redemptions: z.string(),
  expirationDate: z.string(),
  isFavorite: z.boolean(),
  isPrinted: flag,
  isMobile: flag,
  stubCopy: z.string(),
  image1: z.string().nullable(),
  image2: z.string().nullable(),
  customerName: z.string(),
  memberId: z.string(),
  dealdata: dealRef,
  /** Product addition: the member's uses left in the offer's window now; null without a limit. */
  remaining: z.number().nullable().optional(),
});
export const openDealResponse = z.object({
  success: z.literal(true),
  data: openedDeal,
  message: z.string().optional(),
});
export const printDealRequest = z.object({ credentials, deal: dealData.required({ source: true }) });
/** What the printed coupon and the cashier's screen show (product addition to the spec's reply). */
export const coupon = z.object({
  /** Four groups of four characters from a CSPRNG, made by the server. */
  couponId: z.string(),
  source: z.enum([LOCAL_DEALS.printSource, LOCAL_DEALS.mobileSource]),
  businessName: z.string(),
  locationName: z.string(),
  /** Empty when the partner hides the street address. */
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  value: z.string(),
  dollarValue: z.number(),
  description: z.string(),
  stubCopy: z.string(),
  /** MM/DD/YYYY. */
  expirationDate: z.string(),
  customerName: z.string(),
  memberId: z.string(),
  /** ISO time of the redemption. */
  redeemedAt: z.string(),
});
export const printDealResponse = z.object({ success: z.literal(true), message: z.string().optional(), coupon });
export const favoriteRequest = z.object({ credentials, deal: dealRef });
export const favoriteResponse = z.object({ success: z.boolean() });
/** A favorite is listed even when its deal ended: `unavailable` then says why (product addition). */
export const favoriteInList = dealInList.extend({
  unavailable: z.string().optional(),
  /** Product addition: the server-minted ticket an offline 'Redeem on phone' of this favorite uses as its coupon id. */
  ticket: z.string().optional(),
});
export const listFavoritesResponse = z.object({
  success: z.literal(true),
  deals: z.array(favoriteInList),
  message: z.string().optional(),
});

/** Product route: a 'Redeem on phone' made offline, sent once the connection returns. */
export const redeemOfflineRequest = z.object({ credentials, deal: dealRef, ticket: couponIdText });
export const redeemOfflineResponse = z.object({
  success: z.literal(true),
  coupon,
  /** The favorite's next ticket (null if it is no longer a favorite). */
  ticket: z.string().nullable(),
  /** Uses left after this one (null: no limit, or not known on a replay). */
  remaining: z.number().nullable(),
});
