import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf, ResponseOf, RoutePath } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';
import { readItem } from '#web/lib/session-storage.js';

// What the business wizard reads before it starts (categories, the co-op for the agreement, the
// member as contact, the business to resume) and its one save.

type MemberRead = 'tbp/listcategories' | 'tbp/getcoopinfo' | 'tbp/getprofile' | 'tbp/getbusinessdraft';

const memberRead = <P extends MemberRead & RoutePath>(path: P) =>
  queryOptions({
    queryKey: ['business-wizard', path, readItem('credentials')] as const,
    queryFn: ({ signal }) =>
      callApi(path, { credentials: readItem('credentials') } as RequestOf<P>, { signal }) as Promise<ResponseOf<P>>,
    staleTime: path === 'tbp/getbusinessdraft' ? 0 : 5 * 60_000,
    retry: false,
  });

export const useWizardProfile = () => useQuery(memberRead('tbp/getprofile'));
export const useWizardCategories = () => useQuery(memberRead('tbp/listcategories'));
export const useWizardCoopInfo = () => useQuery(memberRead('tbp/getcoopinfo'));
export const useStoredBusiness = () => useQuery(memberRead('tbp/getbusinessdraft'));

export type SaveBusinessRequest = Omit<RequestOf<'tbp/savebusinesstemp'>, 'credentials'>;

/**
 * The one save. Its answer is the business as now stored, so it becomes the cached draft at once:
 * Join Now again (no reload) must open on it, never on the copy read before.
 */
export function useSaveBusiness() {
  const queryClient = useQueryClient();
  return useMutation(
    mutationOptions({
      mutationFn: (body: SaveBusinessRequest) =>
        callApi('tbp/savebusinesstemp', { credentials: readItem('credentials'), ...body }),
      onSuccess: ({ draft, version, status, reviewNote }) => {
        const key = memberRead('tbp/getbusinessdraft').queryKey;
        if (draft && version !== undefined && status !== undefined)
          queryClient.setQueryData(key, {
            success: true,
            business: { draft, version, status, reviewNote: reviewNote ?? null },
          });
        else void queryClient.invalidateQueries({ queryKey: key });
      },
    }),
  );
}
