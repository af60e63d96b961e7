import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf, ResponseOf, RoutePath } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';
import { readItem } from '#web/lib/session-storage.js';
import { PREFETCHED_FRESH_MS } from '#web/lib/query-keys.js';

// The owner's offers and locations of one business on My business, and the changes made there:
// pause and resume, extend, a change of terms sent for review (ADR 0095). Every change reloads
// the offers and the page's list of businesses (its counts of live offers).

export type MyOffers = ResponseOf<'b2c/listmyoffers'>;
export type MyOffer = MyOffers['offers'][number];
export type MyLocation = MyOffers['locations'][number];

const credentials = () => readItem('credentials');
const offersKey = (bpId: string) => ['partner-offers', bpId] as const;

export const myOffersQueryOptions = (bpId: string) =>
  queryOptions({
    queryKey: offersKey(bpId),
    queryFn: ({ signal }) => callApi('b2c/listmyoffers', { credentials: credentials(), bpId }, { signal }),
    staleTime: PREFETCHED_FRESH_MS,
  });

export const useMyOffers = (bpId: string) => useQuery(myOffersQueryOptions(bpId));

/** The categories the wizard offers, for the Edit form's boxes. */
export const useOfferCategories = () =>
  useQuery(
    queryOptions({
      queryKey: ['partner-offers', 'categories'] as const,
      queryFn: ({ signal }) => callApi('tbp/listcategories', { credentials: credentials() }, { signal }),
      staleTime: 10 * 60_000,
    }),
  );

type Body<P extends RoutePath> = Omit<RequestOf<P>, 'credentials'>;

function useChange<B extends { bpId: string }, R>(call: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation(
    mutationOptions({
      mutationFn: call,
      onSuccess: (_answer, body) =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: offersKey(body.bpId) }),
          // The page's own list of businesses counts the live offers.
          queryClient.invalidateQueries({ queryKey: ['my-business'] }),
        ]),
    }),
  );
}

export const useSetMyOffer = () =>
  useChange((b: Body<'b2c/setmyoffer'>) => callApi('b2c/setmyoffer', { credentials: credentials(), ...b }));
export const useSetMyLocation = () =>
  useChange((b: Body<'b2c/setmylocation'>) => callApi('b2c/setmylocation', { credentials: credentials(), ...b }));
export const useExtendMyOffer = () =>
  useChange((b: Body<'b2c/extendmyoffer'>) => callApi('b2c/extendmyoffer', { credentials: credentials(), ...b }));
export const useEditMyOffer = () =>
  useChange((b: Body<'b2c/editmyoffer'>) => callApi('b2c/editmyoffer', { credentials: credentials(), ...b }));
