import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResponseOf } from '#shared/routes.js';
import { homeFixture } from './fixtures/home-data';
import { fail, ok, renderApp, signedIn, stubApi, typeInto } from './render';
import { fill } from '#shared/constants.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// Platform Setup's feature groups, catalog and domains pages, and the network admin's
// cooperatives: what staff see and send, refusals shown in the form, back-office staff read only,
// and the Cooperatives menu entry for the network admin alone.

const catalog: ResponseOf<'admin/getcatalog'> = {
  success: true,
  version: 2,
  nationalDeals: [
    { dealId: 'ND-1', companyName: 'Northwind', title: '20% off gear', offered: true },
    { dealId: 'ND-2', companyName: 'Blue Harbor', title: 'Hotels', offered: true },
  ],
  insurance: [
    { productIdentifier: 'Life', productName: 'Term Life', offered: true, highlighted: false },
    { productIdentifier: 'Pet', productName: 'Pet Insurance', offered: false, highlighted: false },
  ],
};
const groups: ResponseOf<'admin/listgroups'> = {
  success: true,
  version: 0,
  groups: [
    {
      groupIdentifier: 'health',
      groupName: 'Health',
      route: 'chealthysavings',
      image: 'mainmenu/323-health.svg',
      imageUrl: '/static/mainmenu/323-health.svg',
      onLogged: 0,
      showSquare: 1,
    },
    {
      groupIdentifier: 'localdeals',
      groupName: 'Local Deals',
      route: 'clocaldeals',
      image: 'mainmenu/323-localdeals.svg',
      imageUrl: '/static/mainmenu/323-localdeals.svg',
      onLogged: 0,
      showSquare: 1,
    },
  ],
};
const domains: ResponseOf<'admin/getdomains'> = {
  success: true,
  version: 0,
  primaryDomain: 'prairiesky.localhost',
  hosts: ['prairiesky.localhost'],
  zips: ['660'],
};

