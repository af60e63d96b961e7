import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { LIMITS } from '#shared/constants.js';
import { isPublicMediaKey, publicMediaKey, type PublicMediaKind } from '#shared/media-keys.js';
import { SETUP_IMAGE_FILENAME, type SetupImageKind } from '#shared/schemas/admin-setup.js';
import { getCoop, listCoops, setCoopImages, type CoopImages } from '#functions/db/coops-repo.js';
import { getMedia, putMedia } from '#functions/db/media-repo.js';
import { invalid, notFound, tooLarge } from '#functions/model/errors.js';
import type { AppIconKeys } from '../home/app-icon-names.js';
import { makeAppIcons, rasterAppIcons, type IconFit } from '../home/app-icons.js';
import { imageProblem, type ImageProblem } from '../home/raster-image.js';
import { mediaUrl } from '#functions/model/media-url.js';
import { safeColour } from '../home/web-manifest.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

// Platform Setup's images: a logo or a square icon image (with the home-screen icons made from
// it), slide images, card art and feature group images, stored in the media bucket's public folders. Apart from the other
// setup sections so only the upload route carries the image code.

interface Staff {
  plid: number;
}

const TYPES: Record<string, { ext: string; mime: string }> = {
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
};
const FOLDER: Record<SetupImageKind, PublicMediaKind> = {
  logo: 'logos',
  appIcon: 'logos',
  slide: 'slides',
  cardFront: 'cards',
  cardBack: 'cards',
  group: 'mainmenu',
};

/** What an upload sets on the co-op's profile at once (a slide or group image is used when the slides or groups are saved). */
const PROFILE_SET: Partial<Record<SetupImageKind, (key: string, icons: AppIconKeys | undefined) => CoopImages>> = {
  logo: (key, icons) => ({ logo: key, appIcons: icons }),
  appIcon: (_key, icons) => ({ appIcons: icons }),
  cardFront: (key) => ({ cardFront: key }),
  cardBack: (key) => ({ cardBack: key }),
};
/** The uploads that make the home-screen icons: a logo drawn on a tile, or a square icon image filling it. */
const ICON_FIT: Partial<Record<SetupImageKind, IconFit>> = { logo: 'logo', appIcon: 'fill' };
/** What staff are told when an image to make icons from is refused before it is decoded (ADR 0075). */
const PROBLEM_MESSAGE: Record<ImageProblem, string> = {
  unreadable: ADMIN_MESSAGES.setupImageUnreadable,
  tooLarge: ADMIN_MESSAGES.setupImageTooLarge,
  tooManyScans: ADMIN_MESSAGES.setupImageTooManyScans,
};

/**
 * A logo, home-screen icon image, slide image, card art or feature group image (JPG or PNG, type
 * read from the bytes). Every upload gets a new key, so a CDN or browser cache never serves the
 * old image under it. A logo or card art is set on the profile at once; a logo or an icon image
 * brings the home-screen icons made from it (the latest of the two counts), stored beside it
 * under the same name, and one that cannot be read is refused; a slide or group image is used
 * when the slides or groups are saved.
 */
