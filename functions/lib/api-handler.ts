import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import { CSRF_HEADER, LIMITS, SESSION_COOKIE } from '#shared/constants.js';
import type { Access, RouteDef } from '#shared/routes.js';
import { isStaffWrite } from '#shared/staff-writes.js';
import { withAuditTrail } from '../db/audit-scope.js';
import { changedFields, targetsOf } from '../model/audit.js';
import { hasRole, passedSecondStep } from '#shared/roles.js';
import { clearedCookies, lookupSession, type SessionLookup } from '../core/sessions/sessions.js';
import type { SessionRecord } from '../db/sessions-repo.js';
import {
  firstIssueMessage,
  invalid,
  forbidden,
  secondStepRequired,
  tooLarge,
  unauthenticated,
  accountInactive,
  unsupportedType,
} from '../model/errors.js';
import { WithCookies } from '../model/reply.js';
import { errorAnswer, refusalOf } from './error-answer.js';
import { clientIp, header, isCrossSite, json, mediaType, readCookie, requestHost } from './http.js';
import { appendLogKeys, log, logger } from '../model/log.js';
import { countRequest, portalMetrics, routeGroupOf } from '../model/metrics.js';
import { verifyOrigin } from './origin-verify.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';
import { SECOND_FACTOR_MESSAGES } from '#shared/schemas/second-factor-messages.js';

// The one middy chain every handler is built on, in this order: the call came through the edge
// (origin verify; only then are viewer headers believed), it is not from another site, the body
// has the route's content type, size and JSON, session resolution and access check, zod
// validation with the first failing field's message; then refusals (DomainError) to status codes, security
// headers (in json()), and one structured log line per request. Each step is a named middleware
// below (logContext, requestMetrics, edgeCheck, bodyParser, sessionLookup, accessCheck,
// requestValidation, errorResponse, requestLog); middy runs `before` in use() order and
// `after`/`onError` in reverse, so requestLog logs with the status errorResponse chose, then
// requestMetrics counts and flushes, then logContext clears the invocation's log keys.

/** The session a route's handler is given: certain on signed-in routes, the caller's if any elsewhere. */
export interface SessionByAccess {
  member: SessionRecord;
  admin: SessionRecord;
  public: SessionRecord | undefined;
  link: SessionRecord | undefined;
}

/** What a handler is given beside its input; `A` is its route's access (shared/routes.ts). */
export interface RequestContext<A extends Access = Access> {
  event: APIGatewayProxyEventV2;
  session: SessionByAccess[A];
  /**
   * SHA-256 of the session cookie's token whenever it names a live session, CSRF header or not:
   * logout ends that session even when the page has lost its CSRF cookie.
   */
  sessionTokenHash: string | undefined;
  ip: string;
  host: string | undefined;
  userAgent: string;
  /** An upload's files by field name (multipart routes only). */
  files: Map<string, File>;
}

/** A route's answer: its response body, or the body with the cookies it sets (functions/model/reply.ts). */
export type Answer<Res extends z.ZodType> = z.input<Res> | WithCookies<z.input<Res>>;

type Result = APIGatewayProxyStructuredResultV2;
/** What each route's module exports: a Lambda handler for API Gateway's HTTP API events. */
export type ApiHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<Result>;

/** What one request's steps learn for the steps after them (middy's request.internal). */
type ChainInternal = {
  started?: number;
  /** Set once the origin is verified: only then are viewer headers believed. */
  viaEdge?: boolean;
  input?: unknown;
  files?: Map<string, File>;
  found?: SessionLookup;
  /** The session cookie is dead and goes from the browser with this answer (sessionLookup). */
  clearCookie?: boolean;
};

/**
 * Lambda's context plus what the checks established, which is how middy hands a middleware's
 * result to the handler: the caller (after accessCheck), then the validated call.
 */
type ChainContext<Req extends z.ZodType, A extends Access> = Context & {
  caller?: RequestContext<A>;
  call?: { input: z.output<Req>; ctx: RequestContext<A>; deadCookie: boolean };
};

type Step<Req extends z.ZodType = z.ZodType, A extends Access = Access> = middy.MiddlewareObj<
  APIGatewayProxyEventV2,
  Result,
  Error,
  ChainContext<Req, A>,
  ChainInternal
>;
type StepRequest = middy.Request<APIGatewayProxyEventV2, Result, Error, ChainContext<z.ZodType, Access>, ChainInternal>;

