import * as z from 'zod';
import { DRAFT_STATUS_DEFAULT, LIMITS, PATTERNS } from '../constants.js';
import { credentials, flag, linkKeys, recordId, text } from './common.js';
import { COMMON_MESSAGES } from './common-messages.js';
import { PARTNERS_MESSAGES } from './partners-messages.js';

// Business partners: wizard draft, agreement signing, profile and categories.

const field = text(LIMITS.businessField);
const itemId = recordId(COMMON_MESSAGES.badRequest);
export const location = z.object({
  id: itemId,
  type: flag,
  locationName: field,
  address: field,
  city: field,
  state: text(2),
  zip: z.string().regex(PATTERNS.zip, 'Enter a valid ZIP Code'),
  phone: z.string().regex(PATTERNS.phone, 'Enter a valid phone number'),
  status: flag,
  hideAddress: z.boolean(),
  offers: z.array(itemId).max(200),
  selected: z.boolean().optional(),
  databaseId: itemId.optional(),
});
/** An offer's words as the member reads them, with their limits: the wizard's and an owner's edit alike. */
export const offerTexts = {
  description: text(LIMITS.offerDescription),
  value: text(LIMITS.offerValue),
  stubCopy: text(LIMITS.offerStubCopy),
};
export const offer = z.object({
  id: itemId,
  ...offerTexts,
  dollarValue: z.coerce
    .number({ error: PARTNERS_MESSAGES.offerDollarInvalid })
    .min(0, PARTNERS_MESSAGES.offerDollarInvalid)
    .max(100000),
  frequency: z.coerce.number().int().min(0).max(999),
  timeLapse: z.coerce.number().int(),
  endDate: z.string().refine((v) => v === '' || PATTERNS.date.test(v), PARTNERS_MESSAGES.offerExpirationInvalid),
  status: z.number().int(),
  isPrinted: flag,
  isMobile: flag,
  expirationDate: z.string().max(10).optional(),
  tags: z.array(text(50)).max(50).optional(),
  categories: z
    .array(
      z.object({
        category: text(100),
        selected: z.boolean(),
        subcategories: z.array(z.object({ subcategory: text(100), selected: z.boolean() })).max(100),
      }),
    )
    .max(100),
  databaseId: itemId.optional(),
});
export const businessDraft = z.object({
  bpId: text(64),
  memberInfo: z.object({
    userId: text(64),
    firstName: text(LIMITS.name),
    lastName: text(LIMITS.name),
    email: text(LIMITS.email),
    cellPhone: text(20).nullish(),
    zip: text(LIMITS.zip).nullish(),
    password: z.string().max(0).optional(),
  }),
  businessInfo: z.object({
    businessName: field,
    address: field,
    city: field,
    state: text(2),
    zip: text(LIMITS.zip),
    phone: text(20),
    website: text(LIMITS.businessWebsite),
    email: text(LIMITS.businessEmail),
    logoCode: text(200).nullish(),
    image1Code: text(200).nullish(),
    image2Code: text(200).nullish(),
    includeAsLocation: z.boolean(),
    status: z.number().int().default(DRAFT_STATUS_DEFAULT),
    orgStatus: z.number().int().default(DRAFT_STATUS_DEFAULT),
  }),
  locations: z.array(location).max(100),
  offers: z.array(offer).max(100),
  contractInfo: z.object({
    eSignType: text(20).default('sign'),
    contractLink: text(500).nullish(),
    emailTo: text(LIMITS.email).nullish(),
    businessFullName: text(100).nullish(),
    businessData: z.object({ signee: field, printedName: field, title: field, date: text(20) }).partial(),
  }),
  bpContract: z
    .object({
      date: text(20),
      agreement: text(200000),
      bpBy: field,
      bpPrintedName: field,
      bpTitle: field,
      ipAddress: text(64),
    })
    .partial()
    .optional(),
  contractDate: text(20).nullish(),
  selection: z.literal('Existing').optional(),
});
export type BusinessDraft = z.output<typeof businessDraft>;
export type DraftLocation = z.output<typeof location>;
export type DraftOffer = z.output<typeof offer>;

/**
 * The spec's fields plus the product's: `version` the page loaded (absent for a new business; a
 * save merges with what another tab saved meanwhile), `removed` the ids the page deleted since,
 * `base` what it loaded, and `submit` for Send for Approval.
 */
export const saveBusinessTempRequest = z.object({
  credentials,
  businessName: field,
  json: businessDraft,
  id: text(64),
  version: z.number().int().min(0).optional(),
  removed: z.object({ locations: z.array(text(64)).max(200), offers: z.array(text(64)).max(200) }).optional(),
  submit: z.boolean().optional(),
  /**
   * The business info and agreement signer the page loaded at `version`: a save from
   * an older version keeps the stored value of each field the page did not change since.
   */
  base: z
    .object({ businessInfo: businessDraft.shape.businessInfo, contractInfo: businessDraft.shape.contractInfo })
    .optional(),
});
/** The business as now stored (after any merge), for the page to continue from. */
export const businessDraftState = z.object({
  draft: businessDraft,
  version: z.number().int(),
  status: z.number().int(),
  /** Why staff sent it back (status rejected). */
  reviewNote: z.string().nullable(),
});
export const saveBusinessTempResponse = z
  .object({ success: z.boolean(), message: z.string().optional() })
  .extend(businessDraftState.partial().shape);
export const getBusinessDraftResponse = z.object({ success: z.literal(true), business: businessDraftState.nullable() });

