import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LIMITS, MESSAGES } from '../../shared/constants';
import { homeFixture } from './fixtures/home-data';
import { fail, ok, renderApp, stubApi } from './render';

// The My Account modal: Membership, My Account (edit form and change password) and Savings.

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
  deals: [] as unknown[],
  total: 0,
};

function signedIn(role: 'member' | 'backoffice' | 'admin' = 'member') {
  for (const [k, v] of Object.entries({ credentials: 'm-1', userKey: 'm-1', sessionKey: 's-1', firstName: 'Ann', role })) window.sessionStorage.setItem(k, v);
}

async function openAccount(tab?: string) {
  renderApp({ home: homeFixture });
  fireEvent.click(await screen.findByRole('button', { name: 'My Account' }));
  const dialog = await screen.findByRole('dialog', { name: 'My Account' });
  if (tab) fireEvent.click(await within(dialog).findByRole('tab', { name: tab }));
  return dialog;
}

function type(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

describe('My Account: membership', () => {
  it("shows name, email, co-op and member since, with Offer A Discount for a member", async () => {
    signedIn();
    const api = stubApi({ 'b2c/account': ok(account) });
    vi.stubGlobal('fetch', api.fetchStub);
    const dialog = await openAccount();
    const table = await within(dialog).findByTestId('membership');
    expect(table.textContent).toContain('Ann Lee');
    expect(table.textContent).toContain('ann@example.com');
    expect(table.textContent).toContain('Prairie Sky Electric');
    expect(table.textContent).toContain('Mar 5, 2026');
    expect(within(dialog).getByRole('link', { name: 'Offer A Discount' }).getAttribute('href')).toBe('/b2c/newbp');
    expect(within(dialog).queryByRole('link', { name: 'Back Office' })).toBeNull();
    expect(api.calls[0]).toMatchObject({ path: 'b2c/account', body: { credentials: 'm-1' } });
    expect(within(screen.getByRole('contentinfo')).queryByRole('link', { name: 'Back Office' })).toBeNull();
  });

  it.each(['backoffice', 'admin'] as const)('gives the %s role the Back Office link in the modal and the footer', async (role) => {
    signedIn(role);
    vi.stubGlobal('fetch', stubApi({ 'b2c/account': ok(account) }).fetchStub);
    const dialog = await openAccount();
    expect((await within(dialog).findByRole('link', { name: 'Back Office' })).getAttribute('href')).toBe('/admin/ahome');
    expect(within(dialog).queryByRole('link', { name: 'Offer A Discount' })).toBeNull();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Back Office' }).getAttribute('href')).toBe('/admin/ahome');
  });
});

describe('My Account: edit', () => {
  it("requires first name, last name and email under 'All fields are required', then saves with optout as a number", async () => {
    signedIn();
    const api = stubApi({ 'b2c/account': ok(account), 'b2c/saveaccountchanges': ok({ success: true, message: MESSAGES.accountSaved }) });
    vi.stubGlobal('fetch', api.fetchStub);
    const dialog = await openAccount('My Account');
    const form = within(dialog).getByRole('form', { name: 'My Account' });
    const save = () => fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(within(form).getByLabelText('First name').getAttribute('maxlength')).toBe(String(LIMITS.name));
    expect(within(form).getByLabelText('Email').getAttribute('maxlength')).toBe(String(LIMITS.email));
    expect((within(form).getByLabelText('Email preference') as HTMLSelectElement).value).toBe('1');

    for (const [label, message] of [
      ['First name', MESSAGES.accountFirstName],
      ['Last name', MESSAGES.accountLastName],
      ['Email', MESSAGES.accountEmail],
    ] as const) {
      const before = (within(form).getByLabelText(label) as HTMLInputElement).value;
      type(form, label, ' ');
      save();
      expect(within(form).getByRole('alert').textContent).toBe(`${MESSAGES.allFieldsRequiredTitle}${message}`);
      type(form, label, before);
    }
    type(form, 'First name', 'Annie');
    type(form, 'ZIP code', '37064');
    type(form, 'Email preference', '0');
    save();
    expect(await screen.findByText(MESSAGES.accountSaved)).toBeTruthy();
    expect(screen.getByText(MESSAGES.changesSavedTitle)).toBeTruthy();
    const saved = api.calls.find((c) => c.path === 'b2c/saveaccountchanges')!;
    expect(saved.body).toEqual({
      credentials: 'm-1',
      data: { firstName: 'Annie', lastName: 'Lee', email: 'ann@example.com', cellPhone: null, zip: '37064', gender: null, dob: null, optout: 0 },
    });
    expect(window.sessionStorage.getItem('firstName')).toBe('Annie');
  });

  it("shows a refused save under 'Attention' with the server message", async () => {
    signedIn();
    vi.stubGlobal('fetch', stubApi({ 'b2c/account': ok(account), 'b2c/saveaccountchanges': fail(409, 'This email is already used by another account.') }).fetchStub);
    const dialog = await openAccount('My Account');
    const form = within(dialog).getByRole('form', { name: 'My Account' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(`${MESSAGES.attentionTitle}This email is already used by another account.`));
  });
});

describe('My Account: change password', () => {
  it('checks current, new, confirmation, the match and the rule in that order', async () => {
    signedIn();
    const api = stubApi({ 'b2c/account': ok(account) });
    vi.stubGlobal('fetch', api.fetchStub);
    const dialog = await openAccount('My Account');
    const form = within(dialog).getByRole('form', { name: 'Change password' });
    expect(within(form).getByLabelText('Current password').getAttribute('maxlength')).toBe(String(LIMITS.currentPassword));
    expect(within(form).getByLabelText('New password').getAttribute('maxlength')).toBe(String(LIMITS.newPassword));
    expect(within(form).getByLabelText('Confirm new password').getAttribute('maxlength')).toBe(String(LIMITS.newPassword));
    const steps: Array<[() => void, string, string]> = [
      [() => {}, MESSAGES.invalidPasswordTitle, MESSAGES.enterCurrentPassword],
      [() => type(form, 'Current password', 'Garden@Path42'), MESSAGES.checkNewPasswordTitle, MESSAGES.enterNewPassword],
      [() => type(form, 'New password', 'weakpass'), MESSAGES.checkNewPasswordTitle, MESSAGES.enterConfirmPassword],
      [() => type(form, 'Confirm new password', 'weakpas'), MESSAGES.checkNewPasswordTitle, MESSAGES.newPasswordMismatch],
      [() => type(form, 'Confirm new password', 'weakpass'), MESSAGES.invalidPasswordTitle, MESSAGES.passwordRule],
    ];
    for (const [change, title, message] of steps) {
      change();
      fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
      expect(within(form).getByRole('alert').textContent).toBe(`${title}${message}`);
    }
    expect(api.paths()).toEqual(['b2c/account']);
  });

  it('on success ends the session in the browser and opens the login', async () => {
    signedIn();
    const api = stubApi({
      'b2c/account': ok(account),
      'b2c/changepassword': ok({ success: true, message: MESSAGES.passwordChanged }),
      'outside/gethomedata': ok(homeFixture),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    const dialog = await openAccount('My Account');
    const form = within(dialog).getByRole('form', { name: 'Change password' });
    type(form, 'Current password', 'Garden@Path42');
    type(form, 'New password', 'River$Stone77');
    type(form, 'Confirm new password', 'River$Stone77');
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordChanged)).toBeTruthy();
    expect(api.calls.find((c) => c.path === 'b2c/changepassword')!.body).toEqual({
      credentials: 'm-1',
      data: { password: 'Garden@Path42', newPassword: 'River$Stone77', confirmPassword: 'River$Stone77' },
    });
    for (const item of ['credentials', 'userKey', 'sessionKey', 'firstName', 'role']) expect(window.sessionStorage.getItem(item)).toBeNull();
    await waitFor(() => expect(api.paths()).toContain('outside/gethomedata'));
    expect(api.paths().filter((p) => p === 'b2c/account')).toHaveLength(1);
  });

  it("shows a refused change under 'Error' with the server message", async () => {
    signedIn();
    vi.stubGlobal('fetch', stubApi({ 'b2c/account': ok(account), 'b2c/changepassword': fail(400, 'Your current password is not correct.') }).fetchStub);
    const dialog = await openAccount('My Account');
    const form = within(dialog).getByRole('form', { name: 'Change password' });
    type(form, 'Current password', 'Wrong@Pass42');
    type(form, 'New password', 'River$Stone77');
    type(form, 'Confirm new password', 'River$Stone77');
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(`${MESSAGES.errorTitle}Your current password is not correct.`));
    expect(window.sessionStorage.getItem('credentials')).toBe('m-1');
  });
});

describe('My Account: savings', () => {
  it('lists the savings with dollars to 2 decimals and the total', async () => {
    signedIn();
    const deals = [
      { datetime: '2026-04-02T10:00:00.000Z', businessName: 'Prairie Pizza', value: '10% off', dollarvalue: 3.5, source: 'W' },
      { datetime: '2026-04-09T10:00:00.000Z', businessName: 'Lawrence Lube', value: '$5 off', dollarvalue: 5, source: 'M' },
    ];
    vi.stubGlobal('fetch', stubApi({ 'b2c/account': ok({ ...account, deals, total: 8.5 }) }).fetchStub);
    const dialog = await openAccount('Savings');
    const rows = within(await within(dialog).findByTestId('savings-table')).getAllByRole('row');
    expect(rows.map((r) => [...r.querySelectorAll('th,td')].map((c) => c.textContent))).toEqual([
      ['Date', 'Business', 'Value', 'You saved', 'Source'],
      ['Apr 2, 2026', 'Prairie Pizza', '10% off', '$3.50', 'Printed'],
      ['Apr 9, 2026', 'Lawrence Lube', '$5 off', '$5.00', 'Mobile'],
    ]);
    expect(within(dialog).getByTestId('savings-total').textContent).toBe('Total savings: $8.50');
  });

  it('says so when there are none yet', async () => {
    signedIn();
    vi.stubGlobal('fetch', stubApi({ 'b2c/account': ok(account) }).fetchStub);
    const dialog = await openAccount('Savings');
    expect((await within(dialog).findByTestId('no-savings')).textContent).toBe(MESSAGES.noSavings);
    expect(within(dialog).getByTestId('savings-total').textContent).toBe('Total savings: $0.00');
  });
});
