import * as z from 'zod';
import { businessDraft } from '#shared/schemas/partners.js';
import { recordFamily } from './stored-record.js';

// Business partners (docs/data-model.md, patterns 18 to 22): one schema per family, the type the
// repositories read and write (ADR 0080).

const flag = z.literal([0, 1]);

/** Pattern 18: a member's business wizard draft. */
export const draftFamily = recordFamily(
  'business draft',
  z.object({
    bpId: z.string(),
    memberId: z.string(),
    plid: z.number(),
    businessName: z.string(),
    /** BUSINESS_STATUS: draft, in review, rejected, approved, active. */
    status: z.number(),
    /** Counts the saves; each save is conditional on the one it read. */
    version: z.number(),
    draft: businessDraft,
    reviewNote: z.string().nullable(),
    updatedAt: z.string(),
  }),
);
export type DraftRecord = z.output<typeof draftFamily.schema>;

/**
 * Pattern 19's profile. A business sent for approval carries its submitter, signer and submission
 * (written by Send for Approval); one the demo seed (or an import) wrote has none of them, so they
 * are optional here and `SubmittedPartner` is the type of one that has them.
 */
export const partnerFamily = recordFamily(
  'business partner',
  z.object({
    bpId: z.string(),
    plid: z.number(),
    businessName: z.string(),
    businessDescription: z.string(),
    website: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    logo: z.string(),
    image1: z.string().nullable(),
    image2: z.string().nullable(),
    status: z.number(),
    /** The business's main address (the wizard's, written by Send for Approval; the demo seed's too). */
    address: z.string().optional(),
    city: z.string().optional(),
    state: z.string().optional(),
    zip: z.string().optional(),
    memberId: z.string().optional(),
    signerName: z.string().nullable().optional(),
    signerTitle: z.string().nullable().optional(),
    signerEmail: z.string().optional(),
    submittedAt: z.string().optional(),
    draftVersion: z.number().optional(),
    /** Written at submission (the demo seed's active ones too), so the review queue lists without reading each business. */
    locationCount: z.number().optional(),
    offerCount: z.number().optional(),
    reviewNote: z.string().nullable().optional(),
    /** When its agreement was signed (it became active). */
    signedAt: z.string().optional(),
    /** The business chose no monthly numbers email (its opt-out link; ADR 0097). */
    numbersOptOut: z.boolean().optional(),
  }),
);
export type PartnerRecord = z.output<typeof partnerFamily.schema>;

/**
 * A partner sent for approval through the wizard: the profile with the fields Send for Approval
 * writes. Every partner in review, approved or rejected is one (only Send for Approval puts a
 * business in review), so the reads of those answer this.
 */
export const submittedPartnerFamily = recordFamily(
  'business partner',
  partnerFamily.schema.required({
    address: true,
    city: true,
    state: true,
    zip: true,
    memberId: true,
    signerName: true,
    signerTitle: true,
    signerEmail: true,
    submittedAt: true,
    draftVersion: true,
  }),
);
export type SubmittedPartner = z.output<typeof submittedPartnerFamily.schema>;

/** Who submitted a business and where it stands (a projection of the profile). */
export const partnerOwnerFamily = recordFamily(
  'business partner',
  partnerFamily.schema.pick({ memberId: true, status: true }),
);

/** Pattern 19: one of a partner's locations. */
export const locationFamily = recordFamily(
  'partner location',
  z.object({
    locationId: z.string(),
    locationName: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    phone: z.string().nullable(),
    hideAddress: z.union([flag, z.boolean()]),
    status: z.number(),
  }),
);
export type LocationRecord = z.output<typeof locationFamily.schema>;

/** Pattern 19 (and 21 through gsi2): one of a partner's offers. */
export const offerFamily = recordFamily(
  'partner offer',
  z.object({
    dealId: z.string(),
    bpId: z.string(),
    value: z.string(),
    dollarValue: z.number(),
    description: z.string(),
    stubCopy: z.string(),
    frequency: z.number(),
    timeLapse: z.number(),
    /** YYYY-MM-DD */
    expirationDate: z.string(),
    isPrinted: flag,
    isMobile: flag,
    status: z.number(),
    locationIds: z.array(z.string()),
    /** The categories and subcategories chosen in the wizard (the listings' search filters). */
    categories: z.array(z.object({ category: z.string(), subcategories: z.array(z.string()) })).optional(),
    /** Who switched it off: an offer the co-op's staff paused is theirs to resume (ADR 0095). */
    pausedBy: z.enum(['owner', 'staff']).nullable().optional(),
  }),
);
export type OfferRecord = z.output<typeof offerFamily.schema>;

/** What an owner may change of a live offer only through staff review (ADR 0095). */
export const offerTermsSchema = offerFamily.schema
  .pick({ value: true, dollarValue: true, description: true, frequency: true, timeLapse: true, stubCopy: true })
  .extend({ categories: z.array(z.object({ category: z.string(), subcategories: z.array(z.string()) })) });
export type OfferTerms = z.output<typeof offerTermsSchema>;

/** Pattern 22a: an owner's change to an offer's terms, waiting for staff or sent back. */
export const offerChangeFamily = recordFamily(
  'offer change',
  z.object({
    bpId: z.string(),
    dealId: z.string(),
    plid: z.number(),
    /** Minted at each submission: staff decide on the change they saw, never a newer one. */
    changeId: z.string(),
    memberId: z.string(),
    state: z.enum(['waiting', 'sentBack']),
    submittedAt: z.string(),
    terms: offerTermsSchema,
    /** The staff's reason, once sent back. */
    reviewNote: z.string().nullable(),
  }),
);
export type OfferChangeRecord = z.output<typeof offerChangeFamily.schema>;

/** Pattern 22: a signed agreement's audit record, written once. */
export const agreementFamily = recordFamily(
  'agreement audit',
  z.object({
    bpId: z.string(),
    version: z.number(),
    documentSha256: z.string(),
    pdfSha256: z.string(),
    pdfKey: z.string(),
    agreementVersion: z.string(),
    consentText: z.string(),
    signer: z.object({ by: z.string(), name: z.string(), title: z.string() }),
    signedAt: z.string(),
    ip: z.string(),
    userAgent: z.string(),
    /** The first 16 hex digits of the used link token's hash: which link signed, without the link. */
    linkTokenId: z.string(),
  }),
);
export type AgreementAudit = z.output<typeof agreementFamily.schema>;
