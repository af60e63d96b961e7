import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fill, LIMITS } from '#shared/constants.js';
import { homeFixture } from './fixtures/home-data';
import { expectFieldError, expectValid } from './form-assertions';
import { fail, ok, renderApp, stubApi, typeInto } from './render';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';

// The sign-up modal: the ZIP step, then the details with the co-op select.

const BOTH = {
  success: true,
  coops: [
    { plid: 417, coopName: 'Riverbend Power Co-op' },
    { plid: 323, coopName: 'Prairie Sky Electric Cooperative' },
  ],
};
const RIVERBEND_ONLY = { success: true, coops: [{ plid: 417, coopName: 'Riverbend Power Co-op' }] };
const PASSWORD = 'Garden@Path42';

const type = typeInto;

async function openSignup() {
  window.sessionStorage.setItem('key', '323');
  renderApp({ home: homeFixture });
  fireEvent.click(await screen.findByRole('button', { name: 'Create Account' }));
  return screen.findByRole('dialog', { name: 'Create Account' });
}

async function toDetails(dialog: HTMLElement, zip = '66044') {
  type(dialog, 'ZIP code', zip);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
  return within(dialog).findByLabelText('Co-op');
}

const alertOf = (dialog: HTMLElement) => within(dialog).getByRole('alert').textContent;

describe('sign-up: ZIP step', () => {
  it('requires 5 digits with the spec messages, and shows the server message for a ZIP no co-op serves', async () => {
    const unknown = 'We could not find a cooperative serving this ZIP code. Please check the ZIP code and try again.';
    const api = stubApi({
      'outside/checkzipcode': { status: 200, body: { success: false, coops: [], message: unknown } },
    });
    vi.stubGlobal('fetch', api.fetchStub);
    const dialog = await openSignup();
    expect(within(dialog).getByLabelText('ZIP code').getAttribute('maxlength')).toBe(String(LIMITS.zip));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(ACCOUNT_MESSAGES.zipRequired);
    // The 5-digit mask keeps letters out.
    type(dialog, 'ZIP code', '66o4');
    expect((within(dialog).getByLabelText('ZIP code') as HTMLInputElement).value).toBe('664');
    type(dialog, 'ZIP code', '6604');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(alertOf(dialog)).toContain(ACCOUNT_MESSAGES.zipInvalid);
    expectFieldError(within(dialog).getByLabelText('ZIP code'), ACCOUNT_MESSAGES.zipInvalid);
    expect(document.activeElement).toBe(within(dialog).getByLabelText('ZIP code'));
    expect(api.calls).toHaveLength(0);
    type(dialog, 'ZIP code', '99999');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(alertOf(dialog)).toContain(unknown));
    expect(api.calls[0]).toMatchObject({ path: 'outside/checkzipcode', body: { zip: '99999' } });
  });

  it("lists the co-ops serving the ZIP and picks this site's co-op when it is one of them, else the first", async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ 'outside/checkzipcode': (body) => ok(body.zip === '66044' ? BOTH : RIVERBEND_ONLY) }).fetchStub,
    );
    const dialog = await openSignup();
    const select = (await toDetails(dialog)) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Select your co-op',
      'Riverbend Power Co-op',
      'Prairie Sky Electric Cooperative',
    ]);
    expect(select.value).toBe('323');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change ZIP code' }));
    const other = (await toDetails(dialog, '37064')) as HTMLSelectElement;
    expect(other.value).toBe('417');
    expect(within(dialog).getByTestId('signup-zip').textContent).toBe('37064');
  });
});

