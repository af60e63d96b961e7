import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { SAFETY_PROGRAM } from '#shared/constants.js';
import { homeFixture } from './fixtures/home-data';
import { currentLocation, fail, ok, renderApp, stubApi } from './render';
import { BENEFITS_MESSAGES } from '#shared/schemas/benefits-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';

// cnationaldeals, its deal modal and redemption dialogs, and the group deal pages (csafety,
// centertainment, alldeals, promo/safety) with the API answered at the fetch level: the login
// gates (an outside link or a deal link carrying a query needs a login) and what a visitor or
// member sees.

const nd = (n: number, over: Record<string, unknown> = {}) => ({
  dealId: `ND-${n}`,
  companyName: `Company ${n}`,
  title: `Deal title ${n}`,
  logoURL: `/static/deals/national-${n}.svg`,
  businessOverview: `Overview ${n}`,
  notes: `Notes ${n}`,
  redemptionPhone: null,
  redemptionUrl: `https://company${n}.example/members`,
  altImage1: null,
  altImage2: null,
  altImage3: null,
  ...over,
});
const DEALS = [
  nd(1, { altImage1: '/static/deals/a1.svg', altImage2: 'null', altImage3: '/static/deals/a3.svg', notes: 'null' }),
  nd(2, { redemptionUrl: null, redemptionPhone: '(800) 555-0110', businessOverview: null }),
];
const gd = (group: string, dealTitle: string, route: string) => ({
  route,
  image: `/static/deals/${dealTitle}.svg`,
  groupName: group,
  dealTitle,
  description: `About ${dealTitle}`,
});

const signIn = () => {
  for (const [k, v] of Object.entries({
    credentials: 'm-1',
    userKey: 'm-1',
    sessionKey: 's-1',
    firstName: 'Ann',
    role: 'member',
  }))
    window.sessionStorage.setItem(k, v);
};

function setup(route: string, handlers: Record<string, any> = {}) {
  const api = stubApi({ 'b2c/listnationaldeals': ok({ success: true, deals: DEALS }), ...handlers });
  vi.stubGlobal('fetch', api.fetchStub);
  renderApp({ home: homeFixture, route });
  return api;
}

describe('cnationaldeals', () => {
  it("sends a visitor, whom the server refuses, to chome with 'Please Login'", async () => {
    setup('/b2c/cnationaldeals?dealId=ND-1', { 'b2c/listnationaldeals': fail(401, 'Please log in to continue.') });
    expect(await screen.findByText(COMMON_MESSAGES.loginRequired)).toBeTruthy();
    expect(screen.getByText(COMMON_MESSAGES.pleaseLogin)).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/b2c/chome'));
    expect(screen.queryByTestId('national-deal-modal')).toBeNull();
  });

  it('lists the deals for a member and opens the dealId deal: absent values hidden, alternate images, X closes', async () => {
    signIn();
    setup('/b2c/cnationaldeals?dealId=ND-1');
    const modal = await screen.findByTestId('national-deal-modal');
    expect(within(modal).getByText('Company 1')).toBeTruthy();
    expect(within(modal).getByTestId('national-deal-title').textContent).toBe('Deal title 1');
    expect(within(modal).getByTestId('national-deal-overview').textContent).toBe('Overview 1');
    expect(within(modal).queryByTestId('national-deal-notes')).toBeNull();
    expect(within(modal).getByRole('img', { name: 'Company 1 logo' }).getAttribute('src')).toBe(
      '/static/deals/national-1.svg',
    );
    expect(
      within(modal)
        .getAllByTestId('national-deal-alt')
        .map((i) => i.getAttribute('src')),
    ).toEqual(['/static/deals/a1.svg', '/static/deals/a3.svg']);
    expect(screen.getAllByTestId('national-deal-card')).toHaveLength(2);
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('national-deal-modal')).toBeNull());
    expect(currentLocation()).toBe('/b2c/cnationaldeals');
  });

  it("opens a chosen deal; a redemption by phone shows the 'Call' dialog with the number", async () => {
    signIn();
    setup('/b2c/cnationaldeals');
    fireEvent.click(await screen.findByRole('button', { name: 'Company 2 Deal title 2' }));
    const modal = await screen.findByTestId('national-deal-modal');
    expect(currentLocation()).toBe('/b2c/cnationaldeals?dealId=ND-2');
    expect(within(modal).queryByRole('button', { name: 'Get this deal' })).toBeNull();
    fireEvent.click(within(modal).getByRole('button', { name: 'Redeem by phone' }));
    const call = await screen.findByTestId('call-dialog');
    expect(within(call).getByText(DEALS_MESSAGES.callTitle)).toBeTruthy();
    expect(within(call).getByTestId('call-number').getAttribute('href')).toBe('tel:8005550110');
    expect(within(call).getByText(DEALS_MESSAGES.callToGetDeal)).toBeTruthy();
  });

  it("opens a redemption URL in a new window only after the 'Please read' confirmation", async () => {
    signIn();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    setup('/b2c/cnationaldeals?dealId=ND-1');
    const modal = await screen.findByTestId('national-deal-modal');
    fireEvent.click(within(modal).getByRole('button', { name: 'Get this deal' }));
    const confirm = await screen.findByTestId('please-read');
    expect(within(confirm).getByText(DEALS_MESSAGES.pleaseReadTitle)).toBeTruthy();
    expect(within(confirm).getByText(DEALS_MESSAGES.newWindow)).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: DEALS_MESSAGES.popupBlockerDisabled }));
    expect(open).toHaveBeenCalledWith('https://company1.example/members', '_blank', 'noopener,noreferrer');
  });

  it('says an unknown dealId is no longer available and shows the list', async () => {
    signIn();
    setup('/b2c/cnationaldeals?dealId=ND-99');
    expect(await screen.findByText(BENEFITS_MESSAGES.nationalDealNotFound)).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/b2c/cnationaldeals'));
    expect(screen.getAllByTestId('national-deal-card')).toHaveLength(2);
  });
});

