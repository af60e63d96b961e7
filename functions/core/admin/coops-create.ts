import type * as z from 'zod';
import type { createCoopRequest } from '#shared/schemas/admin-catalog.js';
import {
  CoopTakenError,
  createCoop,
  listCoops,
  type CoopRecord,
  type GroupRecord,
  type SlideRecord,
} from '#functions/db/coops-repo.js';
import { noteAuditChange } from '#functions/db/audit-scope.js';
import { putMedia } from '#functions/db/media-repo.js';
import { changedFields } from '#functions/model/audit.js';
import { DuplicateEmailError, emailHolder } from '#functions/db/members-repo.js';
import { countSignups } from '#functions/db/stats-repo.js';
import { dayIn, DEFAULT_TIME_ZONE } from '../dates.js';
import { invalid, inConflict } from '#functions/model/errors.js';
import { emailOrRefuse, InvitationNotSentError, inviteMemberOf } from '../accounts/accounts.js';
import { forgetHomeCache } from '../home/home-cache.js';
import { portalUrlFor } from '../portal-url.js';
import { summary } from './coops.js';
import { starterArt } from './starter-art.js';
import { fill } from '#shared/constants.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';

// A new co-op from the network admin: profile, host, home ZIP served, and starter art drawn from
// its own name and colours (logo tile, card, one welcome slide, menu images; starter-art.ts),
// never another co-op's (ADR 0071); its first admin is invited by email through the accounts code.

const SVG = 'image/svg+xml';

/** What a new co-op is made of: the admin's form without its first admin. */
export type NewCoopProfile = Omit<
  z.output<typeof createCoopRequest>,
  'credentials' | 'adminEmail' | 'adminFirstName' | 'adminLastName'
>;

/**
 * What stage:init and the local demo add to the form: more host names, the ZIPs served, and
 * (the demo) a whole profile, groups and slides with its own art instead of the starter art.
 */
export interface NewCoopExtras {
  moreHosts?: readonly string[];
  serviceArea?: readonly string[];
  profile?: Partial<Omit<CoopRecord, 'plid'>>;
  groups?: GroupRecord[];
  slides?: SlideRecord[];
}

/**
 * Makes a co-op: the admin's "create co-op", stage:init's first co-op and the demo's co-ops all
 * come through here (ADR 0064). The number (the next free one unless given) and every host are
 * claimed in one transaction; a taken host or a taken chosen number is a 409 with its message.
 */
export async function createCoopFrom(input: NewCoopProfile, extras: NewCoopExtras = {}): Promise<CoopRecord> {
  const ownArt = Boolean(extras.profile && extras.groups && extras.slides);
  const record = (plid: number, art: ReturnType<typeof starterArt> | undefined): CoopRecord => ({
    plid,
    coopName: input.coopName,
    primaryDomain: input.host,
    logo: art?.logo ?? '',
    displayName: input.displayName,
    displayPhone: null,
    displayEmail: null,
    displayURL: null,
    displayAddress: null,
    zip: input.zip,
    timeZone: DEFAULT_TIME_ZONE,
    displayCellPhone: null,
    coopIdCard: art?.coopIdCard ?? '',
    ...(art ? { cardFront: art.cardFront, cardBack: art.cardBack } : {}),
    description: '',
    facebook: null,
    twitter: null,
    youtube: null,
    instagram: null,
    linkedin: null,
    iosAppUrl: null,
    androidAppUrl: null,
    topBarColor: input.topBarColor,
    mainColor: input.mainColor,
    secondColor: input.secondColor,
    thirdColor: input.thirdColor,
    ...extras.profile,
  });
  let coop: CoopRecord | undefined;
  for (let attempt = 0; !coop; attempt++) {
    const plid = input.plid ?? Math.max(0, ...(await listCoops()).map((c) => c.plid)) + 1;
    const art = ownArt ? undefined : starterArt({ ...input, plid });
    // The art is written before the record names it, so the new portal never shows a missing
    // image; an attempt that loses its number or host leaves only unlinked files behind.
    if (art) await Promise.all(art.files.map((f) => putMedia(f.key, new TextEncoder().encode(f.svg), SVG)));
    const candidate = record(plid, art);
    // A network admin's new co-op is recorded in its own trail (ADR 0089); seeds run outside one.
    const { coopName, displayName, primaryDomain, zip, timeZone } = candidate;
    noteAuditChange({
      plid,
      targets: [String(plid)],
      changes: changedFields(undefined, { coopName, displayName, primaryDomain, zip, timeZone }),
    });
    try {
      await createCoop({
        coop: candidate,
        groups: extras.groups ?? art?.groups ?? [],
        slides: extras.slides ?? art?.slides ?? [],
        moreHosts: extras.moreHosts,
        serviceArea: extras.serviceArea,
      });
      coop = candidate;
    } catch (error) {
      if (!(error instanceof CoopTakenError)) throw error;
      if (error.what === 'host') throw error; // says which host
      // Someone took the next number meanwhile: take the one after (a chosen number is refused).
      if (input.plid != null || attempt >= 3) throw inConflict(ADMIN_MESSAGES.coopPlidTaken);
    }
  }
  for (const host of [input.host, ...(extras.moreHosts ?? [])]) forgetHomeCache(`host:${host}`);
  return coop;
}

export async function createNewCoop(input: z.output<typeof createCoopRequest>) {
  const email = emailOrRefuse(input.adminEmail);
  if (await emailHolder(email)) throw inConflict(ADMIN_MESSAGES.adminEmailTaken);
  const coop = await createCoopFrom(input);
  const portalUrl = portalUrlFor(coop);
  let message = fill(ADMIN_MESSAGES.coopCreated, { url: portalUrl });
  const today = dayIn(Date.now(), coop.timeZone);
  try {
    await inviteMemberOf(coop, {
      email,
      firstName: input.adminFirstName,
      lastName: input.adminLastName,
      zip: input.zip,
      role: 'admin',
    });
    await countSignups(coop.plid, 1, today);
  } catch (error) {
    if (error instanceof DuplicateEmailError) throw invalid(ADMIN_MESSAGES.adminEmailTaken);
    if (!(error instanceof InvitationNotSentError)) throw error;
    await countSignups(coop.plid, 1, today);
    message = fill(ADMIN_MESSAGES.coopCreatedInviteNotSent, { url: portalUrl });
  }
  return { success: true as const, message, coop: summary(coop), portalUrl };
}
