import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fill, LIMITS } from '#shared/constants.js';
import { homeFixture } from './fixtures/home-data';
import { expectFieldError, expectValid } from './form-assertions';
import { fail, ok, renderApp, signedIn, stubApi, typeInto } from './render';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

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
  mailUndeliverable: false,
  deals: [] as unknown[],
  total: 0,
};

async function openAccount(tab?: string) {
  renderApp({ home: homeFixture });
  fireEvent.click(await screen.findByRole('button', { name: 'My Account' }));
  const dialog = await screen.findByRole('dialog', { name: 'My Account' });
  if (tab) fireEvent.click(await within(dialog).findByRole('tab', { name: tab }));
  return dialog;
}

const type = typeInto;

describe('My Account: membership', () => {
  it('shows name, email, co-op and member since, with Offer A Discount for a member', async () => {
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

  it.each(['backoffice', 'admin', 'network'] as const)(
    'gives the %s role the Back Office link in the modal and the footer',
    async (role) => {
      signedIn(role);
      vi.stubGlobal('fetch', stubApi({ 'b2c/account': ok(account) }).fetchStub);
      const dialog = await openAccount();
      expect((await within(dialog).findByRole('link', { name: 'Back Office' })).getAttribute('href')).toBe(
        '/admin/ahome',
      );
      expect(within(dialog).queryByRole('link', { name: 'Offer A Discount' })).toBeNull();
      expect(
        within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Back Office' }).getAttribute('href'),
      ).toBe('/admin/ahome');
    },
  );
});

describe('My Account: undeliverable address', () => {
  it('tells a member whose address bounced or complained to correct it in My Account, the form to do so under the notice', async () => {
    signedIn();
    vi.stubGlobal('fetch', stubApi({ 'b2c/account': ok({ ...account, mailUndeliverable: true }) }).fetchStub);
    const dialog = await openAccount();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(ACCOUNT_MESSAGES.mailUndeliverableTitle);
    expect(alert.textContent).toContain(ACCOUNT_MESSAGES.mailUndeliverable);
    // The edit form stays reachable under the notice, to correct the address.
    fireEvent.click(within(dialog).getByRole('tab', { name: 'My Account' }));
    expect(((await within(dialog).findByLabelText('Email')) as HTMLInputElement).value).toBe('ann@example.com');
  });

  it('shows no notice for a deliverable address', async () => {
    signedIn();
    vi.stubGlobal('fetch', stubApi({ 'b2c/account': ok(account) }).fetchStub);
    const dialog = await openAccount();
    await within(dialog).findByTestId('membership');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});

describe('My Account: edit', () => {
  it("requires first name, last name and email under 'All fields are required', then saves with optout as a number", async () => {
    signedIn();
    const api = stubApi({
      'b2c/account': ok(account),
      'b2c/saveaccountchanges': ok({ success: true, message: ACCOUNT_MESSAGES.accountSaved }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    const dialog = await openAccount('My Account');
    const form = within(dialog).getByRole('form', { name: 'My Account' });
    const save = () => fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(within(form).getByLabelText('First name').getAttribute('maxlength')).toBe(String(LIMITS.name));
    expect(within(form).getByLabelText('Email').getAttribute('maxlength')).toBe(String(LIMITS.email));
    expect((within(form).getByLabelText('Email preference') as HTMLSelectElement).value).toBe('1');

    for (const [label, message] of [
      ['First name', ACCOUNT_MESSAGES.accountFirstName],
      ['Last name', ACCOUNT_MESSAGES.accountLastName],
      ['Email', ACCOUNT_MESSAGES.accountEmail],
    ] as const) {
      const before = (within(form).getByLabelText(label) as HTMLInputElement).value;
      type(form, label, ' ');
      save();
      expect(within(form).getByRole('alert').textContent).toBe(`${ACCOUNT_MESSAGES.allFieldsRequiredTitle}${message}`);
      expectFieldError(within(form).getByLabelText(label), message);
      expect(document.activeElement).toBe(within(form).getByLabelText(label));
      type(form, label, before);
    }
    type(form, 'First name', 'Annie');
    type(form, 'ZIP code', '37064');
    type(form, 'Email preference', '0');
    save();
    expect(await screen.findByText(ACCOUNT_MESSAGES.accountSaved)).toBeTruthy();
    expect(screen.getByText(COMMON_MESSAGES.changesSavedTitle)).toBeTruthy();
    const saved = api.calls.find((c) => c.path === 'b2c/saveaccountchanges')!;
    expect(saved.body).toEqual({
      credentials: 'm-1',
      data: {
        firstName: 'Annie',
        lastName: 'Lee',
        email: 'ann@example.com',
        cellPhone: null,
        zip: '37064',
        gender: null,
        dob: null,
        optout: 0,
      },
    });
    expect(window.sessionStorage.getItem('firstName')).toBe('Annie');
  });

  it("shows a refused save under 'Attention' with the server message", async () => {
    signedIn();
    vi.stubGlobal(
      'fetch',
      stubApi({
        'b2c/account': ok(account),
        'b2c/saveaccountchanges': fail(409, 'This email is already used by another account.'),
      }).fetchStub,
    );
    const dialog = await openAccount('My Account');
    const form = within(dialog).getByRole('form', { name: 'My Account' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(
        `${COMMON_MESSAGES.attentionTitle}This email is already used by another account.`,
      ),
    );
  });
});

describe('My Account: email change', () => {
  it('asks for the current password only while the email differs from the one on file, and sends it with the new email', async () => {
    signedIn();
    const sent = fill(ACCOUNT_MESSAGES.emailChangeSent, { email: 'ann.lee@example.org' });
    const api = stubApi({ 'b2c/account': ok(account), 'b2c/saveaccountchanges': ok({ success: true, message: sent }) });
    vi.stubGlobal('fetch', api.fetchStub);
    const dialog = await openAccount('My Account');
    const form = within(dialog).getByRole('form', { name: 'My Account' });
    const save = () => fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const currentPassword = () => within(form).queryByLabelText('Current password');
    expect(currentPassword()).toBeNull();

    type(form, 'Email', 'ann.lee@example.org');
    expect(currentPassword()).not.toBeNull();
    save();
    expect(within(form).getByRole('alert').textContent).toBe(ACCOUNT_MESSAGES.emailChangePassword);
    expectFieldError(currentPassword()!, ACCOUNT_MESSAGES.emailChangePassword);
    expect(document.activeElement).toBe(currentPassword());
    // Nothing sent but the tab's own reads (the account, and its Passkeys section's list).
    expect(api.paths().filter((p) => p !== 'b2c/listpasskeys')).toEqual(['b2c/account']);

    type(form, 'Current password', 'Garden@Path42');
    save();
    // The server's answer says where the link went; it stays until closed.
    expect(await screen.findByText(sent)).toBeTruthy();
    expect(api.calls.find((c) => c.path === 'b2c/saveaccountchanges')!.body.data).toMatchObject({
      email: 'ann.lee@example.org',
      currentPassword: 'Garden@Path42',
    });
    // Until the link is opened the email on file is the old one, and the form shows it again.
    await waitFor(() =>
      expect((within(form).getByLabelText('Email') as HTMLInputElement).value).toBe('ann@example.com'),
    );
    expect(currentPassword()).toBeNull();
  });

  it('sends no password when the email is typed back to the one on file, in any case', async () => {
    signedIn();
    const api = stubApi({
      'b2c/account': ok(account),
      'b2c/saveaccountchanges': ok({ success: true, message: ACCOUNT_MESSAGES.accountSaved }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    const dialog = await openAccount('My Account');
    const form = within(dialog).getByRole('form', { name: 'My Account' });
    type(form, 'Email', 'someone@example.org');
    type(form, 'Current password', 'Garden@Path42');
    type(form, 'Email', ' Ann@Example.com ');
    expect(within(form).queryByLabelText('Current password')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.accountSaved)).toBeTruthy();
    const data = api.calls.find((c) => c.path === 'b2c/saveaccountchanges')!.body.data;
    expect(data.email).toBe('Ann@Example.com');
    expect('currentPassword' in data).toBe(false);
  });
});

describe('My Account: date of birth and phone', () => {
  it("saves the date input's ISO value, and a US date on file comes back as that day instead of being dropped", async () => {
    signedIn();
    const api = stubApi({
      'b2c/account': ok({ ...account, dob: '01/02/1980' }),
      'b2c/saveaccountchanges': ok({ success: true, message: ACCOUNT_MESSAGES.accountSaved }),
      'b2c/listpasskeys': ok({ success: true, passkeys: [] }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    const dialog = await openAccount('My Account');
    const form = within(dialog).getByRole('form', { name: 'My Account' });
    expect((within(form).getByLabelText('Date of birth') as HTMLInputElement).value).toBe('1980-01-02');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await screen.findByText(ACCOUNT_MESSAGES.accountSaved);
    expect(api.calls.find((c) => c.path === 'b2c/saveaccountchanges')!.body.data.dob).toBe('1980-01-02');

    type(form, 'Date of birth', '1979-12-31');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === 'b2c/saveaccountchanges')).toHaveLength(2));
    expect(api.calls.filter((c) => c.path === 'b2c/saveaccountchanges')[1]!.body.data.dob).toBe('1979-12-31');
  });

  it('types the cell phone through the (000) 000-0000 mask and refuses a partial number', async () => {
    signedIn();
    const api = stubApi({
      'b2c/account': ok(account),
      'b2c/saveaccountchanges': ok({ success: true, message: ACCOUNT_MESSAGES.accountSaved }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    const dialog = await openAccount('My Account');
    const form = within(dialog).getByRole('form', { name: 'My Account' });
    const phone = within(form).getByLabelText('Cell phone') as HTMLInputElement;
    type(form, 'Cell phone', '785-555');
    expect(phone.value).toBe('(785) 555');
    type(form, 'ZIP code', '3706x4');
    expect((within(form).getByLabelText('ZIP code') as HTMLInputElement).value).toBe('37064');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(within(form).getByRole('alert').textContent).toBe(COMMON_MESSAGES.phoneInvalid);
    expectFieldError(phone, COMMON_MESSAGES.phoneInvalid);
    expect(document.activeElement).toBe(phone);
    type(form, 'Cell phone', '7855550100');
    expectValid(phone);
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await screen.findByText(ACCOUNT_MESSAGES.accountSaved);
    expect(api.calls.find((c) => c.path === 'b2c/saveaccountchanges')!.body.data).toMatchObject({
      cellPhone: '(785) 555-0100',
      zip: '37064',
    });
  });
});

describe('My Account: change password', () => {
  it('checks current, new, confirmation, the match and the rule in that order', async () => {
    signedIn();
    const api = stubApi({ 'b2c/account': ok(account) });
    vi.stubGlobal('fetch', api.fetchStub);
    const dialog = await openAccount('My Account');
    const form = within(dialog).getByRole('form', { name: 'Change password' });
    expect(within(form).getByLabelText('Current password').getAttribute('maxlength')).toBe(
      String(LIMITS.currentPassword),
    );
    expect(within(form).getByLabelText('New password').getAttribute('maxlength')).toBe(String(LIMITS.newPassword));
    expect(within(form).getByLabelText('Confirm new password').getAttribute('maxlength')).toBe(
      String(LIMITS.newPassword),
    );
    const steps: Array<[() => void, string, string]> = [
      [() => {}, ACCOUNT_MESSAGES.invalidPasswordTitle, ACCOUNT_MESSAGES.enterCurrentPassword],
      [
        () => type(form, 'Current password', 'Garden@Path42'),
        ACCOUNT_MESSAGES.checkNewPasswordTitle,
        ACCOUNT_MESSAGES.enterNewPassword,
      ],
      [
        () => type(form, 'New password', 'weakpass'),
        ACCOUNT_MESSAGES.checkNewPasswordTitle,
        ACCOUNT_MESSAGES.enterConfirmPassword,
      ],
      [
        () => type(form, 'Confirm new password', 'weakpas'),
        ACCOUNT_MESSAGES.checkNewPasswordTitle,
        ACCOUNT_MESSAGES.newPasswordMismatch,
      ],
      [
        () => type(form, 'Confirm new password', 'weakpass'),
        ACCOUNT_MESSAGES.invalidPasswordTitle,
        ACCOUNT_MESSAGES.passwordRule,
      ],
    ];
    for (const [change, title, message] of steps) {
      change();
      fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
      expect(within(form).getByRole('alert').textContent).toBe(`${title}${message}`);
    }
    // Nothing sent but the tab's own reads (the account, and its Passkeys section's list).
    expect(api.paths().filter((p) => p !== 'b2c/listpasskeys')).toEqual(['b2c/account']);
    // The field in question is marked and focused: the rule is the new password's.
    expectFieldError(within(form).getByLabelText('New password'), ACCOUNT_MESSAGES.passwordRule);
    expectValid(within(form).getByLabelText('Confirm new password'));
    expect(document.activeElement).toBe(within(form).getByLabelText('New password'));
  });

  it('on success ends the session in the browser and opens the login', async () => {
    signedIn();
    const api = stubApi({
      'b2c/account': ok(account),
      'b2c/changepassword': ok({ success: true, message: ACCOUNT_MESSAGES.passwordChanged }),
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
    expect(screen.getByText(ACCOUNT_MESSAGES.passwordChanged)).toBeTruthy();
    expect(api.calls.find((c) => c.path === 'b2c/changepassword')!.body).toEqual({
      credentials: 'm-1',
      data: { password: 'Garden@Path42', newPassword: 'River$Stone77', confirmPassword: 'River$Stone77' },
    });
    for (const item of ['credentials', 'userKey', 'sessionKey', 'firstName', 'role'])
      expect(window.sessionStorage.getItem(item)).toBeNull();
    await waitFor(() => expect(api.paths()).toContain('outside/gethomedata'));
    expect(api.paths().filter((p) => p === 'b2c/account')).toHaveLength(1);
  });

  it("shows a refused change under 'Error' with the server message", async () => {
    signedIn();
    vi.stubGlobal(
      'fetch',
      stubApi({ 'b2c/account': ok(account), 'b2c/changepassword': fail(400, 'Your current password is not correct.') })
        .fetchStub,
    );
    const dialog = await openAccount('My Account');
    const form = within(dialog).getByRole('form', { name: 'Change password' });
    type(form, 'Current password', 'Wrong@Pass42');
    type(form, 'New password', 'River$Stone77');
    type(form, 'Confirm new password', 'River$Stone77');
    fireEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(
        `${COMMON_MESSAGES.errorTitle}Your current password is not correct.`,
      ),
    );
    expect(window.sessionStorage.getItem('credentials')).toBe('m-1');
  });
});

describe('My Account: savings', () => {
  it('lists the savings with dollars to 2 decimals and the total', async () => {
    signedIn();
    const deals = [
      {
        datetime: '2026-04-02T10:00:00.000Z',
        businessName: 'Prairie Pizza',
        value: '10% off',
        dollarvalue: 3.5,
        source: 'W',
      },
      {
        datetime: '2026-04-09T10:00:00.000Z',
        businessName: 'Lawrence Lube',
        value: '$5 off',
        dollarvalue: 5,
        source: 'M',
      },
    ];
    vi.stubGlobal('fetch', stubApi({ 'b2c/account': ok({ ...account, deals, total: 8.5 }) }).fetchStub);
    const dialog = await openAccount('Savings');
    const rows = within(await within(dialog).findByRole('table', { name: 'Savings' })).getAllByRole('row');
    expect(rows.map((r) => [...r.querySelectorAll('th,td')].map((c) => c.textContent))).toEqual([
      ['Date', 'Business', 'Value', 'You saved', 'Source'],
      ['Apr 2, 2026', 'Prairie Pizza', '10% off', '$3.50', 'Printed'],
      ['Apr 9, 2026', 'Lawrence Lube', '$5 off', '$5.00', 'Mobile'],
    ]);
    // The app's table: on a phone each saving is a card whose cells name their column.
    expect([...rows[1]!.querySelectorAll('td')].map((c) => c.getAttribute('data-label'))).toEqual([
      'Date',
      'Business',
      'Value',
      'You saved',
      'Source',
    ]);
    expect(within(dialog).getByTestId('savings-total').textContent).toBe('Total savings: $8.50');
  });

  it('says so when there are none yet', async () => {
    signedIn();
    vi.stubGlobal('fetch', stubApi({ 'b2c/account': ok(account) }).fetchStub);
    const dialog = await openAccount('Savings');
    expect((await within(dialog).findByTestId('no-savings')).textContent).toBe(ACCOUNT_MESSAGES.noSavings);
    expect(within(dialog).getByTestId('savings-total').textContent).toBe('Total savings: $0.00');
  });
});
