import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestOf, RoutePath } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';
import { readItem } from '#web/lib/session-storage.js';

// Platform Setup's feature groups, catalog choice, host names and ZIPs, and the network admin's
// co-ops. A save answers the saved section with its new version, which becomes the cached one.

const read = <P extends 'admin/listgroups' | 'admin/getcatalog' | 'admin/getdomains' | 'admin/listcoops'>(path: P) =>
  queryOptions({
    queryKey: ['admin-setup-catalog', path] as const,
    queryFn: ({ signal }) => callApi(path, { credentials: readItem('credentials') } as RequestOf<P>, { signal }),
    retry: false,
  });

export const useGroups = () => useQuery(read('admin/listgroups'));
export const useCatalog = () => useQuery(read('admin/getcatalog'));
export const useDomains = () => useQuery(read('admin/getdomains'));
export const useCoops = () => useQuery(read('admin/listcoops'));

type Save = 'admin/savegroups' | 'admin/savecatalog' | 'admin/savedomains';
const READ_OF: Record<Save, RoutePath> = {
  'admin/savegroups': 'admin/listgroups',
  'admin/savecatalog': 'admin/getcatalog',
  'admin/savedomains': 'admin/getdomains',
};

function useSave<P extends Save>(path: P) {
  const queryClient = useQueryClient();
  return useMutation(
    mutationOptions({
      mutationFn: (v: Omit<RequestOf<P>, 'credentials'>) =>
        callApi(path, { ...v, credentials: readItem('credentials') } as RequestOf<P>),
      onSuccess: (saved) => {
        queryClient.setQueryData(['admin-setup-catalog', READ_OF[path]], saved);
        // Platform Setup's art checklist reads the groups' images from admin/getsetup (its key, 'admin-setup').
        if (path === 'admin/savegroups') void queryClient.invalidateQueries({ queryKey: ['admin-setup'] });
      },
    }),
  );
}

export const useSaveGroups = () => useSave('admin/savegroups');
export const useSaveCatalog = () => useSave('admin/savecatalog');
export const useSaveDomains = () => useSave('admin/savedomains');

export function useCreateCoop() {
  const queryClient = useQueryClient();
  return useMutation(
    mutationOptions({
      mutationFn: (v: Omit<RequestOf<'admin/createcoop'>, 'credentials'>) =>
        callApi('admin/createcoop', { ...v, credentials: readItem('credentials') }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-setup-catalog', 'admin/listcoops'] }),
    }),
  );
}

export function useSwitchCoop() {
  const queryClient = useQueryClient();
  return useMutation(
    mutationOptions({
      mutationFn: (plid: number) => callApi('admin/switchcoop', { credentials: readItem('credentials'), plid }),
      // Every admin page now shows the other co-op: nothing cached stays.
      onSuccess: () => queryClient.invalidateQueries(),
    }),
  );
}
