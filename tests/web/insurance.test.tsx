import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeFixture } from './fixtures/home-data';
import { expectFieldError } from './form-assertions';
import { currentLocation, fail, ok, renderApp, signedIn, stubApi, typeInto } from './render';
import { BENEFITS_MESSAGES } from '#shared/schemas/benefits-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';

// The Insurance page and the quote form: special offers styled, outside products behind
// 'Please read', a refused list sends the visitor home with 'Please Login', and the form's
// warnings come one at a time in the spec's order before the request is sent.

const product = (productIdentifier: string, extra: Record<string, unknown> = {}) => ({
  productIdentifier,
  productName: `${productIdentifier} Insurance`,
  image: `/static/insurance/${productIdentifier}.svg`,
  briefDetails: `About ${productIdentifier}`,
  buttonText: 'Get a quote',
  urlRedirect: null,
  specialOffer: 0,
  ...extra,
});
const PRODUCTS = [
  product('Freeadd', { specialOffer: 1 }),
  product('Life'),
  product('Pet', { urlRedirect: 'https://pets.example/coop', buttonText: 'Visit provider' }),
];
const listOk = ok({ success: true, products: PRODUCTS });
const SENT = 'Thank you! Your quote request was sent to Prairie Sky Electric. An agent will contact you shortly.';

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('Insurance page', () => {
  it('styles special offers, links quoted products to their form and opens outside ones only after Please read', async () => {
    signedIn();
    const api = stubApi({ 'b2c/listinsurance': listOk });
    vi.stubGlobal('fetch', api.fetchStub);
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderApp({ route: '/b2c/cinsurance', home: homeFixture });
    const cards = await screen.findAllByTestId('insurance-product');
    expect(cards.map((c) => c.getAttribute('data-special-offer'))).toEqual(['true', null, null]);
    expect(api.calls[0]).toMatchObject({ path: 'b2c/listinsurance', body: { credentials: 'm-1' } });
    expect(within(cards[1]!).getByRole('link', { name: 'Get a quote: Life Insurance' }).getAttribute('href')).toBe(
      '/b2c/cinsuranceform/Life',
    );

    fireEvent.click(within(cards[2]!).getByRole('button', { name: 'Visit provider: Pet Insurance' }));
    const dialog = await screen.findByRole('dialog', { name: DEALS_MESSAGES.pleaseReadTitle });
    expect(dialog.textContent).toContain(DEALS_MESSAGES.newWindow);
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: DEALS_MESSAGES.popupBlockerDisabled }));
    expect(open).toHaveBeenCalledWith('https://pets.example/coop', '_blank', 'noopener,noreferrer');
  });

  it("sends a visitor home with 'Please Login' when the list answers failure", async () => {
    vi.stubGlobal('fetch', stubApi({ 'b2c/listinsurance': fail(401, COMMON_MESSAGES.pleaseLogin) }).fetchStub);
    renderApp({ route: '/b2c/cinsurance', home: homeFixture });
    expect(await screen.findByText(COMMON_MESSAGES.loginRequired)).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/b2c/chome'));
  });

  it('asks Please read on arrival at the form route of a product quoted on its provider site', async () => {
    signedIn();
    vi.stubGlobal('fetch', stubApi({ 'b2c/listinsurance': listOk }).fetchStub);
    renderApp({ route: '/b2c/cinsuranceform/Pet', home: homeFixture });
    expect(await screen.findByRole('dialog', { name: DEALS_MESSAGES.pleaseReadTitle })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Quote request' })).toBeNull();
  });
});