const SAFETY = [
  gd('Safety & Security', 'Member Protection Plan', 'promo/safety'),
  gd('Safety & Security', 'Roadside assistance', 'https://roadside.example/coop'),
  gd('Safety & Security', 'HomeSafe', 'cnationaldeals?dealId=ND-9'),
];

describe('group deal pages', () => {
  it("csafety lists the group 'safety'; a visitor is asked to log in for the program, member protect, outside links and links with a query", async () => {
    const api = setup('/b2c/csafety', { 'b2c/availabledeals': ok({ success: true, deals: SAFETY }) });
    const cards = await screen.findAllByTestId('group-deal');
    expect(api.calls.find((c) => c.path === 'b2c/availabledeals')!.body).toMatchObject({ group: 'safety', key: null });
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Member Protection Plan',
      'Roadside assistance',
      'HomeSafe',
    ]);
    const show = vi.spyOn(notifications, 'show');
    show.mockClear();
    const targets = [
      within(screen.getByTestId('safety-program')).getByRole('button', { name: 'Learn more' }),
      ...cards.map((c) => within(c).getByRole('button')),
    ];
    targets.forEach((target, i) => {
      fireEvent.click(target);
      expect(show).toHaveBeenCalledTimes(i + 1);
      expect(show).toHaveBeenLastCalledWith(
        expect.objectContaining({ id: 'please-login', title: COMMON_MESSAGES.pleaseLogin }),
      );
    });
    expect(await screen.findByText(COMMON_MESSAGES.loginRequired)).toBeTruthy();
    expect(currentLocation()).toBe('/b2c/csafety');
    expect(screen.queryByText(DEALS_MESSAGES.newWindow)).toBeNull();
  });

  it('csafety takes a member to a deal with a query, and to an outside deal after the confirmation', async () => {
    signIn();
    const open = vi.fn();
    vi.stubGlobal('open', open);
    setup('/b2c/csafety', { 'b2c/availabledeals': ok({ success: true, deals: SAFETY }) });
    const cards = await screen.findAllByTestId('group-deal');
    fireEvent.click(within(cards[1]!).getByRole('button'));
    fireEvent.click(
      within(await screen.findByTestId('please-read')).getByRole('button', {
        name: DEALS_MESSAGES.popupBlockerDisabled,
      }),
    );
    expect(open).toHaveBeenCalledWith('https://roadside.example/coop', '_blank', 'noopener,noreferrer');
    fireEvent.click(within(cards[2]!).getByRole('button'));
    await waitFor(() => expect(currentLocation()).toBe('/b2c/cnationaldeals?dealId=ND-9'));
  });

  it("promo/safety sends a visitor to csafety with 'Please Login'", async () => {
    setup('/b2c/promo/safety', { 'b2c/availabledeals': ok({ success: true, deals: SAFETY }) });
    expect(await screen.findByText(COMMON_MESSAGES.loginRequired)).toBeTruthy();
    await waitFor(() => expect(currentLocation()).toBe('/b2c/csafety'));
  });

  it('promo/safety shows a member the $60 value for $12.95 a month and the browse link behind the confirmation', async () => {
    signIn();
    setup('/b2c/promo/safety');
    expect((await screen.findByTestId('safety-price')).textContent).toBe('A $60.00 value for $12.95 a month');
    fireEvent.click(screen.getByRole('button', { name: 'Browse the program' }));
    expect(within(await screen.findByTestId('please-read')).getByText(DEALS_MESSAGES.newWindow)).toBeTruthy();
    expect(SAFETY_PROGRAM.monthlyPrice).toBe(12.95);
  });

  it("centertainment asks for the group 'entertainment' and follows an in-app deal", async () => {
    const api = setup('/b2c/centertainment', {
      'b2c/availabledeals': ok({ success: true, deals: [gd('Entertainment', 'Theme parks', 'cparks')] }),
    });
    const [card] = await screen.findAllByTestId('group-deal');
    expect(api.calls.find((c) => c.path === 'b2c/availabledeals')!.body.group).toBe('entertainment');
    fireEvent.click(within(card!).getByRole('button'));
    await waitFor(() => expect(currentLocation()).toBe('/b2c/cparks'));
  });

  it('lets a visitor go to an open page but asks them to log in for the pages of members', async () => {
    const deals = [
      gd('Entertainment', 'Theme parks', 'cparks'),
      gd('Entertainment', 'Tickets', 'ctickets'),
      gd('Insurance', 'AD&D', '/b2c/cinsuranceform/Freeadd'),
    ];
    setup('/b2c/centertainment', { 'b2c/availabledeals': ok({ success: true, deals }) });
    const show = vi.spyOn(notifications, 'show');
    show.mockClear();
    const cards = await screen.findAllByTestId('group-deal');
    fireEvent.click(within(cards[1]!).getByRole('button'));
    fireEvent.click(within(cards[2]!).getByRole('button'));
    expect(show).toHaveBeenCalledTimes(2);
    expect(currentLocation()).toBe('/b2c/centertainment');
    fireEvent.click(within(cards[0]!).getByRole('button'));
    await waitFor(() => expect(currentLocation()).toBe('/b2c/cparks'));
  });

  it('alldeals asks for every group and shows one section per group, in the order given', async () => {
    const deals = [
      gd('Health & Wellness', 'Dental', 'chealth/dental'),
      gd('Health & Wellness', 'Vision', 'chealth/vision'),
      gd('Entertainment', 'Theme parks', 'cparks'),
    ];
    const api = setup('/b2c/alldeals', { 'b2c/availabledeals': ok({ success: true, deals }) });
    // The groups after the first render just after the first paint.
    await vi.waitFor(() => expect(screen.getAllByTestId('deal-group')).toHaveLength(2));
    const sections = screen.getAllByTestId('deal-group');
    expect(api.calls.find((c) => c.path === 'b2c/availabledeals')!.body.group).toBeNull();
    expect(sections.map((s) => within(s).getAllByRole('heading')[0]!.textContent)).toEqual([
      'Health & Wellness',
      'Entertainment',
    ]);
    expect(within(sections[0]!).getAllByTestId('group-deal')).toHaveLength(2);
  });

  it('tells a visitor an empty group is for members', async () => {
    setup('/b2c/centertainment', { 'b2c/availabledeals': ok({ success: true, deals: [] }) });
    expect((await screen.findByTestId('group-deals-empty')).textContent).toBe(COMMON_MESSAGES.loginRequired);
  });
});
