import * as z from 'zod';
import { AUTH_METHODS } from '../roles.js';
import { ADMIN_MESSAGES } from './admin-messages.js';
import { credentials } from './common.js';
import { SECOND_FACTOR_MESSAGES } from './second-factor-messages.js';

// Staff's second step (ADR 0090): where the session stands, enrolment of an authenticator app,
// the step itself with a code or a recovery code, and an administrator's reset.

export const secondStepStateRequest = z.object({ credentials });
export const secondStepStateResponse = z.discriminatedUnion('state', [
  z.object({ success: z.literal(true), state: z.literal('passed'), amr: z.array(z.enum(AUTH_METHODS)) }),
  z.object({ success: z.literal(true), state: z.literal('verify'), recoveryCodesLeft: z.number() }),
  z.object({
    success: z.literal(true),
    state: z.literal('enrol'),
    /** The otpauth:// URI the app scans (as a QR code) or opens. */
    uri: z.string(),
    /** The same secret in base32, to type into an app by hand. */
    secret: z.string(),
    issuer: z.string(),
    account: z.string(),
  }),
]);

/** Six digits, spaces allowed (apps show "123 456"). */
const totpCode = (message: string) =>
  z
    .string({ error: message })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, message));

export const enrolTotpRequest = z.object({
  credentials,
  code: totpCode(SECOND_FACTOR_MESSAGES.enrolCodeRequired),
});
export const enrolTotpResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Shown once; stored only as hashes. */
  recoveryCodes: z.array(z.string()),
});

export const passSecondStepRequest = z.object({
  credentials,
  /** A 6-digit app code or a recovery code (xxxx-xxxx-xxxx, case and dashes as typed). */
  code: z
    .string({ error: SECOND_FACTOR_MESSAGES.codeRequired })
    .trim()
    .min(1, SECOND_FACTOR_MESSAGES.codeRequired)
    .max(40, SECOND_FACTOR_MESSAGES.wrongCode),
});
export const passSecondStepResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The method the session passed with. */
  method: z.enum(AUTH_METHODS),
});

export const resetFactorsRequest = z.object({
  credentials,
  memberId: z.string({ error: ADMIN_MESSAGES.memberNotFound }).max(64, ADMIN_MESSAGES.memberNotFound),
});
export const resetFactorsResponse = z.object({ success: z.literal(true), message: z.string() });