describe('Insurance quote form', () => {
  it("warns in the spec's order, one field at a time, then sends the lead, clears and returns home", async () => {
    signedIn();
    const api = stubApi({ 'b2c/listinsurance': listOk, 'b2c/saveinsurancelead': ok({ success: true, message: SENT }) });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/b2c/cinsuranceform/Life', home: homeFixture });
    const form = await screen.findByRole('form', { name: 'Quote request' });
    const submit = () => fireEvent.click(within(form).getByRole('button', { name: 'Request a quote' }));
    const alertText = () => within(form).getByRole('alert').textContent;
    const m = BENEFITS_MESSAGES.insurance;
    const steps: [label: string, message: string, value: string][] = [
      ['First name', m.firstName, 'Ann'],
      ['Last name', m.lastName, 'Lee'],
      ['Email', m.email, 'ann@example.com'],
      ['Phone', m.phone, '7855550143'],
      ['Gender', m.gender, 'Female'],
      ['Age', m.age, '42'],
      ['ZIP code', m.zip, '66044'],
      ['State', m.state, 'KS'],
      ['How can we help?', m.howToHelp, 'Compare existing coverage'],
      ['Notes', m.notes, 'Two cars, one house.'],
    ];
    for (const [label, message, value] of steps) {
      submit();
      expect(alertText()).toBe(`${COMMON_MESSAGES.warningTitle}${message}`);
      expectFieldError(within(form).getByLabelText(label), message);
      expect(document.activeElement).toBe(within(form).getByLabelText(label));
      typeInto(form, label, value);
    }
    // Formats come after every required field: a half-typed phone is not a phone.
    typeInto(form, 'Phone', '785555');
    submit();
    expect(alertText()).toBe(`${COMMON_MESSAGES.warningTitle}${m.phone}`);
    typeInto(form, 'Phone', '7855550143');
    expect((within(form).getByLabelText('Phone') as HTMLInputElement).value).toBe('(785) 555-0143');
    expect(api.paths()).toEqual(['b2c/listinsurance']);

    submit();
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(screen.getByText(COMMON_MESSAGES.successTitle)).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/b2c/chome'));
    expect(api.calls.find((c) => c.path === 'b2c/saveinsurancelead')!.body).toEqual({
      credentials: 'm-1',
      productIdentifier: 'Life',
      data: {
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        phone: '(785) 555-0143',
        gender: 'Female',
        age: '42',
        zip: '66044',
        state: 'KS',
        howToHelp: 'Compare existing coverage',
        notes: 'Two cars, one house.',
      },
    });
  });

  it("shows a refused request under 'Warning' with the server's message and keeps the form", async () => {
    signedIn();
    vi.stubGlobal(
      'fetch',
      stubApi({
        'b2c/listinsurance': listOk,
        'b2c/saveinsurancelead': fail(429, 'Too many attempts. Please wait 5 minutes and try again.'),
      }).fetchStub,
    );
    renderApp({ route: '/b2c/cinsuranceform/Life', home: homeFixture });
    const form = await screen.findByRole('form', { name: 'Quote request' });
    for (const [label, value] of [
      ['First name', 'Ann'],
      ['Last name', 'Lee'],
      ['Email', 'ann@example.com'],
      ['Phone', '7855550143'],
      ['Gender', 'Male'],
      ['Age', '42'],
      ['ZIP code', '66044'],
      ['State', 'KS'],
      ['How can we help?', 'Looking for NEW coverage'],
      ['Notes', 'Hi'],
    ] as const) {
      typeInto(form, label, value);
    }
    fireEvent.click(within(form).getByRole('button', { name: 'Request a quote' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(
        `${COMMON_MESSAGES.warningTitle}Too many attempts. Please wait 5 minutes and try again.`,
      ),
    );
    expect((within(form).getByLabelText('First name') as HTMLInputElement).value).toBe('Ann');
    expect(currentLocation()).toBe('/b2c/cinsuranceform/Life');
  });
});

// The co-op's insurance art draws the product's name into the picture; cropped to
// its box (object-fit cover) the name was cut in half on the home carousel and the Insurance page.
describe('insurance pictures', () => {
  /** The card's picture is shown whole (contain) in a box sized before it loads (no layout shift). */
  const expectWholePicture = (card: HTMLElement) => {
    const img = card.querySelector('img')!;
    expect(img.style.getPropertyValue('--image-object-fit')).toBe('contain');
    expect(img.style.height, 'a box height of its own').not.toBe('');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['375', '180']);
  };

  it('shows each picture of the home insurance carousel whole, in the 375-wide cell', async () => {
    renderApp({ home: homeFixture });
    const carousel = await screen.findByTestId('insurance-carousel');
    const cards = within(carousel).getAllByTestId('insurance-product');
    expect(cards).toHaveLength(2);
    cards.forEach(expectWholePicture);
  });

  it('shows each picture of the Insurance page whole', async () => {
    signedIn();
    vi.stubGlobal('fetch', stubApi({ 'b2c/listinsurance': listOk }).fetchStub);
    renderApp({ route: '/b2c/cinsurance', home: homeFixture });
    const cards = await screen.findAllByTestId('insurance-product');
    expect(cards).toHaveLength(3);
    cards.forEach(expectWholePicture);
  });
});
