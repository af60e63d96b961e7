import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { LIMITS } from '../../../shared/constants.js';
import { publicMediaKey, type PublicMediaKind } from '../../../shared/media-keys.js';
import { SETUP_IMAGE_FILENAME, type SetupImageKind } from '../../../shared/schemas/admin-setup.js';
import { getCoop, setCoopImageKey } from '../../db/coops-repo.js';
import { putMedia } from '../../db/media-repo.js';
import { badRequest, notFound, payloadTooLarge } from '../../model/errors.js';
import { rasterAppIcons } from '../home/app-icons.js';
import { mediaUrl } from '../home/home-data.js';
import { safeColour } from '../home/web-manifest.js';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '../../../shared/schemas/common-messages.js';
import { PARTNERS_MESSAGES } from '../../../shared/schemas/partners-messages.js';

// Platform Setup's images: a logo (with the home-screen icons made from it), slide images, card
// art and feature group images, stored in the media bucket's public folders. Apart from the other
// setup sections so only the upload route carries the image code.

interface Staff {
  plid: number;
}

const TYPES: Record<string, { ext: string; mime: string }> = { jpg: { ext: 'jpg', mime: 'image/jpeg' }, jpeg: { ext: 'jpg', mime: 'image/jpeg' }, png: { ext: 'png', mime: 'image/png' } };
const FOLDER: Record<SetupImageKind, PublicMediaKind> = { logo: 'logos', slide: 'slides', cardFront: 'cards', cardBack: 'cards', group: 'mainmenu' };

/** The images set on the co-op's profile as soon as they are uploaded. */
const PROFILE_IMAGES = ['logo', 'cardFront', 'cardBack'] as const;
const isProfileImage = (kind: SetupImageKind): kind is (typeof PROFILE_IMAGES)[number] => (PROFILE_IMAGES as readonly string[]).includes(kind);

/**
 * A logo, slide image, card art or feature group image (JPG or PNG, type read from the bytes).
 * Every upload gets a new key, so a CDN or browser cache never serves the old image under it. A
 * logo or card art is set on the profile at once; a slide or group image is used when the slides
 * or groups are saved.
 */
export async function uploadCoopImage(staff: Staff, filename: string, file: File | undefined) {
  const [, kind, extension] = SETUP_IMAGE_FILENAME.exec(filename) ?? [];
  if (!kind || !extension) throw badRequest(ADMIN_MESSAGES.setupImageKind);
  if (!file) throw badRequest(PARTNERS_MESSAGES.imageFormat);
  if (file.size > LIMITS.imageBytes) throw payloadTooLarge(PARTNERS_MESSAGES.imageSize);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  const wanted = TYPES[extension]!;
  if (!detected || detected.ext !== wanted.ext) throw badRequest(PARTNERS_MESSAGES.imageFormat);
  const imageKind = kind as SetupImageKind;
  const name = `${staff.plid}-${imageKind}-${randomUUID()}`;
  const key = publicMediaKey(FOLDER[imageKind], `${name}.${wanted.ext}`);
  const coop = isProfileImage(imageKind) ? await getCoop(staff.plid) : undefined;
  if (isProfileImage(imageKind) && !coop) throw notFound(COMMON_MESSAGES.coopNotFound);
  // A logo brings its home-screen icons, stored beside it under the same name; one that cannot be read is refused.
  const icons = imageKind === 'logo' ? rasterAppIcons(bytes, wanted.ext as 'png' | 'jpg', safeColour(coop?.mainColor)) : [];
  if (!icons) throw badRequest(ADMIN_MESSAGES.setupLogoUnreadable);
  const iconKeys = Object.fromEntries(icons.map((icon) => [icon.name, publicMediaKey('logos', `${name}-${icon.name}.${icon.ext}`)]));
  await Promise.all([putMedia(key, bytes, wanted.mime), ...icons.map((icon) => putMedia(iconKeys[icon.name]!, icon.bytes, icon.mime))]);
  if (isProfileImage(imageKind) && !(await setCoopImageKey(staff.plid, imageKind, key, imageKind === 'logo' ? iconKeys : undefined))) throw notFound(COMMON_MESSAGES.coopNotFound);
  return { success: true as const, message: ADMIN_MESSAGES.setupSaved, key, url: mediaUrl(key) };
}
