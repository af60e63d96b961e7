import { createHash, randomBytes } from 'node:crypto';
import type * as z from 'zod';
import { usFromIso } from '#shared/us-dates.js';
import {
  AGREEMENT_VERSION,
  agreementSections,
  agreementText,
  CONSENT_TEXT,
  type AgreementData,
} from '#shared/agreement.js';
import { BUSINESS_STATUS, PRIVATE_MEDIA } from '#shared/constants.js';
import { LIMIT_RULES } from '#shared/rate-limits.js';
import type { eSignature, getBpInfoResponse } from '#shared/schemas/partners.js';
import { getCoop, type CoopRecord } from '#functions/db/coops-repo.js';
import { addListing } from '#functions/db/deal-index-repo.js';
import { sendMail } from '#functions/db/mailer.js';
import { createMedia } from '#functions/db/media-repo.js';
import { countLiveOffers } from '#functions/db/stats-repo.js';
import { dayIn } from '../dates.js';
import {
  getAgreementToken,
  getPartnerBundle,
  offerHolders,
  signPartner,
  submitted,
  type PartnerBundle,
  type SubmittedPartner,
} from '#functions/db/partners-repo.js';
import { invalid } from '#functions/model/errors.js';
import { log } from '#functions/model/log.js';
import { portalUrlFor } from '../portal-url.js';
import type { LinkKeys } from '../accounts/link-tokens.js';
import { agreementSignedMail } from '../mail/partner-mail.js';
import { consume } from '../security/rate-limit.js';
import { sha256 } from '#functions/model/tokens.js';
import { coopPostalAddress } from './wizard-data.js';
import { agreementPdf } from './agreement-pdf.js';
import { offerListings } from './listings.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';
import { countEvent } from '#functions/model/metrics.js';

// The agreement link (/bpesignature/{key1}/{key2}): outside/getbpinfo loads what is to be signed;
// outside/signAgreement signs it. The server renders the agreement from stored data (the page's
// HTML is never used), makes the PDF with an audit page, keeps it under private/ in the media
// bucket, writes the audit record once, and makes the business active: its enabled offers at its
// enabled locations become listings in the same geo index local deals search reads.

export const INVALID_AGREEMENT_LINK =
  'This agreement link is not valid: it was already used or has expired. Please contact your cooperative for a new one.';

interface Loaded {
  tokenHash: string;
  bundle: Required<PartnerBundle<SubmittedPartner>>;
  coop: CoopRecord;
}

async function load(keys: LinkKeys, ip: string): Promise<Loaded> {
  await consume(LIMIT_RULES.linkIp, ip);
  const wellFormed = /^[A-Za-z0-9-]{1,64}$/.test(keys.key1) && /^[A-Za-z0-9_-]{43}$/.test(keys.key2);
  const tokenHash = sha256(keys.key2);
  const token = wellFormed ? await getAgreementToken(tokenHash) : undefined;
  if (
    !token ||
    token.purpose !== 'agreement' ||
    token.bpId !== keys.key1 ||
    token.expiresAt <= Math.floor(Date.now() / 1000)
  )
    throw invalid(INVALID_AGREEMENT_LINK);
  const bundle = await getPartnerBundle(keys.key1);
  // Only a business sent for approval is ever approved, so only it has a signer.
  const partner = bundle.partner && submitted(bundle.partner);
  if (!partner || partner.status !== BUSINESS_STATUS.approved) throw invalid(INVALID_AGREEMENT_LINK);
  const coop = await getCoop(partner.plid);
  if (!coop) throw invalid(INVALID_AGREEMENT_LINK);
  return { tokenHash, bundle: { ...bundle, partner }, coop };
}

function agreementData({ bundle, coop }: Loaded): AgreementData {
  const p = bundle.partner;
  const names = new Map(bundle.locations.map((l) => [l.locationId, l.locationName]));
  const address = coopPostalAddress(coop);
  return {
    business: { name: p.businessName, address: p.address, city: p.city, state: p.state, zip: p.zip },
    coop: {
      name: address.coopName,
      address: address.address,
      city: address.city,
      state: address.state,
      zip: address.zip,
    },
    offers: bundle.offers.map((o) => ({
      offerId: o.dealId,
      description: o.description,
      dollarValue: o.dollarValue,
      frequency: o.frequency,
      timelapse: o.timeLapse,
      enddate: usFromIso(o.expirationDate),
      stubCopy: o.stubCopy,
      locations: o.locationIds.map((id) => ({ locationName: names.get(id) ?? id })),
    })),
  };
}

