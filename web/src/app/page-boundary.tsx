import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ChunkBoundary, pageChunkFallback } from '../components/chunk-boundary';

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
