import { useMutation } from '@tanstack/react-query';
import { PARTNERS, type PartnerId } from '#shared/constants.js';
import { callApi } from '#web/lib/api-client.js';
import { readItem } from '#web/lib/session-storage.js';

// b2c/getid: a fresh short-lived id for each visit to a partner, never cached.

export function partnerLink(partner: PartnerId, id: string): string {
  const url = new URL(PARTNERS[partner].url);
  url.searchParams.set('id', id);
  // The spec's login flag: the partner signs the member straight in.
  url.searchParams.set('login', '1');
  return url.toString();
}

export function usePartnerLink(partner: PartnerId) {
  return useMutation({
    mutationFn: async () =>
      partnerLink(partner, (await callApi('b2c/getid', { credentials: readItem('credentials'), partner })).id),
  });
}
