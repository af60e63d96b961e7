import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeFixture } from './fixtures/home-data';
import { timesShown } from './form-assertions';
import { currentLocation, ok, renderApp, stubApi, typeInto } from './render';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

// The emailed agreement link (/bpesignature/{key1}/{key2}):
// signing ends on the root with the popup 'Agreement Signed'.

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

const bpInfo = ok({
  success: true,
  bpData: { businessName: 'Corner Bakery', address: '12 Wheat Street', city: 'Lawrence', state: 'KS', zip: '66044' },
  plData: {
    coopName: 'Prairie Sky Electric Cooperative',
    address: '1200 Sunflower Road',
    city: 'Lawrence',
    state: 'KS',
    zip: '66044',
  },
  offers: [
    {
      offerId: 'o-1',
      description: 'A free cookie with any coffee',
      dollarValue: 2,
      frequency: 1,
      timelapse: 1,
      enddate: '01/01/2050',
      stubCopy: '',
      locations: [{ locationName: 'East' }],
    },
  ],
  contractInfo: { businessData: { signee: '', printedName: 'Pat Baker', title: 'Owner', date: '' } },
});

describe('signing the agreement', () => {
  // The popup says what follows, not its title twice (it once read 'Agreement Signed / Agreement Signed').
  it("goes to the root with 'Agreement Signed' and says what follows, not the title twice", async () => {
    const api = stubApi({
      'outside/getbpinfo': bpInfo,
      'outside/signAgreement': ok({ success: true, message: PARTNERS_MESSAGES.agreementSigned }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/bpesignature/k1/k2', home: homeFixture });
    const sign = await screen.findByRole('form', { name: 'Electronic signature' });
    // The name and title the owner gave in the wizard's Agreement tab are there; the signature is not.
    const field = (label: string) => (within(sign).getByLabelText(label) as HTMLInputElement).value;
    await waitFor(() => expect(field('Full name')).toBe('Pat Baker'));
    expect(field('Job title')).toBe('Owner');
    expect(field('Signature (by)')).toBe('');
    fireEvent.click(within(sign).getByRole('checkbox'));
    typeInto(sign, 'Signature (by)', 'Pat Baker');
    typeInto(sign, 'Full name', 'Patricia Baker');
    typeInto(sign, 'Job title', 'Owner');
    fireEvent.click(within(sign).getByRole('button', { name: 'Sign the agreement' }));
    await waitFor(() => expect(currentLocation()).toBe('/b2c/chome'));
    expect(api.calls.find((c) => c.path === 'outside/signAgreement')!.body).toMatchObject({
      key1: 'k1',
      key2: 'k2',
      eSignature: { by: 'Pat Baker', name: 'Patricia Baker', title: 'Owner' },
    });
    expect(await screen.findByText(PARTNERS_MESSAGES.agreementSignedDetail)).toBeTruthy();
    expect(timesShown(document.body, PARTNERS_MESSAGES.agreementSigned)).toBe(1);
  });
});
