import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { BUSINESS_STATUS, PATTERNS, WIZARD_LIMITS } from '#shared/constants.js';
import { isoFromUs } from '#shared/us-dates.js';
import {
  businessInfoRules,
  locationRules,
  offerRules,
  problemOf,
  signerRules,
  type Problem,
} from '#shared/partner-rules.js';
import type {
  BusinessDraft,
  DraftLocation,
  getBusinessDraftResponse,
  saveBusinessTempRequest,
  saveBusinessTempResponse,
} from '#shared/schemas/partners.js';
import { getCoop } from '#functions/db/coops-repo.js';
import { sendMail } from '#functions/db/mailer.js';
import { getMember, type MemberRecord } from '#functions/db/members-repo.js';
import type { LocationRecord, OfferRecord } from '#functions/db/offers-repo.js';
import {
  getDraft,
  getPartnerOwner,
  listMemberDrafts,
  offerHolders,
  putDraftIfVersion,
  submitBusiness,
  type DraftRecord,
} from '#functions/db/partners-repo.js';
import { invalid, inConflict, forbidden, unauthenticated } from '#functions/model/errors.js';
import { log } from '#functions/model/log.js';
import { dayIn, DEFAULT_TIME_ZONE } from '../dates.js';
import { portalUrlFor } from '../portal-url.js';
import { businessSubmittedMail } from '../mail/partner-mail.js';
import { draftImageKey } from './images.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';
import { countEvent } from '#functions/model/metrics.js';

// The business wizard's draft (tbp/savebusinesstemp, tbp/getbusinessdraft). Each save is a
// conditional write on the version it read; a page saving from an older version is merged with
// what was stored meanwhile, so two tabs never lose each other's locations or offers. Send for
// Approval runs the spec's checks on the server too and writes the partner, its locations and
// offers into the co-op's review queue in the same transaction.

const EDITABLE = new Set<number>([BUSINESS_STATUS.draft, BUSINESS_STATUS.rejected]);
const SAVE_ATTEMPTS = 5;

type SaveRequest = z.output<typeof saveBusinessTempRequest>;
type SaveResponse = z.input<typeof saveBusinessTempResponse>;

/** What the page loaded at its version: the business info and the agreement signer. */
export type DraftBase = Pick<BusinessDraft, 'businessInfo' | 'contractInfo'>;

// A blank field reads the same whether a page sends it as '', null or leaves it out.
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/** Field by field: what the page changed since it loaded `base` wins; the rest stays as stored. */
function mergeFields<T extends object>(stored: T, incoming: T, base: T): T {
  const merged = { ...stored, ...incoming };
  for (const k of Object.keys(merged) as (keyof T)[]) if (same(incoming[k], base[k])) merged[k] = stored[k];
  return merged;
}

/**
 * What a page saving from an older version sends, merged with what is stored: the business info
 * and signer fields it changed since it loaded `base` win, the others keep what another tab or
 * session saved meanwhile; its locations and offers win, and stored ones it does not
 * have (another tab added them) are kept unless it deleted them.
 */
export function mergeDraft(
  stored: BusinessDraft,
  incoming: BusinessDraft,
  base: DraftBase,
  removed: { locations: string[]; offers: string[] } = { locations: [], offers: [] },
): BusinessDraft {
  const keep = <T extends { id: string }>(mine: readonly T[], theirs: readonly T[], gone: readonly string[]) => {
    const have = new Set(mine.map((x) => x.id));
    return [...mine, ...theirs.filter((x) => !have.has(x.id) && !gone.includes(x.id))];
  };
  const { businessData: storedSigner, ...storedContract } = stored.contractInfo;
  const { businessData: incomingSigner, ...incomingContract } = incoming.contractInfo;
  const { businessData: baseSigner, ...baseContract } = base.contractInfo;
  return {
    ...incoming,
    businessInfo: mergeFields(stored.businessInfo, incoming.businessInfo, base.businessInfo),
    contractInfo: {
      ...mergeFields(storedContract, incomingContract, baseContract),
      businessData: mergeFields(storedSigner, incomingSigner, baseSigner),
    },
    locations: keep(incoming.locations, stored.locations, removed.locations),
    offers: keep(incoming.offers, stored.offers, removed.offers),
  };
}

const state = (r: DraftRecord) => ({ draft: r.draft, version: r.version, status: r.status, reviewNote: r.reviewNote });

/** The member's business still in onboarding (newest first): a draft, in review, sent back or waiting for the signature. */
export async function getBusinessDraft(memberId: string): Promise<z.input<typeof getBusinessDraftResponse>> {
  const open = (await listMemberDrafts(memberId))
    .filter((d) => d.status !== BUSINESS_STATUS.active)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return { success: true, business: open[0] ? state(open[0]) : null };
}

/** Offer ids the location's list names, for the enabled locations only. */
function offerLocations(draft: BusinessDraft, offerId: string): DraftLocation[] {
  return draft.locations.filter((l) => l.status === 1 && l.offers.includes(offerId));
}

