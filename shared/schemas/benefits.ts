import * as z from 'zod';
import {
  INSURANCE_GENDERS,
  INSURANCE_HELP,
  LIMITS,
  LOCATOR,
  PARTNERS,
  PATTERNS,
  type PartnerId,
} from '../constants.js';
import { US_STATE_CODES } from '../us-states.js';
import { coopKey, credentials, text } from './common.js';
import { insuranceProduct, nationalDeal } from './home.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';
import { BENEFITS_MESSAGES } from './benefits-messages.js';
import { CONTACT_MESSAGES } from './contact-messages.js';

// Insurance, national deals, group deals, single sign-on ids, providers and contact.

export const listInsuranceResponse = z.object({ success: z.literal(true), products: z.array(insuranceProduct) });
export const listNationalDealsResponse = z.object({ success: z.literal(true), deals: z.array(nationalDeal) });

export const availableDealsRequest = z.object({
  credentials,
  /** The co-op key of home data (visitors); a member's own co-op wins. */
  key: coopKey,
  /** A group identifier (health, safety, entertainment...); absent or empty: every group of the co-op. */
  group: z
    .string({ error: BENEFITS_MESSAGES.dealGroupInvalid })
    .trim()
    .max(50, BENEFITS_MESSAGES.dealGroupInvalid)
    .regex(/^[A-Za-z0-9_-]*$/, BENEFITS_MESSAGES.dealGroupInvalid)
    .nullish(),
});
export const availableDeal = z.object({
  route: z.string(),
  image: z.string(),
  groupName: z.string(),
  dealTitle: z.string(),
  description: z.string(),
});
export const availableDealsResponse = z.object({ success: z.literal(true), deals: z.array(availableDeal) });

const partnerIds = Object.keys(PARTNERS) as [PartnerId, ...PartnerId[]];
/** The spec's body is the credentials only; `partner` (the token's audience) is the product's, default travel. */
export const getIdRequest = z.object({
  credentials,
  partner: z.enum(partnerIds, { error: 'Please choose a partner' }).default('travel'),
});
export const getIdResponse = z.object({ success: z.literal(true), id: z.string() });
const publicJwk = z.object({
  kty: z.string(),
  crv: z.string(),
  x: z.string(),
  kid: z.string(),
  alg: z.string(),
  use: z.string(),
});
export const partnerKeysResponse = z.object({ success: z.literal(true), keys: z.array(publicJwk) });
export const newBenefitsIdResponse = z.object({ success: z.literal(true), nbid: z.string() });

type BenefitCode = (typeof LOCATOR.benefits)[number]['code'];
const benefitCodes = LOCATOR.benefits.map((b) => b.code) as [BenefitCode, ...BenefitCode[]];
export const providerCriteria = z.object({
  benefit: z.enum(benefitCodes, { error: 'Please select a benefit' }),
  specialty: z.coerce
    .number({ error: BENEFITS_MESSAGES.providerSpecialtyInvalid })
    .int(BENEFITS_MESSAGES.providerSpecialtyInvalid)
    .default(LOCATOR.defaultSpecialty),
  distance: z.coerce
    .number({ error: 'Please select a distance' })
    .refine((d) => (LOCATOR.distances as readonly number[]).includes(d), 'Please select a distance')
    .default(LOCATOR.defaultDistance),
  zip: z.string({ error: ACCOUNT_MESSAGES.zipInvalid }).regex(PATTERNS.zip, ACCOUNT_MESSAGES.zipInvalid).optional(),
});
export const getSpecialtiesRequest = z.object({
  credentials,
  data: providerCriteria.partial({ specialty: true, distance: true }),
});
export const specialty = z.object({ ID: z.number().int(), Name: z.string() });
export const getSpecialtiesResponse = z.object({ success: z.literal(true), data: z.array(specialty) });
export const getProvidersRequest = z.object({ credentials, data: providerCriteria.required({ zip: true }) });
export const provider = z.object({
  FacilityName: z.string(),
  ProviderName: z.string(),
  Address: z.string(),
  City: z.string(),
  State: z.string(),
  Zip: z.string(),
  Phone: z.string(),
  Distance: z.number(),
});
export const getProvidersResponse = z.object({
  success: z.literal(true),
  data: z.array(provider),
  message: z.string().optional(),
});

const req = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max);
export const insuranceLead = z.object({
  firstName: req(BENEFITS_MESSAGES.insurance.firstName, LIMITS.name),
  lastName: req(BENEFITS_MESSAGES.insurance.lastName, LIMITS.name),
  email: req(BENEFITS_MESSAGES.insurance.email, LIMITS.email).regex(PATTERNS.email, ACCOUNT_MESSAGES.invalidEmail),
  phone: req(BENEFITS_MESSAGES.insurance.phone, LIMITS.insurancePhone).regex(
    PATTERNS.phone,
    BENEFITS_MESSAGES.insurance.phone,
  ),
  gender: z.enum(INSURANCE_GENDERS, { error: BENEFITS_MESSAGES.insurance.gender }),
  age: req(BENEFITS_MESSAGES.insurance.age, LIMITS.insuranceAge).regex(/^\d{1,2}$/, BENEFITS_MESSAGES.insurance.age),
  zip: req(BENEFITS_MESSAGES.insurance.zip, LIMITS.zip).regex(PATTERNS.zip, BENEFITS_MESSAGES.insurance.zip),
  state: z.enum(US_STATE_CODES, { error: BENEFITS_MESSAGES.insurance.state }),
  howToHelp: z.enum(INSURANCE_HELP, { error: BENEFITS_MESSAGES.insurance.howToHelp }),
  notes: req(BENEFITS_MESSAGES.insurance.notes, LIMITS.insuranceNotes),
  products: z.array(text(100)).max(20).optional(),
});
export const saveInsuranceLeadRequest = z.object({ credentials, productIdentifier: text(100), data: insuranceLead });

export const contactFormRequest = z.object({
  credentials,
  key: coopKey,
  message: z.object(
    {
      fullName: z
        .string({ error: CONTACT_MESSAGES.contactIncomplete })
        .trim()
        .min(1, CONTACT_MESSAGES.contactIncomplete)
        .max(LIMITS.contactName, CONTACT_MESSAGES.contactNameTooLong),
      // The spec does not check the email's format on this form.
      email: z
        .string({ error: CONTACT_MESSAGES.contactIncomplete })
        .trim()
        .min(1, CONTACT_MESSAGES.contactIncomplete)
        .max(LIMITS.contactEmail, CONTACT_MESSAGES.contactEmailTooLong),
      message: z
        .string({ error: CONTACT_MESSAGES.contactIncomplete })
        .trim()
        .min(1, CONTACT_MESSAGES.contactIncomplete)
        .max(LIMITS.contactMessage, CONTACT_MESSAGES.contactMessageTooLong),
    },
    { error: CONTACT_MESSAGES.contactIncomplete },
  ),
});
