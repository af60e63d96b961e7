import {
  infiniteQueryOptions,
  mutationOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { RequestOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';
import { saveFile } from '#web/lib/save-file.js';
import { readItem } from '#web/lib/session-storage.js';

// Active business partners for staff: the list a page at a time, one partner, its offers changed,
// and a signed agreement's PDF.

const KEY = ['admin-partners'] as const;
const credentials = () => readItem('credentials');

export const useActivePartners = () =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...KEY, 'list'] as const,
      queryFn: ({ pageParam, signal }) =>
        callApi('admin/listpartners', { credentials: credentials(), cursor: pageParam }, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next,
      retry: false,
    }),
  );

export const usePartner = (bpId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: [...KEY, 'one', bpId] as const,
      queryFn: ({ signal }) => callApi('admin/getpartner', { credentials: credentials(), bpId: bpId! }, { signal }),
      enabled: bpId !== null,
      retry: false,
    }),
  );

export function useSetOffer() {
  const queryClient = useQueryClient();
  return useMutation(
    mutationOptions({
      mutationFn: (v: Omit<RequestOf<'admin/setoffer'>, 'credentials'>) =>
        callApi('admin/setoffer', { credentials: credentials(), ...v }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
    }),
  );
}

/** Fetches the PDF and hands it to the browser as a download. */
export async function downloadAgreement(bpId: string, version: number): Promise<void> {
  const { filename, pdfBase64 } = await callApi('admin/agreementpdf', { credentials: credentials(), bpId, version });
  const bytes = Uint8Array.from(atob(pdfBase64), (c) => c.charCodeAt(0));
  saveFile(bytes, 'application/pdf', filename);
}
