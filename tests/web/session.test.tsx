import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CSRF_COOKIE, ERROR_CODES, fill } from '#shared/constants.js';
import { callApi } from '#web/lib/api-client.js';
import { homeFixture, homeWith } from './fixtures/home-data';
import { expectFieldError, expectValid } from './form-assertions';
import { currentLocation, fail, ok, renderApp, stubApi, typeInto } from './render';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// Sessions in the browser: the CSRF header, the end of a session (401), logout, the emailed link
// handlers, activation, the reset screen, csignuplogin and the recovery page.

const SESSION = { credentials: 'm-1', userKey: 'm-1', sessionKey: 's-1', firstName: 'Ann', role: 'member' };
const signedIn = () => Object.entries(SESSION).forEach(([k, v]) => window.sessionStorage.setItem(k, v));
const sessionItems = () =>
  ['credentials', 'userKey', 'sessionKey', 'firstName', 'role'].map((k) => window.sessionStorage.getItem(k));

const type = typeInto;

describe('callApi and the session', () => {
  it('sends the CSRF cookie back as x-csrf-token, and no header without the cookie', async () => {
    const api = stubApi({ 'outside/logout': ok({ success: true }) });
    vi.stubGlobal('fetch', api.fetchStub);
    await callApi('outside/logout', {});
    expect(api.calls[0]!.headers.has('x-csrf-token')).toBe(false);
    // jsdom's page is http, where a __Host- cookie cannot be set; the page just reads what it has.
    const cookies = vi
      .spyOn(Document.prototype, 'cookie', 'get')
      .mockReturnValue(`other=1; ${CSRF_COOKIE}=AbC_dEf-123`);
    await callApi('outside/logout', {});
    cookies.mockRestore();
    expect(api.calls[1]!.headers.get('x-csrf-token')).toBe('AbC_dEf-123');
  });

  it("clears the session items on a 401 and shows the info alert 'Please Login'", async () => {
    signedIn();
    window.sessionStorage.setItem('key', '323');
    const api = stubApi({
      'b2c/account': fail(401, COMMON_MESSAGES.pleaseLogin),
      'outside/gethomedata': ok(homeFixture),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ home: homeFixture });
    fireEvent.click(await screen.findByRole('button', { name: 'My Account' }));
    expect(await screen.findByText(COMMON_MESSAGES.loginRequired)).toBeTruthy();
    expect(screen.getByText(COMMON_MESSAGES.pleaseLogin)).toBeTruthy();
    expect(sessionItems()).toEqual([null, null, null, null, null]);
    expect(window.sessionStorage.getItem('key')).toBe('323');
    // The shell is a visitor's again (its Login button beside the notice's own) and the
    // members-only modal is gone.
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'My Account' })).toBeNull();
    expect(screen.getAllByTestId('nav-group').map((a) => a.textContent)).not.toContain('Marketplace');
  });

  it("a session ended by a deactivation shows the server's notice once, not 'Please Login'", async () => {
    signedIn();
    const inactive = fill(ACCOUNT_MESSAGES.accountInactive, {
      coop: 'Prairie Sky Electric',
      contact: 'help@ps.example',
    });
    const api = stubApi({
      'b2c/account': { status: 401, body: { success: false, message: inactive, code: ERROR_CODES.accountInactive } },
      'outside/gethomedata': ok(homeFixture),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ home: homeFixture, route: '/b2c/ccard' });
    fireEvent.click(await screen.findByRole('button', { name: 'My Account' }));
    expect(await screen.findByText(inactive)).toBeTruthy();
    expect(screen.getByText(COMMON_MESSAGES.accountInactiveTitle)).toBeTruthy();
    // The members-only page goes to chome, which would ask for a login: it adds no second notice.
    await waitFor(() => expect(currentLocation()).toBe('/b2c/chome'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByText(COMMON_MESSAGES.pleaseLogin)).toBeNull();
    expect(screen.queryByText(COMMON_MESSAGES.loginRequired)).toBeNull();
    expect(document.querySelectorAll('.mantine-Notification-root')).toHaveLength(1);
    expect(sessionItems()).toEqual([null, null, null, null, null]);
  });

  it("treats login's 401 as a wrong password, not an ended session", async () => {
    vi.stubGlobal('fetch', stubApi({ 'outside/login': fail(401, 'The email or password is incorrect.') }).fetchStub);
    signedIn();
    await expect(callApi('outside/login', { email: 'a@b.co', password: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(window.sessionStorage.getItem('credentials')).toBe('m-1');
  });
});

describe('logout', () => {
  it('asks first; Cancel keeps the session, confirm revokes it, clears the items and the key, and goes to chome', async () => {
    signedIn();
    window.sessionStorage.setItem('key', '417');
    const api = stubApi({ 'outside/logout': ok({ success: true }), 'outside/gethomedata': ok(homeFixture) });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ home: homeFixture, route: '/b2c/cterms' });
    const topBar = within(await screen.findByTestId('top-bar'));
    fireEvent.click(topBar.getByRole('button', { name: 'Logout' }));
    let dialog = await screen.findByRole('dialog', { name: 'Logout' });
    expect(dialog.textContent).toContain(ACCOUNT_MESSAGES.logoutConfirm);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Logout' })).toBeNull());
    expect(window.sessionStorage.getItem('credentials')).toBe('m-1');
    expect(api.calls).toHaveLength(0);

    fireEvent.click(topBar.getByRole('button', { name: 'Logout' }));
    dialog = await screen.findByRole('dialog', { name: 'Logout' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(currentLocation()).toBe('/b2c/chome'));
    expect(api.paths()).toEqual(['outside/logout', 'outside/gethomedata']);
    expect(api.calls[1]!.body).toMatchObject({ credentials: null, key: null });
    expect(sessionItems()).toEqual([null, null, null, null, null]);
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(topBar.queryByRole('button', { name: 'Logout' })).toBeNull();
  });
});

describe('activation', () => {
  it('the link handler stores the record and goes to the co-op; a dead link goes home', async () => {
    const api = stubApi({
      'outside/activate': (body) =>
        ok(body.key2 === 'good' ? { success: true, url: 'riverbend.localhost', firstName: 'Jo' } : { success: false }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    const first = renderApp({ route: '/activate/k1/good' });
    await waitFor(() => expect(currentLocation()).toBe('/coop/riverbend.localhost'));
    expect(JSON.parse(window.sessionStorage.getItem('activation')!)).toEqual({
      success: true,
      firstName: 'Jo',
      key1: 'k1',
      key2: 'good',
    });
    expect(api.calls[0]!.body).toEqual({ key1: 'k1', key2: 'good' });
    first.unmount();
    window.sessionStorage.clear();
    renderApp({ route: '/activate/k1/bad', home: homeFixture });
    await waitFor(() => expect(currentLocation()).toBe('/b2c/chome'));
    expect(window.sessionStorage.getItem('activation')).toBeNull();
    // A used or expired link says so, and what to do next.
    expect(await screen.findByText(ACCOUNT_MESSAGES.activationLinkDead)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.activationLinkDeadTitle)).toBeTruthy();
  });

  it('with a stored record, Login and Create Account open the set-password screen; success signs in', async () => {
    window.sessionStorage.setItem(
      'activation',
      JSON.stringify({ success: true, firstName: 'Jo', key1: 'k1', key2: 'k2' }),
    );
    const api = stubApi({
      'outside/activateaccount': ok({
        success: true,
        message: ACCOUNT_MESSAGES.loggedIn,
        credentials: 'm-9',
        userKey: 'm-9',
        sessionKey: 's-9',
        firstName: 'Jo',
        role: 'member',
      }),
      'outside/gethomedata': ok(homeFixture),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ home: homeFixture, route: '/b2c/cterms' });
    for (const button of ['Login', 'Create Account']) {
      fireEvent.click(await screen.findByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: 'Activate your account' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Activate your account' })).toBeNull());
    }
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activate your account' });
    const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Activate account' }));
    submit();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      `${ACCOUNT_MESSAGES.allFieldsRequiredTitle}${ACCOUNT_MESSAGES.enterPassword}`,
    );
    type(dialog, 'New password', 'weakpass');
    submit();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      `${ACCOUNT_MESSAGES.allFieldsRequiredTitle}${ACCOUNT_MESSAGES.enterPasswordConfirmation}`,
    );
    type(dialog, 'Confirm new password', 'weakpass');
    submit();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      `${ACCOUNT_MESSAGES.invalidPasswordTitle}${ACCOUNT_MESSAGES.setPasswordRule}`,
    );
    expectFieldError(within(dialog).getByLabelText('New password'), ACCOUNT_MESSAGES.setPasswordRule);
    expect(document.activeElement).toBe(within(dialog).getByLabelText('New password'));
    type(dialog, 'New password', 'River$Stone77');
    submit();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      `${ACCOUNT_MESSAGES.passwordMismatchTitle}${ACCOUNT_MESSAGES.passwordsDoNotMatch}`,
    );
    expectValid(within(dialog).getByLabelText('New password'));
    expectFieldError(within(dialog).getByLabelText('Confirm new password'), ACCOUNT_MESSAGES.passwordsDoNotMatch);
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Confirm new password'));
    type(dialog, 'Confirm new password', 'River$Stone77');
    submit();
    expect(await screen.findByText(fill(ACCOUNT_MESSAGES.welcomeNewTitle, { name: 'Jo' }))).toBeTruthy();
    expect(api.calls[0]!.body).toEqual({
      activationData: { key1: 'k1', key2: 'k2', password: 'River$Stone77', passwordConfirmation: 'River$Stone77' },
    });
    await waitFor(() => expect(currentLocation()).toBe('/b2c/chome'));
    expect(window.sessionStorage.getItem('activation')).toBeNull();
    expect(window.sessionStorage.getItem('credentials')).toBe('m-9');
    expect(screen.getByRole('button', { name: 'My Account' })).toBeTruthy();
  });
});