export const eSignature = z.object({
  by: z
    .string({ error: PARTNERS_MESSAGES.signatureIncomplete })
    .trim()
    .min(1, PARTNERS_MESSAGES.signatureIncomplete)
    .max(LIMITS.signatureField),
  name: z
    .string({ error: PARTNERS_MESSAGES.signatureIncomplete })
    .trim()
    .min(1, PARTNERS_MESSAGES.signatureIncomplete)
    .max(LIMITS.signatureField),
  title: z
    .string({ error: PARTNERS_MESSAGES.signatureIncomplete })
    .trim()
    .min(1, PARTNERS_MESSAGES.signatureIncomplete)
    .max(LIMITS.signatureField),
});
export const signAgreementRequest = z.object({ ...linkKeys, eSignature, agreement: z.string().max(200000) });

const address = { address: z.string(), city: z.string(), state: z.string(), zip: z.string() };
export const coopInfo = z.object({ coopName: z.string(), ...address });
export const getBpInfoResponse = z.object({
  success: z.literal(true),
  bpData: z.object({ businessName: z.string(), ...address }),
  plData: coopInfo,
  offers: z.array(
    z.object({
      offerId: z.string(),
      description: z.string(),
      dollarValue: z.number(),
      frequency: z.number(),
      timelapse: z.number(),
      enddate: z.string(),
      stubCopy: z.string(),
      locations: z.array(z.object({ locationName: z.string() })),
    }),
  ),
  contractInfo: z.object({
    businessData: z.object({ signee: z.string(), printedName: z.string(), title: z.string(), date: z.string() }),
  }),
});

export const listCategoriesResponse = z.object({
  success: z.literal(true),
  categories: z.array(
    z.object({ category: z.string(), subcategories: z.array(z.object({ subcategory: z.string() })) }),
  ),
});
export const getCoopInfoResponse = z.object({ success: z.literal(true), coopInfo });
export const getProfileResponse = z.object({
  success: z.literal(true),
  profile: z.object({
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    cellPhone: z.string().nullable(),
    ipAddress: z.string(),
    date: z.string(),
    isAdmin: flag,
  }),
  message: z.string().optional(),
});

/** The upload's non-file fields (multipart `data` field plus the filename header). */
export const uploadImageRequest = z.object({
  credentials,
  filename: z.string().regex(/^Image[123]C-[A-Za-z0-9-]{1,64}\.(jpg|jpeg|png)$/i, PARTNERS_MESSAGES.imageFormat),
});

// Staff review of submitted businesses (the product's routes; the admin issue gives them their final home).
const bpIdField = recordId(COMMON_MESSAGES.badRequest);
export const reviewQueueRequest = z.object({ credentials });
export const reviewQueueResponse = z.object({
  success: z.literal(true),
  businesses: z.array(
    z.object({
      bpId: z.string(),
      businessName: z.string(),
      city: z.string(),
      state: z.string(),
      submittedAt: z.string(),
      offers: z.number(),
      locations: z.number(),
    }),
  ),
});
export const reviewItemRequest = z.object({ credentials, bpId: bpIdField });
export const reviewItemResponse = z.object({
  success: z.literal(true),
  business: z.object({
    bpId: z.string(),
    status: z.number(),
    businessName: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    logo: z.string().nullable(),
    image1: z.string().nullable(),
    image2: z.string().nullable(),
    /** Null for a business that was seeded or imported rather than sent for approval from the wizard. */
    submittedAt: z.string().nullable(),
    submittedBy: z.object({ name: z.string(), email: z.string() }),
  }),
  locations: z.array(
    z.object({
      locationId: z.string(),
      locationName: z.string(),
      address: z.string(),
      city: z.string(),
      state: z.string(),
      zip: z.string(),
      phone: z.string().nullable(),
      status: z.number(),
    }),
  ),
  offers: z.array(
    z.object({
      dealId: z.string(),
      value: z.string(),
      description: z.string(),
      dollarValue: z.number(),
      frequency: z.number(),
      timeLapse: z.number(),
      expirationDate: z.string(),
      status: z.number(),
      locations: z.array(z.string()),
    }),
  ),
});
export const rejectBusinessRequest = z.object({
  credentials,
  bpId: bpIdField,
  reason: z
    .string({ error: PARTNERS_MESSAGES.rejectReasonRequired })
    .trim()
    .min(1, PARTNERS_MESSAGES.rejectReasonRequired)
    .max(LIMITS.rejectReason, PARTNERS_MESSAGES.rejectReasonTooLong),
});

/** My business (issue 40): the signed-in member's approved and active businesses, with their offers and locations. */
export const myBusinessesResponse = z.object({
  success: z.literal(true),
  businesses: z.array(
    z.object({
      bpId: z.string(),
      businessName: z.string(),
      /** BUSINESS_STATUS: approved (waiting for the signed agreement) or active. */
      status: z.number(),
      offers: z.array(
        z.object({
          dealId: z.string(),
          value: z.string(),
          description: z.string(),
          dollarValue: z.number(),
          /** YYYY-MM-DD */
          expirationDate: z.string(),
          status: z.number(),
          locationIds: z.array(z.string()),
        }),
      ),
      locations: z.array(
        z.object({
          locationId: z.string(),
          locationName: z.string(),
          address: z.string(),
          city: z.string(),
          state: z.string(),
          zip: z.string(),
          status: z.number(),
        }),
      ),
    }),
  ),
});
