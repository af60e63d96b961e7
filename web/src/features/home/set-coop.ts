import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { HomeData } from '#shared/schemas/home.js';
import { callApi } from '#web/lib/api-client.js';
import { homeDataQueryKey } from '#web/lib/query-keys.js';
import { saveHomeData } from '#web/lib/session-storage.js';

// outside/setcoop: pick the co-op from the current address (/coop/{id}) and get its home data.

export function setCoop(url: string): Promise<HomeData> {
  return callApi('outside/setcoop', { url });
}

export const setCoopMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: setCoop,
    onSuccess: (data) => {
      // Saved like gethomedata's answer, so the member area starts with this co-op and its theme.
      saveHomeData(data);
      queryClient.setQueryData(homeDataQueryKey, data);
    },
  });

export function useSetCoop() {
  const queryClient = useQueryClient();
  return useMutation(setCoopMutationOptions(queryClient));
}
