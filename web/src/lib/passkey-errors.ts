import { PASSKEY_MESSAGES } from '#shared/schemas/passkey-messages.js';
import { errorMessage } from './api-client';

// What a passkey ceremony's failure tells the member: the browser's own refusals (cancelled or
// timed out, a passkey already on this device) in plain words, the server's answers as it gave them.

export function passkeyErrorMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return PASSKEY_MESSAGES.cancelled;
  if (name === 'InvalidStateError') return PASSKEY_MESSAGES.alreadyAdded;
  if (name === 'NotSupportedError') return PASSKEY_MESSAGES.unsupported;
  return errorMessage(error);
}

/** Whether this browser has WebAuthn at all (no library needed to ask). */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
