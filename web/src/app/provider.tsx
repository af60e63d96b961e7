import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useCachedHomeData } from '../features/home/api/get-home-data';
import { buildTheme, coopCssVariables } from './theme';

// Everything around the routes: data cache, the co-op's theme and notifications.

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
  return (
    // The co-op colours are picked for a light page; ignore a stored dark preference.
    <MantineProvider theme={theme} cssVariablesResolver={coopCssVariables} forceColorScheme="light" env={env}>
      <Notifications position="top-center" />
      {children}
    </MantineProvider>
  );
}

export function AppProvider({ queryClient, children, env = 'default' }: { queryClient: QueryClient; children: ReactNode; env?: 'default' | 'test' }) {
  return (
    <QueryClientProvider client={queryClient}>
      <CoopThemeProvider env={env}>{children}</CoopThemeProvider>
    </QueryClientProvider>
  );
}