/** Send for Approval's checks on the server, in the wizard's order; `today` is the co-op's (YYYY-MM-DD). */
export function submitProblem(draft: BusinessDraft, today: string): Problem | undefined {
  const info =
    problemOf(businessInfoRules, draft.businessInfo) ??
    problemOf(signerRules, { signerEmail: draft.contractInfo.emailTo ?? '' });
  if (info) return info;
  if (draft.locations.length > WIZARD_LIMITS.locations || draft.offers.length > WIZARD_LIMITS.offers)
    return { field: 'json', message: PARTNERS_MESSAGES.submitTooMany };
  if (!draft.locations.some((l) => l.status === 1))
    return { field: 'locations', message: PARTNERS_MESSAGES.submitNeedsLocation };
  for (const l of draft.locations) {
    const problem = problemOf(locationRules, l);
    if (problem) return problem;
  }
  if (!draft.offers.length) return { field: 'offers', message: PARTNERS_MESSAGES.submitNeedsOffer };
  const offerRule = offerRules(today);
  for (const o of draft.offers) {
    const problem = problemOf(offerRule, { ...o, locationIds: offerLocations(draft, o.id).map((l) => l.id) });
    if (problem) return problem;
  }
  return undefined;
}

/**
 * Offer and location ids are the server's: a page may send back only the ones this business's
 * stored draft already holds (minted at an earlier Send for Approval). Any other would let a page
 * name another business's live deal, whose listings, favorites and redemptions are keyed by them.
 */
function assertOwnIds(stored: DraftRecord | undefined, sent: BusinessDraft) {
  const own = (items: readonly { databaseId?: string }[] | undefined) =>
    new Set((items ?? []).map((i) => i.databaseId).filter(Boolean));
  const locations = own(stored?.draft.locations);
  const offers = own(stored?.draft.offers);
  const foreign =
    sent.locations.some((l) => l.databaseId && !locations.has(l.databaseId)) ||
    sent.offers.some((o) => o.databaseId && !offers.has(o.databaseId));
  if (foreign) throw invalid(PARTNERS_MESSAGES.draftForeignId);
}

/** A business id the page proposes for a new business must not be another member's business. */
async function assertBusinessIdFree(memberId: string, bpId: string) {
  const owner = await getPartnerOwner(bpId);
  if (owner && owner.memberId !== memberId) throw inConflict(PARTNERS_MESSAGES.businessIdTaken);
}

/**
 * Offer ids from before ids were claimed may already be another business's: sending one for
 * approval is refused (every id of a new offer is the server's and claimed in the submission).
 */
async function assertOffersUnshared(draft: BusinessDraft) {
  const holders = await Promise.all(
    draft.offers.map((o) => (o.databaseId ? offerHolders(o.databaseId) : Promise.resolve([]))),
  );
  if (holders.some((bps) => bps.some((bp) => bp !== draft.bpId))) throw invalid(PARTNERS_MESSAGES.draftForeignId);
}

/** Saved items keep their server ids; new ones get theirs now (the wizard then drops their delete). */
function withDatabaseIds(draft: BusinessDraft): BusinessDraft {
  return {
    ...draft,
    locations: draft.locations.map((l) => ({ ...l, databaseId: l.databaseId ?? randomUUID() })),
    offers: draft.offers.map((o) => ({ ...o, databaseId: o.databaseId ?? randomUUID() })),
  };
}

function partnerRows(draft: BusinessDraft, member: MemberRecord, now: string, version: number) {
  const b = draft.businessInfo;
  const locations: LocationRecord[] = draft.locations.map((l) => ({
    locationId: l.databaseId!,
    locationName: l.locationName.trim(),
    address: l.address.trim(),
    city: l.city.trim(),
    state: l.state,
    zip: l.zip,
    phone: l.phone,
    hideAddress: l.hideAddress ? 1 : 0,
    status: l.status,
  }));
  const offers: OfferRecord[] = draft.offers.map((o) => ({
    dealId: o.databaseId!,
    bpId: draft.bpId,
    value: o.value.trim(),
    dollarValue: Number(o.dollarValue),
    description: o.description.trim(),
    stubCopy: o.stubCopy,
    frequency: o.frequency,
    timeLapse: o.timeLapse,
    expirationDate: isoFromUs(o.endDate),
    isPrinted: o.isPrinted,
    isMobile: o.isMobile,
    status: o.status,
    locationIds: offerLocations(draft, o.id).map((l) => l.databaseId!),
    categories: o.categories
      .filter((c) => c.subcategories.some((sc) => sc.selected))
      .map((c) => ({
        category: c.category,
        subcategories: c.subcategories.filter((sc) => sc.selected).map((sc) => sc.subcategory),
      })),
  }));
  const partner = {
    bpId: draft.bpId,
    plid: member.plid,
    memberId: member.memberId,
    businessName: b.businessName.trim(),
    businessDescription: '',
    address: b.address.trim(),
    city: b.city.trim(),
    state: b.state,
    zip: b.zip,
    website: b.website.trim() || null,
    email: b.email.trim(),
    phone: b.phone,
    // Only images this member uploaded for this business (a name from the page is not trusted).
    logo: draftImageKey(member.memberId, draft.bpId, b.logoCode) ?? '',
    image1: draftImageKey(member.memberId, draft.bpId, b.image1Code),
    image2: draftImageKey(member.memberId, draft.bpId, b.image2Code),
    status: BUSINESS_STATUS.inReview,
    // Who signs the agreement: named on the Agreement tab, else the business's own email.
    signerName: draft.contractInfo.businessData.printedName?.trim() || null,
    signerTitle: draft.contractInfo.businessData.title?.trim() || null,
    signerEmail: draft.contractInfo.emailTo?.trim() || b.email.trim(),
    submittedAt: now,
    draftVersion: version,
    locationCount: locations.length,
    offerCount: offers.length,
  };
  return { partner, locations, offers };
}

