import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSKEY_MESSAGES } from '#shared/schemas/passkey-messages.js';
import { homeFixture } from './fixtures/home-data';
import { fail, ok, renderApp, signedIn, stubApi, typeInto } from './render';

// Passkeys on the page: My Account's Passkeys section (list, add with a name, remove) and the
// login form's "Sign in with a passkey". The browser's ceremony (@simplewebauthn/browser) is
// stubbed: these tests are about what the page sends and shows; the ceremony itself runs in
// tests/browser/passkeys.test.ts with Chromium's virtual authenticator.

const ceremony = vi.hoisted(() => ({
  startRegistration: vi.fn(async () => ({ id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {} })),
  startAuthentication: vi.fn(async () => ({ id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {} })),
}));
vi.mock('@simplewebauthn/browser', () => ceremony);

const account = {
  success: true,
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  zip: '66044',
  dob: null,
  cellPhone: null,
  signupDate: '2026-03-05T15:00:00.000Z',
  gender: null,
  lastLogin: null,
  optout: 1,
  latestzip: null,
  mailUndeliverable: false,
  deals: [] as unknown[],
  total: 0,
};
const laptop = { id: 'cred-0', name: 'Laptop', createdAt: '2026-03-05T15:00:00.000Z', lastUsedAt: null, synced: true };
const phone = { id: 'cred-1', name: 'My phone', createdAt: '2026-04-01T15:00:00.000Z', lastUsedAt: null, synced: true };

beforeEach(() => {
  // jsdom has no WebAuthn; the page offers passkeys only where the browser has it.
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  ceremony.startRegistration.mockClear();
  ceremony.startAuthentication.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

async function openPasskeys() {
  renderApp({ home: homeFixture });
  fireEvent.click(await screen.findByRole('button', { name: 'My Account' }));
  const dialog = await screen.findByRole('dialog', { name: 'My Account' });
  fireEvent.click(await within(dialog).findByRole('tab', { name: 'My Account' }));
  return within(dialog).findByRole('region', { name: 'Passkeys' });
}

describe('My Account: passkeys', () => {
  it('lists them, adds one with its name through the browser, and removes one', async () => {
    signedIn();
    let listed = [laptop];
    const api = stubApi({
      'b2c/account': ok(account),
      'b2c/listpasskeys': () => ok({ success: true, passkeys: listed }),
      'b2c/addpasskeyoptions': ok({ success: true, options: { challenge: 'c', rp: { name: 'Co-op' } } }),
      'b2c/addpasskey': () => {
        listed = [laptop, phone];
        return ok({ success: true, message: PASSKEY_MESSAGES.added, passkey: phone });
      },
      'b2c/removepasskey': () => {
        listed = [phone];
        return ok({ success: true, message: PASSKEY_MESSAGES.removed });
      },
    });
    vi.stubGlobal('fetch', api.fetchStub);
    const section = await openPasskeys();
    const list = await within(section).findByRole('list', { name: 'Your passkeys' });
    expect(list.textContent).toContain('Laptop');
    expect(list.textContent).toContain('not used yet');

    fireEvent.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    expect((await within(section).findByRole('alert')).textContent).toContain(PASSKEY_MESSAGES.nameRequired);
    expect(api.paths()).not.toContain('b2c/addpasskeyoptions');

    typeInto(section as HTMLElement, 'Passkey name', '  My phone ');
    fireEvent.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    await within(section).findByText(PASSKEY_MESSAGES.added);
    expect(ceremony.startRegistration).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c', rp: { name: 'Co-op' } } });
    expect(api.calls.find((c) => c.path === 'b2c/addpasskey')?.body).toMatchObject({
      credentials: 'm-1',
      name: 'My phone',
      response: { id: 'cred-1' },
    });
    await within(section).findByText('My phone');

    fireEvent.click(within(section).getByRole('button', { name: 'Remove passkey Laptop' }));
    await within(section).findByText(PASSKEY_MESSAGES.removed);
    expect(api.calls.find((c) => c.path === 'b2c/removepasskey')?.body).toEqual({ credentials: 'm-1', id: 'cred-0' });
    await waitFor(() => expect(within(section).queryByText('Laptop')).toBeNull());
  });

  it('says so in plain words when the member cancels the browser prompt, and sends nothing', async () => {
    signedIn();
    const api = stubApi({
      'b2c/account': ok(account),
      'b2c/listpasskeys': ok({ success: true, passkeys: [] }),
      'b2c/addpasskeyoptions': ok({ success: true, options: { challenge: 'c' } }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    ceremony.startRegistration.mockRejectedValueOnce(
      Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }),
    );
    const section = await openPasskeys();
    typeInto(section as HTMLElement, 'Passkey name', 'Phone');
    fireEvent.click(within(section).getByRole('button', { name: 'Add a passkey' }));
    expect((await within(section).findByRole('alert')).textContent).toContain(PASSKEY_MESSAGES.cancelled);
    expect(api.paths()).not.toContain('b2c/addpasskey');
  });
});

describe('login: sign in with a passkey', () => {
  const answer = {
    success: true,
    message: PASSKEY_MESSAGES.loggedIn,
    credentials: 'm-1',
    userKey: 'm-1',
    sessionKey: 's-1',
    firstName: 'Ann',
    role: 'member',
  };

  async function openLogin() {
    renderApp({ home: homeFixture });
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    return screen.findByRole('dialog', { name: 'Login' });
  }

  it('sends the typed email with the options request, then the signed answer, and signs in', async () => {
    const api = stubApi({
      'outside/passkeyoptions': ok({ success: true, options: { challenge: 'c', rpId: 'localhost' } }),
      'outside/passkeylogin': ok(answer),
      'outside/gethomedata': ok(homeFixture),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    const dialog = await openLogin();
    typeInto(dialog, 'Email', 'ann@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull());
    expect(api.calls.find((c) => c.path === 'outside/passkeyoptions')?.body).toEqual({ email: 'ann@example.com' });
    expect(ceremony.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'c', rpId: 'localhost' } });
    expect(api.calls.find((c) => c.path === 'outside/passkeylogin')?.body).toMatchObject({
      response: { id: 'cred-1' },
    });
    expect(window.sessionStorage.getItem('credentials')).toBe('m-1');
  });

  it("shows the server's refusal in the dialog, the password still there to use", async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'outside/passkeyoptions': ok({ success: true, options: { challenge: 'c' } }),
        'outside/passkeylogin': fail(401, PASSKEY_MESSAGES.signInRefused),
      }).fetchStub,
    );
    const dialog = await openLogin();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in with a passkey' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(PASSKEY_MESSAGES.signInRefused);
    expect(within(dialog).getByLabelText('Password')).toBeTruthy();
    expect(window.sessionStorage.getItem('credentials')).toBeNull();
  });
});
