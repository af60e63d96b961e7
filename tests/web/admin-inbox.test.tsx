import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InboxItem } from '#shared/schemas/inbox.js';
import { homeFixture } from './fixtures/home-data';
import { fail, ok, renderApp, signedIn, stubApi } from './render';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { expectOnlyOnField } from './form-assertions';

// Virtual Assistance in the admin shell: the not-answered list, a message opened with a lead's
// fields, a reply sent (empty refused in the form, a refusal shown), more pages on demand, and
// back-office staff who read but do not answer.

const lead: InboxItem = {
  kind: 'lead',
  id: '2026-11-20T10:00:00.000Z#lead-1',
  createdAt: '2026-11-20T10:00:00.000Z',
  fromName: 'Lee Quote',
  email: 'lee@example.com',
  subject: 'Insurance quote: Term Life Insurance',
  message: 'Family of four.',
  details: [['Phone', '(785) 555-0100']],
  status: 'new',
  replies: [],
};
const contact: InboxItem = {
  kind: 'contact',
  id: '2026-11-21T10:00:00.000Z#msg-1',
  createdAt: '2026-11-21T10:00:00.000Z',
  fromName: 'Ann <b>Visitor</b>',
  email: 'ann@example.com',
  subject: 'Contact form',
  message: 'When is the meeting?\nThanks',
  details: [],
  status: 'new',
  replies: [],
};

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('Virtual Assistance', () => {
  it('lists new messages, opens one and sends a reply that stays with it', async () => {
    signedIn('admin');
    const answered: InboxItem = {
      ...contact,
      status: 'answered',
      replies: [{ text: 'On March 3.', at: '2026-11-22T09:00:00.000Z', by: 'Sam Staff', to: 'ann@example.com' }],
    };
    const api = stubApi({
      'admin/listinbox': (body: { view: string }, n) =>
        ok({ success: true, items: body.view === 'new' && n === 0 ? [contact, lead] : [lead], next: null }),
      'admin/replyinbox': (body: { text: string }, n) =>
        n === 0
          ? fail(400, 'Mail could not be sent')
          : ok({
              success: true,
              message: ADMIN_MESSAGES.inboxReplySent,
              item: { ...answered, replies: [{ ...answered.replies[0]!, text: body.text }] },
            }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/admin/inbox', home: homeFixture });
    expect(await screen.findByRole('heading', { level: 1, name: 'Virtual Assistance' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Inbox' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    // The sender's text is text, never markup.
    expect(within(table).getByText(/Ann <b>Visitor<\/b>/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Open Contact form from Ann <b>Visitor</b>' }));
    const detail = await screen.findByRole('region', { name: 'Contact form from Ann <b>Visitor</b>' });
    expect(within(detail).getByText(/When is the meeting\?/)).toBeTruthy();
    fireEvent.click(within(detail).getByRole('button', { name: 'Send reply' }));
    // Said once, under the box (it was also in an alert above it).
    await within(detail).findByText(ADMIN_MESSAGES.inboxReplyRequired);
    expectOnlyOnField(within(detail).getByLabelText('Reply to ann@example.com'), ADMIN_MESSAGES.inboxReplyRequired);
    expect(within(detail).queryByRole('alert')).toBeNull();
    expect(api.paths()).not.toContain('admin/replyinbox');

    fireEvent.change(within(detail).getByLabelText('Reply to ann@example.com'), { target: { value: 'On March 3.' } });
    fireEvent.click(within(detail).getByRole('button', { name: 'Send reply' }));
    expect(await within(detail).findByText('Mail could not be sent')).toBeTruthy();
    fireEvent.click(within(detail).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(ADMIN_MESSAGES.inboxReplySent)).toBeTruthy();
    expect(api.calls.filter((c) => c.path === 'admin/replyinbox').at(-1)!.body).toMatchObject({
      kind: 'contact',
      id: contact.id,
      text: 'On March 3.',
    });
    const after = screen.getByRole('region', { name: 'Contact form from Ann <b>Visitor</b>' });
    expect(within(after).getByText('Answered')).toBeTruthy();
    expect(within(after).getByRole('article', { name: 'Reply by Sam Staff' })).toBeTruthy();
    // The list is read again: the answered message has left the new list.
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Inbox' })).getAllByRole('row')).toHaveLength(2),
    );
  });

  it('shows a lead’s fields, pages on with Show more, and lets back-office staff read only', async () => {
    signedIn('backoffice');
    const older = { ...lead, id: '2026-11-01T10:00:00.000Z#lead-0', fromName: 'Old Lead' };
    const api = stubApi({
      'admin/listinbox': (body: { view: string; cursor?: string | null }) =>
        ok({ success: true, items: body.cursor ? [older] : [lead], next: body.cursor ? null : 'page-2' }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/admin/inbox', home: homeFixture });
    fireEvent.click(await screen.findByRole('radio', { name: 'Insurance leads' }));
    await waitFor(() => expect(api.calls.at(-1)!.body).toMatchObject({ view: 'lead' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByText(/Old Lead/)).toBeTruthy();
    expect(api.calls.at(-1)!.body).toMatchObject({ view: 'lead', cursor: 'page-2' });
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open Insurance quote: Term Life Insurance from Lee Quote' }));
    const detail = await screen.findByRole('region', { name: 'Insurance quote: Term Life Insurance from Lee Quote' });
    expect(
      within(within(detail).getByRole('table', { name: 'Quote request' })).getByText('(785) 555-0100'),
    ).toBeTruthy();
    expect(within(detail).queryByRole('button', { name: 'Send reply' })).toBeNull();
    expect(within(detail).getByText(/an administrator answers/)).toBeTruthy();
  });

  describe('a deal report', () => {
    const report: InboxItem = {
      kind: 'report',
      id: '2026-11-23T10:00:00.000Z#report-1',
      createdAt: '2026-11-23T10:00:00.000Z',
      fromName: 'Dee Saver',
      email: 'dee@example.com',
      subject: 'Deal report: The coupon was refused',
      message: 'The cashier said no.',
      details: [
        ['Problem', 'The coupon was refused'],
        ['Business', 'Test Pizza'],
        ['Offer', '20% off: Any large pizza'],
        ['Location', 'Downtown, 12 Mass St, Lawrence, KS 66044'],
      ],
      status: 'new',
      replies: [],
      report: {
        reason: 'refused',
        bpId: 'bp-1',
        dealId: 'D-1',
        locationId: 'L-1',
        businessName: 'Test Pizza',
        offerValue: '20% off',
        offerDescription: 'Any large pizza',
        locationName: 'Downtown',
        locationAddress: '12 Mass St, Lawrence, KS 66044',
      },
    };
    const offer = (status: number) => ({
      dealId: 'D-1',
      value: '20% off',
      description: 'Any large pizza',
      dollarValue: 7.5,
      frequency: 1,
      timeLapse: 7,
      expirationDate: '2030-06-30',
      status,
      locations: ['Downtown'],
    });
    const partner = (status: number) =>
      ok({ success: true, business: { bpId: 'bp-1' }, locations: [], offers: [offer(status)], agreements: [] });

    it('shows the deal, business and location, and an admin pauses the offer in one step', async () => {
      signedIn('admin');
      let paused = false;
      const api = stubApi({
        'admin/listinbox': () => ok({ success: true, items: [report], next: null }),
        'admin/getpartner': () => partner(paused ? 0 : 1),
        'admin/setoffer': () => {
          paused = true;
          return ok({ success: true, message: 'Saved.', live: false });
        },
      });
      vi.stubGlobal('fetch', api.fetchStub);
      renderApp({ route: '/admin/inbox', home: homeFixture });
      fireEvent.click(await screen.findByRole('radio', { name: 'Deal reports' }));
      fireEvent.click(
        await screen.findByRole('button', { name: 'Open Deal report: The coupon was refused from Dee Saver' }),
      );
      const detail = await screen.findByRole('region', { name: 'Deal report: The coupon was refused from Dee Saver' });
      const facts = within(detail).getByRole('table', { name: 'Deal report' });
      for (const text of ['Test Pizza', '20% off: Any large pizza', 'Downtown, 12 Mass St, Lawrence, KS 66044'])
        expect(within(facts).getByText(text)).toBeTruthy();
      expect((await within(detail).findByTestId('reported-offer-state')).textContent).toMatch(/is live/);
      fireEvent.click(within(detail).getByRole('button', { name: 'Pause offer' }));
      await waitFor(() => expect(within(detail).getByTestId('reported-offer-state').textContent).toMatch(/is paused/));
      expect(api.calls.find((c) => c.path === 'admin/setoffer')!.body).toMatchObject({
        bpId: 'bp-1',
        dealId: 'D-1',
        status: 0,
        expirationDate: '2030-06-30',
      });
      expect(within(detail).queryByRole('button', { name: 'Pause offer' })).toBeNull();
      expect(within(detail).getByLabelText('Reply to dee@example.com')).toBeTruthy();
    });

    it("links the report's business to Business Partners, opened there", async () => {
      signedIn('admin');
      const api = stubApi({
        'admin/listinbox': () => ok({ success: true, items: [report], next: null }),
        'admin/getpartner': () =>
          ok({
            success: true,
            business: { bpId: 'bp-1', businessName: 'Test Pizza' },
            locations: [],
            offers: [offer(1)],
            agreements: [],
          }),
        // Not on the list's first page: the link opens it all the same.
        'admin/listpartners': () => ok({ success: true, partners: [], next: null }),
        'admin/businessnumbers': () =>
          ok({ success: true, bpId: 'bp-1', businessName: 'Test Pizza', months: ['2026-11'], rows: [] }),
      });
      vi.stubGlobal('fetch', api.fetchStub);
      renderApp({ route: '/admin/inbox', home: homeFixture });
      fireEvent.click(
        await screen.findByRole('button', { name: 'Open Deal report: The coupon was refused from Dee Saver' }),
      );
      const detail = await screen.findByRole('region', { name: 'Deal report: The coupon was refused from Dee Saver' });
      fireEvent.click(within(detail).getByRole('link', { name: 'Open Test Pizza in Business Partners' }));
      const business = await screen.findByRole('region', { name: 'Test Pizza' });
      expect(within(business).getByText('20% off')).toBeTruthy();
      expect(screen.getByRole('radio', { name: 'Active partners' })).toHaveProperty('checked', true);
      expect(api.calls.filter((c) => c.path === 'admin/getpartner').at(-1)?.body).toMatchObject({ bpId: 'bp-1' });
    });

    it('lets back-office staff see the offer but neither pause it nor reply', async () => {
      signedIn('backoffice');
      const api = stubApi({
        'admin/listinbox': () => ok({ success: true, items: [report], next: null }),
        'admin/getpartner': () => partner(1),
      });
      vi.stubGlobal('fetch', api.fetchStub);
      renderApp({ route: '/admin/inbox', home: homeFixture });
      fireEvent.click(
        await screen.findByRole('button', { name: 'Open Deal report: The coupon was refused from Dee Saver' }),
      );
      const detail = await screen.findByRole('region', { name: 'Deal report: The coupon was refused from Dee Saver' });
      expect((await within(detail).findByTestId('reported-offer-state')).textContent).toMatch(/is live/);
      expect(within(detail).queryByRole('button', { name: 'Pause offer' })).toBeNull();
      expect(within(detail).queryByRole('button', { name: 'Send reply' })).toBeNull();
    });
  });
});
