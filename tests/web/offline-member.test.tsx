import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill } from '#shared/constants.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';
import { OFFLINE_MESSAGES } from '#shared/schemas/offline-messages.js';
import { homeFixture } from './fixtures/home-data';
import { fail, ok, renderApp, stubApi } from './render';

// The member's data on the phone for a dead zone (IndexedDB, fake-indexeddb here): what loads
// online is kept per member; offline the card, favorites and opened favorites show from it under
// the offline banner, other pages say they need a connection; 'Redeem on phone' of a favorite
// shows its server-minted ticket as the coupon and is sent once when the connection returns;
// logout, a session the server ended, or another member signing in, leaves nothing of the member
// behind; and nothing saved is shown once it is 30 days old.

// The file's first page render transforms that page's modules too: well over 10 s on a busy machine.
vi.setConfig({ testTimeout: 45_000 });

const REF = { dealId: 'D-1', locationId: 'L-1' };
const TICKET = 'TKTA-BCDE-FGHJ-KLMN';
/** m-1's redemption at Test Pizza, queued at `queuedAt` (now: a queue over 30 days old is dropped, ADR 0077). */
const queueTestPizza = (queuedAt = Date.now()) =>
  store.enqueueRedemption({ ticket: TICKET, memberId: 'm-1', ...REF, businessName: 'Test Pizza', queuedAt });
const NEXT = 'NEXT-TKTB-CDEF-GHJK';

const favorite = {
  ...REF,
  dollarValue: 7.5,
  logo: '/static/logos/x.svg',
  value: '20% off',
  description: 'Any large pizza',
  businessName: 'Test Pizza',
  address: '12 Mass St',
  hideAddress: 0,
  city: 'Lawrence',
  state: 'KS',
  zipcode: '66044',
  DISTANCE: 1,
  ticket: TICKET,
};
const opened = {
  website: null,
  businessName: 'Test Pizza',
  businessDescription: 'Wood-fired pizza',
  locationName: 'Downtown',
  address: '12 Mass St',
  city: 'Lawrence',
  state: 'KS',
  zip: '66044',
  locationPhone: null,
  phone: null,
  email: null,
  logo: '/static/logos/x.svg',
  value: '20% off',
  dollarValue: 7.5,
  description: 'Any large pizza',
  redemptions: '1 time every 7 days',
  expirationDate: '06/30/2030',
  isFavorite: true,
  isPrinted: 1,
  isMobile: 1,
  stubCopy: 'One per table',
  image1: null,
  image2: null,
  customerName: 'Dee Saver',
  memberId: 'M-12345',
  dealdata: REF,
  remaining: 1,
};
const account = {
  success: true,
  firstName: 'Dee',
  lastName: 'Saver',
  email: 'dee@example.com',
  zip: '66044',
  dob: null,
  cellPhone: null,
  signupDate: '2026-03-05T15:00:00.000Z',
  gender: null,
  lastLogin: null,
  optout: 0,
  latestzip: null,
  mailUndeliverable: false,
  deals: [] as unknown[],
  total: 0,
};

let online = true;
let store: typeof import('#web/lib/offline-store.js');
let copy: typeof import('#web/lib/offline-copy.js');
const DAY = 24 * 60 * 60 * 1000;

// One database for the file (the store keeps its connection); the config unstubs globals after each test.
const phoneDb = new IDBFactory();

beforeAll(async () => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  store = await import('#web/lib/offline-store.js');
  copy = await import('#web/lib/offline-copy.js');
});
afterAll(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => true });
});
beforeEach(async () => {
  vi.stubGlobal('indexedDB', phoneDb);
  vi.stubGlobal('IDBKeyRange', IDBKeyRange);
  online = true;
  await store.forgetAllMembers();
  // As after a logout: the next sign-in marks the member afresh.
  copy.forgetMarked();
});
afterEach(() => cleanup());

