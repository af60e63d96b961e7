import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { ChunkBoundary } from '../components/chunk-boundary';
import { useCachedHomeData } from '../features/home/get-home-data';
import { closeModal } from '../lib/modal-store';
import { retryableLazy } from '../lib/retryable-lazy';
import { accountQueryKey, homeDataQueryKey } from '../lib/query-keys';
import { onSessionExpired } from '../lib/session-storage';
import { buildTheme, coopCssVariables } from './theme';
import { showAccountInactive, showPleaseLogin } from '../lib/please-login';

// Everything around the routes: data cache, the co-op's theme and notifications.

// The notification list (and its transitions) is not needed for the first screen: its own chunk.
// A notification shown before it arrives waits in the store and appears when it does (offline
// without its chunk: once the connection returns).
const NotificationsHost = retryableLazy(() => import('./notifications-host'));
const nothing = () => null;

/**
 * When the server no longer knows the session (expired, revoked, password changed
 * elsewhere) the page is a visitor's again, with the info alert 'Please Login'; when staff
 * deactivated the account, with the server's notice saying so instead.
 */
function SessionExpiryAlert() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionExpired((notice) => {
        closeModal();
        queryClient.removeQueries({ queryKey: accountQueryKey });
        void queryClient.invalidateQueries({ queryKey: homeDataQueryKey });
        if (notice) showAccountInactive(notice);
        else showPleaseLogin();
      }),
    [queryClient],
  );
  return null;
}

function CoopThemeProvider({ children, env }: { children: ReactNode; env: 'default' | 'test' }) {
  const coop = useCachedHomeData()?.coopData;
  const { topBarColor, mainColor, secondColor, thirdColor } = coop ?? {};
  const theme = useMemo(
    () =>
      buildTheme(
        topBarColor === undefined || mainColor === undefined || secondColor === undefined || thirdColor === undefined
          ? undefined
          : { topBarColor, mainColor, secondColor, thirdColor },
      ),
    [topBarColor, mainColor, secondColor, thirdColor],
  );
  useEffect(() => {
    // The browser's own bar (and the installed app's title bar) in the co-op's colour.
    if (topBarColor) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', topBarColor);
  }, [topBarColor]);
  return (
    // The co-op colours are picked for a light page; ignore a stored dark preference.
    <MantineProvider theme={theme} cssVariablesResolver={coopCssVariables} forceColorScheme="light" env={env}>
      <ChunkBoundary fallback={nothing}>
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
      </ChunkBoundary>
      <SessionExpiryAlert />
      {children}
    </MantineProvider>
  );
}

export function AppProvider({
  queryClient,
  children,
  env = 'default',
}: {
  queryClient: QueryClient;
  children: ReactNode;
  env?: 'default' | 'test';
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <CoopThemeProvider env={env}>{children}</CoopThemeProvider>
    </QueryClientProvider>
  );
}
