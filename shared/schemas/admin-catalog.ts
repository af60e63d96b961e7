import * as z from 'zod';
import { LIMITS } from '../constants.js';
import { credentials, email, flag, zip } from './common.js';
import { ADMIN_MESSAGES } from './admin-messages.js';
import { COMMON_MESSAGES } from './common-messages.js';

// Platform Setup: a co-op's feature groups, its choice of national deals and insurance products,
// its host names and served ZIPs; and the network admin's co-ops. Every save carries the version
// it was read at, so two staff saving at once cannot overwrite each other unseen.

/** Member pages a feature group may open (web router paths under /b2c/). */
export const MEMBER_ROUTES = [
  'chome',
  'clocaldeals',
  'cnationaldeals',
  'alldeals',
  'centertainment',
  'csafety',
  'cinsurance',
  'chealthysavings',
  'ccard',
  'ctravel',
  'ctickets',
  'cparks',
  'cnewmarketplace',
  'ccontact',
  'caboutus',
  'cmobile',
] as const;

/** The version a section was read at; 0 when it was never saved from the admin area. */
const version = z.number({ error: ADMIN_MESSAGES.setupStale }).int().min(0).max(1e9);

// --- feature groups ---

export const groupIdentifier = z
  .string({ error: ADMIN_MESSAGES.groupIdInvalid })
  .trim()
  .regex(/^[a-z0-9-]{1,30}$/, ADMIN_MESSAGES.groupIdInvalid);
const groupRoute = z
  .string({ error: ADMIN_MESSAGES.groupRouteInvalid })
  .trim()
  .max(300, ADMIN_MESSAGES.groupRouteInvalid)
  .refine(
    (v) =>
      (MEMBER_ROUTES as readonly string[]).includes(v.replace(/^\/b2c\//, '')) ||
      /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v),
    ADMIN_MESSAGES.groupRouteInvalid,
  );
/** An image in the media bucket, by key (uploaded through the setup's image upload). */
export const mediaKey = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(200, message)
    .regex(/^(?!.*\.\.)[\w-]+(\/[\w.-]+)+$/, message);

export const groupInput = z.object({
  groupIdentifier,
  groupName: z
    .string({ error: ADMIN_MESSAGES.groupNameRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.groupNameRequired)
    .max(LIMITS.name, ADMIN_MESSAGES.groupNameTooLong),
  route: groupRoute,
  image: mediaKey(ADMIN_MESSAGES.groupImageInvalid),
  onLogged: flag,
  showSquare: flag,
});
export type GroupInput = z.infer<typeof groupInput>;
/** A stored group as the setup shows it (stored data is shown as it is, not re-validated). */
export const groupItem = z.object({
  groupIdentifier: z.string(),
  groupName: z.string(),
  route: z.string(),
  image: z.string(),
  imageUrl: z.string(),
  onLogged: flag,
  showSquare: flag,
});

export const listGroupsRequest = z.object({ credentials });
export const listGroupsResponse = z.object({
  success: z.literal(true),
  version: z.number(),
  groups: z.array(groupItem),
});

/** The whole ordered list: the position is the menu order. */
export const saveGroupsRequest = z.object({
  credentials,
  version,
  groups: z
    .array(groupInput)
    .max(LIMITS.setupGroups, ADMIN_MESSAGES.tooManyGroups)
    .refine((gs) => new Set(gs.map((g) => g.groupIdentifier)).size === gs.length, ADMIN_MESSAGES.groupIdDuplicate),
});
export const saveGroupsResponse = listGroupsResponse.extend({ message: z.string() });

// --- national deals and insurance products offered ---

const catalogIds = z.array(z.string().max(64)).max(LIMITS.setupCatalogIds);
export const catalogChoice = z.object({
  nationalDeals: z.array(
    z.object({ dealId: z.string(), companyName: z.string(), title: z.string(), offered: z.boolean() }),
  ),
  insurance: z.array(
    z.object({
      productIdentifier: z.string(),
      productName: z.string(),
      offered: z.boolean(),
      highlighted: z.boolean(),
    }),
  ),
});
export const getCatalogRequest = z.object({ credentials });
export const getCatalogResponse = catalogChoice.extend({ success: z.literal(true), version: z.number() });
export const saveCatalogRequest = z.object({
  credentials,
  version,
  nationalDealIds: catalogIds,
  insuranceIds: catalogIds,
  /** Highlighted on the home's insurance list; each must be offered. */
  insuranceSelected: catalogIds,
});
export const saveCatalogResponse = getCatalogResponse.extend({ message: z.string() });

// --- host names and served ZIPs ---

export const hostName = z
  .string({ error: ADMIN_MESSAGES.hostInvalid })
  .trim()
  .toLowerCase()
  .max(253, ADMIN_MESSAGES.hostInvalid)
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    ADMIN_MESSAGES.hostInvalid,
  );
const zipArea = z
  .string({ error: ADMIN_MESSAGES.zipAreaInvalid })
  .trim()
  .regex(/^\d{3}(\d{2})?$/, ADMIN_MESSAGES.zipAreaInvalid);
const unique = (xs: string[]) => new Set(xs).size === xs.length;

export const domainsOf = z.object({ primaryDomain: z.string(), hosts: z.array(z.string()), zips: z.array(z.string()) });
export const getDomainsRequest = z.object({ credentials });
export const getDomainsResponse = domainsOf.extend({ success: z.literal(true), version: z.number() });
export const saveDomainsRequest = z
  .object({
    credentials,
    version,
    /** The host links in emails point to; one of `hosts`. */
    primaryDomain: hostName,
    hosts: z
      .array(hostName)
      .min(1, ADMIN_MESSAGES.hostsRequired)
      .max(LIMITS.setupHosts, ADMIN_MESSAGES.tooManyHosts)
      .refine(unique, ADMIN_MESSAGES.hostDuplicate),
    zips: z
      .array(zipArea)
      .max(LIMITS.setupZips, ADMIN_MESSAGES.tooManyZips)
      .refine(unique, ADMIN_MESSAGES.zipAreaDuplicate),
  })
  .refine((v) => v.hosts.includes(v.primaryDomain), {
    message: ADMIN_MESSAGES.primaryHostNotListed,
    path: ['primaryDomain'],
  });
export const saveDomainsResponse = getDomainsResponse.extend({ message: z.string() });

// --- co-ops (network admin) ---

export const coopSummary = z.object({
  plid: z.number(),
  coopName: z.string(),
  displayName: z.string(),
  primaryDomain: z.string(),
  zip: z.string(),
});
export const listCoopsRequest = z.object({ credentials });
export const listCoopsResponse = z.object({
  success: z.literal(true),
  currentPlid: z.number(),
  coops: z.array(coopSummary),
});

const color = z
  .string({ error: ADMIN_MESSAGES.colorInvalid })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, ADMIN_MESSAGES.colorInvalid);
