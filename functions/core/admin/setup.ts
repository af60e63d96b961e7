import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type * as z from 'zod';
import { LIMITS } from '../../../shared/constants.js';
import { publicMediaKey, type PublicMediaKind } from '../../../shared/media-keys.js';
import { SETUP_IMAGE_FILENAME, type getSetupResponse, type saveBrandingRequest, type saveSlidesRequest, type SetupImageKind } from '../../../shared/schemas/admin-setup.js';
import { getCoop, getCoopPage, replaceSlides, saveSection, setCoopImageKey, slideKeys, versionOf, type SlideRecord } from '../../db/coops-repo.js';
import { putMedia } from '../../db/media-repo.js';
import { badRequest, conflictIfStale, notFound, payloadTooLarge } from '../../model/errors.js';
import { cardArt, mediaUrl } from '../home/home-data.js';
import { ADMIN_MESSAGES } from '../../../shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '../../../shared/schemas/common-messages.js';
import { PARTNERS_MESSAGES } from '../../../shared/schemas/partners-messages.js';

// Platform Setup: the co-op's branding and contact data, home slides and card
// art, for its staff (backoffice reads, admin saves). The co-op is always the session's. The home
// data reads the co-op's page on every call, so a save shows on the next page load.

interface Staff {
  plid: number;
}

const orEmpty = (v: string | null | undefined) => v ?? '';
const orNull = (v: string) => (v === '' ? null : v);

export async function getSetup(staff: Staff): Promise<z.output<typeof getSetupResponse>> {
  const page = await getCoopPage(staff.plid);
  if (!page) throw notFound(COMMON_MESSAGES.coopNotFound);
  const { coop } = page;
  const art = cardArt(coop);
  return {
    success: true,
    coop: {
      plid: coop.plid,
      coopName: coop.coopName,
      version: versionOf(coop, 'branding'),
      displayName: coop.displayName,
      displayPhone: orEmpty(coop.displayPhone),
      displayEmail: orEmpty(coop.displayEmail),
      displayAddress: orEmpty(coop.displayAddress),
      displayURL: orEmpty(coop.displayURL),
      facebook: orEmpty(coop.facebook),
      twitter: orEmpty(coop.twitter),
      youtube: orEmpty(coop.youtube),
      instagram: orEmpty(coop.instagram),
      linkedin: orEmpty(coop.linkedin),
      topBarColor: coop.topBarColor,
      mainColor: coop.mainColor,
      secondColor: coop.secondColor,
      thirdColor: coop.thirdColor,
      logo: coop.logo,
      logoUrl: mediaUrl(coop.logo),
      cardFrontUrl: art.cardFront,
      cardBackUrl: art.cardBack,
    },
    slides: page.slides.map((s) => ({
      image: s.image,
      imageUrl: mediaUrl(s.image),
      upperTitle: orEmpty(s.upperTitle),
      title: orEmpty(s.title),
      legend: orEmpty(s.legend),
      showMobileButtons: s.showMobileButtons ? 1 : 0,
      showCustom: s.showCustom ? 1 : 0,
      customButton: {
        buttonTitle: orEmpty(s.customButton?.buttonTitle),
        buttonRoute: orEmpty(s.customButton?.buttonRoute),
        outsideUrl: orEmpty(s.customButton?.outsideUrl),
      },
    })),
    slidesVersion: versionOf(coop, 'slides'),
    groups: page.groups.map((g) => ({ ...g, image: mediaUrl(g.image) })),
  };
}

export async function saveBranding(staff: Staff, input: z.output<typeof saveBrandingRequest>) {
  const set = {
    displayName: input.displayName,
    displayPhone: orNull(input.displayPhone),
    displayEmail: orNull(input.displayEmail),
    displayAddress: orNull(input.displayAddress),
    displayURL: orNull(input.displayURL),
    facebook: orNull(input.facebook),
    twitter: orNull(input.twitter),
    youtube: orNull(input.youtube),
    instagram: orNull(input.instagram),
    linkedin: orNull(input.linkedin),
    topBarColor: input.topBarColor,
    mainColor: input.mainColor,
    secondColor: input.secondColor,
    thirdColor: input.thirdColor,
  };
  const version = await conflictIfStale(saveSection(staff.plid, 'branding', input.version, { set }), ADMIN_MESSAGES.setupVersionConflict);
  return { success: true as const, message: ADMIN_MESSAGES.setupSaved, version };
}

export async function saveSlides(staff: Staff, input: z.output<typeof saveSlidesRequest>) {
  // The parsed slide holds just the schema's fields (zod strips the rest); only an empty outside address is stored as null.
  const slides: SlideRecord[] = input.slides.map(({ customButton, ...fields }) => ({ ...fields, customButton: { ...customButton, outsideUrl: orNull(customButton.outsideUrl) } }));
  const version = await conflictIfStale(replaceSlides(staff.plid, input.version, await slideKeys(staff.plid), slides), ADMIN_MESSAGES.setupVersionConflict);
  return { success: true as const, message: ADMIN_MESSAGES.setupSaved, version };
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
  const key = publicMediaKey(FOLDER[imageKind], `${staff.plid}-${imageKind}-${randomUUID()}.${wanted.ext}`);
  if (isProfileImage(imageKind) && !(await getCoop(staff.plid))) throw notFound(COMMON_MESSAGES.coopNotFound);
  await putMedia(key, bytes, wanted.mime);
  if (isProfileImage(imageKind) && !(await setCoopImageKey(staff.plid, imageKind, key))) throw notFound(COMMON_MESSAGES.coopNotFound);
  return { success: true as const, message: ADMIN_MESSAGES.setupSaved, key, url: mediaUrl(key) };
}
