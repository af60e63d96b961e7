import type * as z from 'zod';
import {
  type getSetupResponse,
  type saveBrandingRequest,
  type saveSlidesRequest,
} from '#shared/schemas/admin-setup.js';
import {
  getCoopPage,
  replaceSlides,
  saveSection,
  slideKeys,
  versionOf,
  type SlideRecord,
} from '#functions/db/coops-repo.js';
import { conflictIfStale, notFound } from '#functions/model/errors.js';
import { PREVIEW_ICONS } from '../home/app-icon-names.js';
import { cardArt } from '../home/home-data.js';
import { mediaUrl } from '#functions/model/media-url.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

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
      appIcon: coop.appIcons
        ? {
            any: mediaUrl(coop.appIcons[PREVIEW_ICONS.any]!),
            maskable: mediaUrl(coop.appIcons[PREVIEW_ICONS.maskable]!),
          }
        : null,
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
  const version = await conflictIfStale(
    saveSection(staff.plid, 'branding', input.version, { set }),
    ADMIN_MESSAGES.setupVersionConflict,
  );
  return { success: true as const, message: ADMIN_MESSAGES.setupSaved, version };
}

export async function saveSlides(staff: Staff, input: z.output<typeof saveSlidesRequest>) {
  // The parsed slide holds just the schema's fields (zod strips the rest); only an empty outside address is stored as null.
  const slides: SlideRecord[] = input.slides.map(({ customButton, ...fields }) => ({
    ...fields,
    customButton: { ...customButton, outsideUrl: orNull(customButton.outsideUrl) },
  }));
  const version = await conflictIfStale(
    replaceSlides(staff.plid, input.version, await slideKeys(staff.plid), slides),
    ADMIN_MESSAGES.setupVersionConflict,
  );
  return { success: true as const, message: ADMIN_MESSAGES.setupSaved, version };
}