describe('password reset', () => {
  it("the link handler refuses empty keys with 'Invalid password reset link' and drops stored keys", async () => {
    window.sessionStorage.setItem('resetkeys', JSON.stringify({ key1: 'a', key2: 'b' }));
    vi.stubGlobal('fetch', stubApi({}).fetchStub);
    renderApp({ route: '/resetpassword/', home: homeFixture });
    expect(await screen.findByText(ACCOUNT_MESSAGES.invalidResetLink)).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/b2c/chome'));
    expect(window.sessionStorage.getItem('resetkeys')).toBeNull();
  });

  it('a used or superseded link goes home saying so, and offers to send a new one', async () => {
    window.sessionStorage.setItem('resetkeys', JSON.stringify({ key1: 'k1', key2: 'old' }));
    const api = stubApi({
      'outside/checkresetlink': ok({ success: false }),
      'outside/gethomedata': ok(homeFixture),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/resetpassword/k1/old', home: homeFixture });
    await waitFor(() => expect(currentLocation()).toBe('/b2c/chome'));
    const alert = await screen.findByText(ACCOUNT_MESSAGES.resetLinkDead);
    expect(screen.getByText(ACCOUNT_MESSAGES.activationLinkDeadTitle)).toBeTruthy();
    expect(window.sessionStorage.getItem('resetkeys')).toBeNull();
    const notice = alert.closest('.mantine-Notification-root');
    expect(notice).toBeTruthy();
    fireEvent.click(within(notice as HTMLElement).getByRole('button', { name: ACCOUNT_MESSAGES.sendNewResetLink }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    expect(within(dialog).getByLabelText(/email/i)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(ACCOUNT_MESSAGES.resetLinkDead)).toBeNull());
  });

  it('a live link stores the keys and goes to the co-op; the home then opens the reset screen, whose success opens the login', async () => {
    const riverbend = homeWith((d) => {
      d.key = '417';
    });
    const api = stubApi({
      'outside/checkresetlink': ok({ success: true, url: 'riverbend.localhost', firstName: 'Ann' }),
      'outside/setcoop': ok(riverbend),
      'general/updatepassword': (_body, n) =>
        n === 0
          ? fail(400, 'This link is not valid anymore. Please request a new one.')
          : ok({ success: true, message: ACCOUNT_MESSAGES.passwordResetDone }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/resetpassword/k1/k2' });
    const dialog = await screen.findByRole('dialog', { name: ACCOUNT_MESSAGES.resetPasswordTitle });
    expect(currentLocation()).toBe('/b2c/chome');
    expect(api.paths()).toEqual(['outside/checkresetlink', 'outside/setcoop']);
    expect(JSON.parse(window.sessionStorage.getItem('resetkeys')!)).toEqual({ key1: 'k1', key2: 'k2' });
    type(dialog, 'New password', 'River$Stone77');
    type(dialog, 'Confirm new password', 'River$Stone77');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save new password' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        `${COMMON_MESSAGES.errorTitle}This link is not valid anymore. Please request a new one.`,
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordResetDone)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordResetTitle)).toBeTruthy();
    expect(api.calls.at(-1)!.body).toEqual({
      key1: 'k1',
      key2: 'k2',
      password: 'River$Stone77',
      password2: 'River$Stone77',
    });
    expect(window.sessionStorage.getItem('resetkeys')).toBeNull();
  });

  it('/recoverpassword/{key}: the rule, the match, then outside/updatepassword and back to chome', async () => {
    const api = stubApi({
      'outside/updatepassword': ok({ success: true, message: ACCOUNT_MESSAGES.passwordResetDone }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/recoverpassword/abc.def', home: homeFixture });
    const form = await screen.findByRole('form', { name: 'Recover password' });
    expect(within(form).getByLabelText('New password').getAttribute('maxlength')).toBe('30');
    const submit = () => fireEvent.click(within(form).getByRole('button', { name: 'Save new password' }));
    type(form, 'New password', 'weakpass');
    submit();
    expect(within(form).getByRole('alert').textContent).toBe(
      `${COMMON_MESSAGES.warningTitle}${ACCOUNT_MESSAGES.passwordRule}`,
    );
    expectFieldError(within(form).getByLabelText('New password'), ACCOUNT_MESSAGES.passwordRule);
    expect(document.activeElement).toBe(within(form).getByLabelText('New password'));
    type(form, 'New password', 'River$Stone77');
    submit();
    expect(within(form).getByRole('alert').textContent).toBe(
      `${COMMON_MESSAGES.errorTitle}${ACCOUNT_MESSAGES.passwordsDoNotMatch}`,
    );
    expectFieldError(within(form).getByLabelText('Confirm new password'), ACCOUNT_MESSAGES.passwordsDoNotMatch);
    expect(document.activeElement).toBe(within(form).getByLabelText('Confirm new password'));
    type(form, 'Confirm new password', 'River$Stone77');
    submit();
    await waitFor(() => expect(currentLocation()).toBe('/b2c/chome'));
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordUpdated)).toBeTruthy();
    expect(api.calls[0]!.body).toEqual({ key: 'abc.def', password: 'River$Stone77', password2: 'River$Stone77' });
  });
});

describe('/csignuplogin/{route}', () => {
  it('invites to a free membership for chome and says the feature is exclusive otherwise', async () => {
    const { unmount } = renderApp({ route: '/csignuplogin/', home: homeFixture });
    expect(await screen.findByRole('heading', { name: ACCOUNT_MESSAGES.csignuploginHome })).toBeTruthy();
    unmount();
    renderApp({ route: '/csignuplogin/ctravel', home: homeFixture });
    expect(await screen.findByRole('heading', { name: ACCOUNT_MESSAGES.csignuploginExclusive })).toBeTruthy();
  });

  it('goes on to /b2c/{route} after login, and Create Account opens the sign-up', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'outside/login': ok({ success: true, message: ACCOUNT_MESSAGES.loggedIn, ...SESSION }),
        'outside/gethomedata': ok(homeFixture),
      }).fetchStub,
    );
    renderApp({ route: '/csignuplogin/chealth/pharmacy', home: homeFixture });
    const form = await screen.findByRole('form', { name: 'Login' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Create Account' }).at(-1)!);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Create Account' })).getByRole('button', { name: 'Close' }),
    );
    type(form, 'Email', 'ann@example.com');
    type(form, 'Password', 'Garden@Path42');
    fireEvent.click(within(form).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(currentLocation()).toBe('/b2c/chealth/pharmacy'));
  });
});
