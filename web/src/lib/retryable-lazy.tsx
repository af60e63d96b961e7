import { lazy, type ComponentProps, type ComponentType } from 'react';

// A page or dialog whose code chunk is not on the phone fails to load offline ("Failed to fetch
// dynamically imported module"). React.lazy keeps that rejected import for good, so a component
// made by retryableLazy swaps in a fresh React.lazy (a fresh import) when asked to retry, and a
// chunk boundary (components/chunk-boundary.tsx) shows the failure and asks, on a button press or
// when the connection returns. ADR 0070.

/** A code chunk that did not load (offline, or the server unreachable). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * The browsers' own words for a failed import() (Chromium, Safari, Firefox) and Vite's for a
 * chunk's stylesheet, for a chunk loaded by something other than retryableLazy.
 */
const FAILED_IMPORT =
  /dynamically imported module|importing a module script failed|error loading dynamically imported module|unable to preload css/i;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof ChunkLoadError || (error instanceof Error && FAILED_IMPORT.test(error.message));

/** The components whose last import failed: each renews itself with a fresh import when retried. */
const failed = new Set<() => void>();

/**
 * Vite's preload helper adds a chunk's stylesheet link once per page and never again, so a link
 * that failed offline would leave the retried page unstyled: it is replaced by a fresh copy. (A
 * stylesheet link has no sheet until it has loaded.)
 */
function reloadFailedStylesheets(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (!link.sheet) link.replaceWith(link.cloneNode());
  }
}

/** Every component whose chunk failed will import it afresh the next time it renders. */
export function renewFailedImports(): void {
  if (failed.size === 0) return;
  reloadFailedStylesheets();
  for (const renew of failed) renew();
  failed.clear();
}

/**
 * React.lazy that can try again: a failed import rejects with ChunkLoadError (for the nearest
 * chunk boundary), and after renewFailedImports() the next render imports afresh. The failed lazy
 * is kept until then, so React's own re-render after an error sees the same failure rather than
 * starting a new import in a loop.
 */
// The constraint is React.lazy's own (ComponentType<any>): a narrower one loses the props of a
// module mapped with .then((m) => ({ default: m.X })).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function retryableLazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  const attempt = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failed.add(renew);
        throw new ChunkLoadError(error);
      }),
    );
  let current = attempt();
  const renew = () => {
    current = attempt();
  };
  return function Retryable(props: ComponentProps<T>) {
    const Current = current;
    return <Current {...props} />;
  };
}
