import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill } from '#shared/constants.js';
import { chunkRows, parseMembersCsv } from '#web/features/admin-members/utils/member-csv.js';
import { homeFixture } from './fixtures/home-data';
import { fail, ok, renderApp, signedIn, stubApi, typeInto } from './render';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';

// The admin Members page: search with paging, a member's detail with savings and Deactivate /
// Reactivate (admins only), and the CSV import with its progress and per-row report.

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

const member = (n: number, over: object = {}) => ({
  memberId: `m-${n}`,
  firstName: `Ann${n}`,
  lastName: `Lee${n}`,
  email: `ann${n}@example.com`,
  zip: '66044',
  status: 'active',
  signupDate: '2026-01-02T10:00:00.000Z',
  ...over,
});
const detail = (status: string) => ({
  success: true,
  member: { ...member(1), status, cellPhone: '(785) 555-0100', lastLogin: '2026-02-01T09:00:00.000Z', role: 'member' },
  savings: [
    {
      datetime: '2026-01-15T10:00:00.000Z',
      businessName: 'Corner Cafe',
      value: '10% off',
      dollarvalue: 2.5,
      source: 'W',
    },
  ],
  total: 2.5,
});

const listAnswer = (body: { query: string; cursor?: string | null }) =>
  ok(
    body.cursor === 'page-2'
      ? { success: true, searchBy: 'name', members: [member(26)], next: null }
      : {
          success: true,
          searchBy: body.query ? 'name' : 'all',
          members: Array.from({ length: 25 }, (_, i) => member(i + 1)),
          next: 'page-2',
        },
  );

function csvFile(text: string) {
  const file = new File([text], 'members.csv', { type: 'text/csv' });
  // jsdom's File may lack text(); the page reads the file with it, as browsers do.
  if (typeof file.text !== 'function') Object.defineProperty(file, 'text', { value: async () => text });
  return file;
}
const chooseFile = (file: File) =>
  fireEvent.change(screen.getByTestId('member-import').querySelector('input[type=file]')!, {
    target: { files: [file] },
  });