function signIn(memberId = 'm-1') {
  for (const [k, v] of Object.entries({
    credentials: memberId,
    userKey: memberId,
    sessionKey: 's-1',
    firstName: 'Dee',
    role: 'member',
  }))
    window.sessionStorage.setItem(k, v);
}

/** No network at all: navigator says so and every request fails as fetch does then. */
function goOffline() {
  online = false;
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    throw new TypeError('Failed to fetch');
  });
  return calls;
}

/** Online: home data, the favorites and each favorite opened, as the member sees them at home. */
function onlineApi(handlers: Record<string, any> = {}) {
  const api = stubApi({
    'outside/gethomedata': ok(homeFixture),
    'b2c/localdealscategories': ok({ success: true, data: [], zip: '66044' }),
    'b2c/listdeals': (body: any) =>
      ok({
        success: true,
        deals: [],
        zip: '66044',
        radius: body.payload.radius,
        page: 1,
        pages: 1,
        total: 0,
        sort: body.payload.sort,
      }),
    'b2c/listfavoritesdeals': ok({ success: true, deals: [favorite] }),
    'b2c/opendeal': ok({ success: true, data: opened }),
    'b2c/account': ok(account),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
}

/** Online at home: the favorites listed (each favorite's deal kept in the background). */
async function keepFavoritesOnline() {
  signIn();
  onlineApi();
  const app = renderApp({ route: '/b2c/clocaldeals' });
  fireEvent.click(await screen.findByRole('button', { name: 'My Favorites Deals' }, { timeout: 30_000 }));
  await screen.findByTestId('favorites-list');
  await waitFor(async () => expect(await store.readCopy('m-1', 'deal', 'D-1#L-1')).toBeTruthy());
  expect((await store.readCopy('m-1', 'favorites', 'list'))?.data).toMatchObject({ deals: [{ ticket: TICKET }] });
  app.unmount();
}

async function redeemOnPhone() {
  fireEvent.click(await screen.findByRole('button', { name: 'My Favorites Deals' }));
  fireEvent.click(
    await within(await screen.findByTestId('favorites-list')).findByRole('button', { name: 'Test Pizza' }),
  );
  const modal = await screen.findByRole('dialog', { name: 'Test Pizza' });
  fireEvent.click(await within(modal).findByRole('button', { name: 'Redeem on phone' }));
  fireEvent.click(
    within(await screen.findByRole('dialog', { name: 'Redeem on phone' })).getByRole('button', {
      name: 'Yes, redeem now',
    }),
  );
}

describe('the store', () => {
  it("keeps each member's copies apart; a different member signing in removes the previous one's", async () => {
    await store.markSignedIn({ memberId: 'm-1', plid: 323 });
    const savedAt = Date.now() - DAY;
    await store.saveCopy('m-1', 'favorites', 'list', { deals: [1] }, savedAt);
    await queueTestPizza();
    expect(await store.readCopy('m-2', 'favorites', 'list')).toBeUndefined();
    expect(await store.readCopy('m-1', 'favorites', 'list')).toMatchObject({ data: { deals: [1] }, savedAt });

    await store.markSignedIn({ memberId: 'm-2', plid: 323 });
    expect(await store.readCopy('m-1', 'favorites', 'list')).toBeUndefined();
    expect(await store.queuedRedemptions('m-1')).toEqual([]);
    expect(await store.readSignedIn()).toEqual({ memberId: 'm-2', plid: 323 });
  });

  it("logout's clearing empties the store and the member-data caches, and leaves the app shell's", async () => {
    const names = new Set(['portal-member-images', 'portal-member-api', 'portal-precache-v1']);
    vi.stubGlobal('caches', { keys: async () => [...names], delete: async (n: string) => names.delete(n) });
    await store.markSignedIn({ memberId: 'm-1', plid: 323 });
    await store.saveCopy('m-1', 'card', 'card', { memberName: 'Dee Saver' });
    await store.forgetAllMembers();
    expect(await store.readCopy('m-1', 'card', 'card')).toBeUndefined();
    expect(await store.readSignedIn()).toBeUndefined();
    expect([...names]).toEqual(['portal-precache-v1']);
    vi.stubGlobal('caches', undefined);
  });

  it('keeps a copy only for the member the phone marks: a save that lands after the phone was cleared is dropped', async () => {
    await store.markSignedIn({ memberId: 'm-1', plid: 323 });
    await store.forgetSavedCopies();
    await store.saveCopy('m-1', 'card', 'card', { memberName: 'Dee Saver' });
    expect(await store.readCopy('m-1', 'card', 'card')).toBeUndefined();
  });
});

describe('offline pages', () => {
  it('shows the saved favorites under the offline banner, and a page with nothing saved says it needs a connection', async () => {
    await keepFavoritesOnline();
    goOffline();
    renderApp({ route: '/b2c/clocaldeals' });
    fireEvent.click(await screen.findByRole('button', { name: 'My Favorites Deals' }));
    expect(within(await screen.findByTestId('favorites-list')).getByText('Test Pizza')).toBeTruthy();
    expect((await screen.findByTestId('offline-banner')).textContent).toMatch(
      /^You are offline; showing what was saved at \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M$/,
    );
    cleanup();

    // The card was never opened online: nothing saved, and no spinner or error either.
    renderApp({ route: '/b2c/ccard' });
    expect((await screen.findByTestId('needs-connection')).textContent).toBe(OFFLINE_MESSAGES.needsConnection);
    expect(screen.queryByTestId('member-card')).toBeNull();
  });

  it('offers to remove, not add, a favorite whose deal was saved before it became one', async () => {
    // The deal opened online while not a favorite; later the favorites list (with it) was saved.
    signIn();
    await store.saveCopy('m-1', 'deal', 'D-1#L-1', { success: true, data: { ...opened, isFavorite: false } }, 1000);
    await keepFavoritesOnline();
    goOffline();
    renderApp({ route: '/b2c/clocaldeals' });
    fireEvent.click(await screen.findByRole('button', { name: 'My Favorites Deals' }));
    fireEvent.click(
      await within(await screen.findByTestId('favorites-list')).findByRole('button', { name: 'Test Pizza' }),
    );
    const modal = within(await screen.findByRole('dialog', { name: 'Test Pizza' }));
    expect(await modal.findByRole('button', { name: 'Remove from favorites' })).toBeTruthy();
    expect(modal.queryByRole('button', { name: 'Add to favorites' })).toBeNull();
  });

  it('shows the card saved online, offline, with its name and member id', async () => {
    signIn();
    onlineApi();
    renderApp({ route: '/b2c/ccard' });
    await screen.findByTestId('member-card');
    await waitFor(async () => expect(await store.readCopy('m-1', 'card', 'card')).toBeTruthy());
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    cleanup();

    goOffline();
    renderApp({ route: '/b2c/ccard' });
    expect((await screen.findByTestId('card-name')).textContent).toBe('Dee Saver');
    expect(screen.getByTestId('card-member-id').textContent).toBe('Member ID m-1');
    expect(screen.getByTestId('offline-banner').textContent).toContain('You are offline; showing what was saved at');
  });
});

describe("'Redeem on phone' in a dead zone", () => {
  it('shows the ticket as the coupon, queues it once, and sends it once when the connection returns', async () => {
    await keepFavoritesOnline();
    goOffline();
    renderApp({ route: '/b2c/clocaldeals' });
    await redeemOnPhone();
    const cashier = within(await screen.findByTestId('mobile-redemption'));
    expect(cashier.getByTestId('mobile-coupon-id').textContent).toBe(TICKET);
    expect(cashier.getByTestId('mobile-member').textContent).toBe('Dee Saver');
    expect(await screen.findByText(OFFLINE_MESSAGES.offlineQueued)).toBeTruthy();
    expect((await store.queuedRedemptions('m-1')).map((q) => q.ticket)).toEqual([TICKET]);

    // The one use left as last known is spent: a second one is refused on the phone.
    fireEvent.click(screen.getByRole('button', { name: 'Back to deal' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem on phone' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Redeem on phone' })).getByRole('button', {
        name: 'Yes, redeem now',
      }),
    );
    const refusal = await screen.findByRole('dialog', { name: DEALS_MESSAGES.cannotRedeem });
    expect(refusal.textContent).toContain(OFFLINE_MESSAGES.offlineLimit);
    expect(await store.queuedRedemptions('m-1')).toHaveLength(1);

    // The server counts it, and from then on lists the favorite with its next ticket and no uses left.
    let ticket = TICKET;
    const api = onlineApi({
      'b2c/listfavoritesdeals': () => ok({ success: true, deals: [{ ...favorite, ticket }] }),
      'b2c/opendeal': () => ok({ success: true, data: { ...opened, remaining: ticket === NEXT ? 0 : 1 } }),
      'b2c/redeemoffline': () => {
        ticket = NEXT;
        return ok({
          success: true,
          coupon: { ...opened, couponId: TICKET, source: 'M', zip: '66044', redeemedAt: '2026-03-05T15:04:00.000Z' },
          ticket: NEXT,
          remaining: 0,
        });
      },
    });
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText(fill(OFFLINE_MESSAGES.offlineRedeemed, { business: 'Test Pizza' }))).toBeTruthy();
    expect(api.calls.filter((c) => c.path === 'b2c/redeemoffline').map((c) => c.body)).toEqual([
      { credentials: 'm-1', deal: REF, ticket: TICKET },
    ]);
    expect(await store.queuedRedemptions('m-1')).toEqual([]);
    // The next dead zone uses the next ticket, with no uses left as last known.
    await waitFor(async () =>
      expect((await store.readCopy('m-1', 'favorites', 'list'))?.data).toMatchObject({ deals: [{ ticket: NEXT }] }),
    );
    await waitFor(async () =>
      expect((await store.readCopy('m-1', 'deal', 'D-1#L-1'))?.data).toMatchObject({ data: { remaining: 0 } }),
    );
  });

  it("a redemption the server refuses when it arrives is dropped and the member is told the server's reason", async () => {
    signIn();
    await queueTestPizza();
    const reason = 'You have used this deal 1 time in the last 7 days. You can use it again on 03/12/2026 9:04 AM CST.';
    const api = onlineApi({ 'b2c/redeemoffline': fail(409, reason) });
    renderApp({ route: '/b2c/cterms' });
    expect(
      await screen.findByText(fill(OFFLINE_MESSAGES.offlineRefused, { business: 'Test Pizza', reason })),
    ).toBeTruthy();
    expect(screen.getByText(DEALS_MESSAGES.cannotRedeem)).toBeTruthy();
    expect(api.calls.filter((c) => c.path === 'b2c/redeemoffline')).toHaveLength(1);
    expect(await store.queuedRedemptions('m-1')).toEqual([]);
  });
});