export async function uploadCoopImage(staff: Staff, filename: string, file: File | undefined) {
  const [, kind, extension] = SETUP_IMAGE_FILENAME.exec(filename) ?? [];
  if (!kind || !extension) throw invalid(ADMIN_MESSAGES.setupImageKind);
  if (!file) throw invalid(PARTNERS_MESSAGES.imageFormat);
  if (file.size > LIMITS.imageBytes) throw tooLarge(PARTNERS_MESSAGES.imageSize);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  const wanted = TYPES[extension]!;
  if (!detected || detected.ext !== wanted.ext) throw invalid(PARTNERS_MESSAGES.imageFormat);
  const imageKind = kind as SetupImageKind;
  const name = `${staff.plid}-${imageKind}-${randomUUID()}`;
  const key = publicMediaKey(FOLDER[imageKind], `${name}.${wanted.ext}`);
  const setOnProfile = PROFILE_SET[imageKind];
  const coop = setOnProfile ? await getCoop(staff.plid) : undefined;
  if (setOnProfile && !coop) throw notFound(COMMON_MESSAGES.coopNotFound);
  const fit = ICON_FIT[imageKind];
  // Read from the header, before any pixel: a small file can declare a picture that would take
  // the function's memory and many seconds.
  const problem = fit && imageProblem(bytes, wanted.ext as 'png' | 'jpg');
  if (problem) throw invalid(PROBLEM_MESSAGE[problem]);
  const icons = fit ? await makeAppIcons(bytes, wanted.ext as 'png' | 'jpg', safeColour(coop?.mainColor), fit) : [];
  if (!icons) throw invalid(ADMIN_MESSAGES.setupImageUnreadable);
  const iconKeys = Object.fromEntries(
    icons.map((icon) => [icon.name, publicMediaKey('logos', `${name}-${icon.name}.${icon.ext}`)]),
  ) as AppIconKeys;
  // Keys minted for this upload, never written again: cached for good.
  await Promise.all([
    putMedia(key, bytes, wanted.mime, 'immutable'),
    ...icons.map((icon) => putMedia(iconKeys[icon.name], icon.bytes, icon.mime, 'immutable')),
  ]);
  if (setOnProfile && !(await setCoopImages(staff.plid, setOnProfile(key, fit ? iconKeys : undefined))))
    throw notFound(COMMON_MESSAGES.coopNotFound);
  return { success: true as const, message: ADMIN_MESSAGES.setupSaved, key, url: mediaUrl(key) };
}

export interface IconBackfill {
  made: number[];
  skipped: { plid: number; reason: string }[];
}

/**
 * Icons for the co-ops whose logo predates them (`npm run build-app-icons`, once per stage after
 * ADR 0062 is deployed): a co-op without icons and with a JPG or PNG logo gets the icons an upload
 * of that logo makes, beside it. Staff win a race: the write holds only while the logo is the one
 * read and the co-op still has no icons. `only`: these co-ops alone.
 */
export async function backfillAppIcons(only?: readonly number[]): Promise<IconBackfill> {
  const result: IconBackfill = { made: [], skipped: [] };
  for (const coop of await listCoops()) {
    if (only && !only.includes(coop.plid)) continue;
    const skip = (reason: string) => result.skipped.push({ plid: coop.plid, reason });
    if (coop.appIcons) {
      skip('has icons');
      continue;
    }
    const extension = /\.(png|jpe?g)$/i.exec(coop.logo)?.[1]?.toLowerCase();
    if (!extension) {
      skip('the logo is not a JPG or PNG');
      continue;
    }
    const bytes = await getMedia(coop.logo);
    const icons =
      bytes && rasterAppIcons(bytes, extension === 'png' ? 'png' : 'jpg', safeColour(coop.mainColor), 'logo');
    if (!icons) {
      skip(bytes ? 'the logo could not be read' : 'the logo file is missing');
      continue;
    }
    const base = coop.logo.slice(0, -extension.length - 1);
    const iconKeys = Object.fromEntries(
      icons.map((icon) => [icon.name, `${base}-${icon.name}.${icon.ext}`]),
    ) as AppIconKeys;
    if (!Object.values(iconKeys).every(isPublicMediaKey)) {
      skip('the logo is not under a public folder');
      continue;
    }
    // Keys named after the logo: a rerun after a lost race writes them again, so they revalidate.
    await Promise.all(icons.map((icon) => putMedia(iconKeys[icon.name], icon.bytes, icon.mime, 'revalidate')));
    if (await setCoopImages(coop.plid, { appIcons: iconKeys }, { logo: coop.logo })) result.made.push(coop.plid);
    else skip('the logo or icons changed meanwhile');
  }
  return result;
}
