import * as z from 'zod';
import { INSURANCE_GENDERS, INSURANCE_HELP, LIMITS, LOCATOR, MESSAGES, PARTNERS, PATTERNS, type PartnerId } from '../constants.js';
import { US_STATE_CODES } from '../us-states.js';
import { coopKey, credentials, text } from './common.js';
import { insuranceProduct, nationalDeal } from './home.js';

// Insurance, national deals, group deals, single sign-on ids, providers and contact.

export const listInsuranceResponse = z.object({ success: z.literal(true), products: z.array(insuranceProduct) });
export const listNationalDealsResponse = z.object({ success: z.literal(true), deals: z.array(nationalDeal) });

export const availableDealsRequest = z.object({
  credentials,
  /** The co-op key of home data (visitors); a member's own co-op wins. */
  key: coopKey,
  /** A group identifier (health, safety, entertainment...); absent or empty: every group of the co-op. */
  group: z.string({ error: MESSAGES.dealGroupInvalid }).trim().max(50, MESSAGES.dealGroupInvalid).regex(/^[A-Za-z0-9_-]*$/, MESSAGES.dealGroupInvalid).nullish(),
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
export const getIdRequest = z.object({ credentials, partner: z.enum(partnerIds, { error: 'Please choose a partner' }).default('travel') });
export const getIdResponse = z.object({ success: z.literal(true), id: z.string() });
const publicJwk = z.object({ kty: z.string(), crv: z.string(), x: z.string(), kid: z.string(), alg: z.string(), use: z.string() });
export const partnerKeysResponse = z.object({ success: z.literal(true), keys: z.array(publicJwk) });
export const newBenefitsIdResponse = z.object({ success: z.literal(true), nbid: z.string() });

type BenefitCode = (typeof LOCATOR.benefits)[number]['code'];
const benefitCodes = LOCATOR.benefits.map((b) => b.code) as [BenefitCode, ...BenefitCode[]];
export const providerCriteria = z.object({
  benefit: z.enum(benefitCodes, { error: 'Please select a benefit' }),
  specialty: z.coerce.number({ error: MESSAGES.providerSpecialtyInvalid }).int(MESSAGES.providerSpecialtyInvalid).default(LOCATOR.defaultSpecialty),
  distance: z.coerce
    .number({ error: 'Please select a distance' })
    .refine((d) => (LOCATOR.distances as readonly number[]).includes(d), 'Please select a distance')
    .default(LOCATOR.defaultDistance),
  zip: z.string({ error: MESSAGES.zipInvalid }).regex(PATTERNS.zip, MESSAGES.zipInvalid).optional(),
});
export const getSpecialtiesRequest = z.object({ credentials, data: providerCriteria.partial({ specialty: true, distance: true }) });
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
export const getProvidersResponse = z.object({ success: z.literal(true), data: z.array(provider), message: z.string().optional() });

const req = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max);
export const insuranceLead = z.object({
  firstName: req(MESSAGES.insurance.firstName, LIMITS.name),
  lastName: req(MESSAGES.insurance.lastName, LIMITS.name),
  email: req(MESSAGES.insurance.email, LIMITS.email).regex(PATTERNS.email, MESSAGES.invalidEmail),
  phone: req(MESSAGES.insurance.phone, LIMITS.insurancePhone).regex(PATTERNS.phone, MESSAGES.insurance.phone),
  gender: z.enum(INSURANCE_GENDERS, { error: MESSAGES.insurance.gender }),
  age: req(MESSAGES.insurance.age, LIMITS.insuranceAge).regex(/^\d{1,2}$/, MESSAGES.insurance.age),
  zip: req(MESSAGES.insurance.zip, LIMITS.zip).regex(PATTERNS.zip, MESSAGES.insurance.zip),
  state: z.enum(US_STATE_CODES, { error: MESSAGES.insurance.state }),
  howToHelp: z.enum(INSURANCE_HELP, { error: MESSAGES.insurance.howToHelp }),
  notes: req(MESSAGES.insurance.notes, LIMITS.insuranceNotes),
  products: z.array(text(100)).max(20).optional(),
});
export const saveInsuranceLeadRequest = z.object({ credentials, productIdentifier: text(100), data: insuranceLead });

export const contactFormRequest = z.object({
  credentials,
  key: coopKey,
  message: z.object(
    {
      fullName: z.string({ error: MESSAGES.contactIncomplete }).trim().min(1, MESSAGES.contactIncomplete).max(LIMITS.contactName, MESSAGES.contactNameTooLong),
      // The spec does not check the email's format on this form.
      email: z.string({ error: MESSAGES.contactIncomplete }).trim().min(1, MESSAGES.contactIncomplete).max(LIMITS.contactEmail, MESSAGES.contactEmailTooLong),
      message: z.string({ error: MESSAGES.contactIncomplete }).trim().min(1, MESSAGES.contactIncomplete).max(LIMITS.contactMessage, MESSAGES.contactMessageTooLong),
    },
    { error: MESSAGES.contactIncomplete },
  ),
});
