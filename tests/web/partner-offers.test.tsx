import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResponseOf } from '#shared/routes.js';
import { OFFER_MESSAGES } from '#shared/schemas/partner-offers-messages.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';
import { homeFixture } from './fixtures/home-data';
import { mainLocation, myBusinessAnswers } from './fixtures/my-business';
import { ok, renderApp, signedIn, stubApi, typeInto } from './render';

// My business's offers (ADR 0095): an owner pauses an offer, reads where a change stands, and
// edits the offer's terms in the wizard's fields and words; staff see an owner's change before and
// after on Business Partners and approve it (back-office staff cannot).

const terms = {
  value: 'Free cookie',
  dollarValue: 2.5,
  description: 'With any coffee',
  frequency: 1,
  timeLapse: 7,
  stubCopy: '',
  categories: [{ category: 'Dining', subcategories: ['Bakery'] }],
};
const offers = (change: ResponseOf<'b2c/listmyoffers'>['offers'][number]['change'] = null) =>
  ok({
    success: true,
    bpId: 'bp-1',
    businessName: 'Corner Bakery',
    active: true,
    maxEndDate: '2050-01-01',
    offers: [
      { dealId: 'd1', ...terms, expirationDate: '2027-12-31', status: 1, state: 'live', locations: ['Main'], change },
    ],
    locations: [mainLocation],
  } satisfies ResponseOf<'b2c/listmyoffers'>);
const categories = ok({
  success: true,
  categories: [{ category: 'Dining', subcategories: [{ subcategory: 'Bakery' }, { subcategory: 'Pizza' }] }],
});

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function myOffer(handlers: Parameters<typeof stubApi>[0]) {
  signedIn('member');
  const api = stubApi({ ...myBusinessAnswers, 'tbp/listcategories': categories, ...handlers });
  vi.stubGlobal('fetch', api.fetchStub);
  renderApp({ route: '/b2c/mybusiness', home: homeFixture });
  return { api, offer: await screen.findByRole('article', { name: 'Offer Free cookie' }) };
}

describe('My business offers', () => {
  it('pauses an offer with one press and says members no longer find it', async () => {
    const { api, offer } = await myOffer({
      'b2c/listmyoffers': offers(),
      'b2c/setmyoffer': ok({ success: true, message: OFFER_MESSAGES.offerPaused, live: false }),
    });
    expect(within(offer).getByText('Live')).toBeTruthy();
    fireEvent.click(within(offer).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText(OFFER_MESSAGES.offerPaused)).toBeTruthy();
    expect(api.calls.find((c) => c.path === 'b2c/setmyoffer')?.body).toMatchObject({
      bpId: 'bp-1',
      dealId: 'd1',
      status: 0,
    });
  });

  it('shows a change sent back with the staff’s reason beside the live offer', async () => {
    const { offer } = await myOffer({
      'b2c/listmyoffers': offers({
        state: 'sentBack',
        submittedAt: '2026-11-01T10:00:00.000Z',
        terms: { ...terms, value: 'Two cookies' },
        reviewNote: 'Two is more than the agreement allows.',
      }),
    });
    const note = within(offer).getByTestId('change-sent-back');
    expect(within(note).getByText('Two is more than the agreement allows.')).toBeTruthy();
  });

  it("edits the offer's terms with the wizard's checks, then sends the change for review", async () => {
    const { api, offer } = await myOffer({
      'b2c/listmyoffers': offers(),
      'b2c/editmyoffer': ok({ success: true, message: OFFER_MESSAGES.changeSubmitted }),
    });
    fireEvent.click(within(offer).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit "Free cookie"' });
    typeInto(dialog, 'Display value', ' ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send for review' }));
    expect(await within(dialog).findAllByText(PARTNERS_MESSAGES.offerValueRequired)).not.toHaveLength(0);
    expect(api.paths()).not.toContain('b2c/editmyoffer');

    typeInto(dialog, 'Display value', 'Two cookies');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Pizza' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText(OFFER_MESSAGES.changeSubmitted)).toBeTruthy();
    expect(api.calls.find((c) => c.path === 'b2c/editmyoffer')?.body).toMatchObject({
      bpId: 'bp-1',
      dealId: 'd1',
      terms: {
        value: 'Two cookies',
        dollarValue: '2.5',
        frequency: '1',
        timeLapse: 7,
        categories: [{ category: 'Dining', subcategories: ['Bakery', 'Pizza'] }],
      },
    });
  });
});

const change = ok({
  success: true,
  changes: [
    {
      bpId: 'bp-1',
      businessName: 'Corner Bakery',
      dealId: 'd1',
      changeId: 'c-1',
      submittedAt: '2026-11-01T10:00:00.000Z',
      submittedBy: { name: 'Pat Owner', email: 'pat@example.com' },
      before: terms,
      after: { ...terms, value: 'Two cookies' },
    },
  ],
} satisfies ResponseOf<'admin/listofferchanges'>);

describe('staff review of offer changes', () => {
  it('shows the change before and after, and an admin approves it', async () => {
    signedIn('admin');
    const api = stubApi({
      'admin/listbusinesssubmissions': ok({ success: true, businesses: [] }),
      'admin/listofferchanges': change,
      'admin/approveofferchange': ok({ success: true, message: OFFER_MESSAGES.changeApproved }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/admin/business-partners', home: homeFixture });
    const card = await screen.findByRole('article', { name: 'Change to Free cookie' });
    const row = within(within(card).getByRole('table', { name: 'Before and after' })).getByRole('row', {
      name: /Display value/,
    });
    expect(row.textContent).toBe('Display valueFree cookieTwo cookies (changed)');
    fireEvent.click(within(card).getByRole('button', { name: 'Approve change' }));
    expect(await screen.findByText(OFFER_MESSAGES.changeApproved)).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === 'admin/approveofferchange')?.body).toMatchObject({
        bpId: 'bp-1',
        dealId: 'd1',
        changeId: 'c-1',
      }),
    );
  });

  it('shows back-office staff the change without letting them decide', async () => {
    signedIn('backoffice');
    vi.stubGlobal(
      'fetch',
      stubApi({
        'admin/listbusinesssubmissions': ok({ success: true, businesses: [] }),
        'admin/listofferchanges': change,
      }).fetchStub,
    );
    renderApp({ route: '/admin/business-partners', home: homeFixture });
    const card = await screen.findByRole('article', { name: 'Change to Free cookie' });
    expect(within(card).getByRole('button', { name: 'Approve change' }).hasAttribute('disabled')).toBe(true);
    expect(within(card).getByRole('button', { name: 'Send back' }).hasAttribute('disabled')).toBe(true);
  });
});
