import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { decoders } from '#functions/core/home/raster-image.js';
import { keys } from '#functions/db/keys.js';
import { permissionsFor } from '#infra/lib/permissions.js';
import { LIMITS } from '#shared/constants.js';
import { routes, type RoutePath } from '#shared/routes.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { scanFloodJpeg, stripPng, tallPng } from '../support/image-bombs.js';
import { JPEG_8X8, JPEG_START, PNG_1X1, pngOfSize, uploadBody } from '../support/images.js';
import { ROUTE_EXAMPLES } from '../support/route-examples.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

// Platform Setup under each route's IAM role: staff read the co-op's branding, slides and groups;
// an admin saves branding and slides (each guarded by its section's version: a save from an older
// version is refused with 409 and changes nothing) and uploads a logo, slide image or card art
// under a new key each time. The member home shows every save on the next call.

const harness = installIamHarness();
afterAll(() => harness.restore());

const call = (path: RoutePath, body: object = {}) => {
  harness.use(permissionsFor(routes[path]));
  return callRoute(path, { credentials: FIXTURE.memberId, ...body }, { session: true });
};
async function upload(filename: string, bytes: Buffer = PNG_1X1, type = 'image/png') {
  harness.use(permissionsFor(routes['admin/uploadcoopimage']));
  return callRoute(
    'admin/uploadcoopimage',
    {},
    { session: true, upload: { ...(await uploadBody(bytes, filename, FIXTURE.memberId, type)), filename } },
  );
}
const home = async () => {
  harness.use(permissionsFor(routes['outside/gethomedata']));
  return (await callRoute('outside/gethomedata', { key: String(FIXTURE.plid) })).body as {
    coopData: {
      topBarColor: string;
      mainColor: string;
      displayName: string;
      logo: string;
      cardFront?: string;
      cardBack?: string;
      facebook: string | null;
      twitter: string | null;
    };
    slides: { title: string; image: string; customButton: { outsideUrl: string | null } }[];
  };
};
const profile = () => harness.tables.get('core', keys.coop(FIXTURE.plid))!;
const branding = ROUTE_EXAMPLES['admin/savebranding']![0]!;
const slidesExample = ROUTE_EXAMPLES['admin/saveslides']![0]!;
const puts = () => harness.calls.filter((c) => c.action === 's3:PutObject');

beforeEach(async () => {
  await harness.reset();
  harness.actAs('admin');
});

