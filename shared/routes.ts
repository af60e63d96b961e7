import * as z from 'zod';
import { API_PREFIX, type MEDIA, type PRIVATE_MEDIA } from './constants.js';
import type { StaffRole } from './roles.js';
import * as defs from './route-defs.js';

// The one contract: every API path with its schemas, who may call it and what it touches.
// Infra, the local server, the web client and the tests all read this table (`routes`, built
// from shared/route-defs.ts, where each route is declared once). A handler imports its own
// route from there instead, so its bundle holds only that route's schemas.

/**
 * public: anyone. member: a signed-in member (session cookie). admin: back-office staff.
 * link: anyone holding an emailed link's keys (the keys are checked by the handler).
 */
export type Access = 'public' | 'member' | 'admin' | 'link';
export type Grant = 'read' | 'write';

/**
 * Families of items by partition key (functions/db/keys.ts); infra/lib/permissions.ts maps each
 * to its key pattern, so a route's writes are held to the families it names.
 */
export type CoreItems =
  /** COOP#<plid>... every co-op partition: profile, groups, slides, counters (the narrower ones below are within). */
  | 'coops'
  | 'coopContact'
  | 'coopLeads'
  | 'coopNewsletter'
  /** COOP#<plid>#REPORTS: members' reports of problems with local deals (ADR 0096). */
  | 'coopReports'
  /** REPORTOPEN#<member id>#<deal id>: a member's one open report of a deal. */
  | 'openReports'
  | 'domains'
  | 'serviceAreas'
  /** MEMBER#<id>: profile, drafts, favorites, redemption slots, savings. */
  | 'members'
  | 'emails'
  | 'partners'
  /** BP#<business id>#NUMBERS: a business's daily figures (opens, prints, favorites...), ADR 0094. */
  | 'partnerNumbers'
  /** ID#<kind>#<id>: an offer's or location's id, claimed network-wide for its business. */
  | 'recordIds'
  /** ZIPAREA#<3 digits>: the guard two co-ops' claims on one new served area meet at. */
  | 'serviceAreaGuards'
  /** SUPPRESSED#<address>: the mail suppression list (written only by the SES feedback function). */
  | 'suppressions'
  /** PASSKEYS#<member id>: a member's passkeys (WebAuthn credentials). */
  | 'passkeys';
export type EphemeralItems =
  | 'sessions'
  | 'memberSessions'
  | 'tokens'
  | 'rates'
  | 'devices'
  | 'digests'
  /** PARTNERMAIL#<plid>#...: the partner's mail marks (reminders, monthly numbers; ADR 0097). */
  | 'partnerMail'
  /** PASSKEYCHALLENGE#<hash>: a passkey ceremony's single-use challenge. */
  | 'passkeyChallenges';
export type GeoItems = 'dealListings' | 'dealCells';
/** Folders of the media bucket: MEDIA's public ones, or the private signed agreements. */
export type MediaArea = Exclude<keyof typeof MEDIA, 'publicPrefix'> | keyof typeof PRIVATE_MEDIA;

/** What a route's Lambda may touch; infra turns this into least-privilege grants. */
export interface DataNeeds {
  /** Members, co-ops, content, partners, deals, favorites, redemptions, leads, agreements. */
  core?: Grant;
  /** Sessions, emailed-link tokens and rate-limit counters (items expire). */
  ephemeral?: Grant;
  /** Deal locations indexed for geo search. */
  geo?: Grant;
  /** Static media: logos, slides, card art and business images. */
  media?: Grant;
  /**
   * The item families each table with a write grant writes: the only partition keys its writes
   * may name (IAM dynamodb:LeadingKeys). Required for every 'write' grant; reads are not scoped.
   */
  writes?: { core?: readonly CoreItems[]; ephemeral?: readonly EphemeralItems[]; geo?: readonly GeoItems[] };
  /** The media folders the route reads or writes; required with `media`. */
  mediaAreas?: readonly MediaArea[];
  /** May send email through SES (and read the suppression list every send checks first). */
  mail?: boolean;
  /** May read the secret the partner tokens of b2c/getid are signed from. */
  partnerKey?: boolean;
  /**
   * The audit trail of staff actions (ADR 0089): 'put' on every staff write route (set by
   * shared/route-defs.ts, never by hand), 'query' for the Activity page. No route updates,
   * deletes or otherwise reads it (infra/lib/permissions.ts, auditPermissions).
   */
  audit?: 'put' | 'query';
}

