import { API_PREFIX, MESSAGES } from '../../../shared/constants';
// Types only: a runtime import of the route table would bundle zod and every schema.
import type { RequestOf, ResponseOf, RoutePath } from '../../../shared/routes';

// The one way the web app talks to the API: POST /api/<path> with a JSON body, types from the
// shared route table. The session rides in an HttpOnly cookie, hence same-origin credentials.

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
  if (payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string' && payload.message) {
    return payload.message;
  }
  return undefined;
}

export async function callApi<P extends RoutePath>(
  path: P,
  body: RequestOf<P>,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<P>> {
  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    // Let react-query see its own cancellations; anything else is a network failure.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(MESSAGES.serverConnection, 0);
  }
  // A proxy or gateway error page is not JSON; report it without its internals.
  const payload: unknown = await response.json().catch(() => undefined);
  const failed = payload && typeof payload === 'object' && 'success' in payload && payload.success === false;
  if (!response.ok || payload === undefined || failed) {
    throw new ApiError(messageOf(payload) ?? MESSAGES.serverError, response.status);
  }
  return payload as ResponseOf<P>;
}
