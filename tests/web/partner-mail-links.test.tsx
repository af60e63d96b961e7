import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill } from '#shared/constants.js';
import { PARTNER_MAIL_MESSAGES } from '#shared/schemas/partner-mail-messages.js';
import { homeFixture } from './fixtures/home-data';
import { myBusinessAnswers } from './fixtures/my-business';
import { fail, ok, renderApp, signedIn, stubApi } from './render';

// The partner mail's link pages (ADR 0097): the reminder's extension page shows the offer and
// one button per choice naming its new end date, and one press extends it; a used link says so
// and offers no choice; the numbers email's opt-out page asks before it stops anything.

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

const extension = ok({
  success: true,
  businessName: 'Corner Bakery',
  value: 'Free cookie',
  description: 'A free cookie with any coffee',
  endDate: '2026-12-11',
  options: [
    { months: 3, endDate: '2027-03-11' },
    { months: 6, endDate: '2027-06-11' },
    { months: 12, endDate: '2027-12-11' },
  ],
});

describe('the extension link page', () => {
  it('shows the end date and extends by the months pressed, once', async () => {
    const extended = fill(PARTNER_MAIL_MESSAGES.offerExtended, { date: '06/11/2027' });
    const api = stubApi({
      'outside/getofferextension': extension,
      'outside/extendoffer': ok({ success: true, message: extended, endDate: '2027-06-11' }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/extendoffer/bp-1/k2', home: homeFixture });
    await screen.findByRole('heading', { name: 'Extend your member offer' });
    expect((await screen.findByTestId('current-end')).textContent).toBe('12/11/2026');
    fireEvent.click(screen.getByRole('button', { name: '6 months, to 06/11/2027' }));
    await waitFor(() => expect(screen.getByTestId('extend-result').textContent).toContain(extended));
    expect(screen.getByTestId('current-end').textContent).toBe('06/11/2027');
    expect(screen.queryByRole('button', { name: /months, to/ })).toBeNull();
    expect(api.calls.filter((c) => c.path === 'outside/extendoffer').map((c) => c.body)).toEqual([
      { key1: 'bp-1', key2: 'k2', months: 6 },
    ]);
  });

  it('a used link says the date it gave and offers no choice', async () => {
    const used = fill(PARTNER_MAIL_MESSAGES.extendLinkUsed, { date: '06/11/2027' });
    const api = stubApi({ 'outside/getofferextension': fail(400, used) });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/extendoffer/bp-1/k2', home: homeFixture });
    await waitFor(() => expect(screen.getByTestId('extend-result').textContent).toContain(used));
    expect(screen.queryByRole('button', { name: /months, to/ })).toBeNull();
  });
});

describe('the monthly numbers opt-out page', () => {
  it('asks first, then stops the email with one press', async () => {
    const done = fill(PARTNER_MAIL_MESSAGES.optedOut, { business: 'Corner Bakery', coop: 'Prairie Sky Electric' });
    const api = stubApi({ 'outside/partnerunsubscribe': ok({ success: true, message: done }) });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/partnerunsubscribe/bp-1/k2', home: homeFixture });
    const stop = await screen.findByRole('button', { name: 'Stop the monthly email' });
    expect(api.paths()).not.toContain('outside/partnerunsubscribe');
    fireEvent.click(stop);
    await waitFor(() => expect(screen.getByTestId('partner-optout-result').textContent).toContain(done));
  });
});

describe('My business: the emails block', () => {
  it("shows the monthly numbers email on and turns it off with the business's switch", async () => {
    signedIn();
    const api = stubApi({
      ...myBusinessAnswers,
      'b2c/getpartnermail': ok({ success: true, numbersEmail: true, reminderDays: [14, 3] }),
      'b2c/setpartnermail': (body: { numbersEmail: boolean }) =>
        ok({
          success: true,
          numbersEmail: body.numbersEmail,
          reminderDays: [14, 3],
          message: PARTNER_MAIL_MESSAGES.numbersEmailOff,
        }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/b2c/mybusiness', home: homeFixture });
    const toggle = await screen.findByRole('switch', { name: "Monthly email with Corner Bakery's numbers" });
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(screen.getByTestId('business-mail').textContent).toContain('14 and 3 days ahead');
    fireEvent.click(toggle);
    await screen.findByText(PARTNER_MAIL_MESSAGES.numbersEmailOff);
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(api.calls.filter((c) => c.path === 'b2c/setpartnermail').map((c) => c.body)).toMatchObject([
      { bpId: 'bp-1', numbersEmail: false },
    ]);
  });
});
