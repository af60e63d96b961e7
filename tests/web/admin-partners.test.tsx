import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResponseOf } from '#shared/routes.js';
import { homeFixture } from './fixtures/home-data';
import { captureDownloads, ok, renderApp, signedIn, stubApi } from './render';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

// Business Partners' active partners: the list, one partner's offers switched off and re-dated by
// an admin, its signed agreement's PDF downloaded; back-office staff see the same, unchangeable.

const partner: ResponseOf<'admin/getpartner'> = {
  success: true,
  business: {
    bpId: 'bp-1',
    status: 1,
    businessName: 'Corner Bakery',
    address: '1 Main St',
    city: 'Lawrence',
    state: 'KS',
    zip: '66044',
    phone: '(785) 555-0100',
    email: null,
    website: null,
    logo: null,
    image1: null,
    image2: null,
    submittedAt: '2026-10-01T10:00:00.000Z',
    submittedBy: { name: 'Pat Owner', email: 'pat@example.com' },
  },
  locations: [
    {
      locationId: 'l1',
      locationName: 'Main',
      address: '1 Main St',
      city: 'Lawrence',
      state: 'KS',
      zip: '66044',
      phone: null,
      status: 1,
    },
  ],
  offers: [
    {
      dealId: 'd1',
      value: 'Free cookie',
      description: 'With any coffee',
      dollarValue: 2,
      frequency: 1,
      timeLapse: 7,
      expirationDate: '2027-12-31',
      status: 1,
      locations: ['Main'],
    },
  ],
  agreements: [
    {
      version: 1,
      agreementVersion: '2026-01',
      signedAt: '2026-10-05T15:00:00.000Z',
      signer: { by: 'Sam', name: 'Sam Signer', title: 'Owner' },
      ip: '203.0.113.9',
      userAgent: 'Chrome',
      documentSha256: 'a'.repeat(64),
      pdfSha256: 'b'.repeat(64),
      linkTokenId: 'c'.repeat(16),
    },
  ],
};
const list = ok({
  success: true,
  next: null,
  partners: [
    {
      bpId: 'bp-1',
      businessName: 'Corner Bakery',
      city: 'Lawrence',
      state: 'KS',
      signedAt: '2026-10-05T15:00:00.000Z',
      offers: 1,
      locations: 1,
    },
  ],
});
const queue = ok({ success: true, businesses: [] });

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openPartner() {
  renderApp({ route: '/admin/business-partners', home: homeFixture });
  expect(await screen.findByRole('heading', { name: 'Businesses waiting for approval' })).toBeTruthy();
  fireEvent.click(screen.getByRole('radio', { name: 'Active partners' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Open Corner Bakery' }));
  return screen.findByRole('article', { name: 'Offer Free cookie' });
}

describe('active partners', () => {
  it('lets an admin switch an offer off with a new date, and download the signed PDF', async () => {
    signedIn('admin');
    const api = stubApi({
      'admin/listbusinesssubmissions': queue,
      'admin/listpartners': list,
      'admin/getpartner': ok(partner),
      'admin/setoffer': ok({ success: true, message: PARTNERS_MESSAGES.offerSaved, live: false }),
      'admin/agreementpdf': ok({ success: true, filename: 'Agreement.pdf', pdfBase64: btoa('%PDF-1.7') }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    const offer = await openPartner();
    const save = within(offer).getByRole('button', { name: 'Save offer' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(offer).getByRole('switch', { name: 'Enabled' }));
    fireEvent.change(within(offer).getByLabelText('Expires'), { target: { value: '2027-06-30' } });
    fireEvent.click(save);
    expect(await screen.findByText(`${PARTNERS_MESSAGES.offerSaved} It is not listed now.`)).toBeTruthy();
    expect(api.calls.find((c) => c.path === 'admin/setoffer')!.body).toMatchObject({
      bpId: 'bp-1',
      dealId: 'd1',
      status: 0,
      expirationDate: '2027-06-30',
    });

    const agreements = screen.getByRole('table', { name: 'Signed agreements' });
    expect(within(agreements).getByText('b'.repeat(64))).toBeTruthy();
    const downloads = captureDownloads();
    fireEvent.click(within(agreements).getByRole('button', { name: 'Download agreement version 1' }));
    await waitFor(() => expect(downloads.names).toEqual(['Agreement.pdf']));
  });

  it('shows back-office staff the offers without letting them change', async () => {
    signedIn('backoffice');
    vi.stubGlobal(
      'fetch',
      stubApi({ 'admin/listbusinesssubmissions': queue, 'admin/listpartners': list, 'admin/getpartner': ok(partner) })
        .fetchStub,
    );
    const offer = await openPartner();
    expect(within(offer).getByRole('switch', { name: 'Enabled' }).hasAttribute('disabled')).toBe(true);
    expect(within(offer).queryByRole('button', { name: 'Save offer' })).toBeNull();
  });
});

describe('the review queue', () => {
  const { agreements: _agreements, ...submission } = partner;
  const waiting = (extra: Parameters<typeof stubApi>[0] = {}) =>
    stubApi({
      'admin/listbusinesssubmissions': ok({
        success: true,
        businesses: [
          {
            bpId: 'bp-1',
            businessName: 'Corner Bakery',
            city: 'Lawrence',
            state: 'KS',
            submittedAt: '2026-10-01T10:00:00.000Z',
            offers: 1,
            locations: 1,
          },
        ],
      }),
      'admin/getbusinesssubmission': ok({ ...submission, business: { ...submission.business, status: 66 } }),
      ...extra,
    });

  it('shows back-office staff the submission with Approve and Send back disabled, and says who decides', async () => {
    signedIn('backoffice');
    const api = waiting();
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/admin/business-partners', home: homeFixture });
    fireEvent.click(await screen.findByRole('button', { name: 'Review Corner Bakery' }));
    const decision = await screen.findByRole('form', { name: 'Review decision' });
    expect(within(decision).getByRole('button', { name: 'Approve' }).hasAttribute('disabled')).toBe(true);
    expect(within(decision).getByRole('button', { name: 'Send back' }).hasAttribute('disabled')).toBe(true);
    expect(within(decision).getByLabelText('Reason (to send the business back)').hasAttribute('disabled')).toBe(true);
    expect(
      within(decision).getByText("Only your cooperative's administrators can approve a business or send it back."),
    ).toBeTruthy();
    fireEvent.click(within(decision).getByRole('button', { name: 'Approve' }));
    expect(api.calls.some((c) => c.path === 'admin/approvebusiness')).toBe(false);
  });

  it('after Approve, closes the business and takes the reviewer back to the queue', async () => {
    signedIn('admin');
    vi.stubGlobal(
      'fetch',
      waiting({ 'admin/approvebusiness': ok({ success: true, message: PARTNERS_MESSAGES.businessApproved }) })
        .fetchStub,
    );
    renderApp({ route: '/admin/business-partners', home: homeFixture });
    fireEvent.click(await screen.findByRole('button', { name: 'Review Corner Bakery' }));
    const decision = await screen.findByRole('form', { name: 'Review decision' });
    expect(within(decision).queryByText(/Only your cooperative/)).toBeNull();
    fireEvent.click(within(decision).getByRole('button', { name: 'Approve' }));
    const heading = screen.getByRole('heading', { name: 'Businesses waiting for approval' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByRole('form', { name: 'Review decision' })).toBeNull();
  });

  it("shows an offer's expiry as MM/DD/YYYY, as every other screen does", async () => {
    signedIn('admin');
    vi.stubGlobal('fetch', waiting().fetchStub);
    renderApp({ route: '/admin/business-partners', home: homeFixture });
    fireEvent.click(await screen.findByRole('button', { name: 'Review Corner Bakery' }));
    const offers = await screen.findByRole('table', { name: /offers/i });
    expect(within(offers).getByText('12/31/2027')).toBeTruthy();
    expect(within(offers).queryByText('2027-12-31')).toBeNull();
  });
});
