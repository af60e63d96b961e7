import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { startTransition, Suspense, useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGES } from '#shared/schemas/offline-messages.js';
import { ChunkBoundary, pageChunkFallback } from '#web/components/chunk-boundary.js';
import { retryableLazy } from '#web/lib/retryable-lazy.js';

// A page whose code chunk is not on the phone offline: the boundary shows "This page needs a
// connection" with Try again (never a blank page), and the connection's return (the `online`
// event) loads it with a fresh import, which React.lazy alone would never make.

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

/** An import that fails while offline, as Chromium's does, and succeeds once online. */
function chunk(title = 'National Deals') {
  const Page = () => <h1>{title}</h1>;
  const load = vi.fn(async () => {
    if (!navigator.onLine) throw new TypeError('Failed to fetch dynamically imported module: /assets/page.js');
    return { default: Page };
  });
  return { load, Lazy: retryableLazy(load) };
}

const renderPage = (Lazy: ComponentType) =>
  render(
    <MantineProvider env="test">
      <Suspense fallback={<p>Loading</p>}>
        <ChunkBoundary fallback={pageChunkFallback}>
          <Lazy />
        </ChunkBoundary>
      </Suspense>
    </MantineProvider>,
  );

describe('a page whose code did not load', () => {
  it('says the page needs a connection, and shows the page with a fresh import when the connection returns', async () => {
    setOnline(false);
    const { load, Lazy } = chunk();
    renderPage(Lazy);
    expect((await screen.findByTestId('needs-connection')).textContent).toBe(OFFLINE_MESSAGES.needsConnection);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    const failedLoads = load.mock.calls.length;

    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: 'National Deals' })).toBeTruthy();
    expect(load.mock.calls.length).toBe(failedLoads + 1);
    expect(screen.queryByTestId('needs-connection')).toBeNull();
  });

  it('tries again on Try again, and says so again while still offline', async () => {
    setOnline(false);
    const { load, Lazy } = chunk();
    renderPage(Lazy);
    await screen.findByTestId('needs-connection');
    const failedLoads = load.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(load.mock.calls.length).toBeGreaterThan(failedLoads));
    // The fresh import fails as well: the message again, once its loader is gone.
    await vi.waitFor(() => expect(screen.queryByText('Loading')).toBeNull());
    expect(screen.getByTestId('needs-connection').textContent).toBe(OFFLINE_MESSAGES.needsConnection);

    setOnline(true);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'National Deals' })).toBeTruthy();
  });

  it('goes from one page whose code is missing to another (a transition, as the router navigates) and says so for each', async () => {
    setOnline(false);
    const pages = { '/national': chunk('National Deals'), '/about': chunk('About Us') };
    let go: (path: keyof typeof pages) => void = () => undefined;
    function Shell() {
      const [path, setPath] = useState<keyof typeof pages>('/national');
      go = (next) => startTransition(() => setPath(next));
      const { Lazy } = pages[path];
      return (
        <Suspense fallback={<p>Loading</p>}>
          <ChunkBoundary resetKey={path} fallback={(retry) => pageChunkFallback(retry, path)}>
            <Lazy />
          </ChunkBoundary>
        </Suspense>
      );
    }
    const messageFor = (path: string) =>
      document.querySelector(`[data-testid="page-chunk-error"][data-path="${path}"]`);
    render(
      <MantineProvider env="test">
        <Shell />
      </MantineProvider>,
    );
    await vi.waitFor(() => expect(messageFor('/national')).not.toBeNull());

    // The navigation settles on the second page's message: one import of its code, not a loop.
    act(() => go('/about'));
    await vi.waitFor(() => expect(messageFor('/about')).not.toBeNull());
    expect(screen.getByTestId('needs-connection').textContent).toBe(OFFLINE_MESSAGES.needsConnection);
    expect(pages['/about'].load).toHaveBeenCalledTimes(1);

    // Back to the first page: its code is asked for afresh, and still missing.
    const nationalLoads = pages['/national'].load.mock.calls.length;
    act(() => go('/national'));
    await vi.waitFor(() => expect(messageFor('/national')).not.toBeNull());
    expect(pages['/national'].load).toHaveBeenCalledTimes(nationalLoads + 1);

    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('heading', { name: 'National Deals' })).toBeTruthy();
  });
});