describe('the Members page', () => {
  it('searches, pages forward and back, opens a member and deactivates them', async () => {
    signedIn('admin');
    const api = stubApi({
      'admin/listmembers': listAnswer,
      'admin/getmember': (_b, n) => ok(detail(n === 0 ? 'active' : 'inactive')),
      'admin/setmemberstatus': ok({ success: true, message: ADMIN_MESSAGES.memberDeactivated, status: 'inactive' }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/admin/members', home: homeFixture });
    expect(await screen.findByRole('heading', { level: 1, name: 'Members' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Members' }).getAttribute('aria-current')).toBe('page');
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);

    const search = screen.getByRole('search', { name: 'Member search' });
    fireEvent.input(within(search).getByLabelText(/^Search members/), { target: { value: ' lee ' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.calls.at(-1)!.body).toMatchObject({ query: 'lee', cursor: null }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Open Lee26, Ann26' })).toBeTruthy();
    expect(api.calls.at(-1)!.body).toMatchObject({ query: 'lee', cursor: 'page-2' });
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Open Lee1, Ann1' }));

    const drawer = await screen.findByTestId('member-detail');
    expect(within(drawer).getByText('ann1@example.com')).toBeTruthy();
    expect(within(drawer).getByText('Corner Cafe')).toBeTruthy();
    expect(within(drawer).getByTestId('member-total').textContent).toBe('Total saved: $2.50');
    // Deactivate asks first; Cancel changes nothing.
    fireEvent.click(within(drawer).getByRole('button', { name: 'Deactivate' }));
    let confirm = await screen.findByRole('dialog', { name: ADMIN_MESSAGES.deactivateConfirmTitle });
    expect(confirm.textContent).toContain(fill(ADMIN_MESSAGES.deactivateConfirm, { name: 'Ann1 Lee1' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: ADMIN_MESSAGES.deactivateConfirmTitle })).toBeNull(),
    );
    expect(api.paths()).not.toContain('admin/setmemberstatus');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Deactivate' }));
    confirm = await screen.findByRole('dialog', { name: ADMIN_MESSAGES.deactivateConfirmTitle });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await within(drawer).findByText(ADMIN_MESSAGES.memberDeactivated)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: ADMIN_MESSAGES.deactivateConfirmTitle })).toBeNull(),
    );
    expect(api.calls.find((c) => c.path === 'admin/setmemberstatus')!.body).toMatchObject({
      memberId: 'm-1',
      action: 'deactivate',
    });
    // The detail reloads: the member is deactivated and can be reactivated.
    expect(await within(drawer).findByRole('button', { name: 'Reactivate' })).toBeTruthy();
    expect(within(drawer).getByTestId('member-status').textContent).toBe('Deactivated');
  });

  it('draws the pager, the import and the subscribers once the list is in, not under its loader where they would move', async () => {
    signedIn('admin');
    let answer!: () => void;
    const listed = new Promise<void>((resolve) => (answer = resolve));
    const api = stubApi({ 'admin/listmembers': listAnswer });
    let asked = false;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url.endsWith('admin/listmembers')) {
        asked = true;
        await listed;
      }
      return api.fetchStub(url, init);
    });
    renderApp({ route: '/admin/members', home: homeFixture });
    expect(await screen.findByRole('heading', { level: 1, name: 'Members' })).toBeTruthy();
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByTestId('member-import')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Invite a member' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    answer();
    expect(await screen.findByRole('table', { name: 'Members' })).toBeTruthy();
    expect(screen.getByTestId('member-import')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('lets back-office staff look only: no Deactivate, no import', async () => {
    signedIn('backoffice');
    const api = stubApi({ 'admin/listmembers': listAnswer, 'admin/getmember': ok(detail('active')) });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/admin/members', home: homeFixture });
    fireEvent.click(await screen.findByRole('button', { name: 'Open Lee1, Ann1' }));
    const drawer = await screen.findByTestId('member-detail');
    expect(within(drawer).queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(screen.queryByTestId('member-import')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Invite a member' })).toBeNull();
  });

  it('shows the server’s refusal in the detail', async () => {
    signedIn('admin');
    vi.stubGlobal(
      'fetch',
      stubApi({
        'admin/listmembers': listAnswer,
        'admin/getmember': ok(detail('active')),
        'admin/setmemberstatus': fail(400, ADMIN_MESSAGES.cannotDeactivateSelf),
      }).fetchStub,
    );
    renderApp({ route: '/admin/members', home: homeFixture });
    fireEvent.click(await screen.findByRole('button', { name: 'Open Lee1, Ann1' }));
    fireEvent.click(
      await within(await screen.findByTestId('member-detail')).findByRole('button', { name: 'Deactivate' }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: ADMIN_MESSAGES.deactivateConfirmTitle })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    expect(await screen.findByText(ADMIN_MESSAGES.cannotDeactivateSelf)).toBeTruthy();
  });

  it('imports a CSV in chunks with a progress bar, then reports every row with totals', async () => {
    signedIn('admin');
    const lines = ['First Name,last_name,E-mail,Zip Code'];
    for (let i = 1; i <= 600; i++)
      lines.push(i === 3 ? 'Bad,Row,not-an-address,66044' : `Ann,Lee${i},ann${i}@example.com,66044`);
    lines.splice(5, 0, '');
    const api = stubApi({
      'admin/listmembers': listAnswer,
      'admin/importmembers': (body: { rows: { row: number; email: string }[] }) => {
        const rows = body.rows.map((r) =>
          r.email === 'not-an-address'
            ? { row: r.row, result: 'rejected', reason: ACCOUNT_MESSAGES.invalidEmail }
            : r.email === 'ann7@example.com'
              ? { row: r.row, result: 'duplicate', reason: ADMIN_MESSAGES.importDuplicate }
              : { row: r.row, result: 'created' },
        );
        const count = (x: string) => rows.filter((r) => r.result === x).length;
        return ok({
          success: true,
          created: count('created'),
          duplicates: count('duplicate'),
          rejected: count('rejected'),
          rows,
        });
      },
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/admin/members', home: homeFixture });
    const part = await screen.findByTestId('member-import');
    chooseFile(csvFile(lines.join('\r\n')));
    fireEvent.click(await within(part).findByRole('button', { name: 'Import 600 rows' }));
    const report = await screen.findByTestId('import-report');
    const chunks = api.calls.filter((c) => c.path === 'admin/importmembers').map((c) => c.body.rows.length);
    expect(chunks).toEqual([250, 250, 100]);
    // The file's rows as a spreadsheet numbers them: the header is row 1, the blank row keeps its number.
    expect(
      api.calls
        .find((c) => c.path === 'admin/importmembers')!
        .body.rows.slice(0, 5)
        .map((r: { row: number }) => r.row),
    ).toEqual([2, 3, 4, 5, 7]);
    // Each outcome counted, never "600 of 600 rows imported" when 2 were not.
    expect(within(part).getByRole('status').textContent).toBe(
      fill(ADMIN_MESSAGES.importSummary, { done: '600', total: '600', created: '598', duplicates: '1', rejected: '1' }),
    );
    expect(within(part).getByRole('status').textContent).toBe(
      '600 of 600 rows checked: 598 created, 1 skipped as already registered, 1 rejected.',
    );
    expect(within(part).getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe(
      '100',
    );
    fireEvent.click(within(report).getByText('Rejected (1)'));
    const table = within(report).getByRole('table', { name: 'Import report' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['4', 'not-an-address', 'Rejected', ACCOUNT_MESSAGES.invalidEmail]);
  });

  it('invites one member from a form through the import, and says what happened to the address', async () => {
    signedIn('admin');
    const api = stubApi({
      'admin/listmembers': listAnswer,
      'admin/importmembers': (body: { rows: { row: number; email: string }[] }) =>
        ok({
          success: true,
          created: 1,
          duplicates: 0,
          rejected: 0,
          rows: body.rows.map((r) =>
            r.email === 'taken@example.com'
              ? { row: r.row, result: 'duplicate', reason: ADMIN_MESSAGES.importDuplicate }
              : { row: r.row, result: 'created' },
          ),
        }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/admin/members', home: homeFixture });
    const form = await screen.findByRole('form', { name: 'Invite a member' });
    const send = () => fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    send();
    expect(await within(form).findAllByText(ACCOUNT_MESSAGES.enterFirstName)).not.toHaveLength(0);
    expect(api.calls.some((c) => c.path === 'admin/importmembers')).toBe(false);

    const fillIn = (email: string) => {
      typeInto(form, 'First name', 'Ann');
      typeInto(form, 'Last name', 'Lee');
      typeInto(form, 'Email', email);
      typeInto(form, 'ZIP code', '66044');
    };
    fillIn('ann@example.com');
    send();
    expect(
      await within(form).findByText(fill(ADMIN_MESSAGES.memberInvited, { email: 'ann@example.com' })),
    ).toBeTruthy();
    expect(api.calls.find((c) => c.path === 'admin/importmembers')?.body).toMatchObject({
      rows: [{ row: 1, firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', zip: '66044' }],
    });
    expect((within(form).getByLabelText('Email') as HTMLInputElement).value).toBe('');

    fillIn('taken@example.com');
    send();
    expect(await within(form).findByText(ADMIN_MESSAGES.importDuplicate)).toBeTruthy();
  });

  it('says which columns a file lacks, and sends nothing', async () => {
    signedIn('admin');
    const api = stubApi({ 'admin/listmembers': listAnswer });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/admin/members', home: homeFixture });
    await screen.findByTestId('member-import');
    chooseFile(csvFile('name,email\nAnn Lee,ann@example.com\n'));
    expect(
      await screen.findByText(fill(ADMIN_MESSAGES.importMissingColumns, { columns: 'first name, last name, ZIP' })),
    ).toBeTruthy();
    expect(api.paths()).not.toContain('admin/importmembers');
  });
});

describe('the members CSV', () => {
  it('reads quoted cells and header spellings, and keeps chunks under the body limit', () => {
    const parsed = parseMembersCsv(
      '\uFEFFemail,ZIP,firstName,Last Name\n"lee, ann@example.com",66044,"Ann ""Annie""",Lee\n',
    );
    expect(parsed).toEqual({
      rows: [{ row: 2, firstName: 'Ann "Annie"', lastName: 'Lee', email: 'lee, ann@example.com', zip: '66044' }],
    });
    expect(parseMembersCsv('first_name,last_name,email,zip\n\n')).toEqual({ error: ADMIN_MESSAGES.importNoRows });
    const long = 'x'.repeat(200);
    const rows = Array.from({ length: 600 }, (_, i) => ({
      row: i + 2,
      firstName: long,
      lastName: long,
      email: long,
      zip: long,
    }));
    const chunks = chunkRows(rows, 250, 100_000);
    expect(chunks.every((c) => JSON.stringify({ rows: c }).length < 100_000)).toBe(true);
    expect(chunks.flat()).toHaveLength(600);
  });
});
