import * as z from 'zod';
import { LIMITS } from '../constants.js';
import { ROLES, SECOND_STEPS } from '../roles.js';
import { credentials, email, flag, isoDate, linkKeys, productPassword, text, zip } from './common.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';

// Accounts, login and password flows (member-portal sections 3, 5 and 7).

const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max);

export const loginRequest = z.object({
  email: z
    .string({ error: ACCOUNT_MESSAGES.loginEmpty })
    .trim()
    .min(1, ACCOUNT_MESSAGES.loginEmpty)
    .max(LIMITS.email, ACCOUNT_MESSAGES.loginEmailInvalid),
  password: z
    .string({ error: ACCOUNT_MESSAGES.loginEmpty })
    .min(1, ACCOUNT_MESSAGES.loginEmpty)
    .max(LIMITS.loginPassword),
});
export const loginResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  credentials: z.string(),
  userKey: z.string(),
  sessionKey: z.string(),
  firstName: z.string(),
  role: z.enum(ROLES),
  /** Staff only: the second step this session still needs before the admin area answers (ADR 0090). */
  secondStep: z.enum(SECOND_STEPS).optional(),
});

export const saveUserRequest = z.object({
  firstName: required(ACCOUNT_MESSAGES.enterFirstName, LIMITS.name),
  lastName: required(ACCOUNT_MESSAGES.enterLastName, LIMITS.name),
  email: email(ACCOUNT_MESSAGES.enterEmail, ACCOUNT_MESSAGES.invalidEmail),
  password: productPassword(ACCOUNT_MESSAGES.passwordRule).max(
    LIMITS.registrationPassword,
    ACCOUNT_MESSAGES.passwordRule,
  ),
  passwordConfirmation: z
    .string({ error: ACCOUNT_MESSAGES.enterPasswordConfirmation })
    .min(1, ACCOUNT_MESSAGES.enterPasswordConfirmation)
    .max(LIMITS.registrationPassword),
  zip,
  plid: z.coerce
    .number({ error: ACCOUNT_MESSAGES.selectCoop })
    .int(ACCOUNT_MESSAGES.selectCoop)
    .positive(ACCOUNT_MESSAGES.selectCoop),
});

export const checkZipRequest = z.object({ zip });
export const coopChoice = z.object({ plid: z.number().int(), coopName: z.string() });
export const checkZipResponse = z.object({
  success: z.boolean(),
  coops: z.array(coopChoice),
  message: z.string().optional(),
});

export const recoverPasswordRequest = z.object({
  email: z
    .string({ error: ACCOUNT_MESSAGES.recoverEmailRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.recoverEmailRequired)
    .max(LIMITS.email),
});

const authResult = loginResponse;
export const activateAccountRequest = z.object({
  activationData: z.object({
    ...linkKeys,
    password: productPassword(ACCOUNT_MESSAGES.setPasswordRule).max(
      LIMITS.newPassword,
      ACCOUNT_MESSAGES.setPasswordRule,
    ),
    passwordConfirmation: z.string({ error: ACCOUNT_MESSAGES.passwordsDoNotMatch }).max(LIMITS.newPassword),
  }),
});
export const activateAccountResponse = authResult;

export const resetWithKeysRequest = z.object({
  ...linkKeys,
  password: productPassword(ACCOUNT_MESSAGES.setPasswordRule).max(LIMITS.newPassword, ACCOUNT_MESSAGES.setPasswordRule),
  password2: z.string({ error: ACCOUNT_MESSAGES.passwordsDoNotMatch }).max(LIMITS.newPassword),
});
export const resetWithKeyRequest = z.object({
  key: z.string({ error: ACCOUNT_MESSAGES.invalidResetLink }).max(256),
  password: productPassword(ACCOUNT_MESSAGES.passwordRule).max(LIMITS.newPassword, ACCOUNT_MESSAGES.passwordRule),
  password2: z.string({ error: ACCOUNT_MESSAGES.passwordsDoNotMatch }).max(LIMITS.newPassword),
});

export const linkCheckRequest = z.object(linkKeys);
/** outside/unsubscribe: the digest link's keys (from the page as JSON, or a one-click POST's query string). */
export const unsubscribeRequest = z.object(linkKeys);
/** `url` is the co-op address the link handler goes to (/coop/{url}). */
export const linkCheckResponse = z.object({
  success: z.boolean(),
  url: z.string().optional(),
  firstName: z.string().optional(),
});

export const savingsEntry = z.object({
  datetime: z.string(),
  businessName: z.string(),
  value: z.string(),
  dollarvalue: z.number(),
  source: z.string(),
});
export const accountFields = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  zip: z.string(),
  dob: z.string().nullable(),
  cellPhone: z.string().nullable(),
  signupDate: z.string(),
  gender: z.string().nullable(),
  lastLogin: z.string().nullable(),
  optout: flag,
  latestzip: z.string().nullable(),
});
export const accountResponse = accountFields.extend({
  success: z.literal(true),
  /** Mail to the member's address bounced for good or was marked as spam: the portal no longer sends to it. */
  mailUndeliverable: z.boolean(),
  deals: z.array(savingsEntry),
  total: z.number(),
});

/**
 * The account tab's fields: the one list the handler, core and the repo's update derive from.
 * Defaults live here: a missing optional field is null (cleared), a missing ZIP keeps the one on
 * file (the server's rule), an empty or null optout is 0.
 */
export const editableAccount = z.object({
  firstName: required(ACCOUNT_MESSAGES.accountFirstName, LIMITS.name),
  lastName: required(ACCOUNT_MESSAGES.accountLastName, LIMITS.name),
  email: email(ACCOUNT_MESSAGES.accountEmail, ACCOUNT_MESSAGES.invalidEmail),
  cellPhone: text(LIMITS.cellPhone).nullish().default(null),
  zip: zip.nullish().default(null),
  gender: text(LIMITS.gender).nullish().default(null),
  /**
   * ISO date (YYYY-MM-DD), the date input's own format; anything else is refused, never dropped.
   * An emptied date input ('') clears it.
   */
  dob: z
    .union([z.literal('').transform(() => null), isoDate(ACCOUNT_MESSAGES.dobInvalid)], {
      error: ACCOUNT_MESSAGES.dobInvalid,
    })
    .nullish()
    .default(null),
  /** Needed only when the email changes (checked by the server, which knows the email on file). */
  currentPassword: z.string().max(LIMITS.currentPassword).optional(),
  /** An empty or null optout becomes 0. */
  optout: z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : Number(v)), flag),
});
export const saveAccountRequest = z.object({ credentials, data: editableAccount });
export type AccountEdits = z.output<typeof editableAccount>;
export type AccountEditsInput = z.input<typeof editableAccount>;

/** outside/confirmemail: `url` is the co-op address to go to, as for the other link checks. */
export const confirmEmailResponse = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  url: z.string().optional(),
});

export const changePasswordRequest = z.object({
  credentials,
  data: z.object({
    password: z
      .string({ error: ACCOUNT_MESSAGES.enterCurrentPassword })
      .min(1, ACCOUNT_MESSAGES.enterCurrentPassword)
      .max(LIMITS.currentPassword),
    newPassword: productPassword(ACCOUNT_MESSAGES.passwordRule).max(LIMITS.newPassword, ACCOUNT_MESSAGES.passwordRule),
    confirmPassword: z.string({ error: ACCOUNT_MESSAGES.newPasswordMismatch }).max(LIMITS.newPassword),
  }),
});
