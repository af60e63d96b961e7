import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client.js';
import { readItem } from '#web/lib/session-storage.js';

// Staff review of submitted businesses: the co-op's queue, one business, approve and reject.

const credentials = () => readItem('credentials');
const QUEUE_KEY = ['partner-review', 'queue'] as const;

export const useReviewQueue = () =>
  useQuery(
    queryOptions({
      queryKey: QUEUE_KEY,
      queryFn: ({ signal }) => callApi('admin/listbusinesssubmissions', { credentials: credentials() }, { signal }),
      retry: false,
    }),
  );

export const useReviewItem = (bpId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: ['partner-review', 'item', bpId] as const,
      queryFn: ({ signal }) =>
        callApi('admin/getbusinesssubmission', { credentials: credentials(), bpId: bpId! }, { signal }),
      enabled: bpId !== null,
      retry: false,
    }),
  );

export function useReviewDecision() {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: ['partner-review'] });
  return {
    approve: useMutation(
      mutationOptions({
        mutationFn: (bpId: string) => callApi('admin/approvebusiness', { credentials: credentials(), bpId }),
        onSuccess: done,
      }),
    ),
    reject: useMutation(
      mutationOptions({
        mutationFn: (v: { bpId: string; reason: string }) =>
          callApi('admin/rejectbusiness', { credentials: credentials(), ...v }),
        onSuccess: done,
      }),
    ),
  };
}

// Owners' changes to live offers waiting for review (ADR 0095): the queue, approve, send back.
const CHANGES_KEY = ['partner-review', 'offer-changes'] as const;

export const useOfferChanges = () =>
  useQuery(
    queryOptions({
      queryKey: CHANGES_KEY,
      queryFn: ({ signal }) => callApi('admin/listofferchanges', { credentials: credentials() }, { signal }),
      retry: false,
    }),
  );

export interface ChangeRef {
  bpId: string;
  dealId: string;
  changeId: string;
}

export function useOfferChangeDecision() {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: CHANGES_KEY });
  return {
    approve: useMutation(
      mutationOptions({
        mutationFn: (ref: ChangeRef) => callApi('admin/approveofferchange', { credentials: credentials(), ...ref }),
        onSuccess: done,
      }),
    ),
    sendBack: useMutation(
      mutationOptions({
        mutationFn: (v: ChangeRef & { reason: string }) =>
          callApi('admin/sendbackofferchange', { credentials: credentials(), ...v }),
        onSuccess: done,
      }),
    ),
  };
}
