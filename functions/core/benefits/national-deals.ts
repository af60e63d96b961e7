import type * as z from 'zod';
import type { listNationalDealsResponse } from '#shared/schemas/benefits.js';
import type { NationalDeal } from '#shared/schemas/home.js';
import { requestCoop } from '../coops/request-coop.js';
import { coopNationalDeals } from '../home/home-data.js';
import { mediaUrl } from '#functions/model/media-url.js';

// b2c/listnationaldeals: the national deals the member's co-op shows, as on its home page (the
// co-op's list filters the network catalogue; home-data.ts holds that rule and its warm cache).

const OPTIONAL = [
  'businessOverview',
  'notes',
  'redemptionPhone',
  'redemptionUrl',
  'altImage1',
  'altImage2',
  'altImage3',
] as const;

/** The string 'null' or a missing value means absent; absent travels as null. */
export function absentAsNull(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' || trimmed.toLowerCase() === 'null' ? null : value;
}

export function cleanNationalDeal(deal: NationalDeal): NationalDeal {
  const out = { ...deal };
  for (const field of OPTIONAL) out[field] = absentAsNull(deal[field]);
  // Alternate images are stored as media keys like the logo, which home data already resolved.
  for (const field of ['altImage1', 'altImage2', 'altImage3'] as const)
    out[field] = out[field] === null ? null : mediaUrl(out[field]);
  return out;
}

export async function listNationalDeals(plid: number): Promise<z.input<typeof listNationalDealsResponse>> {
  const deals = await coopNationalDeals(await requestCoop({ memberPlid: plid }));
  return { success: true, deals: deals.map(cleanNationalDeal) };
}