export const DEFAULT_COLORS = {
  topBarColor: '#1f3a5f',
  mainColor: '#2b6cb0',
  secondColor: '#38a169',
  thirdColor: '#dd6b20',
} as const;
const name = (max: number) =>
  z
    .string({ error: ADMIN_MESSAGES.coopFieldRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.coopFieldRequired)
    .max(max, ADMIN_MESSAGES.coopFieldRequired);

export const createCoopRequest = z.object({
  credentials,
  /** Leave out to take the next free number. */
  plid: z.number({ error: ADMIN_MESSAGES.coopPlidTaken }).int().min(1).max(99_999_999).nullish(),
  coopName: name(100),
  displayName: name(100),
  zip,
  host: hostName,
  topBarColor: color.default(DEFAULT_COLORS.topBarColor),
  mainColor: color.default(DEFAULT_COLORS.mainColor),
  secondColor: color.default(DEFAULT_COLORS.secondColor),
  thirdColor: color.default(DEFAULT_COLORS.thirdColor),
  adminEmail: email(ADMIN_MESSAGES.adminEmailInvalid, ADMIN_MESSAGES.adminEmailInvalid),
  adminFirstName: name(LIMITS.name),
  adminLastName: name(LIMITS.name),
});
/** portalUrl: the new co-op's portal address as its members and mails will use it (port included locally). */
export const createCoopResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  coop: coopSummary,
  portalUrl: z.string(),
});

export const switchCoopRequest = z.object({
  credentials,
  plid: z.number({ error: COMMON_MESSAGES.coopNotFound }).int().min(1),
});
export const switchCoopResponse = z.object({ success: z.literal(true), message: z.string(), coop: coopSummary });