describe('sign-up: details', () => {
  it('checks every field in the spec order with the spec titles before anything is sent', async () => {
    const api = stubApi({ 'outside/checkzipcode': ok(BOTH) });
    vi.stubGlobal('fetch', api.fetchStub);
    const dialog = await openSignup();
    await toDetails(dialog);
    const create = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(within(dialog).getByLabelText('First name').getAttribute('maxlength')).toBe(String(LIMITS.name));
    expect(within(dialog).getByLabelText('Email').getAttribute('maxlength')).toBe(String(LIMITS.email));
    expect(within(dialog).getByLabelText('Password').getAttribute('maxlength')).toBe(
      String(LIMITS.registrationPassword),
    );

    const steps: Array<[() => void, string, string]> = [
      [
        () => type(dialog, 'First name', '  '),
        ACCOUNT_MESSAGES.allFieldsRequiredTitle,
        ACCOUNT_MESSAGES.enterFirstName,
      ],
      [
        () => type(dialog, 'First name', 'Ann'),
        ACCOUNT_MESSAGES.allFieldsRequiredTitle,
        ACCOUNT_MESSAGES.enterLastName,
      ],
      [() => type(dialog, 'Last name', 'Lee'), ACCOUNT_MESSAGES.allFieldsRequiredTitle, ACCOUNT_MESSAGES.enterEmail],
      [
        () => type(dialog, 'Email', 'ann@example'),
        ACCOUNT_MESSAGES.allFieldsRequiredTitle,
        ACCOUNT_MESSAGES.enterPassword,
      ],
      [
        () => type(dialog, 'Password', 'weakpass'),
        ACCOUNT_MESSAGES.allFieldsRequiredTitle,
        ACCOUNT_MESSAGES.enterPasswordConfirmation,
      ],
      [
        () => type(dialog, 'Password confirmation', 'weakpas'),
        ACCOUNT_MESSAGES.passwordMismatchTitle,
        ACCOUNT_MESSAGES.passwordMismatch,
      ],
      [
        () => type(dialog, 'Password confirmation', 'weakpass'),
        ACCOUNT_MESSAGES.invalidEmailTitle,
        ACCOUNT_MESSAGES.invalidEmail,
      ],
      [
        () => type(dialog, 'Email', 'ann@example.com'),
        ACCOUNT_MESSAGES.invalidPasswordTitle,
        ACCOUNT_MESSAGES.passwordRule,
      ],
      [
        () => {
          type(dialog, 'Password', PASSWORD);
          type(dialog, 'Password confirmation', PASSWORD);
          type(dialog, 'Co-op', '');
        },
        '',
        ACCOUNT_MESSAGES.selectCoop,
      ],
    ];
    for (const [change, title, message] of steps) {
      change();
      create();
      expect(alertOf(dialog)).toBe(`${title}${message}`);
    }
    expect(api.paths()).toEqual(['outside/checkzipcode']);
  });

  it('marks every empty field at once and focuses the first; a mismatch marks and focuses the confirmation', async () => {
    vi.stubGlobal('fetch', stubApi({ 'outside/checkzipcode': ok(BOTH) }).fetchStub);
    const dialog = await openSignup();
    await toDetails(dialog);
    const field = (label: string) => within(dialog).getByLabelText(label, { exact: true });
    type(dialog, 'Email', 'ann@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expectFieldError(field('First name'), ACCOUNT_MESSAGES.enterFirstName);
    expectFieldError(field('Last name'), ACCOUNT_MESSAGES.enterLastName);
    expectFieldError(field('Password'), ACCOUNT_MESSAGES.enterPassword);
    expectFieldError(field('Password confirmation'), ACCOUNT_MESSAGES.enterPasswordConfirmation);
    expectValid(field('Email'));
    expect(document.activeElement).toBe(field('First name'));

    type(dialog, 'First name', 'Ann');
    type(dialog, 'Last name', 'Lee');
    type(dialog, 'Password', PASSWORD);
    type(dialog, 'Password confirmation', `${PASSWORD}x`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expectFieldError(field('Password confirmation'), ACCOUNT_MESSAGES.passwordMismatch);
    expectValid(field('Password'));
    expect(document.activeElement).toBe(field('Password confirmation'));
  });

  it("shows 'Registration Failed' with the server message", async () => {
    const duplicate = 'An account with this email already exists. Please login or use Forgot password.';
    vi.stubGlobal(
      'fetch',
      stubApi({ 'outside/checkzipcode': ok(BOTH), 'outside/saveuser': fail(409, duplicate) }).fetchStub,
    );
    const dialog = await openSignup();
    await toDetails(dialog);
    type(dialog, 'First name', 'Ann');
    type(dialog, 'Last name', 'Lee');
    type(dialog, 'Email', 'ann@example.com');
    type(dialog, 'Password', PASSWORD);
    type(dialog, 'Password confirmation', PASSWORD);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(alertOf(dialog)).toBe(`${ACCOUNT_MESSAGES.registrationFailedTitle}${duplicate}`));
  });

  it('registers in the chosen co-op, logs in with the same email and password, and welcomes the new member', async () => {
    const api = stubApi({
      'outside/checkzipcode': ok(BOTH),
      'outside/saveuser': ok({ success: true, message: 'Welcome! Your account has been created.' }),
      'outside/login': ok({
        success: true,
        message: ACCOUNT_MESSAGES.loggedIn,
        credentials: 'm-2',
        userKey: 'm-2',
        sessionKey: 's-2',
        firstName: 'Ann',
        role: 'member',
      }),
      'outside/gethomedata': ok(homeFixture),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    const dialog = await openSignup();
    await toDetails(dialog);
    type(dialog, 'First name', ' Ann ');
    type(dialog, 'Last name', 'Lee');
    type(dialog, 'Email', 'ann@example.com');
    type(dialog, 'Password', PASSWORD);
    type(dialog, 'Password confirmation', PASSWORD);
    type(dialog, 'Co-op', '417');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(fill(ACCOUNT_MESSAGES.welcomeNewTitle, { name: 'Ann' }))).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.welcomeNew)).toBeTruthy();
    expect(api.paths()).toEqual(['outside/checkzipcode', 'outside/saveuser', 'outside/login', 'outside/gethomedata']);
    expect(api.calls[1]!.body).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      zip: '66044',
      plid: 417,
    });
    expect(api.calls[2]!.body).toEqual({ email: 'ann@example.com', password: PASSWORD });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Account' })).toBeNull());
    expect(window.sessionStorage.getItem('credentials')).toBe('m-2');
    expect(screen.getByRole('button', { name: 'My Account' })).toBeTruthy();
  });
});