describe("a queued redemption answered 'not on record'", () => {
  const coupon = { ...opened, couponId: TICKET, source: 'M', zip: '66044', redeemedAt: '2026-03-05T15:04:00.000Z' };
  const sender = () => import('#web/features/local-deals/offline-redemption.js');

  it('is asked once more (another tab may have been spending it), and the member is told it was redeemed', async () => {
    signIn();
    await queueTestPizza();
    const api = onlineApi({
      'b2c/redeemoffline': (_body: unknown, n: number) =>
        n === 0 ? fail(404, DEALS_MESSAGES.ticketUnknown) : ok({ success: true, coupon, ticket: NEXT, remaining: 0 }),
    });
    renderApp({ route: '/b2c/cterms' });
    expect(await screen.findByText(fill(OFFLINE_MESSAGES.offlineRedeemed, { business: 'Test Pizza' }))).toBeTruthy();
    expect(screen.queryByText(DEALS_MESSAGES.cannotRedeem)).toBeNull();
    expect(api.calls.filter((c) => c.path === 'b2c/redeemoffline')).toHaveLength(2);
    expect(await store.queuedRedemptions('m-1')).toEqual([]);
  });

  it('is no refusal when another tab settled it meanwhile; asked twice over, it is one', async () => {
    signIn();
    await queueTestPizza();
    const api = onlineApi({ 'b2c/redeemoffline': fail(404, DEALS_MESSAGES.ticketUnknown) });
    // The other tab had the coupon and took the item off the shared queue while this send was out.
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url.endsWith('b2c/redeemoffline')) await store.dropQueued(TICKET);
      return api.fetchStub(url, init);
    });
    const { sendQueuedRedemptions } = await sender();
    expect(await sendQueuedRedemptions()).toEqual([]);
    expect(api.calls.filter((c) => c.path === 'b2c/redeemoffline')).toHaveLength(1);

    await queueTestPizza();
    vi.stubGlobal('fetch', api.fetchStub);
    expect(await sendQueuedRedemptions()).toEqual([
      { ticket: TICKET, businessName: 'Test Pizza', accepted: false, reason: DEALS_MESSAGES.ticketUnknown },
    ]);
    expect(api.calls.filter((c) => c.path === 'b2c/redeemoffline')).toHaveLength(3);
    expect(await store.queuedRedemptions('m-1')).toEqual([]);
  });
});

