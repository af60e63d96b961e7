import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';
import { readItem } from '#web/lib/session-storage.js';

// My Account's passkeys (ADR 0091): b2c/listpasskeys, adding one (b2c/addpasskeyoptions, the
// browser's create(), b2c/addpasskey) and b2c/removepasskey. @simplewebauthn/browser loads only
// when a member adds one, never in the first screen's code.

export type Passkey = ResponseOf<'b2c/listpasskeys'>['passkeys'][number];

const passkeysQueryKey = ['account', 'passkeys'] as const;

export const passkeysQueryOptions = () =>
  queryOptions({
    queryKey: passkeysQueryKey,
    queryFn: ({ signal }) => callApi('b2c/listpasskeys', { credentials: readItem('credentials') }, { signal }),
  });

export function usePasskeys() {
  return useQuery(passkeysQueryOptions());
}

/** The browser's passkey ceremony for the server's options; its own errors keep their names. */
export async function addPasskey(name: string): Promise<ResponseOf<'b2c/addpasskey'>> {
  const credentials = readItem('credentials');
  const { options } = await callApi('b2c/addpasskeyoptions', { credentials });
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response = await startRegistration({ optionsJSON: options });
  return callApi('b2c/addpasskey', { credentials, name, response });
}

export function useAddPasskey() {
  const client = useQueryClient();
  return useMutation(
    mutationOptions({
      mutationFn: addPasskey,
      onSuccess: () => client.invalidateQueries({ queryKey: passkeysQueryKey }),
    }),
  );
}

export function useRemovePasskey() {
  const client = useQueryClient();
  return useMutation(
    mutationOptions({
      mutationFn: (id: string) => callApi('b2c/removepasskey', { credentials: readItem('credentials'), id }),
      onSuccess: () => client.invalidateQueries({ queryKey: passkeysQueryKey }),
    }),
  );
}