export interface RouteDef<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  path: string;
  /** Kept as its literal in each route's type: it decides whether the handler is given a session. */
  access: A;
  request: Req;
  response: Res;
  data: DataNeeds;
  /**
   * Admin routes: the least staff role that may call it (backoffice reads, admin changes the
   * co-op's data, network manages co-ops). The co-op always comes from the session.
   */
  staff?: StaffRole;
  /** The body is multipart/form-data rather than JSON. */
  multipart?: boolean;
  /** Added by the product; not one of the spec's paths. */
  productRoute?: boolean;
  /**
   * The route runs scrypt: 'verify' checks a password, 'set' also stores a new one (and estimates
   * its strength). Infra throttles these routes so hashing cannot eat the account's concurrency.
   */
  password?: 'verify' | 'set';
  /** The route makes a PDF: infra ships pdf-lib beside its bundle (loaded by import() there only). */
  pdf?: boolean;
  /** The route runs a passkey ceremony: infra ships @simplewebauthn/server beside its bundle (import() there only). */
  webauthn?: boolean;
  /**
   * The function's time limit when the route's work needs more than the 10 s every other route
   * gets; at most 28 (API Gateway's HTTP API answers 503 after 30 s).
   */
  timeoutSeconds?: number;
  /**
   * The route also takes an RFC 8058 one-click POST from a mail provider: a form body
   * `List-Unsubscribe=One-Click` with the link keys in the query string, with no Origin, session
   * or CSRF header. The link keys are its only authority, so the cross-site check is waived for
   * that body alone (docs/security.md, One-click unsubscribe).
   */
  oneClick?: boolean;
  /**
   * GET for a document the browser itself fetches (the web app manifest): no body, no session,
   * answered in `responseType`. Every other route is a POST of JSON.
   */
  method?: 'GET';
  /** The response's media type when it is not application/json. */
  responseType?: 'application/manifest+json';
  /** A body limit below LIMITS.requestBodyBytes (bytes): past it the chain answers 413 before reading. */
  maxBodyBytes?: number;
}

/** The table: each route of shared/route-defs.ts under its path. */
type Table<N> = { readonly [K in keyof N as N[K] extends { path: infer P extends string } ? P : never]: N[K] };

function byPath<N extends Record<string, RouteDef>>(defs: N): Table<N> {
  // In path order: a module namespace's key order is not the same under every loader (Node sorts
  // it, vite's transform keeps the source's), and the docs and templates list routes in this order.
  const list = Object.values(defs).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return Object.fromEntries(list.map((r) => [r.path, r])) as never;
}

export const routes = /* @__PURE__ */ byPath(defs);

export type Routes = typeof routes;
export type RoutePath = keyof Routes;
export type RequestOf<P extends RoutePath> = z.input<Routes[P]['request']>;
export type ParsedRequestOf<P extends RoutePath> = z.output<Routes[P]['request']>;
export type ResponseOf<P extends RoutePath> = z.output<Routes[P]['response']>;

export const routeList: RouteDef[] = /* @__PURE__ */ Object.values(routes);
export { API_PREFIX };

/** The HTTP method API Gateway, CloudFront and the local server route a path by. */
export const routeMethod = (route: Pick<RouteDef, 'method'>): 'GET' | 'POST' => route.method ?? 'POST';

/** API Gateway's route key, e.g. `POST /api/outside/login`. */
export const routeKeyOf = (route: Pick<RouteDef, 'method' | 'path'>): string =>
  `${routeMethod(route)} ${API_PREFIX}${route.path}`;

export function findRoute(path: string): RouteDef | undefined {
  return Object.hasOwn(routes, path) ? routes[path as RoutePath] : undefined;
}

/** functions/api/<area>/<kebab-name>.ts: signAgreement becomes sign-agreement. */
export function handlerFile(path: string): string {
  const [area, name] = path.split('/');
  return `functions/api/${area}/${name!.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`;
}
