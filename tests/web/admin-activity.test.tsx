import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATTERNS } from '#shared/constants.js';
import type { ActivityEntry } from '#shared/schemas/admin-activity.js';
import { ACTIVITY_MESSAGES } from '#shared/schemas/activity-messages.js';
import { homeFixture } from './fixtures/home-data';
import { captureDownloads, ok, renderApp, signedIn, stubApi } from './render';

// The admin Activity page (ADR 0089): the filters sent as typed, a backward period refused before
// it is sent, Next and Previous through the server's cursor, and a CSV of every page of the
// filters whose cells cannot run as formulas.

const entry = (n: number, extra: Partial<ActivityEntry> = {}): ActivityEntry => ({
  auditId: `a-${n}`,
  at: `2026-11-${String(28 - (n % 20)).padStart(2, '0')}T10:00:00.000Z`,
  plid: 323,
  actorId: 'staff-1',
  actorRole: 'admin',
  route: 'admin/setmemberstatus',
  targets: [`member-${n}`],
  changes: { status: { before: 'active', after: 'inactive' } },
  ip: '203.0.113.9',
  userAgent: 'Mozilla/5.0',
  ...extra,
});

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Activity', () => {
  it('filters, pages through the cursor, and downloads every page as a safe CSV', async () => {
    signedIn('admin');
    const evil = '=HYPERLINK("http://evil.example","x")';
    const pageOne = [entry(1), entry(2, { changes: { displayName: { before: 'Old', after: evil } } })];
    const pageTwo = [entry(3, { route: 'admin/savebranding', targets: [] })];
    const api = stubApi({
      'admin/listactivity': (body: { cursor: string | null }) =>
        ok({ success: true, entries: body.cursor ? pageTwo : pageOne, next: body.cursor ? null : 'c-2' }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    const downloads = captureDownloads();
    renderApp({ route: '/admin/activity', home: homeFixture });

    // The page's chunk loads first: a cold run takes a few seconds.
    const table = await screen.findByRole('table', { name: 'Activity' }, { timeout: 10_000 });
    expect(within(table).getByText('member-1')).toBeTruthy();
    expect(within(table).getByText('status: active → inactive')).toBeTruthy();
    expect(within(table).getByText(`displayName: Old → ${evil}`)).toBeTruthy();
    expect(api.calls[0]!.body).toMatchObject({ person: '', target: '', from: null, to: null, cursor: null });

    // A backward period is refused on the page, under To, and not sent.
    const sent = api.calls.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findAllByText(ACTIVITY_MESSAGES.periodOrder);
    expect(api.calls.length).toBe(sent);

    // The filters as typed, from the first page.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('Person', { exact: false }), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(api.calls.at(-1)!.body).toMatchObject({
        person: 'ann@example.com',
        target: '',
        from: '2026-11-20',
        to: '2026-11-30',
        cursor: null,
      }),
    );

    // Next sends the server's cursor; Previous goes back to the first page.
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText('admin/savebranding');
    expect(api.calls.at(-1)!.body).toMatchObject({ person: 'ann@example.com', cursor: 'c-2' });
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('member-1');

    // The CSV: every page of the filters, its formula cell disarmed.
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.names).toEqual(['activity.csv']));
    const rows = Papa.parse<string[]>(await downloads.text(0)).data.filter((r) => r.length > 1);
    expect(rows[0]).toEqual([
      'Time (UTC)',
      'Co-op',
      'Member id',
      'Role',
      'Action',
      'Targets',
      'Changes',
      'Address',
      'User agent',
    ]);
    expect(rows.slice(1).map((r) => r[4])).toEqual([
      'admin/setmemberstatus',
      'admin/setmemberstatus',
      'admin/savebranding',
    ]);
    expect(rows[1]).toEqual([
      pageOne[0]!.at,
      String(pageOne[0]!.plid),
      'staff-1',
      'admin',
      'admin/setmemberstatus',
      'member-1',
      'status: active → inactive',
      '203.0.113.9',
      'Mozilla/5.0',
    ]);
    expect(rows[2]![6]).toBe(`displayName: Old → ${evil}`);
    expect(rows.flat().filter((cell) => PATTERNS.formulaStart.test(cell))).toEqual([]);
  });

  it('says when nothing matches', async () => {
    signedIn('admin');
    vi.stubGlobal('fetch', stubApi({ 'admin/listactivity': ok({ success: true, entries: [], next: null }) }).fetchStub);
    renderApp({ route: '/admin/activity', home: homeFixture });
    expect(await screen.findByText(ACTIVITY_MESSAGES.noActivity, {}, { timeout: 10_000 })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(true);
    // A co-op admin sees their co-op only: no every-co-op choice.
    expect(screen.queryByRole('checkbox', { name: 'Every co-op' })).toBeNull();
  });

  it("lets the network admin see every co-op's rows, each naming its co-op", async () => {
    signedIn('network');
    const api = stubApi({
      'admin/listactivity': ok({ success: true, entries: [entry(1, { plid: 417 })], next: null }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/admin/activity', home: homeFixture });
    await screen.findByRole('table', { name: 'Activity' }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Every co-op' }));
    expect((screen.getByRole('checkbox', { name: 'Every co-op' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(
      () => expect(api.calls.map((c) => c.body)).toContainEqual(expect.objectContaining({ everyCoop: true })),
      {
        timeout: 5_000,
      },
    );
    expect(await screen.findByRole('columnheader', { name: 'Co-op' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '417' })).toBeTruthy();
  });
});
