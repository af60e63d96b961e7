import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_INSTALL_MESSAGES } from '#shared/schemas/app-install-messages.js';
import { watchInstallPrompt } from '#web/lib/install-prompt.js';
import { homeFixture } from './fixtures/home-data';
import { renderApp } from './render';

// The Mobile App page's Add to Home Screen: the browser's own prompt where it offers one, Safari's
// steps on iOS, a plain note when the portal already runs installed.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
const open = () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
  return renderApp({ route: '/b2c/cmobile', home: homeFixture });
};
const section = async () =>
  (await screen.findByRole('heading', { level: 2, name: APP_INSTALL_MESSAGES.installTitle })).closest('section')!;

describe('Add to Home Screen', () => {
  it("gives Safari's steps on an iPhone, where no browser prompt exists", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
    );
    open();
    expect((await section()).textContent).toContain(APP_INSTALL_MESSAGES.iosSteps);
    expect(screen.queryByRole('button', { name: APP_INSTALL_MESSAGES.installButton })).toBeNull();
  });

  it('says the portal is installed when it runs in its own window', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(display-mode: standalone)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    open();
    expect((await section()).textContent).toContain(APP_INSTALL_MESSAGES.installed);
  });

  it("offers the browser's install prompt once it fires, and says so once accepted", async () => {
    watchInstallPrompt();
    open();
    expect((await section()).textContent).toContain(APP_INSTALL_MESSAGES.otherBrowsers);
    const prompt = vi.fn(() => Promise.resolve());
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    fireEvent(window, event);
    // The browser's own mini-infobar gives way to the page's button.
    expect(event.defaultPrevented).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: APP_INSTALL_MESSAGES.installButton }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(APP_INSTALL_MESSAGES.installedJustNow)).toBeTruthy();
  });
});