describe('logout', () => {
  it("offline, logout still removes the member's saved data from the phone", async () => {
    await keepFavoritesOnline();
    goOffline();
    renderApp({ route: '/b2c/cterms' });
    const topBar = within(await screen.findByTestId('top-bar'));
    fireEvent.click(topBar.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Logout' });
    expect(dialog.textContent).toContain(ACCOUNT_MESSAGES.logoutConfirm);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(window.sessionStorage.getItem('credentials')).toBeNull());
    await waitFor(async () => expect(await store.readSignedIn()).toBeUndefined());
    expect(await store.readCopy('m-1', 'favorites', 'list')).toBeUndefined();
    expect(await store.readCopy('m-1', 'deal', 'D-1#L-1')).toBeUndefined();
    expect(await store.readCopy('m-1', 'home', 'home')).toBeUndefined();
  });
});

describe('a session the server ended', () => {
  it("a 401 to the member's request removes the card, favorites, deals, home data and member caches, as logout does", async () => {
    const names = new Set(['portal-member-media', 'portal-media', 'portal-shell-v1']);
    vi.stubGlobal('caches', { keys: async () => [...names], delete: async (n: string) => names.delete(n) });
    await keepFavoritesOnline();
    renderApp({ route: '/b2c/ccard' });
    await screen.findByTestId('member-card');
    await waitFor(async () => expect(await store.readCopy('m-1', 'card', 'card')).toBeTruthy());
    // A redemption made at a counter in a dead zone, not sent yet.
    await queueTestPizza();
    cleanup();

    // Logged out on another device: the server answers the member's next request 401.
    onlineApi({ 'b2c/listfavoritesdeals': fail(401, COMMON_MESSAGES.pleaseLogin) });
    renderApp({ route: '/b2c/clocaldeals' });
    fireEvent.click(await screen.findByRole('button', { name: 'My Favorites Deals' }));
    await waitFor(() => expect(window.sessionStorage.getItem('credentials')).toBeNull());
    await waitFor(async () => expect(await store.readCopy('m-1', 'card', 'card')).toBeUndefined());
    expect(await store.readSignedIn()).toBeUndefined();
    expect(await store.readCopy('m-1', 'favorites', 'list')).toBeUndefined();
    expect(await store.readCopy('m-1', 'deal', 'D-1#L-1')).toBeUndefined();
    expect(await store.readCopy('m-1', 'home', 'home')).toBeUndefined();
    await waitFor(() => expect([...names]).toEqual(['portal-media', 'portal-shell-v1']));
    // The redemption already shown at the counter waits for this member's next sign-in (a 401 is
    // no verdict on it); another member signing in here removes it.
    expect((await store.queuedRedemptions('m-1')).map((q) => q.ticket)).toEqual([TICKET]);
    await store.markSignedIn({ memberId: 'm-2', plid: 323 });
    expect(await store.queuedRedemptions('m-1')).toEqual([]);
    cleanup();

    // A reload in a dead zone has nothing of the member to show.
    goOffline();
    signIn();
    renderApp({ route: '/b2c/ccard' });
    expect((await screen.findByTestId('needs-connection')).textContent).toBe(OFFLINE_MESSAGES.needsConnection);
    expect(screen.queryByTestId('member-card')).toBeNull();
  });
});

