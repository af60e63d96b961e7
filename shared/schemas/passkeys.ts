import * as z from 'zod';
import { LIMITS, PASSKEY_LIMITS } from '../constants.js';
import { credentials } from './common.js';
import { PASSKEY_MESSAGES } from './passkey-messages.js';

// Passkeys (WebAuthn, ADR 0091): the options the server mints for the browser's ceremony and the
// browser's answer (@simplewebauthn/browser's JSON shapes), bounded so junk is a clear 400.

const base64url = z
  .string({ error: PASSKEY_MESSAGES.badResponse })
  .max(PASSKEY_LIMITS.fieldChars, PASSKEY_MESSAGES.badResponse)
  .regex(/^[A-Za-z0-9_-]*$/, PASSKEY_MESSAGES.badResponse);
const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
const transports = z.array(z.enum(TRANSPORTS)).max(TRANSPORTS.length);
const publicKeyType = z.literal('public-key', { error: PASSKEY_MESSAGES.badResponse });
const descriptor = z.object({ id: base64url, type: publicKeyType, transports: transports.optional() });
const userVerification = z.enum(['required', 'preferred', 'discouraged']);
/** Extension outputs are not used: an object, of which only credProps is kept (the rest is dropped). */
const extensionResults = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() });
const attachment = z.enum(['platform', 'cross-platform']).optional();

/** What navigator.credentials.create() is given (PublicKeyCredentialCreationOptionsJSON). */
export const registrationOptions = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: publicKeyType })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(descriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: attachment,
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: userVerification.optional(),
    })
    .optional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
});
/** What navigator.credentials.get() is given (PublicKeyCredentialRequestOptionsJSON). */
export const authenticationOptions = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(descriptor).optional(),
  userVerification: userVerification.optional(),
});

/** The browser's answer to create() (RegistrationResponseJSON). */
export const registrationResponse = z.object(
  {
    id: base64url,
    rawId: base64url,
    type: publicKeyType,
    response: z.object({
      clientDataJSON: base64url,
      attestationObject: base64url,
      authenticatorData: base64url.optional(),
      transports: transports.optional(),
      publicKeyAlgorithm: z.number().optional(),
      publicKey: base64url.optional(),
    }),
    authenticatorAttachment: attachment,
    clientExtensionResults: extensionResults,
  },
  { error: PASSKEY_MESSAGES.badResponse },
);
/** The browser's answer to get() (AuthenticationResponseJSON). */
export const authenticationResponse = z.object(
  {
    id: base64url,
    rawId: base64url,
    type: publicKeyType,
    response: z.object({
      clientDataJSON: base64url,
      authenticatorData: base64url,
      signature: base64url,
      userHandle: base64url.optional(),
    }),
    authenticatorAttachment: attachment,
    clientExtensionResults: extensionResults,
  },
  { error: PASSKEY_MESSAGES.badResponse },
);

export const passkeyName = z
  .string({ error: PASSKEY_MESSAGES.nameRequired })
  .trim()
  .min(1, PASSKEY_MESSAGES.nameRequired)
  .max(PASSKEY_LIMITS.name, PASSKEY_MESSAGES.nameTooLong);

// --- My Account ---
export const addPasskeyOptionsResponse = z.object({ success: z.literal(true), options: registrationOptions });
export const addPasskeyRequest = z.object({ credentials, name: passkeyName, response: registrationResponse });
/** A passkey as My Account lists it: never its public key. */
export const passkeySummary = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced across the member's devices (a platform passkey) rather than bound to one key. */
  synced: z.boolean(),
});
export const listPasskeysResponse = z.object({ success: z.literal(true), passkeys: z.array(passkeySummary) });
export const addPasskeyResponse = z.object({ success: z.literal(true), message: z.string(), passkey: passkeySummary });
export const removePasskeyRequest = z.object({ credentials, id: base64url.min(1, PASSKEY_MESSAGES.notFound) });

// --- Sign-in ---
/** With an email, the passkey must be that account's; without one, the browser's picker chooses. */
export const passkeyLoginOptionsRequest = z.object({
  email: z.string().trim().max(LIMITS.email, PASSKEY_MESSAGES.signInRefused).optional(),
});
export const passkeyLoginOptionsResponse = z.object({ success: z.literal(true), options: authenticationOptions });
export const passkeyLoginRequest = z.object({ response: authenticationResponse });
