import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { forgetMarked, rememberSignIn } from './offline-copy';
import { forgetAllMembers } from './offline-store';
import { accountQueryKey, homeDataQueryKey, memberCardQueryKey } from './query-keys';
import { clearSignIn, removeItems, saveSignIn, type SignIn } from './session-storage';

// A sign-in stores the session items and reloads the home data with the
// credentials; a sign-out clears them (logout also the co-op key) and reloads it without.

export function useMemberSession() {
  const queryClient = useQueryClient();

  const refreshHomeData = useCallback(async () => {
    // The member area shows the old data until the new answer replaces it: no preloader flash.
    await queryClient.invalidateQueries({ queryKey: homeDataQueryKey });
  }, [queryClient]);

  const signIn = useCallback(
    async (result: SignIn) => {
      saveSignIn(result);
      // Another member's data kept on this phone goes before this one's page loads.
      await rememberSignIn(result.credentials).catch(() => undefined);
      queryClient.removeQueries({ queryKey: accountQueryKey });
      await refreshHomeData();
    },
    [queryClient, refreshHomeData],
  );

  /** `forgetCoop`: logout also clears the stored co-op key. */
  const signOut = useCallback(
    async ({ forgetCoop = false }: { forgetCoop?: boolean } = {}) => {
      clearSignIn();
      if (forgetCoop) removeItems('key');
      // Online or offline, nothing of the member stays on the phone: saved pages, queue, caches.
      forgetMarked();
      await forgetAllMembers().catch(() => undefined);
      queryClient.removeQueries({ queryKey: accountQueryKey });
      queryClient.removeQueries({ queryKey: memberCardQueryKey });
      await refreshHomeData();
    },
    [queryClient, refreshHomeData],
  );

  return useMemo(() => ({ signIn, signOut, refreshHomeData }), [signIn, signOut, refreshHomeData]);
}