describe('saved data expires', () => {
  const card = { memberName: 'Dee Saver', memberId: 'm-1', coopName: 'Test Co-op', frontUrl: '', backUrl: '' };

  it('a card saved over 30 days ago is not shown offline (one saved 29 days ago is), nor an old queue or marker kept', async () => {
    const expired = Date.now() - store.SAVED_DATA_MAX_AGE_MS - 60_000;
    await store.markSignedIn({ memberId: 'm-1', plid: 323 });
    await store.saveCopy('m-1', 'home', 'home', homeFixture);
    await store.saveCopy('m-1', 'card', 'card', card, expired);
    await queueTestPizza(expired);
    signIn();
    goOffline();
    renderApp({ route: '/b2c/ccard' });
    expect((await screen.findByTestId('needs-connection')).textContent).toBe(OFFLINE_MESSAGES.needsConnection);
    expect(screen.queryByTestId('member-card')).toBeNull();
    expect(await store.queuedRedemptions('m-1')).toEqual([]);
    cleanup();

    await store.saveCopy('m-1', 'card', 'card', card, Date.now() - 29 * DAY);
    renderApp({ route: '/b2c/ccard' });
    expect((await screen.findByTestId('card-name')).textContent).toBe('Dee Saver');

    // The marker of who is signed in (what an offline reload in a new tab goes by) expires too.
    await store.markSignedIn({ memberId: 'm-1', plid: 323 }, expired);
    expect(await store.readSignedIn()).toBeUndefined();
  });

  // Last in the file: it loads a second copy of the store, as the next page load would.
  it('the next page load deletes what has expired from the phone, read or not', async () => {
    const expired = Date.now() - store.SAVED_DATA_MAX_AGE_MS - 60_000;
    await store.markSignedIn({ memberId: 'm-1', plid: 323 }, expired);
    await store.saveCopy('m-1', 'search', 'search', { deals: [] }, expired);
    await store.saveCopy('m-1', 'card', 'card', card);
    await queueTestPizza(expired);
    const rows = async () => {
      const db = await new Promise<IDBDatabase>((resolve) => {
        const open = phoneDb.open('portal-offline');
        open.onsuccess = () => resolve(open.result);
      });
      const tx = db.transaction(['items', 'queue', 'meta']);
      const keys = (name: string) =>
        new Promise<IDBValidKey[]>((resolve) => {
          const all = tx.objectStore(name).getAllKeys();
          all.onsuccess = () => resolve(all.result);
        });
      const found = { items: await keys('items'), queue: await keys('queue'), meta: await keys('meta') };
      db.close();
      return found;
    };
    expect((await rows()).items).toHaveLength(2);

    vi.resetModules();
    const nextLoad = await import('#web/lib/offline-store.js');
    expect(await nextLoad.readCopy('m-1', 'card', 'card')).toBeTruthy();
    await waitFor(async () => expect(await rows()).toEqual({ items: [['m-1', 'card', 'card']], queue: [], meta: [] }));
  });
});
