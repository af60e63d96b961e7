import { API_PREFIX, CSRF_COOKIE, CSRF_HEADER, ERROR_CODES } from '#shared/constants.js';
// Types only: a runtime import of the route table would bundle zod and every schema.
import type { RequestOf, ResponseOf, RoutePath } from '#shared/routes.js';
import { expireSession, requireSecondStep } from './session-storage';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { OFFLINE_MESSAGES } from '#shared/schemas/offline-messages.js';

// The one way the web app talks to the API: POST /api/<path> with a JSON body, types from the
// shared route table. The session rides in an HttpOnly cookie, hence same-origin credentials; the
// readable CSRF cookie goes back as a header (double submit), which the server checks on every
// call that uses the session.

/** The browser says it has no network. */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The CSRF cookie's value, when the server has set one. */
export function readCsrfToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE) {
      const value = rest.join('=');
      return value ? decodeURIComponent(value) : undefined;
    }
  }
  return undefined;
}

/** A failed call: the server's `{ success: false, message }` and the HTTP status (0 = no answer). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function messageOf(payload: unknown): string | undefined {
  if (
    payload &&
    typeof payload === 'object' &&
    'message' in payload &&
    typeof payload.message === 'string' &&
    payload.message
  ) {
    return payload.message;
  }
  return undefined;
}

function codeOf(payload: unknown): string | undefined {
  return payload && typeof payload === 'object' && 'code' in payload && typeof payload.code === 'string'
    ? payload.code
    : undefined;
}

export function callApi<P extends RoutePath>(
  path: P,
  body: RequestOf<P>,
  /** keepalive: the request finishes after the page is gone (a batch sent as the page is hidden). */
  options: { signal?: AbortSignal; keepalive?: boolean } = {},
): Promise<ResponseOf<P>> {
  return send(path, { 'content-type': 'application/json' }, JSON.stringify(body), options.signal, options.keepalive);
}

/**
 * An upload to a route the table marks multipart: the form's file and
 * data fields, and the headers the spec names (the browser sets the multipart boundary itself).
 */
export function uploadApi<P extends RoutePath>(
  path: P,
  form: FormData,
  headers: Record<string, string>,
): Promise<ResponseOf<P>> {
  return send(path, headers, form);
}

async function send<P extends RoutePath>(
  path: P,
  contentHeaders: Record<string, string>,
  body: BodyInit,
  signal?: AbortSignal,
  keepalive?: boolean,
): Promise<ResponseOf<P>> {
  let response: Response;
  const headers: Record<string, string> = { ...contentHeaders, accept: 'application/json' };
  const csrf = readCsrfToken();
  if (csrf) headers[CSRF_HEADER] = csrf;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      method: 'POST',
      headers,
      body,
      credentials: 'same-origin',
      signal,
      ...(keepalive ? { keepalive } : {}),
    });
  } catch (error) {
    // Let react-query see its own cancellations; anything else is a network failure.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // With no network at all, say so plainly: the page needs a connection.
    throw new ApiError(isOffline() ? OFFLINE_MESSAGES.needsConnection : COMMON_MESSAGES.serverConnection, 0);
  }
  // A proxy or gateway error page is not JSON; report it without its internals.
  const payload: unknown = await response.json().catch(() => undefined);
  const failed = payload && typeof payload === 'object' && 'success' in payload && payload.success === false;
  // 401 means the server has no session for us (a sign-in's 401 is a wrong password or passkey
  // instead); a deactivation says so in its code, and the page then shows the server's words instead of 'Please Login'.
  if (response.status === 401 && path !== 'outside/login' && path !== 'outside/passkeylogin')
    expireSession(codeOf(payload) === ERROR_CODES.accountInactive ? messageOf(payload) : undefined);
  // A staff session without its second step (ADR 0090): the admin shell opens the step.
  if (response.status === 403 && codeOf(payload) === ERROR_CODES.secondStepRequired) requireSecondStep();
  if (!response.ok || payload === undefined || failed) {
    throw new ApiError(messageOf(payload) ?? COMMON_MESSAGES.serverError, response.status);
  }
  return payload as ResponseOf<P>;
}

/** A failed call's message for an alert: the server's words, or a plain fallback. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : COMMON_MESSAGES.serverError;
}
