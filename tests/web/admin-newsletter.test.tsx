import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PATTERNS } from '#shared/constants.js';
import { homeFixture } from './fixtures/home-data';
import { captureDownloads, fail, ok, renderApp, signedIn, stubApi } from './render';
import { NEWSLETTER_MESSAGES } from '#shared/schemas/newsletter-messages.js';

// The newsletter list on the admin Members page: subscribers a page at a time, the whole list as
// CSV, and an admin taking an address off after confirming (back-office staff only look).

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const subscriber = (n: number, confirmed = true) => ({
  email: `reader${n}@example.com`,
  status: confirmed ? 'confirmed' : 'pending',
  createdAt: '2026-11-01T10:00:00.000Z',
  confirmedAt: confirmed ? '2026-11-02T10:00:00.000Z' : null,
});
const pages = (body: { cursor?: string | null }) =>
  ok(
    body.cursor === 'page-2'
      ? { success: true, subscribers: [subscriber(101, false)], next: null }
      : { success: true, subscribers: Array.from({ length: 100 }, (_, i) => subscriber(i + 1)), next: 'page-2' },
  );
const members = ok({ success: true, searchBy: 'all', members: [], next: null });

describe('newsletter subscribers on the Members page', () => {
  it('pages through the list and downloads every page as one CSV', async () => {
    signedIn('backoffice');
    const api = stubApi({ 'admin/listmembers': members, 'admin/listsubscribers': pages });
    vi.stubGlobal('fetch', api.fetchStub);
    const downloads = captureDownloads();
    renderApp({ route: '/admin/members', home: homeFixture });
    const table = await screen.findByRole('table', { name: 'Newsletter subscribers' });
    expect(within(table).getAllByRole('row')).toHaveLength(101);
    expect(within(table).queryByRole('button', { name: /^Remove/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Next page of subscribers' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Newsletter subscribers' })).getAllByRole('row')).toHaveLength(2),
    );
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByText('Subscribers page 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.names).toEqual(['newsletter-subscribers.csv']));
    const lines = (await downloads.text(0)).split('\r\n');
    expect(lines[0]).toBe('Email,Status,Subscribed,Confirmed');
    expect(lines).toHaveLength(102);
    expect(lines.at(-1)).toBe('reader101@example.com,pending,2026-11-01T10:00:00.000Z,');
  });

  it('downloads a CSV in which no address can start a spreadsheet formula', async () => {
    signedIn('admin');
    const evil = ['=2+5+cmd|calc!a0@evil.example', '+x@evil.example', '-x@evil.example', '@x@evil.example'];
    const list = ok({ success: true, subscribers: evil.map((email) => ({ ...subscriber(1), email })), next: null });
    vi.stubGlobal('fetch', stubApi({ 'admin/listmembers': members, 'admin/listsubscribers': list }).fetchStub);
    const downloads = captureDownloads();
    renderApp({ route: '/admin/members', home: homeFixture });
    await screen.findByRole('table', { name: 'Newsletter subscribers' });
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads.names).toEqual(['newsletter-subscribers.csv']));
    const rows = Papa.parse<string[]>(await downloads.text(0)).data;
    expect(rows.flat().filter((cell) => PATTERNS.formulaStart.test(cell))).toEqual([]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(evil.map((e) => `'${e}`));
  });

  it('lets an admin take an address off after confirming, and shows a refusal', async () => {
    signedIn('admin');
    let removed = false;
    const api = stubApi({
      'admin/listmembers': members,
      'admin/listsubscribers': () =>
        ok({ success: true, subscribers: removed ? [subscriber(2)] : [subscriber(1), subscriber(2)], next: null }),
      'admin/removesubscriber': (body: { email: string }) => {
        if (body.email === 'reader2@example.com') return fail(404, NEWSLETTER_MESSAGES.subscriberNotFound);
        removed = true;
        return ok({ success: true, message: NEWSLETTER_MESSAGES.subscriberRemoved });
      },
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/admin/members', home: homeFixture });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove reader1@example.com' }));
    expect(api.paths()).not.toContain('admin/removesubscriber');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm taking reader1@example.com off the list' }));
    expect(await screen.findByText(`reader1@example.com: ${NEWSLETTER_MESSAGES.subscriberRemoved}`)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove reader1@example.com' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Remove reader2@example.com' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm taking reader2@example.com off the list' }));
    expect(await screen.findByText(NEWSLETTER_MESSAGES.subscriberNotFound)).toBeTruthy();
  });
});
