import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';

// outside/login: email and password; the server sets the session and CSRF cookies.

export function login(body: RequestOf<'outside/login'>): Promise<ResponseOf<'outside/login'>> {
  return callApi('outside/login', body);
}

export const loginMutationOptions = () => mutationOptions({ mutationFn: login });

export function useLogin() {
  return useMutation(loginMutationOptions());
}
