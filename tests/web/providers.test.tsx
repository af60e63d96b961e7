import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeFixture } from './fixtures/home-data';
import { fail, ok, renderApp, signedIn, stubApi, typeInto } from './render';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { BENEFITS_MESSAGES } from '#shared/schemas/benefits-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// The provider locator page: choosing a benefit resets the specialty to all and reloads the
// specialties; a search shows the table nearest first, an empty one the spec's message, a refused
// one a warning titled Error with the server's message; a visitor goes to the home page.

const SPECIALTIES: Record<string, { ID: number; Name: string }[]> = {
  HU: [
    { ID: 201, Name: 'General Dentist' },
    { ID: 203, Name: 'Orthodontist' },
  ],
  V: [{ ID: 101, Name: 'Optometrist' }],
};
const row = (FacilityName: string, Distance: number) => ({
  FacilityName,
  ProviderName: 'Dr. Ann Lee, DDS',
  Address: '1 Main St',
  City: 'Lawrence',
  State: 'KS',
  Zip: '66044',
  Phone: '(785) 555-0100',
  Distance,
});

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

const form = () => screen.getByRole('search', { name: 'Provider search' });
const specialtySelect = () => within(form()).getByLabelText('Specialty') as HTMLSelectElement;
const optionTexts = (select: HTMLSelectElement) => [...select.options].map((o) => o.textContent);

describe('Locate providers page', () => {
  it('resets the specialty to all and reloads the list when the benefit changes, then shows the results nearest first', async () => {
    signedIn();
    const api = stubApi({
      'b2c/getspecialties': (body) => ok({ success: true, data: SPECIALTIES[body.data.benefit] ?? [] }),
      'b2c/getproviders': ok({ success: true, data: [row('Near Dental', 0.4), row('Far Dental', 7.25)] }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/b2c/chealth/locateproviders', home: homeFixture });
    await screen.findByRole('search', { name: 'Provider search' });
    expect((within(form()).getByLabelText('Distance') as HTMLSelectElement).value).toBe('10');

    typeInto(form(), 'Benefit', 'HU');
    await waitFor(() =>
      expect(optionTexts(specialtySelect())).toEqual(['All specialties', 'General Dentist', 'Orthodontist']),
    );
    typeInto(form(), 'Specialty', '203');
    expect(specialtySelect().value).toBe('203');

    typeInto(form(), 'Benefit', 'V');
    expect(specialtySelect().value).toBe('-1');
    await waitFor(() => expect(optionTexts(specialtySelect())).toEqual(['All specialties', 'Optometrist']));
    expect(api.calls.filter((c) => c.path === 'b2c/getspecialties').map((c) => c.body.data.benefit)).toEqual([
      'HU',
      'V',
    ]);

    typeInto(form(), 'ZIP code', '66044');
    fireEvent.click(within(form()).getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Providers' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]!.textContent),
    ).toEqual(['Near Dental', 'Far Dental']);
    expect(api.calls.find((c) => c.path === 'b2c/getproviders')!.body.data).toEqual({
      benefit: 'V',
      specialty: -1,
      distance: 10,
      zip: '66044',
    });
  });

  it("shows the spec's message when no provider is near, and the server's message under Error when the search is refused", async () => {
    signedIn();
    vi.stubGlobal(
      'fetch',
      stubApi({
        'b2c/getspecialties': ok({ success: true, data: SPECIALTIES.HU }),
        'b2c/getproviders': (body) =>
          body.data.zip === '00000'
            ? fail(400, 'We could not find ZIP code 00000. Please check it and try again.')
            : ok({ success: true, data: [], message: BENEFITS_MESSAGES.noProviders }),
      }).fetchStub,
    );
    renderApp({ route: '/b2c/chealth/locateproviders', home: homeFixture });
    await screen.findByRole('search', { name: 'Provider search' });
    typeInto(form(), 'Benefit', 'HU');
    typeInto(form(), 'Distance', '1');
    typeInto(form(), 'ZIP code', '59001');
    fireEvent.click(within(form()).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(BENEFITS_MESSAGES.noProviders)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Providers' })).toBeNull();

    typeInto(form(), 'ZIP code', '00000');
    fireEvent.click(within(form()).getByRole('button', { name: 'Search' }));
    const alert = await within(form()).findByRole('alert');
    expect(alert.textContent).toContain(COMMON_MESSAGES.errorTitle);
    expect(alert.textContent).toContain('We could not find ZIP code 00000. Please check it and try again.');
  });

  it('warns before searching without a benefit or a whole ZIP', async () => {
    signedIn();
    const api = stubApi({
      'b2c/getspecialties': ok({ success: true, data: [] }),
      'b2c/getproviders': ok({ success: true, data: [] }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/b2c/chealth/locateproviders', home: homeFixture });
    await screen.findByRole('search', { name: 'Provider search' });
    fireEvent.click(within(form()).getByRole('button', { name: 'Search' }));
    expect((await within(form()).findByRole('alert')).textContent).toContain('Please select a benefit');
    typeInto(form(), 'Benefit', 'C');
    typeInto(form(), 'ZIP code', '660');
    fireEvent.click(within(form()).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(form()).getByRole('alert').textContent).toContain(ACCOUNT_MESSAGES.zipInvalid));
    expect(api.paths()).not.toContain('b2c/getproviders');
  });

  it('sends a visitor to the home page', async () => {
    vi.stubGlobal('fetch', stubApi({}).fetchStub);
    renderApp({ route: '/b2c/chealth/locateproviders', home: homeFixture });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/b2c/chome'));
  });
});
