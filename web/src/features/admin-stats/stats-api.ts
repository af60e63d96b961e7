import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-client.js';
import { readItem } from '#web/lib/session-storage.js';

// The admin Dashboard's figures and the redemption report of a period.

export const useDashboard = () =>
  useQuery(
    queryOptions({
      queryKey: ['admin-stats', 'dashboard'] as const,
      queryFn: ({ signal }) => callApi('admin/dashboard', { credentials: readItem('credentials') }, { signal }),
      retry: false,
    }),
  );

export const useRedemptionReport = (period: { from: string; to: string } | null) =>
  useQuery(
    queryOptions({
      queryKey: ['admin-stats', 'report', period] as const,
      queryFn: ({ signal }) =>
        callApi('admin/redemptionreport', { credentials: readItem('credentials'), ...period! }, { signal }),
      enabled: period !== null,
      placeholderData: keepPreviousData,
      retry: false,
    }),
  );
