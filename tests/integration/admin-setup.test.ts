import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SetupData } from '#shared/schemas/admin-setup.js';
import { PNG_1X1, uploadBody } from '../support/images.js';
import { Client, portalUrl, useLocalAws } from '../support/live-env.js';
import { coopManifest, ownCoop } from '../support/own-coop.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';

// Platform Setup on the local portal (DynamoDB Local, the media bucket emulator), on a co-op of
// this file's own (the demo co-ops' homes are other files' to look at, at the same time): a
// branding save shows in gethomedata at once, a save from an older version is a 409 that keeps the
// first, slides are replaced in order, and an uploaded logo is served under its new key.

let plid: number;
let host: string;
let admin: Client;
let credentials: string;

const setup = async () => {
  const res = await admin.post('admin/getsetup', {});
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as SetupData;
};
const brandingOf = (c: SetupData['coop']) => ({
  displayName: c.displayName,
  displayPhone: c.displayPhone,
  displayEmail: c.displayEmail,
  displayAddress: c.displayAddress,
  displayURL: c.displayURL,
  facebook: c.facebook,
  twitter: c.twitter,
  youtube: c.youtube,
  instagram: c.instagram,
  linkedin: c.linkedin,
  topBarColor: c.topBarColor,
  mainColor: c.mainColor,
  secondColor: c.secondColor,
  thirdColor: c.thirdColor,
});
const slidesOf = (d: SetupData) => d.slides.map(({ imageUrl: _url, ...s }) => s);
const home = async () =>
  (await new Client().post('outside/gethomedata', { key: String(plid) })).json as {
    coopData: { topBarColor: string; logo: string };
    slides: { title: string }[];
  };
/** A colour of its own for this run. */
const runColor = () =>
  `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`;

beforeAll(async () => {
  useLocalAws();
  ({ plid, host, admin, credentials } = await ownCoop('setup'));
});

describe('Platform Setup on the local portal', () => {
  it('saves a new top bar colour that the member home shows on the next load, and refuses an older version', async () => {
    const before = await setup();
    const color = runColor();
    const saved = await admin.post('admin/savebranding', {
      ...brandingOf(before.coop),
      topBarColor: color.toUpperCase(),
      version: before.coop.version,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toEqual({ success: true, message: ADMIN_MESSAGES.setupSaved, version: before.coop.version + 1 });
    expect((await home()).coopData.topBarColor).toBe(color);

    // A second admin still on the old page.
    const late = await admin.post('admin/savebranding', {
      ...brandingOf(before.coop),
      topBarColor: '#000000',
      version: before.coop.version,
    });
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(ADMIN_MESSAGES.setupVersionConflict);
    expect((await setup()).coop).toMatchObject({ topBarColor: color, version: before.coop.version + 1 });
    expect((await home()).coopData.topBarColor).toBe(color);
  });

  it('refuses a colour that is not #rrggbb', async () => {
    const before = await setup();
    const res = await admin.post('admin/savebranding', {
      ...brandingOf(before.coop),
      mainColor: 'green',
      version: before.coop.version,
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(ADMIN_MESSAGES.setupColorInvalid);
  });

  it('replaces the slides in the order sent; the home shows them', async () => {
    const before = await setup();
    const title = `Fall picnic ${Date.now().toString(36)}`;
    const first = { ...slidesOf(before)[0]!, title };
    // A new co-op starts with one welcome slide (ADR 0071): one more, last, makes the order visible.
    const added = { ...slidesOf(before)[0]!, title: `${title} (added)` };
    const res = await admin.post('admin/saveslides', {
      slides: [first, ...slidesOf(before).slice(1).reverse(), added],
      version: before.slidesVersion,
    });
    expect(res.status, res.text).toBe(200);
    const shown = (await home()).slides.map((s) => s.title);
    expect(shown).toEqual([
      title,
      ...before.slides
        .slice(1)
        .reverse()
        .map((s) => s.title),
      added.title,
    ]);
    expect((await admin.post('admin/saveslides', { slides: [], version: before.slidesVersion })).status).toBe(409);
  });

  it('uploads a logo under a new key, serves it, and the home uses it; the co-op’s manifest lists the icons made from it', async () => {
    const form = await uploadBody(PNG_1X1, 'logo.png', credentials);
    const res = await admin.post('admin/uploadcoopimage', form.body, {
      'content-type': form.contentType,
      filename: 'logo.png',
    });
    expect(res.status, res.text).toBe(200);
    const url = res.json.url as string;
    expect(url).toMatch(new RegExp(`^/static/logos/${plid}-logo-.+\\.png$`));
    expect((await home()).coopData.logo).toBe(url);
    const served = await fetch(`${portalUrl()}${url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1X1)).toBe(true);

    const name = url.replace(/\.png$/, '');
    expect((await setup()).coop.appIcon).toEqual({ any: `${name}-any-192.png`, maskable: `${name}-maskable-192.png` });
    const manifest = JSON.parse(await coopManifest(host)) as { icons: { src: string; type: string; sizes: string }[] };
    expect(manifest.icons.map((i) => [i.src, i.type])).toEqual(
      ['any-192', 'any-512', 'maskable-192', 'maskable-512'].map((n) => [`${name}-${n}.png`, 'image/png']),
    );
    const icon = await fetch(`${portalUrl()}${name}-maskable-512.png`);
    expect([icon.status, icon.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(PNG.sync.read(Buffer.from(await icon.arrayBuffer()))).toMatchObject({ width: 512, height: 512 });
  });
});
