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

/**
 * How many times the page has asked failed imports to try again (a press of Try again, the
 * connection's return, a navigation). An import that failed in an earlier round is made afresh at
 * its next render; one that failed in this round is kept. The count only moves in event handlers
 * and after a commit, never while React renders: a render that renewed imports itself would, in a
 * navigation (a transition React retries until it settles), renew the new page's failed import at
 * every retry and never settle (the hang of ADR 0070).
 */
let round = 0;

/** Stylesheet links whose load failed (an error event on a link does not bubble: caught on the way down). */
const failedStylesheets = new Set<HTMLLinkElement>();
if (typeof document !== 'undefined') {
  document.addEventListener(
    'error',
    (event) => {
      const link = event.target;
      if (link instanceof HTMLLinkElement && link.rel === 'stylesheet') failedStylesheets.add(link);
    },
    true,
  );
}

/**
 * Vite's preload helper adds a chunk's stylesheet link once per page and never again, so a link
 * that failed offline would leave the retried page unstyled: it is replaced by a fresh copy. Only
 * links that failed: one still loading is awaited by a pending import, which would never settle.
 */
function reloadFailedStylesheets(): void {
  for (const link of failedStylesheets) if (link.isConnected) link.replaceWith(link.cloneNode());
  failedStylesheets.clear();
}

/** Every component whose chunk failed so far will import it afresh the next time it renders. */
export function renewFailedImports(): void {
  round += 1;
  reloadFailedStylesheets();
}

/**
 * React.lazy that can try again: a failed import rejects with ChunkLoadError (for the nearest
 * chunk boundary), and after renewFailedImports() the next render imports afresh. Until then the
 * failed lazy is kept, so React's own re-renders after an error see the same failure rather than
 * starting a new import in a loop.
 */
// The constraint is React.lazy's own (ComponentType<any>): a narrower one loses the props of a
// module mapped with .then((m) => ({ default: m.X })).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function retryableLazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  const attempt = () => {
    // The round the import started in (React.lazy starts it at the first render): it is renewed
    // once a later round is asked for.
    const state = { started: round, failed: false };
    const component = lazy(() => {
      state.started = round;
      return load().catch((error: unknown) => {
        state.failed = true;
        throw new ChunkLoadError(error);
      });
    });
    return { state, component };
  };
  let current = attempt();
  return function Retryable(props: ComponentProps<T>) {
    // Idempotent within a round, so React rendering this twice (or retrying) imports once.
    if (current.state.failed && current.state.started < round) current = attempt();
    const Current = current.component;
    return <Current {...props} />;
  };
}
