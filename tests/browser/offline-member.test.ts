import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_SHORTCUTS, fill, SESSION_COOKIE } from '#shared/constants.js';
import { OFFLINE_MESSAGES } from '#shared/schemas/offline-messages.js';
import { loginInBrowser, useBrowser } from '../support/browser-session.js';
import { PNG_1X1, uploadBody } from '../support/images.js';
import { dealMaker } from '../support/live-deal.js';
import { portalUrl, signedUpMember, useLocalAws } from '../support/live-env.js';
import { signInWithoutDialog } from './sign-in.js';

// A member at the counter in a dead zone, in Chromium against the local portal. Without a service
// worker: 'Redeem on phone' of a favorite with the connection gone shows the favorite's ticket as
// the coupon, and once the connection returns the queued redemption reaches DynamoDB Local and
// counts once; logout then leaves nothing of the member in the phone's IndexedDB. With the
// service worker (the app shell offline): a reload with no connection shows the saved card and
// favorites under the offline banner, and a logout there ends the server's session once the
// connection returns, leaving no member data in IndexedDB or Cache Storage (not even the member's
// own business images, which the worker keeps in a member cache: issue 39, ADR 0077).

const RUN = `of${process.pid}${Date.now().toString(36)}`;
const deal = dealMaker(RUN);
const COUPON_ID = /^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/;

beforeAll(() => useLocalAws());
const browser = useBrowser();

/** Items the phone keeps for offline use (0 when the database was never made). */
const keptItems = (page: Page) =>
  page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'portal-offline')) return 0;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('portal-offline');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const stores = ['items', 'queue', 'meta'].filter((s) => db.objectStoreNames.contains(s));
    const counts = await Promise.all(
      stores.map(
        (s) =>
          new Promise<number>((resolve) => {
            const count = db.transaction(s).objectStore(s).count();
            count.onsuccess = () => resolve(count.result);
          }),
      ),
    );
    db.close();
    return counts.reduce((a, b) => a + b, 0);
  });