/** tbp/savebusinesstemp: save for later, or with `submit` send for approval. */
export async function saveBusinessDraft(memberId: string, input: SaveRequest, now = new Date()): Promise<SaveResponse> {
  const member = await getMember(memberId);
  if (!member) throw unauthenticated(COMMON_MESSAGES.pleaseLogin);
  if (member.role !== 'member') throw forbidden(PARTNERS_MESSAGES.adminCannotCreateBusiness);
  const bpId = input.json.bpId;
  if (bpId !== input.id || !PATTERNS.recordId.test(bpId)) throw invalid(PARTNERS_MESSAGES.draftIdMismatch);
  // The contact is the signed-in member, whatever the page sent; no password is ever stored.
  const sent: BusinessDraft = {
    ...input.json,
    memberInfo: {
      userId: member.memberId,
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      cellPhone: member.cellPhone,
      zip: member.zip,
    },
  };

  for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
    const stored = await getDraft(memberId, bpId);
    if (stored && !EDITABLE.has(stored.status)) throw inConflict(PARTNERS_MESSAGES.draftLocked);
    assertOwnIds(stored, sent);
    if (!stored) await assertBusinessIdFree(memberId, bpId);
    let draft = sent;
    if (stored && input.version !== stored.version) {
      // Without what the page loaded, its copy cannot be told from its changes: refused, not merged.
      if (!input.base) throw inConflict(PARTNERS_MESSAGES.draftChangedElsewhere);
      draft = mergeDraft(stored.draft, sent, input.base, input.removed);
    }
    const version = (stored?.version ?? 0) + 1;
    const base = {
      bpId,
      memberId,
      plid: member.plid,
      businessName: draft.businessInfo.businessName.trim(),
      version,
      reviewNote: stored?.reviewNote ?? null,
      updatedAt: now.toISOString(),
    };

    if (!input.submit) {
      const record: DraftRecord = { ...base, status: stored?.status ?? BUSINESS_STATUS.draft, draft };
      if (await putDraftIfVersion(record, stored?.version))
        return { success: true, message: PARTNERS_MESSAGES.draftSaved, ...state(record) };
      continue;
    }

    // An offer may end today at the earliest, the co-op's today: it shows until midnight there.
    const problem = submitProblem(
      draft,
      dayIn(now.getTime(), (await getCoop(member.plid))?.timeZone ?? DEFAULT_TIME_ZONE),
    );
    if (problem) throw invalid(problem.message);
    await assertOffersUnshared(draft);
    draft = withDatabaseIds(draft);
    const record: DraftRecord = { ...base, status: BUSINESS_STATUS.inReview, draft, reviewNote: null };
    const rows = partnerRows(draft, member, base.updatedAt, version);
    const outcome = await submitBusiness(record, stored?.version, rows.partner, rows.locations, rows.offers);
    if (outcome === 'taken') throw inConflict(PARTNERS_MESSAGES.businessIdTaken);
    if (outcome === 'idTaken') throw invalid(PARTNERS_MESSAGES.draftForeignId);
    if (outcome === 'stale') continue;
    countEvent('partnerSubmission', member.plid);
    await mailSubmitter(member, record);
    return { success: true, message: PARTNERS_MESSAGES.draftSubmitted, ...state(record) };
  }
  throw inConflict(PARTNERS_MESSAGES.draftBusy);
}

async function mailSubmitter(member: MemberRecord, record: DraftRecord) {
  try {
    const coop = await getCoop(member.plid);
    if (coop)
      await sendMail(
        businessSubmittedMail(coop, member.email, member.firstName, portalUrlFor(coop), record.businessName),
        coop.displayName,
      );
  } catch (error) {
    // The submission stands; staff see it in the queue whether or not this notice went out.
    log('error', 'business submitted mail failed', { bpId: record.bpId, error: (error as Error).message });
  }
}
