import { Box } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ChunkBoundary, pageChunkFallback } from '#web/components/chunk-boundary.js';
import { PageLoader } from '#web/components/preloader.js';

/**
 * Around a layout's page outlet (and a standalone page): a page whose code did not load shows
 * "This page needs a connection" with Try again inside the shell; going to another page tries
 * that one (one boundary instance serves every route in its place, so its failure is per path).
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ChunkBoundary resetKey={pathname} fallback={(retry) => pageChunkFallback(retry, pathname)}>
      {children}
    </ChunkBoundary>
  );
}

/**
 * A layout's main area: the page outlet inside the chunk boundary. At least a screen high, so the
 * footer starts below the fold and a page arriving never pushes it. `data-path` names the page it
 * shows: while the next page's code loads the router keeps the old page (a transition), and the
 * attribute changes only when the new page (or its "needs a connection") is on screen.
 */
export function PageMain() {
  const { pathname } = useLocation();
  return (
    <Box component="main" id="main" data-path={pathname} style={{ flex: 1 }} mih="100dvh">
      <Suspense fallback={<PageLoader />}>
        {/* A page whose code is not on the phone offline: the message in the shell, never a white page. */}
        <PageBoundary>
          <Outlet />
        </PageBoundary>
      </Suspense>
    </Box>
  );
}
