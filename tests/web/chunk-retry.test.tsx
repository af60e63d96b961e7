import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGES } from '../../shared/schemas/offline-messages';
import { ChunkBoundary, pageChunkFallback } from '../../web/src/components/chunk-boundary';
import { retryableLazy } from '../../web/src/lib/retryable-lazy';

// A page whose code chunk is not on the phone offline: the boundary shows "This page needs a
// connection" with Try again (never a blank page), and the connection's return (the `online`
// event) loads it with a fresh import, which React.lazy alone would never make.

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

function Page() {
  return <h1>National Deals</h1>;
}

/** An import that fails while offline, as Chromium's does, and succeeds once online. */
function chunk() {
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
});
