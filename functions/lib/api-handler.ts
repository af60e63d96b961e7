import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod';
import { CSRF_HEADER, LIMITS, SESSION_COOKIE } from '../../shared/constants.js';
import type { RouteDef } from '../../shared/routes.js';
import { hasRole } from '../../shared/roles.js';
import { clearedCookies, lookupSession } from '../core/sessions/sessions.js';
import type { SessionRecord } from '../db/sessions-repo.js';
import {
  firstIssueMessage,
  HttpError,
  badRequest,
  forbidden,
  payloadTooLarge,
  unauthorized,
  accountInactive,
  unsupportedMediaType,
} from '../model/errors.js';
import { clientIp, header, isCrossSite, json, mediaType, readCookie, requestHost } from './http.js';
import { appendLogKeys, log, logger } from '../model/log.js';
import { countRequest, portalMetrics, routeGroupOf } from '../model/metrics.js';
import { verifyOrigin } from './origin-verify.js';
import { ACCOUNT_MESSAGES } from '../../shared/schemas/account-messages.js';
import { ADMIN_MESSAGES } from '../../shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '../../shared/schemas/common-messages.js';
import { PARTNERS_MESSAGES } from '../../shared/schemas/partners-messages.js';

// The one middy chain every handler is built on, in this order: the call came through the edge
// (origin verify; only then are viewer headers believed), it is not from another site, the body
// has the route's content type, size and JSON, session resolution and access check, zod
// validation with the first failing field's message; then typed errors to status codes, security
// headers (in json()), and one structured log line per request. Each step is a named middleware
// below (logContext, requestMetrics, edgeCheck, bodyParser, sessionLookup, accessCheck,
// requestValidation, errorResponse, requestLog); middy runs `before` in use() order and
// `after`/`onError` in reverse, so requestLog logs with the status errorResponse chose, then
// requestMetrics counts and flushes, then logContext clears the invocation's log keys.

export interface RequestContext {
  event: APIGatewayProxyEventV2;
  session: SessionRecord | undefined;
  /**
   * SHA-256 of the session cookie's token whenever it names a live session, CSRF header or not:
   * logout ends that session even when the page has lost its CSRF cookie.
   */
  sessionTokenHash: string | undefined;
  ip: string;
  host: string | undefined;
  userAgent: string;
  /** Set-Cookie values the response will carry. */
  cookies: string[];
  /** An upload's files by field name (multipart routes only). */
  files: Map<string, File>;
}

type Impl<R extends RouteDef> = (input: z.output<R['request']>, ctx: RequestContext) => Promise<z.input<R['response']>>;
type Event = APIGatewayProxyEventV2 & {
  input?: unknown;
  files?: Map<string, File>;
  found?: Awaited<ReturnType<typeof lookupSession>>;
  parsed?: unknown;
  requestContextData?: RequestContext;
  clearCookies?: boolean;
};

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
    throw payloadTooLarge(COMMON_MESSAGES.bodyTooLarge);
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
  if (bytes.length > LIMITS.imageBytes + MULTIPART_SLACK_BYTES) throw payloadTooLarge(PARTNERS_MESSAGES.imageSize);
  if (mediaType(event) !== 'multipart/form-data') throw unsupportedMediaType(COMMON_MESSAGES.multipartRequired);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': header(event, 'content-type')! } }).formData();
  } catch {
    throw badRequest(COMMON_MESSAGES.badRequest);
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
        throw badRequest(COMMON_MESSAGES.badRequest);
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
  if (type !== 'application/json') throw unsupportedMediaType(COMMON_MESSAGES.jsonRequired);
  if (raw.trim() === '') return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(COMMON_MESSAGES.badRequest);
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
    throw badRequest(ACCOUNT_MESSAGES.oneClickOnly);
  }
  if (form.get('List-Unsubscribe') !== 'One-Click') throw badRequest(ACCOUNT_MESSAGES.oneClickOnly);
  const query = event.queryStringParameters ?? {};
  return { key1: query.key1, key2: query.key2 };
}

export function apiHandler<R extends RouteDef>(route: R, impl: Impl<R>) {
  const state: ChainState = { started: new WeakMap(), viaEdge: new WeakSet() };
  return middy<Event, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(logContext(route))
    .use(requestMetrics(route, state))
    .use(requestLog(route, state))
    .use(errorResponse(route))
    .use(edgeCheck(route, state))
    .use(bodyParser(route))
    .use(sessionLookup(route))
    .use(accessCheck(route))
    .use(requestValidation(route))
    .handler(async (event) => {
      const ctx = event.requestContextData!;
      const result = await impl(event.parsed as z.output<R['request']>, ctx);
      const cookies = ctx.cookies.length ? ctx.cookies : event.clearCookies ? clearedCookies() : [];
      return json(200, result, documentHeaders(route), cookies);
    });
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

interface ChainState {
  started: WeakMap<object, number>;
  /** Events whose viewer headers may be believed (origin verified). */
  viaEdge: WeakSet<object>;
}
type Step = middy.MiddlewareObj<Event, APIGatewayProxyStructuredResultV2, Error, Context>;

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
      await inject.before?.(request as never);
      const requestId = request.event.requestContext?.requestId;
      if (requestId) logger.setCorrelationId(requestId);
      appendLogKeys({ route: route.path, routeGroup: routeGroupOf(route) });
    },
    after: async (request) => inject.after?.(request as never),
    onError: async (request) => inject.onError?.(request as never),
  };
}

