import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ImportRowInput } from '#shared/schemas/admin-members.js';
import { callApi } from '#web/lib/api-client.js';
import { readItem } from '#web/lib/session-storage.js';

// The admin Members section: search a page at a time, one member, deactivate and reactivate, and
// the import's chunks. The server takes the co-op from the session.

const credentials = () => readItem('credentials');
const MEMBERS_KEY = ['admin-members'] as const;

export const useMemberSearch = (query: string, cursor: string | null) =>
  useQuery(
    queryOptions({
      queryKey: [...MEMBERS_KEY, 'list', query, cursor] as const,
      queryFn: ({ signal }) => callApi('admin/listmembers', { credentials: credentials(), query, cursor }, { signal }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );

export const useMember = (memberId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: [...MEMBERS_KEY, 'member', memberId] as const,
      queryFn: ({ signal }) =>
        callApi('admin/getmember', { credentials: credentials(), memberId: memberId! }, { signal }),
      enabled: memberId !== null,
      retry: false,
    }),
  );

export function useSetMemberStatus() {
  const queryClient = useQueryClient();
  return useMutation(
    mutationOptions({
      mutationFn: (v: { memberId: string; action: 'deactivate' | 'reactivate' }) =>
        callApi('admin/setmemberstatus', { credentials: credentials(), ...v }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBERS_KEY }),
    }),
  );
}

/** A staff member's second step reset (ADR 0090): their app and recovery codes go, their sessions end. */
export function useResetFactors() {
  return useMutation(
    mutationOptions({
      mutationFn: (memberId: string) => callApi('admin/resetfactors', { credentials: credentials(), memberId }),
    }),
  );
}

/** One chunk of the import (the component sends them one after another). */
export const importChunk = (rows: ImportRowInput[]) =>
  callApi('admin/importmembers', { credentials: credentials(), rows });

/** After an import the lists are out of date. */
export function useRefreshMembers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: MEMBERS_KEY });
}
