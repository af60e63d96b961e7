import { PNG } from 'pngjs';
import { beforeAll, expect, it } from 'vitest';
import { backfillAppIcons } from '#functions/core/admin/setup-images.js';
import { setCoopImages } from '#functions/db/coops-repo.js';
import { putMedia } from '#functions/db/media-repo.js';
import { portalUrl, useLocalAws } from '../support/live-env.js';
import { coopManifest, ownCoop } from '../support/own-coop.js';

// `npm run build-app-icons` on the local stack, for a co-op of this file's own: a logo uploaded
// before the portal made home-screen icons gets them once (its manifest then lists them, served
// as PNGs); an SVG logo, and a co-op that has icons, are left as they are.

let plid: number;
let host: string;

beforeAll(async () => {
  useLocalAws();
  ({ plid, host } = await ownCoop('iconfill'));
});

it('makes the icons of a co-op whose PNG logo predates them, once, and leaves an SVG logo alone', async () => {
  // A new co-op starts with its generated (SVG) starter logo.
  expect(await backfillAppIcons([plid])).toEqual({
    made: [],
    skipped: [{ plid, reason: 'the logo is not a JPG or PNG' }],
  });

  // A logo as the upload stored it before icons: the file and the key, nothing else.
  const png = new PNG({ width: 60, height: 30 });
  png.data.fill(200);
  const logo = `logos/${plid}-logo-older.png`;
  await putMedia(logo, new Uint8Array(PNG.sync.write(png)), 'image/png');
  expect(await setCoopImages(plid, { logo })).toBe(true);

  expect(await backfillAppIcons([plid])).toEqual({ made: [plid], skipped: [] });
  const manifest = JSON.parse(await coopManifest(host)) as { icons: { src: string; type: string }[] };
  expect(manifest.icons.map((i) => [i.src, i.type])).toEqual(
    ['any-192', 'any-512', 'maskable-192', 'maskable-512'].map((n) => [
      `/static/logos/${plid}-logo-older-${n}.png`,
      'image/png',
    ]),
  );
  const icon = await fetch(`${portalUrl()}/static/logos/${plid}-logo-older-any-512.png`);
  expect(icon.status).toBe(200);
  expect(PNG.sync.read(Buffer.from(await icon.arrayBuffer()))).toMatchObject({ width: 512, height: 512 });

  // The write holds only for the logo read and a co-op still without icons (staff uploading meanwhile win).
  const other = {
    'any-192': 'logos/x.png',
    'any-512': 'logos/x.png',
    'maskable-192': 'logos/x.png',
    'maskable-512': 'logos/x.png',
  };
  expect(await setCoopImages(plid, { appIcons: other }, { logo })).toBe(false);
  // A rerun changes nothing.
  expect(await backfillAppIcons([plid])).toEqual({ made: [], skipped: [{ plid, reason: 'has icons' }] });
});
