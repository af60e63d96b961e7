import { Box, Button, Group } from '@mantine/core';
import { Component, useEffect, type ReactNode } from 'react';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { OFFLINE_MESSAGES } from '#shared/schemas/offline-messages.js';
import { isOffline } from '../lib/api-client';
import { isChunkLoadError, renewFailedImports } from '../lib/retryable-lazy';
import { LoadError } from './load-error';

// Where a page's or dialog's code chunk failed to load (retryable-lazy.tsx), the boundary shows a
// fallback instead of React unmounting the whole app (a white page), and tries again on the
// fallback's button, when the connection returns (the `online` event) or when `resetKey` changes
// (a navigation to another page). Any other error passes on. ADR 0070.

interface ChunkBoundaryProps {
  children: ReactNode;
  /** What stands in for the children while their code is missing; `retry` imports it afresh. */
  fallback: (retry: () => void) => ReactNode;
  /** A new value (the next page's path) clears a failure. */
  resetKey?: unknown;
}

interface ChunkBoundaryState {
  failure?: { error: unknown };
  resetKey?: unknown;
}

/** Calls `retry` when the browser says the connection is back. */
function RetryWhenOnline({ retry, children }: { retry: () => void; children: ReactNode }) {
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  return children;
}

export class ChunkBoundary extends Component<ChunkBoundaryProps, ChunkBoundaryState> {
  override state: ChunkBoundaryState = { resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ChunkBoundaryState> {
    return { failure: { error } };
  }

  /**
   * Another page (a new resetKey) renders at once: the failure shown is never the previous page's.
   * Pure, as React asks: it runs at every attempt of a render, and a navigation is a transition
   * React retries until the new page settles (renewing imports here renewed the new page's failed
   * import at every retry, and the navigation never settled).
   */
  static getDerivedStateFromProps(props: ChunkBoundaryProps, state: ChunkBoundaryState): ChunkBoundaryState | null {
    if (props.resetKey === state.resetKey) return null;
    return { failure: undefined, resetKey: props.resetKey };
  }

  /** Once another page is on screen, the chunks that failed so far import afresh when next shown. */
  override componentDidUpdate(previous: ChunkBoundaryProps) {
    if (previous.resetKey !== this.props.resetKey) renewFailedImports();
  }

  /** A retry is under way: its failure, online, reloads the page. */
  private retried = false;

  retry = () => {
    this.retried = true;
    renewFailedImports();
    this.setState({ failure: undefined });
  };

  override componentDidCatch(error: unknown) {
    // Chromium keeps a module import that failed for the page's life, fresh import() or not: a
    // retry that fails again with the connection back reloads the page, which imports afresh (the
    // next failure, if the server is down, waits for a press of Try again, so no reload loop).
    if (this.retried && isChunkLoadError(error) && !isOffline()) window.location.reload();
    this.retried = false;
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    // Not a missing chunk: for a boundary further up.
    if (!isChunkLoadError(failure.error)) throw failure.error;
    return <RetryWhenOnline retry={this.retry}>{this.props.fallback(this.retry)}</RetryWhenOnline>;
  }
}

/** Offline, the page plainly needs a connection (the message Local Deals shows); online, the server was not reached. */
const chunkMessage = () => (isOffline() ? OFFLINE_MESSAGES.needsConnection : COMMON_MESSAGES.serverConnection);

/** A page whose code did not load: the message and Try again, where the page would be. */
export const pageChunkFallback = (retry: () => void, path?: string) => (
  <div data-testid="page-chunk-error" data-path={path}>
    <LoadError title={COMMON_MESSAGES.errorTitle} message={chunkMessage()} onRetry={retry} />
  </div>
);

/** A part of a page (a dialog's tab) whose code did not load: the same, in the page's flow. */
export const inlineChunkFallback = (retry: () => void) => (
  <LoadError inline title={COMMON_MESSAGES.errorTitle} message={chunkMessage()} onRetry={retry} />
);

/**
 * A dialog whose code did not load: the same message in a small panel where the dialog would
 * open, with Close. (Mantine's Modal is itself in a chunk that may be missing.)
 */
export const dialogChunkFallback = (onClose: () => void) =>
  function DialogChunkFallback(retry: () => void) {
    return (
      <Box
        role="dialog"
        aria-modal="false"
        aria-label={COMMON_MESSAGES.errorTitle}
        data-testid="dialog-chunk-error"
        pos="fixed"
        top="20%"
        left="50%"
        p="md"
        bg="white"
        w="min(92vw, 440px)"
        style={{
          transform: 'translateX(-50%)',
          zIndex: 300,
          borderRadius: 'var(--mantine-radius-md)',
          boxShadow: 'var(--mantine-shadow-xl)',
        }}
      >
        {inlineChunkFallback(retry)}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Box>
    );
  };