/** Requests, 5xx answers and latency by route group; Powertools' logMetrics flushes them once per invocation. */
function requestMetrics(route: RouteDef, state: ChainState): Step {
  const flush = logMetrics(portalMetrics());
  const count = (
    request: middy.Request<Event, APIGatewayProxyStructuredResultV2, Error, Context>,
    fallback: number,
  ) => {
    const start = state.started.get(request.event);
    countRequest(
      routeGroupOf(route),
      request.response?.statusCode ?? fallback,
      start === undefined ? undefined : Date.now() - start,
    );
  };
  return {
    before: async (request) => flush.before?.(request as never),
    after: async (request) => {
      count(request, 200);
      await flush.after?.(request as never);
    },
    onError: async (request) => {
      count(request, 500);
      await flush.onError?.(request as never);
    },
  };
}

/** Timing, then one structured log line per request (also for errors: errorResponse runs first). */
function requestLog(route: RouteDef, state: ChainState): Step {
  return {
    before: async (request) => {
      state.started.set(request.event, Date.now());
    },
    after: async (request) => {
      logRequest(
        route,
        request.event,
        request.response?.statusCode ?? 200,
        state.started.get(request.event),
        state.viaEdge.has(request.event),
      );
    },
    onError: async (request) => {
      logRequest(
        route,
        request.event,
        request.response?.statusCode ?? 500,
        state.started.get(request.event),
        state.viaEdge.has(request.event),
      );
    },
  };
}

/** Typed errors to their status and message; anything else is a logged 500 with a generic message. */
function errorResponse(route: RouteDef): Step {
  return {
    onError: async (request) => {
      const error = request.error;
      const known = error instanceof HttpError;
      const status = known ? error.status : 500;
      if (!known) log('error', 'unhandled error', { path: route.path, error: error?.message, stack: error?.stack });
      const cookies = request.event.clearCookies ? clearedCookies() : [];
      request.response = json(
        status,
        known
          ? { success: false, message: error.message, ...(error.code ? { code: error.code } : {}) }
          : { success: false, message: COMMON_MESSAGES.serverError },
        known ? error.headers : {},
        cookies,
      );
    },
  };
}

/** The call came through the edge (only then are viewer headers believed) and not from another site. */
function edgeCheck(route: RouteDef, state: ChainState): Step {
  return {
    before: async (request) => {
      const event = request.event;
      await verifyOrigin(event);
      state.viaEdge.add(event);
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
        event.input = {};
      } else
        event.input = upload
          ? upload.body
          : isOneClick(event, route)
            ? await oneClickBody(event, route)
            : parseBody(event, route);
      event.files = upload?.files;
    },
  };
}

function sessionLookup(route: RouteDef): Step {
  return {
    before: async (request) => {
      const event = request.event;
      event.found = await lookupSession(readCookie(event, SESSION_COOKIE), header(event, CSRF_HEADER));
      // The co-op on every further line of this request (a caller's own co-op: no secret).
      if (event.found.state === 'valid') appendLogKeys({ plid: event.found.session.plid });
      // A dead cookie is dropped from the browser with whatever this request answers; one a
      // deactivation ended stays until a member call has told the page why (public calls come first too).
      const carriesNotice = event.found.state === 'invalid' && Boolean(event.found.endedNotice);
      event.clearCookies =
        event.found.state === 'invalid' && (!carriesNotice || route.access === 'member' || route.access === 'admin');
    },
  };
}

function accessCheck(route: RouteDef): Step {
  return {
    before: async (request) => {
      const found = request.event.found!;
      const needsSession = route.access === 'member' || route.access === 'admin';
      // Without the CSRF header a session counts for nothing: public routes treat the caller as a
      // visitor, member routes refuse.
      if (found.state === 'valid' && !found.csrfOk && needsSession) throw forbidden(SESSION_NOT_VERIFIED);
      const session = found.state === 'valid' && found.csrfOk ? found.session : undefined;
      if (needsSession && !session)
        // A session ended by the account's deactivation says so (and whom to ask), not 'Please Login'.
        throw found.state === 'invalid' && found.endedNotice
          ? accountInactive(found.endedNotice)
          : unauthorized(COMMON_MESSAGES.pleaseLogin);
      if (route.access === 'admin' && !hasRole(session?.role, 'backoffice')) throw forbidden(COMMON_MESSAGES.forbidden);
      if (route.access === 'admin' && !hasRole(session?.role, route.staff ?? 'network')) {
        // Co-op staff below a network route are not read-only viewers of it: they have no part in it.
        throw forbidden(route.staff === 'admin' ? COMMON_MESSAGES.staffReadOnly : ADMIN_MESSAGES.networkOnly);
      }
    },
  };
}

/** zod validation with the first failing field's message, then the handler's context. */
function requestValidation(route: RouteDef): Step {
  return {
    before: async (request) => {
      const event = request.event;
      const parsed = route.request.safeParse(event.input);
      if (!parsed.success) throw badRequest(firstIssueMessage(parsed.error));
      event.parsed = parsed.data;
      const found = event.found!;
      event.requestContextData = {
        event,
        session: found.state === 'valid' && found.csrfOk ? found.session : undefined,
        sessionTokenHash: found.state === 'valid' ? found.tokenHash : undefined,
        ip: clientIp(event, true),
        host: requestHost(event, true),
        userAgent: event.headers?.['user-agent'] ?? '',
        cookies: [],
        files: event.files ?? new Map(),
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
