import { randomBytes } from 'node:crypto';
import { BUSINESS_STATUS, fill } from '#shared/constants.js';
import { addMonths, PARTNER_MAIL, type ExtendMonths } from '#shared/partner-mailings.js';
import { LIMIT_RULES } from '#shared/rate-limits.js';
import { PARTNER_MAIL_MESSAGES } from '#shared/schemas/partner-mail-messages.js';
import { usFromIso } from '#shared/us-dates.js';
import { getCoop, type CoopRecord } from '#functions/db/coops-repo.js';
import { extendOfferWithToken, getExtendToken, putPartnerLinkToken } from '#functions/db/partner-mail-repo.js';
import { getPartnerBundle } from '#functions/db/partners-repo.js';
import type { ExtendToken } from '#functions/db/records/ephemeral-records.js';
import type { LocationRecord, OfferRecord, PartnerRecord } from '#functions/db/offers-repo.js';
import { inConflict, invalid } from '#functions/model/errors.js';
import { log } from '#functions/model/log.js';
import { sha256 } from '#functions/model/tokens.js';
import type { LinkKeys } from '../accounts/link-tokens.js';
import { consume } from '../security/rate-limit.js';
import { storedBusiness, syncOfferListings } from './offer-state.js';

// A reminder's extension link (/extendoffer/{business id}/{key2}; ADR 0097): the same rules as the
// agreement link. key2 is 256 random bits of which only the SHA-256 is stored, one token per mail,
// bound to the business (key1) and the offer (in the token), expiring after PARTNER_MAIL.linkDays
// and good once: its use is marked in the transaction that re-dates the offer, and the token is
// kept until TTL, so a second use is told "already used" with the date the first one gave.

/** Stores a new extension token for one reminder mail and answers the link's keys. */
export async function issueExtendKeys(bpId: string, dealId: string, now = Date.now()): Promise<LinkKeys> {
  const key2 = randomBytes(32).toString('base64url');
  await putPartnerLinkToken(sha256(key2), {
    purpose: 'extend',
    bpId,
    dealId,
    expiresAt: Math.floor(now / 1000) + PARTNER_MAIL.linkDays * 86_400,
  });
  return { key1: bpId, key2 };
}

export const extendUrl = (portalUrl: string, keys: LinkKeys) =>
  `${portalUrl}/extendoffer/${encodeURIComponent(keys.key1)}/${encodeURIComponent(keys.key2)}`;

interface Loaded {
  tokenHash: string;
  token: ExtendToken;
  partner: PartnerRecord;
  offer: OfferRecord;
  locations: LocationRecord[];
  coop: CoopRecord;
}

async function load(keys: LinkKeys, ip: string, now: number): Promise<Loaded> {
  await consume(LIMIT_RULES.linkIp, ip);
  const wellFormed = /^[A-Za-z0-9-]{1,64}$/.test(keys.key1) && /^[A-Za-z0-9_-]{43}$/.test(keys.key2);
  const tokenHash = sha256(keys.key2);
  const token = wellFormed ? await getExtendToken(tokenHash) : undefined;
  if (!token || token.bpId !== keys.key1 || token.expiresAt <= Math.floor(now / 1000))
    throw invalid(PARTNER_MAIL_MESSAGES.extendLinkInvalid);
  if (token.usedAt) throw usedLink(token.newEndDate);
  const bundle = await getPartnerBundle(token.bpId);
  const offer = bundle.offers.find((o) => o.dealId === token.dealId);
  const coop = bundle.partner && (await getCoop(bundle.partner.plid));
  if (!bundle.partner || bundle.partner.status !== BUSINESS_STATUS.active || !offer || !coop)
    throw invalid(PARTNER_MAIL_MESSAGES.offerNotExtendable);
  return { tokenHash, token, partner: bundle.partner, offer, locations: bundle.locations, coop };
}

const usedLink = (endDate: string | undefined) =>
  invalid(fill(PARTNER_MAIL_MESSAGES.extendLinkUsed, { date: endDate ? usFromIso(endDate) : 'its new date' }));

/** outside/getofferextension: what the link page shows (the offer, its end date, each choice's new date). */
export async function getOfferExtension(keys: LinkKeys, ip: string, now = Date.now()) {
  const { partner, offer } = await load(keys, ip, now);
  return {
    success: true as const,
    businessName: partner.businessName,
    value: offer.value,
    description: offer.description,
    endDate: offer.expirationDate,
    options: PARTNER_MAIL.extendMonths.map((months) => ({ months, endDate: addMonths(offer.expirationDate, months) })),
  };
}

/**
 * outside/extendoffer: uses the link once and moves the offer's end date `months` on from the one
 * it has now; then its listings carry the new date, so members see it at once.
 */
export async function extendOffer(keys: LinkKeys, months: ExtendMonths, ip: string, now = new Date()) {
  const loaded = await load(keys, ip, now.getTime());
  const { offer } = loaded;
  const endDate = addMonths(offer.expirationDate, months);
  const outcome = await extendOfferWithToken(loaded.tokenHash, loaded.token, offer.expirationDate, endDate, now);
  if (outcome === 'used') throw usedLink((await getExtendToken(loaded.tokenHash))?.newEndDate);
  if (outcome === 'changed') throw inConflict(PARTNER_MAIL_MESSAGES.offerChangedMeanwhile);
  await applyExtension(loaded, now.getTime());
  return {
    success: true as const,
    message: fill(PARTNER_MAIL_MESSAGES.offerExtended, { date: usFromIso(endDate) }),
    endDate,
  };
}

/**
 * The one place the extension moves the offer's listings. The offer is stored re-dated already;
 * a failure here is logged and leaves the listings at the old date until the next change.
 */
async function applyExtension({ partner, offer }: Loaded, now: number) {
  try {
    // The offer is stored re-dated with the token's use; its listings follow, as every change's do.
    await syncOfferListings(await storedBusiness(partner.bpId), offer.dealId, now);
  } catch (error) {
    log('error', 'extended offer listings not re-dated', {
      bpId: partner.bpId,
      dealId: offer.dealId,
      error: (error as Error).message,
    });
    throw error;
  }
}