/** Every request Cache Storage holds, as '<cache name> <url>'. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const req of await (await caches.open(name)).keys()) urls.push(`${name} ${req.url}`);
    return urls;
  });

describe('a member in a dead zone', () => {
  it('redeems a favorite on the phone offline, the redemption counts once when the connection returns, and logout clears the phone', async () => {
    const { ref, listing } = await deal({ frequency: 1, timeLapse: 7 });
    const { email, client } = await signedUpMember('offline');
    expect((await client.post('b2c/addfavorite', { deal: ref })).json).toEqual({ success: true });
    const savings = async () => ((await client.post('b2c/account', {})).json.deals as unknown[]).length;

    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithoutDialog(page, email);
    await page.goto(`${portalUrl()}/b2c/clocaldeals`);
    await page.getByRole('button', { name: 'My Favorites Deals' }).click();
    await page.getByTestId('favorites-list').getByRole('button', { name: listing.businessName, exact: true }).click();
    const modal = page.getByRole('dialog', { name: listing.businessName });
    await modal.getByTestId('deal-details').waitFor();
    // Home data, the favorites and the opened favorite are kept, with the marker of who is signed in.
    await expect.poll(() => keptItems(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(4);

    await context.setOffline(true);
    await modal.getByRole('button', { name: 'Redeem on phone' }).click();
    await page
      .getByRole('dialog', { name: 'Redeem on phone' })
      .getByRole('button', { name: 'Yes, redeem now' })
      .click();
    const couponId = (await page.getByTestId('mobile-coupon-id').textContent()) ?? '';
    expect(couponId).toMatch(COUPON_ID);
    await page.getByText(OFFLINE_MESSAGES.offlineQueued).waitFor();
    expect(await savings()).toBe(0);

    await context.setOffline(false);
    await page
      .getByText(fill(OFFLINE_MESSAGES.offlineRedeemed, { business: listing.businessName }))
      .waitFor({ timeout: 15_000 });
    expect(await savings()).toBe(1);
    // The same ticket again (a lost answer resent) is the same coupon, never a second use.
    const replay = await client.post('b2c/redeemoffline', { deal: ref, ticket: couponId });
    expect(replay.status).toBe(200);
    expect((replay.json.coupon as { couponId: string }).couponId).toBe(couponId);
    expect(await savings()).toBe(1);

    await page.getByTestId('mobile-close').click();
    await page.getByTestId('top-bar').getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).waitFor();
    await expect.poll(() => keptItems(page)).toBe(0);
  });
});

describe('a reload in a dead zone, with the service worker', () => {
  it('shows the card and the favorites saved online, under the offline banner; a logout there ends the session once back online and leaves nothing of the member', async () => {
    const { ref, listing } = await deal({ frequency: 1, timeLapse: 7 });
    const { email, client } = await signedUpMember('offline-reload');
    expect((await client.post('b2c/addfavorite', { deal: ref })).json).toEqual({ success: true });

    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await loginInBrowser(page, email);
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
      timeout: 20_000,
    });
    await page.goto(`${portalUrl()}/b2c/ccard`);
    await page.getByTestId('member-card').waitFor();
    await page.goto(`${portalUrl()}/b2c/clocaldeals`);
    await page.getByRole('button', { name: 'My Favorites Deals' }).click();
    await page.getByTestId('favorites-list').waitFor();
    // Home data, the card, the favorites and the favorite opened ahead, with the marker.
    await expect.poll(() => keptItems(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
    // An image of the member's business draft, as the wizard shows it: the worker keeps it in a
    // member cache, not with the co-op's public media.
    const memberId = ((await client.post('tbp/getprofile', {})).json.profile as { userId: string }).userId;
    const filename = `Image1C-bp-${RUN}.png`;
    const upload = await uploadBody(PNG_1X1, filename, memberId);
    expect(
      (await client.post('setup/uploadbpimage', upload.body, { 'content-type': upload.contentType, filename })).json,
    ).toEqual({ success: true, message: filename });
    const draftImage = `${portalUrl()}/static/business/${memberId}/${filename}`;
    expect(await page.evaluate((url) => fetch(url).then((r) => r.status), draftImage)).toBe(200);
    await expect.poll(() => cachedUrls(page)).toContain(`portal-member-media ${draftImage}`);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'My Favorites Deals' }).click();
    await page.getByTestId('favorites-list').getByRole('button', { name: listing.businessName, exact: true }).waitFor();
    expect(await page.getByTestId('offline-banner').textContent()).toMatch(
      /^You are offline; showing what was saved at /,
    );

    await page.goto(`${portalUrl()}/b2c/ccard`);
    expect(await page.getByTestId('card-name').textContent()).toBe('Dee Saver');
    expect(await page.getByTestId('offline-banner').textContent()).toMatch(
      /^You are offline; showing what was saved at /,
    );
    // Both sides of the card art show from the phone's copy.
    await expect
      .poll(() =>
        page
          .getByTestId('member-card')
          .locator('img')
          .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth > 0)),
      )
      .toEqual([true, true]);
    // The installed app's Favorites shortcut opens straight on them, offline too.
    await page.goto(`${portalUrl()}${APP_SHORTCUTS.find((s) => s.short_name === 'Favorites')!.url}`);
    await page.getByTestId('favorites-list').getByRole('button', { name: listing.businessName, exact: true }).waitFor();

    // Logout in the dead zone: the phone forgets the member at once; the server, which alone can
    // end the HttpOnly session, hears it when the connection returns.
    await page.getByTestId('top-bar').getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).waitFor();
    await expect.poll(() => keptItems(page)).toBe(0);
    const sessionCookie = async () =>
      (await context.cookies()).some((c) => c.name === SESSION_COOKIE && c.value !== '');
    expect(await sessionCookie()).toBe(true);
    await context.setOffline(false);
    await expect.poll(sessionCookie, { timeout: 10_000 }).toBe(false);
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).waitFor();
    expect(await keptItems(page)).toBe(0);
    // Cache Storage holds the shell and public media only: no member cache, no member's image, no API answer.
    const cached = await cachedUrls(page);
    expect(cached.some((u) => u.startsWith('portal-shell-'))).toBe(true);
    expect(
      cached.filter((u) => u.startsWith('portal-member-') || u.includes('/static/business/') || u.includes('/api/')),
    ).toEqual([]);
  });
});