describe('admin/getsetup', () => {
  it('gives back office staff the co-op’s branding, slides (with image keys) and feature groups', async () => {
    harness.actAs('backoffice');
    const res = await call('admin/getsetup');
    expect(harness.refusals).toEqual([]);
    expect(res.status).toBe(200);
    const stored = profile();
    expect(res.body.coop).toMatchObject({
      plid: FIXTURE.plid,
      version: 0,
      displayName: stored.displayName,
      topBarColor: stored.topBarColor,
      logo: stored.logo,
      logoUrl: `/static/${stored.logo as string}`,
      cardFrontUrl: `/static/cards/${stored.coopIdCard as string}f.svg`,
    });
    expect(res.body.slidesVersion).toBe(0);
    const slides = res.body.slides as { image: string; imageUrl: string }[];
    expect(slides.length).toBeGreaterThan(0);
    expect(slides[0]!.imageUrl).toBe(`/static/${slides[0]!.image}`);
    expect((res.body.groups as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('admin/savebranding', () => {
  it('saves name, contact, links and colours (lower case), and the member home shows them at once', async () => {
    await home(); // the warm cache now holds the page
    const res = await call('admin/savebranding', { ...branding, version: 0 });
    expect(harness.refusals).toEqual([]);
    expect(res.body).toEqual({ success: true, message: ADMIN_MESSAGES.setupSaved, version: 1 });
    expect(profile()).toMatchObject({
      brandingVersion: 1,
      topBarColor: '#123456',
      mainColor: '#1a7f5a',
      twitter: null,
      facebook: 'https://facebook.com/prairiesky',
    });
    const after = await home();
    expect(after.coopData).toMatchObject({
      topBarColor: '#123456',
      mainColor: '#1a7f5a',
      displayName: 'Prairie Sky Cooperative',
      twitter: null,
    });
    expect((await call('admin/getsetup')).body.coop).toMatchObject({ version: 1, twitter: '', mainColor: '#1a7f5a' });
  });

  it('refuses a save from an older version with 409, keeping the other admin’s save', async () => {
    expect((await call('admin/savebranding', { ...branding, version: 0, mainColor: '#111111' })).status).toBe(200);
    const late = await call('admin/savebranding', { ...branding, version: 0, mainColor: '#222222' });
    expect(late).toMatchObject({ status: 409, body: { success: false, message: ADMIN_MESSAGES.setupVersionConflict } });
    expect(profile()).toMatchObject({ mainColor: '#111111', brandingVersion: 1 });
    expect((await call('admin/savebranding', { ...branding, version: 1, mainColor: '#222222' })).body).toMatchObject({
      version: 2,
    });
  });

  it.each([
    ['a colour name', { mainColor: 'red' }, ADMIN_MESSAGES.setupColorInvalid],
    ['a three-digit colour', { topBarColor: '#abc' }, ADMIN_MESSAGES.setupColorInvalid],
    ['a link that is not a web address', { facebook: 'javascript:alert(1)' }, ADMIN_MESSAGES.setupUrlInvalid],
    ['an email that is not one', { displayEmail: 'info at coop' }, ADMIN_MESSAGES.setupEmailInvalid],
    ['an empty display name', { displayName: '  ' }, ADMIN_MESSAGES.setupDisplayNameRequired],
  ])('refuses %s, changing nothing', async (_what, change, message) => {
    const before = JSON.stringify(profile());
    expect(await call('admin/savebranding', { ...branding, ...change })).toMatchObject({
      status: 400,
      body: { message },
    });
    expect(JSON.stringify(profile())).toBe(before);
  });

  it('is refused to back office staff', async () => {
    harness.actAs('backoffice');
    expect(await call('admin/savebranding', branding)).toMatchObject({
      status: 403,
      body: { message: COMMON_MESSAGES.staffReadOnly },
    });
  });
});

describe('admin/saveslides', () => {
  const slideSks = () =>
    harness.tables
      .all('core')
      .filter((i) => i.pk === keys.coop(FIXTURE.plid).pk && String(i.sk).startsWith(keys.slidePrefix))
      .map((i) => [i.sk, i.title]);

  it('replaces the slides in the order sent, deleting the rest, and the home shows them', async () => {
    await home();
    const res = await call('admin/saveslides', slidesExample);
    expect(harness.refusals).toEqual([]);
    expect(res.body).toEqual({ success: true, message: ADMIN_MESSAGES.setupSaved, version: 1 });
    expect(slideSks()).toEqual([
      [keys.slide(FIXTURE.plid, 1).sk, 'Harvest savings'],
      [keys.slide(FIXTURE.plid, 2).sk, 'Welcome'],
    ]);
    const after = await home();
    expect(after.slides.map((s) => s.title)).toEqual(['Harvest savings', 'Welcome']);
    expect(after.slides[0]!.image).toBe('/static/slides/323-2.svg');
    expect(after.slides[0]!.customButton.outsideUrl).toBeNull();
    // Branding keeps its own version: a branding save from version 0 still goes through.
    expect((await call('admin/savebranding', { ...branding, version: 0 })).status).toBe(200);
  });

  it('removes every slide when sent none', async () => {
    expect((await call('admin/saveslides', { version: 0, slides: [] })).status).toBe(200);
    expect(slideSks()).toEqual([]);
    expect((await home()).slides).toEqual([]);
  });

  it('refuses a save from an older version with 409, changing nothing', async () => {
    expect((await call('admin/saveslides', slidesExample)).status).toBe(200);
    const before = JSON.stringify(slideSks());
    expect(await call('admin/saveslides', { ...slidesExample, slides: [] })).toMatchObject({
      status: 409,
      body: { message: ADMIN_MESSAGES.setupVersionConflict },
    });
    expect(JSON.stringify(slideSks())).toBe(before);
  });

  it.each([
    [
      'more than the limit',
      { slides: Array.from({ length: LIMITS.setupSlides + 1 }, () => slidesExample.slides[1]) },
      ADMIN_MESSAGES.setupTooManySlides.replace('{count}', String(LIMITS.setupSlides)),
    ],
    [
      'an image outside slides/',
      { slides: [{ ...slidesExample.slides[1]!, image: '../members/x.png' }] },
      ADMIN_MESSAGES.setupSlideImageRequired,
    ],
    [
      'a custom button without a title',
      {
        slides: [
          {
            ...slidesExample.slides[0]!,
            customButton: { buttonTitle: '', buttonRoute: '/b2c/clocaldeals', outsideUrl: '' },
          },
        ],
      },
      ADMIN_MESSAGES.setupSlideButtonRequired,
    ],
    [
      'an outside address that is not a web address',
      {
        slides: [
          {
            ...slidesExample.slides[0]!,
            customButton: { buttonTitle: 'Go', buttonRoute: '', outsideUrl: 'javascript:alert(1)' },
          },
        ],
      },
      ADMIN_MESSAGES.setupUrlInvalid,
    ],
  ])('refuses %s, changing nothing', async (_what, change, message) => {
    const before = JSON.stringify(slideSks());
    expect(await call('admin/saveslides', { ...slidesExample, ...change })).toMatchObject({
      status: 400,
      body: { message },
    });
    expect(JSON.stringify(slideSks())).toBe(before);
  });
});

describe('admin/uploadcoopimage', () => {
  it('stores a logo under a new key each time and sets it on the co-op', async () => {
    const first = await upload('logo.png');
    expect(harness.refusals).toEqual([]);
    expect(first.status).toBe(200);
    const key = first.body.key as string;
    expect(key).toMatch(/^logos\/323-logo-[0-9a-f-]{36}\.png$/);
    expect(first.body.url).toBe(`/static/${key}`);
    expect(profile().logo).toBe(key);
    expect((await home()).coopData.logo).toBe(`/static/${key}`);
    // Its home-screen icons, made from it, beside it under the same name; set with it.
    const name = key.replace(/\.png$/, '');
    expect(profile().appIcons).toEqual({
      'any-192': `${name}-any-192.png`,
      'any-512': `${name}-any-512.png`,
      'maskable-192': `${name}-maskable-192.png`,
      'maskable-512': `${name}-maskable-512.png`,
    });
    expect(puts()).toHaveLength(5);
    const second = await upload('logo.jpg', JPEG_8X8, 'image/jpeg');
    expect(second.body.key).not.toBe(key);
    expect(second.body.key).toMatch(/\.jpg$/);
    expect((profile().appIcons as Record<string, string>)['maskable-512']).toBe(
      `${(second.body.key as string).replace(/\.jpg$/, '')}-maskable-512.png`,
    );
    expect(puts()).toHaveLength(10);
  });

  it('makes the home-screen icons from a square icon image instead, leaving the logo; the latest upload of the two counts', async () => {
    const logo = await upload('logo.png');
    const icon = await upload('appIcon.png');
    expect(icon.status).toBe(200);
    const name = (icon.body.key as string).replace(/\.png$/, '');
    expect(name).toMatch(/^logos\/323-appIcon-[0-9a-f-]{36}$/);
    expect(profile()).toMatchObject({
      logo: logo.body.key,
      appIcons: { 'any-192': `${name}-any-192.png`, 'maskable-512': `${name}-maskable-512.png` },
    });
    const again = await upload('logo.jpg', JPEG_8X8, 'image/jpeg');
    expect((profile().appIcons as Record<string, string>)['any-192']).toBe(
      `${(again.body.key as string).replace(/\.jpg$/, '')}-any-192.png`,
    );
  });

  it('makes the icons of a 4 by 200 icon image from the square at its middle (the strip is not scaled to fill)', async () => {
    const decoded = vi.spyOn(decoders, 'png');
    const res = await upload('appIcon.png', stripPng());
    expect(res.status).toBe(200);
    expect(decoded).toHaveBeenCalledTimes(1);
    decoded.mockRestore();
    expect(puts()).toHaveLength(5);
    const name = (res.body.key as string).replace(/\.png$/, '');
    expect((profile().appIcons as Record<string, string>)['maskable-512']).toBe(`${name}-maskable-512.png`);
  });

  it('sets card art front and back; the home gives their addresses (else the art named by the card id)', async () => {
    const before = await home();
    expect(before.coopData.cardFront).toBe(`/static/cards/${profile().coopIdCard as string}f.svg`);
    const front = await upload('cardFront.png');
    const back = await upload('cardBack.png');
    expect(profile()).toMatchObject({ cardFront: front.body.key, cardBack: back.body.key });
    expect((await home()).coopData).toMatchObject({ cardFront: front.body.url, cardBack: back.body.url });
  });

  it('stores a slide image without changing the co-op; saving the slides uses it', async () => {
    const before = JSON.stringify(profile());
    const res = await upload('slide.png');
    expect(res.body.key).toMatch(/^slides\/323-slide-/);
    expect(JSON.stringify(profile())).toBe(before);
    expect(
      (await call('admin/saveslides', { version: 0, slides: [{ ...slidesExample.slides[1]!, image: res.body.key }] }))
        .status,
    ).toBe(200);
    expect((await home()).slides[0]!.image).toBe(res.body.url);
  });

  it("stores a feature group image in the group images' folder without changing the co-op", async () => {
    const before = JSON.stringify(profile());
    const res = await upload('group.jpg', JPEG_START, 'image/jpeg');
    expect(res.status).toBe(200);
    expect(res.body.key).toMatch(/^mainmenu\/323-group-[0-9a-f-]{36}\.jpg$/);
    expect(JSON.stringify(profile())).toBe(before);
  });

  it.each([
    ['an unknown kind', () => upload('banner.png'), 400, ADMIN_MESSAGES.setupImageKind],
    [
      'a text file renamed .png',
      () => upload('logo.png', Buffer.from('not an image')),
      400,
      PARTNERS_MESSAGES.imageFormat,
    ],
    ['a JPEG named .png', () => upload('logo.png', JPEG_START), 400, PARTNERS_MESSAGES.imageFormat],
    [
      'a logo whose bytes hold no picture',
      () => upload('logo.jpg', JPEG_START, 'image/jpeg'),
      400,
      ADMIN_MESSAGES.setupImageUnreadable,
    ],
    [
      'an icon image whose bytes hold no picture',
      () => upload('appIcon.jpg', JPEG_START, 'image/jpeg'),
      400,
      ADMIN_MESSAGES.setupImageUnreadable,
    ],
    [
      'a logo of 1 by 9,000,000 pixels in 18 kB, before decoding it',
      () => upload('logo.png', tallPng()),
      400,
      ADMIN_MESSAGES.setupImageTooLarge,
    ],
    [
      'an icon image of 1 by 9,000,000 pixels, before decoding it',
      () => upload('appIcon.png', tallPng()),
      400,
      ADMIN_MESSAGES.setupImageTooLarge,
    ],
    [
      'a progressive JPEG logo of 15,000 scans, before decoding it',
      () => upload('logo.jpg', scanFloodJpeg(), 'image/jpeg'),
      400,
      ADMIN_MESSAGES.setupImageTooManyScans,
    ],
    [
      'an image one byte over the limit',
      () => upload('logo.png', pngOfSize(LIMITS.imageBytes + 1)),
      413,
      PARTNERS_MESSAGES.imageSize,
    ],
  ])('refuses %s, storing nothing', async (_what, send, status, message) => {
    const before = JSON.stringify(profile());
    const decoded = [vi.spyOn(decoders, 'png'), vi.spyOn(decoders, 'jpg')];
    expect(await send()).toMatchObject({ status, body: { success: false, message } });
    for (const decoder of decoded) {
      expect(decoder).not.toHaveBeenCalled();
      decoder.mockRestore();
    }
    expect(puts()).toEqual([]);
    expect(JSON.stringify(profile())).toBe(before);
  });
});
