import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fill, LIMITS } from '#shared/constants.js';
import { homeFixture } from './fixtures/home-data';
import { expectFieldError, expectValid, timesShown } from './form-assertions';
import { fail, ok, renderApp, stubApi, typeInto } from './render';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// The login modal and its forgot-password view.

const loginAnswer = {
  success: true,
  message: ACCOUNT_MESSAGES.loggedIn,
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

const type = typeInto;

const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Login' }));

describe('login modal', () => {
  it('checks in the spec order: both fields, a valid email, at least 8 characters; nothing is sent until then', async () => {
    const api = stubApi({});
    vi.stubGlobal('fetch', api.fetchStub);
    const dialog = await openLogin();
    expect(within(dialog).getByLabelText('Email').getAttribute('maxlength')).toBe(String(LIMITS.email));
    expect(within(dialog).getByLabelText('Password').getAttribute('maxlength')).toBe(String(LIMITS.loginPassword));

    submit(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toContain(ACCOUNT_MESSAGES.loginEmpty);
    type(dialog, 'Email', 'ann@example.com');
    submit(dialog);
    expect(within(dialog).getByRole('alert').textContent).toContain(ACCOUNT_MESSAGES.loginEmpty);
    type(dialog, 'Email', 'ann@example');
    type(dialog, 'Password', 'Garden@Path42');
    submit(dialog);
    expect(within(dialog).getByRole('alert').textContent).toContain(ACCOUNT_MESSAGES.loginEmailInvalid);
    type(dialog, 'Email', 'ann@example.com');
    type(dialog, 'Password', 'Ab1!');
    submit(dialog);
    expect(within(dialog).getByRole('alert').textContent).toContain(ACCOUNT_MESSAGES.loginPasswordShort);
    expect(api.calls).toHaveLength(0);
  });

  it('marks each failing field (aria-invalid, its message read with it) and moves the focus to the first', async () => {
    vi.stubGlobal('fetch', stubApi({}).fetchStub);
    const dialog = await openLogin();
    const email = within(dialog).getByLabelText('Email');
    const password = within(dialog).getByLabelText('Password');
    submit(dialog);
    expectFieldError(email, ACCOUNT_MESSAGES.loginEmpty);
    expectFieldError(password, ACCOUNT_MESSAGES.loginEmpty);
    expect(document.activeElement).toBe(email);
    type(dialog, 'Email', 'ann@example.com');
    type(dialog, 'Password', 'Ab1!');
    submit(dialog);
    expectValid(email);
    expectFieldError(password, ACCOUNT_MESSAGES.loginPasswordShort);
    expect(document.activeElement).toBe(password);
  });

  // One message, once: an empty login once showed it three times (the alert and each field).
  it('shows an empty login its message once, in the alert; each field is invalid and still reads it', async () => {
    vi.stubGlobal('fetch', stubApi({}).fetchStub);
    const dialog = await openLogin();
    submit(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toContain(ACCOUNT_MESSAGES.loginEmpty);
    expect(timesShown(dialog, ACCOUNT_MESSAGES.loginEmpty)).toBe(1);
    expectFieldError(within(dialog).getByLabelText('Email'), ACCOUNT_MESSAGES.loginEmpty);
    expectFieldError(within(dialog).getByLabelText('Password'), ACCOUNT_MESSAGES.loginEmpty);
    // A field whose message differs from the alert's still shows it under the field.
    type(dialog, 'Email', 'ann@example');
    type(dialog, 'Password', 'Ab1!');
    submit(dialog);
    expect(timesShown(dialog, ACCOUNT_MESSAGES.loginEmailInvalid)).toBe(1);
    expect(timesShown(dialog, ACCOUNT_MESSAGES.loginPasswordShort)).toBe(1);
  });

  it("shows the server's message under 'Error' when the login fails", async () => {
    vi.stubGlobal('fetch', stubApi({ 'outside/login': fail(401, 'The email or password is incorrect.') }).fetchStub);
    const dialog = await openLogin();
    type(dialog, 'Email', 'ann@example.com');
    type(dialog, 'Password', 'Wrong@Pass42');
    submit(dialog);
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(COMMON_MESSAGES.errorTitle);
    expect(alert.textContent).toContain('The email or password is incorrect.');
    expect(window.sessionStorage.getItem('credentials')).toBeNull();
  });

  it('stores only the session items, reloads the home data with the credentials, welcomes back and goes to chome', async () => {
    const api = stubApi({ 'outside/login': ok(loginAnswer), 'outside/gethomedata': ok(homeFixture) });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ home: homeFixture, route: '/b2c/cterms' });
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    type(dialog, 'Email', '  ann@example.com ');
    type(dialog, 'Password', 'Garden@Path42');
    submit(dialog);

    expect(await screen.findByText(fill(ACCOUNT_MESSAGES.welcomeBackTitle, { name: 'Ann' }))).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.loggedIn)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/b2c/chome'));
    expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();
    expect(api.calls[0]).toMatchObject({
      path: 'outside/login',
      body: { email: 'ann@example.com', password: 'Garden@Path42' },
    });
    expect(api.calls[1]).toMatchObject({ path: 'outside/gethomedata', body: { credentials: 'm-1' } });
    const stored = Object.fromEntries(
      Object.keys(window.sessionStorage).map((k) => [k, window.sessionStorage.getItem(k)]),
    );
    expect(stored).toMatchObject({
      credentials: 'm-1',
      userKey: 'm-1',
      sessionKey: 's-1',
      firstName: 'Ann',
      role: 'member',
    });
    expect(JSON.stringify(stored)).not.toContain('Garden@Path42');
    // The shell switches: My Account instead of the visitor buttons, the member links and groups.
    expect(screen.getByRole('button', { name: 'My Account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Account' })).toBeNull();
    const topBar = within(screen.getByTestId('top-bar'));
    expect(topBar.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/b2c/chome'],
      ['About', '/b2c/caboutus'],
      ['Mobile App', '/b2c/cmobile'],
      ['Print Card', '/b2c/ccard'],
      ['Offer A Discount', '/b2c/newbp'],
      ['Save on Prescriptions', '/b2c/chealth/pharmacy'],
    ]);
    expect(topBar.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getAllByTestId('nav-group').map((a) => a.textContent)).toContain('Marketplace');
  });

  it('toggles to the forgot-password view: email required, then the server message under Reset Password', async () => {
    const message =
      'If an account exists for this email, we have sent it a link to reset your password. Please check your inbox.';
    const api = stubApi({ 'outside/recoverpassword': ok({ success: true, message }) });
    vi.stubGlobal('fetch', api.fetchStub);
    const login = await openLogin();
    fireEvent.click(within(login).getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(ACCOUNT_MESSAGES.recoverEmailRequired);
    expect(api.calls).toHaveLength(0);
    type(dialog, 'Email', 'ann@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(`${ACCOUNT_MESSAGES.resetPasswordTitle}${message}`),
    );
    expect(api.calls[0]).toMatchObject({ path: 'outside/recoverpassword', body: { email: 'ann@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
  });
});
