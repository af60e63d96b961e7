import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';

// Passkey sign-in (ADR 0091): outside/passkeyoptions (with the typed email, if any), the
// browser's get(), then outside/passkeylogin, which sets the session cookies as login does.
// @simplewebauthn/browser loads on the press, not with the login form.

export async function passkeyLogin(email: string): Promise<ResponseOf<'outside/passkeylogin'>> {
  const { options } = await callApi('outside/passkeyoptions', email.trim() ? { email: email.trim() } : {});
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({ optionsJSON: options });
  return callApi('outside/passkeylogin', { response });
}

export function usePasskeyLogin() {
  return useMutation(mutationOptions({ mutationFn: passkeyLogin }));
}