/** A step's value from an earlier step: missing only if the chain's order were broken, never by a request. */
function earlier<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the request chain reached a step before ${what} was set`);
  return value;
}

export const SESSION_NOT_VERIFIED = 'Your session could not be verified. Please reload the page and try again.';

/**
 * The body as the route expects it. A cross-site HTML form can only send urlencoded, multipart or
 * text/plain bodies, so anything but application/json (or multipart/form-data where the route table
 * says multipart) is a 415 before it is read. A call with no body and no content type is taken as
 * {}: a form always sends a type, and a body-less call carries nothing to smuggle.
 */
function rawBody(event: APIGatewayProxyEventV2, route: RouteDef): string {
  const raw = event.body
    ? event.isBase64Encoded
      ? Buffer.from(event.body, 'base64').toString('utf8')
      : event.body
    : '';
  if (Buffer.byteLength(raw, 'utf8') > (route.maxBodyBytes ?? LIMITS.requestBodyBytes))
    throw tooLarge(COMMON_MESSAGES.bodyTooLarge);
  return raw;
}

/**
 * An upload (routes marked multipart): the file field, a data field
 * holding JSON with credentials, and the file name in a header. The fields go to the schema; the
 * files to the handler. The body may hold one image and some slack, read by the platform's own
 * multipart parser.
 */
async function multipartBody(event: APIGatewayProxyEventV2): Promise<{ body: unknown; files: Map<string, File> }> {
  const bytes = event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
  // Too big is too big whatever it claims to be.
  if (bytes.length > LIMITS.imageBytes + MULTIPART_SLACK_BYTES) throw tooLarge(PARTNERS_MESSAGES.imageSize);
  if (mediaType(event) !== 'multipart/form-data') throw unsupportedType(COMMON_MESSAGES.multipartRequired);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': header(event, 'content-type')! } }).formData();
  } catch {
    throw invalid(COMMON_MESSAGES.badRequest);
  }
  const files = new Map<string, File>();
  let data: Record<string, unknown> = {};
  for (const [name, value] of form) {
    if (typeof value !== 'string') files.set(name, value);
    else if (name === 'data') {
      try {
        const parsed: unknown = JSON.parse(value);
        if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
      } catch {
        throw invalid(COMMON_MESSAGES.badRequest);
      }
    }
  }
  return {
    body: { credentials: data.credentials ?? header(event, 'credentials'), filename: header(event, 'filename') },
    files,
  };
}
const MULTIPART_SLACK_BYTES = 64 * 1024;

function parseBody(event: APIGatewayProxyEventV2, route: RouteDef): unknown {
  const raw = rawBody(event, route);
  const type = mediaType(event);
  if (raw === '' && type === undefined) return {};
  if (type !== 'application/json') throw unsupportedType(COMMON_MESSAGES.jsonRequired);
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw invalid(COMMON_MESSAGES.badRequest);
  }
}

const ONE_CLICK_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/** A mail provider's RFC 8058 one-click POST to a route that takes it: a form body, not JSON. */
const isOneClick = (event: APIGatewayProxyEventV2, route: RouteDef) =>
  route.oneClick === true && ONE_CLICK_TYPES.has(mediaType(event) ?? '');

/**
 * The one-click body must say List-Unsubscribe=One-Click (either form encoding, read by the
 * platform's own form parser); the link keys ride in the query string of the List-Unsubscribe URL.
 */
async function oneClickBody(event: APIGatewayProxyEventV2, route: RouteDef): Promise<unknown> {
  const raw = rawBody(event, route);
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { 'content-type': header(event, 'content-type')! } }).formData();
  } catch {
    throw invalid(ACCOUNT_MESSAGES.oneClickOnly);
  }
  if (form.get('List-Unsubscribe') !== 'One-Click') throw invalid(ACCOUNT_MESSAGES.oneClickOnly);
  const query = event.queryStringParameters ?? {};
  return { key1: query.key1, key2: query.key2 };
}

/**
 * A route's Lambda: the chain, then `impl` with the validated input and a context typed by the
 * route's access (a member or admin route's handler is given a session, not a maybe).
 */
export function apiHandler<Req extends z.ZodType, Res extends z.ZodType, A extends Access>(
  route: RouteDef<Req, Res, A>,
  impl: (input: z.output<Req>, ctx: RequestContext<A>) => Promise<Answer<Res>>,
): ApiHandler {
  return middy<APIGatewayProxyEventV2, Result, Error, ChainContext<Req, A>, ChainInternal>()
    .use(logContext(route))
    .use(requestMetrics(route))
    .use(requestLog(route))
    .use(errorResponse(route))
    .use(edgeCheck(route))
    .use(bodyParser(route))
    .use(sessionLookup(route))
    .use(accessCheck(route))
    .use(requestValidation(route))
    .handler(async (_event, context) => {
      const call = earlier(context.call, 'the request was validated');
      const run = () => impl(call.input, call.ctx);
      const answer = isStaffWrite(route) ? await audited(route, call.input, call.ctx, run) : await run();
      const { body, cookies } = answer instanceof WithCookies ? answer : new WithCookies(answer, []);
      return json(200, body, documentHeaders(route), cookies.length || !call.deadCookie ? cookies : clearedCookies());
    });
}

/**
 * A staff write runs in an audit scope (ADR 0089): the chain knows who, the route, the address
 * and the agent; the request's ids and fields (secrets left out) are the item's targets and
 * summary until core says more (noteAuditChange, functions/db/audit-scope.ts).
 */
function audited<T>(route: RouteDef, input: unknown, ctx: RequestContext, run: () => Promise<T>): Promise<T> {
  const session = ctx.session;
  if (!session) throw new Error(`staff write route ${route.path} ran without a session`);
  const fields = input !== null && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const actor = {
    memberId: session.memberId,
    role: session.role,
    plid: session.plid,
    route: route.path,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  };
  return withAuditTrail(actor, { targets: targetsOf(input), changes: changedFields(undefined, fields) }, run);
}

/**
 * A document the browser fetches itself (the manifest) in its own media type; revalidated on each
 * use, since a co-op's name and colours change without a deploy.
 */
function documentHeaders(route: RouteDef): Record<string, string> {
  return route.responseType
    ? { 'content-type': `${route.responseType}; charset=utf-8`, 'cache-control': 'no-cache' }
    : {};
}

/**
 * Powertools' injectLambdaContext (request id, cold start, function on every line, keys cleared
 * when the invocation ends), plus the correlation id and the route. The correlation id is API
 * Gateway's request id: minted by the platform (a caller cannot choose it), returned to the
 * browser as the apigw-requestid header and the key of API Gateway's own logs.
 */
function logContext(route: RouteDef): Step {
  const inject = injectLambdaContext(logger, { resetKeys: true });
  return {
    before: async (request) => {
      await inject.before?.(request);
      const requestId = request.event.requestContext?.requestId;
      if (requestId) logger.setCorrelationId(requestId);
      appendLogKeys({ route: route.path, routeGroup: routeGroupOf(route) });
    },
    after: async (request) => inject.after?.(request),
    onError: async (request) => inject.onError?.(request),
  };
}

/** Requests, 5xx answers and latency by route group; Powertools' logMetrics flushes them once per invocation. */
function requestMetrics(route: RouteDef): Step {
  const flush = logMetrics(portalMetrics());
  const count = (request: StepRequest, fallback: number) => {
    const start = request.internal.started;
    countRequest(
      routeGroupOf(route),
      request.response?.statusCode ?? fallback,
      start === undefined ? undefined : Date.now() - start,
    );
  };
  return {
    before: async (request) => flush.before?.(request),
    after: async (request) => {
      count(request, 200);
      await flush.after?.(request);
    },
    onError: async (request) => {
      count(request, 500);
      await flush.onError?.(request);
    },
  };
}

/** Timing, then one structured log line per request (also for errors: errorResponse runs first). */
function requestLog(route: RouteDef): Step {
  const logged = (request: StepRequest, fallback: number) =>
    logRequest(
      route,
      request.event,
      request.response?.statusCode ?? fallback,
      request.internal.started,
      request.internal.viaEdge === true,
    );
  return {
    before: async (request) => {
      request.internal.started = Date.now();
    },
    after: async (request) => logged(request, 200),
    onError: async (request) => logged(request, 500),
  };
}

/** Refusals to their status, message and headers (error-answer.ts); anything else is a logged 500 with a generic message. */
function errorResponse(route: RouteDef): Step {
  return {
    onError: async (request) => {
      const error = request.error;
      const answer = errorAnswer(error);
      if (!refusalOf(error))
        log('error', 'unhandled error', { path: route.path, error: error?.message, stack: error?.stack });
      // A dead session cookie is dropped from the browser whatever the request answers (sessionLookup).
      const cookies = request.internal.clearCookie ? clearedCookies() : [];
      request.response = json(answer.status, answer.body, answer.headers, cookies);
    },
  };
}

/** The call came through the edge (only then are viewer headers believed) and not from another site. */
function edgeCheck(route: RouteDef): Step {
  return {
    before: async (request) => {
      const event = request.event;
      await verifyOrigin(event);
      request.internal.viaEdge = true;
      // Every route refuses other sites (a GET one is fetched by the page of its own host);
      // a one-click unsubscribe comes from a mail provider's server and carries its own key.
      if (!isOneClick(event, route) && isCrossSite(event, requestHost(event, true)))
        throw forbidden(COMMON_MESSAGES.crossSite);
    },
  };
}

/** The body in the route's content type, size and JSON (or multipart, or a one-click form). */
function bodyParser(route: RouteDef): Step {
  return {
    before: async (request) => {
      const event = request.event;
      const upload = route.multipart ? await multipartBody(event) : undefined;
      if (route.method === 'GET') {
        // A GET route's input is its query alone (none so far): a body is not read, only held to the size limit.
        rawBody(event, route);
        request.internal.input = {};
      } else
        request.internal.input = upload
          ? upload.body
          : isOneClick(event, route)
            ? await oneClickBody(event, route)
            : parseBody(event, route);
      request.internal.files = upload?.files ?? new Map();
    },
  };
}

function sessionLookup(route: RouteDef): Step {
  return {
    before: async (request) => {
      const event = request.event;
      const found = await lookupSession(readCookie(event, SESSION_COOKIE), header(event, CSRF_HEADER));
      request.internal.found = found;
      // The co-op on every further line of this request (a caller's own co-op: no secret).
      if (found.state === 'valid') appendLogKeys({ plid: found.session.plid });
      // A dead cookie is dropped from the browser with whatever this request answers; one a
      // deactivation ended stays until a member call has told the page why (public calls come first too).
      const carriesNotice = found.state === 'invalid' && Boolean(found.endedNotice);
      request.internal.clearCookie =
        found.state === 'invalid' && (!carriesNotice || route.access === 'member' || route.access === 'admin');
    },
  };
}

/** A session that counts: without the CSRF header a session counts for nothing. */
const verified = (found: SessionLookup) => (found.state === 'valid' && found.csrfOk ? found.session : undefined);

/** A signed-in route's session; without one the call is refused. */
function signedIn(found: SessionLookup): SessionRecord {
  // A member whose page lost the CSRF header is told to reload, not to log in again.
  if (found.state === 'valid' && !found.csrfOk) throw forbidden(SESSION_NOT_VERIFIED);
  const session = verified(found);
  if (!session)
    // A session ended by the account's deactivation says so (and whom to ask), not 'Please Login'.
    throw found.state === 'invalid' && found.endedNotice
      ? accountInactive(found.endedNotice)
      : unauthenticated(COMMON_MESSAGES.pleaseLogin);
  return session;
}

/** Back-office staff with at least the route's staff role. */
function staff(found: SessionLookup, route: RouteDef): SessionRecord {
  const session = signedIn(found);
  if (!hasRole(session.role, 'backoffice')) throw forbidden(COMMON_MESSAGES.forbidden);
  // Staff pass a second step after the password before any admin route answers; until then the
  // session is a member's (ADR 0090). The page reads the code and opens the step.
  if (!passedSecondStep(session.amr)) throw secondStepRequired(SECOND_FACTOR_MESSAGES.secondStepRequired);
  if (!hasRole(session.role, route.staff ?? 'network')) {
    // Co-op staff below a network route are not read-only viewers of it: they have no part in it.
    throw forbidden(route.staff === 'admin' ? COMMON_MESSAGES.staffReadOnly : ADMIN_MESSAGES.networkOnly);
  }
  return session;
}

/**
 * Each access's rule, typed by the session it yields: indexing it with a route's own access gives
 * that route's session type, so a member route's handler is given a session, not a maybe.
 */
const sessionFor: { [A in Access]: (found: SessionLookup, route: RouteDef) => SessionByAccess[A] } = {
  member: signedIn,
  admin: staff,
  public: verified,
  link: verified,
};

/** Who is calling, checked against the route's access: the handler's context but for its input. */
function accessCheck<Req extends z.ZodType, A extends Access>(route: RouteDef<Req, z.ZodType, A>): Step<Req, A> {
  return {
    before: async (request) => {
      const event = request.event;
      const found = earlier(request.internal.found, 'the session was looked up');
      request.context.caller = {
        event,
        session: sessionFor[route.access](found, route),
        sessionTokenHash: found.state === 'valid' ? found.tokenHash : undefined,
        ip: clientIp(event, true),
        host: requestHost(event, true),
        userAgent: event.headers?.['user-agent'] ?? '',
        files: earlier(request.internal.files, 'the body was read'),
      };
    },
  };
}

/** zod validation with the first failing field's message: the call the handler is given. */
function requestValidation<Req extends z.ZodType, A extends Access>(route: RouteDef<Req, z.ZodType, A>): Step<Req, A> {
  return {
    before: async (request) => {
      const parsed = route.request.safeParse(request.internal.input);
      if (!parsed.success) throw invalid(firstIssueMessage(parsed.error));
      request.context.call = {
        input: parsed.data,
        ctx: earlier(request.context.caller, 'the caller was checked'),
        deadCookie: request.internal.clearCookie === true,
      };
    },
  };
}

function logRequest(
  route: RouteDef,
  event: APIGatewayProxyEventV2,
  status: number,
  start: number | undefined,
  trusted: boolean,
) {
  log(status >= 500 ? 'error' : 'info', 'request', {
    path: route.path,
    status,
    ms: start ? Date.now() - start : undefined,
    requestId: event.requestContext?.requestId,
    ip: clientIp(event, trusted),
  });
}