afterEach(() => {
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('Platform Setup: catalog', () => {
  it('saves the deals and products offered, with the version read', async () => {
    signedIn('admin');
    const api = stubApi({
      'admin/getcatalog': ok(catalog),
      'admin/savecatalog': (body: { nationalDealIds: string[]; insuranceIds: string[]; insuranceSelected: string[] }) =>
        ok({
          ...catalog,
          version: 3,
          message: ADMIN_MESSAGES.setupSaved,
          nationalDeals: catalog.nationalDeals.map((d) => ({ ...d, offered: body.nationalDealIds.includes(d.dealId) })),
        }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/admin/setup/catalog', home: homeFixture });
    const form = await screen.findByRole('form', { name: 'Catalog' });
    expect((within(form).getByLabelText('Northwind: 20% off gear') as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByLabelText('Highlight Pet Insurance') as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(within(form).getByLabelText('Blue Harbor: Hotels'));
    fireEvent.click(within(form).getByLabelText('Offer Pet Insurance'));
    fireEvent.click(within(form).getByLabelText('Highlight Pet Insurance'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save catalog' }));
    expect(await screen.findByText(ADMIN_MESSAGES.setupSaved)).toBeTruthy();
    expect(api.calls.find((c) => c.path === 'admin/savecatalog')!.body).toMatchObject({
      version: 2,
      nationalDealIds: ['ND-1'],
      insuranceIds: ['Life', 'Pet'],
      insuranceSelected: ['Pet'],
    });
  });

  it('shows back-office staff the choice without a way to change it', async () => {
    signedIn('backoffice');
    vi.stubGlobal('fetch', stubApi({ 'admin/getcatalog': ok(catalog) }).fetchStub);
    renderApp({ route: '/admin/setup/catalog', home: homeFixture });
    const form = await screen.findByRole('form', { name: 'Catalog' });
    expect(within(form).queryByRole('button', { name: 'Save catalog' })).toBeNull();
    expect(within(form).getByLabelText('Northwind: 20% off gear').matches(':disabled')).toBe(true);
    expect(within(form).getByText(COMMON_MESSAGES.staffReadOnly)).toBeTruthy();
  });
});

describe('Platform Setup: feature groups', () => {
  it('reorders and saves the whole list; a parallel save is explained', async () => {
    signedIn('admin');
    const api = stubApi({ 'admin/listgroups': ok(groups), 'admin/savegroups': fail(409, ADMIN_MESSAGES.setupStale) });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/admin/setup/groups', home: homeFixture });
    const form = await screen.findByRole('form', { name: 'Feature groups' });
    fireEvent.click(within(form).getByRole('button', { name: 'Move Health down' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save groups' }));
    expect(await within(form).findByText(ADMIN_MESSAGES.setupStale)).toBeTruthy();
    const sent = api.calls.find((c) => c.path === 'admin/savegroups')!.body as {
      version: number;
      groups: { groupIdentifier: string }[];
    };
    expect(sent.version).toBe(0);
    expect(sent.groups.map((g) => g.groupIdentifier)).toEqual(['localdeals', 'health']);
  });

  it('checks a new group in the form before sending it', async () => {
    signedIn('admin');
    const api = stubApi({ 'admin/listgroups': ok(groups) });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/admin/setup/groups', home: homeFixture });
    const form = await screen.findByRole('form', { name: 'Feature groups' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add group' }));
    const added = within(form).getByRole('region', { name: 'Group 3: Group 3' });
    typeInto(added, 'Name', 'News');
    fireEvent.click(within(form).getByRole('button', { name: 'Save groups' }));
    expect((await within(form).findAllByText(ADMIN_MESSAGES.groupIdInvalid)).length).toBeGreaterThan(0);
    expect(api.paths()).not.toContain('admin/savegroups');
  });
});

describe('Platform Setup: domains', () => {
  it('shows the server’s refusal of a host another co-op holds', async () => {
    signedIn('admin');
    const api = stubApi({
      'admin/getdomains': ok(domains),
      'admin/savedomains': fail(409, `${ADMIN_MESSAGES.hostTaken}riverbend.localhost`),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/admin/setup/domains', home: homeFixture });
    const form = await screen.findByRole('form', { name: 'Domains' });
    const hosts = within(form).getByRole('combobox', { name: 'Host names' });
    // Typed into the focused field (the combobox ignores writes to an unfocused one), then Enter.
    hosts.focus();
    fireEvent.input(hosts, { target: { value: 'riverbend.localhost' } });
    fireEvent.keyDown(hosts, { key: 'Enter' });
    await waitFor(() => expect(within(form).getAllByText('riverbend.localhost').length).toBeGreaterThan(0));
    fireEvent.click(within(form).getByRole('button', { name: 'Save domains' }));
    expect(await within(form).findByText(`${ADMIN_MESSAGES.hostTaken}riverbend.localhost`)).toBeTruthy();
    expect(api.calls.find((c) => c.path === 'admin/savedomains')!.body).toMatchObject({
      hosts: ['prairiesky.localhost', 'riverbend.localhost'],
      zips: ['660'],
    });
  });
  it('shows the server’s refusal of ZIPs another co-op serves, naming them', async () => {
    signedIn('admin');
    const refusal = ADMIN_MESSAGES.zipsServedByOther.replace('{zips}', '661');
    const api = stubApi({ 'admin/getdomains': ok(domains), 'admin/savedomains': fail(403, refusal) });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/admin/setup/domains', home: homeFixture });
    const form = await screen.findByRole('form', { name: 'Domains' });
    const zips = within(form).getByRole('combobox', { name: 'Served ZIP codes and prefixes' });
    zips.focus();
    fireEvent.input(zips, { target: { value: '661' } });
    fireEvent.keyDown(zips, { key: 'Enter' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save domains' }));
    expect(await within(form).findByText(refusal)).toBeTruthy();
    expect(api.calls.find((c) => c.path === 'admin/savedomains')!.body).toMatchObject({ zips: ['660', '661'] });
  });
});

describe('Cooperatives (network admin)', () => {
  it('is in the network admin’s menu, lists the co-ops and creates one', async () => {
    signedIn('network');
    const api = stubApi({
      'admin/listcoops': ok({
        success: true,
        currentPlid: 323,
        coops: [
          {
            plid: 323,
            coopName: 'Prairie Sky Electric',
            displayName: 'Prairie Sky',
            primaryDomain: 'prairiesky.localhost',
            zip: '66044',
          },
        ],
      }),
      'admin/createcoop': ok({
        success: true,
        message: fill(ADMIN_MESSAGES.coopCreated, { url: 'http://valley.localhost:3000' }),
        portalUrl: 'http://valley.localhost:3000',
        coop: {
          plid: 418,
          coopName: 'Valley Electric',
          displayName: 'Valley',
          primaryDomain: 'valley.localhost',
          zip: '59001',
        },
      }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp({ route: '/admin/coops', home: homeFixture });
    expect(
      within(await screen.findByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Cooperatives' }),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Cooperatives' });
    expect(within(table).getByText('Working here')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'New cooperative' });
    typeInto(form, 'Cooperative name', 'Valley Electric');
    typeInto(form, 'Display name', 'Valley');
    typeInto(form, 'Home ZIP code', '59001');
    typeInto(form, 'Host name', 'Valley.localhost');
    typeInto(form, 'Email', 'vera@valley.example');
    typeInto(form, 'First name', 'Vera');
    typeInto(form, 'Last name', 'Valley');
    fireEvent.click(within(form).getByRole('button', { name: 'Create cooperative' }));
    // The notice gives the portal's whole address, port included (issue 37), never a guessed http://host.
    const notice = await screen.findByText(new RegExp(ADMIN_MESSAGES.coopCreated.slice(0, 30)));
    expect(notice.textContent).toContain('http://valley.localhost:3000');
    expect(notice.textContent).not.toMatch(/http:\/\/valley\.localhost(?!:3000)/);
    await waitFor(() => expect(api.paths()).toContain('admin/createcoop'));
    expect(api.calls.find((c) => c.path === 'admin/createcoop')!.body).toMatchObject({
      host: 'valley.localhost',
      zip: '59001',
      adminEmail: 'vera@valley.example',
      mainColor: '#2b6cb0',
    });
  });

  it('is not in a co-op admin’s menu', async () => {
    signedIn('admin');
    vi.stubGlobal('fetch', stubApi({ 'admin/listgroups': ok(groups) }).fetchStub);
    renderApp({ route: '/admin/setup/groups', home: homeFixture });
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(within(nav).queryByRole('link', { name: 'Cooperatives' })).toBeNull();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Dashboard',
      'Members',
      'Reports',
      'Platform Setup',
      'Business Partners',
      'Virtual Assistance',
      'Activity',
      'Back',
    ]);
  });
});