export async function getBpInfo(keys: LinkKeys, ip: string): Promise<z.input<typeof getBpInfoResponse>> {
  const loaded = await load(keys, ip);
  const d = agreementData(loaded);
  const p = loaded.bundle.partner;
  return {
    success: true,
    bpData: {
      businessName: d.business.name,
      address: d.business.address,
      city: d.business.city,
      state: d.business.state,
      zip: d.business.zip,
    },
    plData: { coopName: d.coop.name, address: d.coop.address, city: d.coop.city, state: d.coop.state, zip: d.coop.zip },
    offers: d.offers,
    contractInfo: {
      businessData: {
        signee: p.signerName ?? '',
        printedName: p.signerName ?? '',
        title: p.signerTitle ?? '',
        date: dayIn(Date.now(), loaded.coop.timeZone),
      },
    },
  };
}

export interface Signing {
  ip: string;
  userAgent: string;
}

export async function signAgreement(
  keys: LinkKeys,
  signature: z.output<typeof eSignature>,
  who: Signing,
  now = new Date(),
) {
  const loaded = await load(keys, who.ip);
  const partner = loaded.bundle.partner;
  const data = agreementData(loaded);
  const text = agreementText(data);
  const signedAt = now.toISOString();
  const version = 1;
  const linkTokenId = loaded.tokenHash.slice(0, 16);
  const audit: [string, string][] = [
    ['Agreement version', AGREEMENT_VERSION],
    ['Document SHA-256 (agreement text)', sha256(text)],
    ['Signed by', signature.by],
    ['Full name', signature.name],
    ['Job title', signature.title],
    ['Signed at (UTC)', signedAt],
    ['IP address', who.ip],
    ['User agent', who.userAgent || 'unknown'],
    ['Link token id', linkTokenId],
    ['Consent', CONSENT_TEXT],
  ];
  const pdf = await agreementPdf({
    title: `Participating Business Agreement: ${data.business.name} and ${data.coop.name}`,
    sections: agreementSections(data),
    coopSignee: `${data.coop.name}, by its authorized representative, on approval of this business.`,
    signature: { ...signature, signedAt },
    audit,
  });
  // Each attempt's PDF under a key of its own, never overwritten: parallel signs with one link
  // each store theirs, and the audit record (written once, in the transaction that uses the
  // link) names the winner's. The PDF first: a failed or losing signing leaves at most an
  // unreferenced private file, never a record without its PDF.
  const pdfKey = `${PRIVATE_MEDIA.agreements}${partner.bpId}/agreement-${version}-${randomBytes(12).toString('hex')}.pdf`;
  await createMedia(pdfKey, pdf, 'application/pdf');
  const signed = await signPartner(
    partner,
    loaded.tokenHash,
    {
      bpId: partner.bpId,
      version,
      documentSha256: sha256(text),
      pdfSha256: createHash('sha256').update(pdf).digest('hex'),
      pdfKey,
      agreementVersion: AGREEMENT_VERSION,
      consentText: CONSENT_TEXT,
      signer: signature,
      signedAt,
      ip: who.ip,
      userAgent: who.userAgent,
      linkTokenId,
    },
    Math.floor(now.getTime() / 1000),
  );
  if (!signed) throw invalid(INVALID_AGREEMENT_LINK);
  countEvent('signature', loaded.coop.plid);
  await goLive(loaded, now.getTime());
  await mailSigned(partner, loaded.coop, pdf, data.business.name);
  return { success: true, message: PARTNERS_MESSAGES.agreementSigned };
}

/** The signed business's enabled offers at its enabled locations, as listings in the geo index. */
async function goLive({ bundle, coop }: Loaded, now: number) {
  /** Offers with at least one listing: the co-op's live deals on the admin dashboard. */
  let live = 0;
  for (const o of bundle.offers) {
    // An id another business also holds (a submission from before ids were claimed) never lists.
    if ((await offerHolders(o.dealId)).some((bp) => bp !== bundle.partner!.bpId)) {
      log('error', 'offer id held by another business: not listed', { bpId: bundle.partner!.bpId, dealId: o.dealId });
      continue;
    }
    let listed = false;
    for (const listing of await offerListings(bundle.partner!, o, bundle.locations, coop, now)) {
      try {
        await addListing(listing);
        listed = true;
      } catch (error) {
        log('error', 'listing not added', {
          bpId: listing.bpId,
          dealId: o.dealId,
          locationId: listing.locationId,
          error: (error as Error).message,
        });
      }
    }
    if (listed) live++;
  }
  await countLiveOffers(coop.plid, live).catch((error: Error) =>
    log('error', 'live offers not counted', { bpId: bundle.partner!.bpId, error: error.message }),
  );
}

async function mailSigned(partner: SubmittedPartner, coop: CoopRecord, pdf: Uint8Array, businessName: string) {
  const portalUrl = portalUrlFor(coop);
  const attachment = { filename: `Participating Business Agreement - ${businessName}.pdf`, content: pdf };
  for (const to of [partner.signerEmail, coop.displayEmail].filter((x): x is string => Boolean(x))) {
    try {
      await sendMail(agreementSignedMail(coop, to, portalUrl, businessName, attachment), coop.displayName);
    } catch (error) {
      log('error', 'signed agreement mail failed', { bpId: partner.bpId, error: (error as Error).message });
    }
  }
}
