import { QueryClient } from '@tanstack/react-query';
import { ApiError, isOffline } from '../lib/api-client';

// A 4xx is the server's considered answer; only network and server failures are worth a retry.
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  // Offline, a retry cannot help: the page shows its saved copy or says it needs a connection.
  if (isOffline()) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // 'always': offline, a query still runs (and answers a saved copy or fails with a message)
      // instead of pausing under a spinner until the network returns.
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
