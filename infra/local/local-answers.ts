import { fill } from '#shared/constants.js';
import { b2cListdeals, b2cListdealsbycategory } from '#shared/route-defs.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';

// What only the local runtime says (never deployed): the `npm start` terminal's request lines,
// and the answer of a local-deals search while the demo deals are still loading.

/** One API request as the local server saw it. */
export interface RequestLine {
  method: string;
  route: string;
  status: number;
  ms: number;
}

/** `POST b2c/listdeals 200 35 ms`: one short line per request in the `npm start` terminal. */
export const formatRequestLine = ({ method, route, status, ms }: RequestLine) =>
  `${method} ${route} ${status} ${Math.round(ms)} ms`;

/**
 * How `npm start` prints requests: readable lines, or the handlers' JSON lines as deployed when
 * LOG_FORMAT=json.
 */
export const requestLogFormat = (env: Record<string, string | undefined>): 'readable' | 'json' =>
  env.LOG_FORMAT?.toLowerCase() === 'json' ? 'json' : 'readable';

export const DEMO_LOADING_MESSAGE =
  'The demo deals are still loading on this computer (first start only, about a minute). Please search again shortly.';

const SEARCH_ROUTES: ReadonlySet<string> = new Set([b2cListdeals.path, b2cListdealsbycategory.path]);
const ZIP_UNKNOWN = new RegExp(
  `^${fill(DEALS_MESSAGES.zipUnknown, { zip: '\u0000' })
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('\u0000', '.+')}$`,
);

interface Answer {
  statusCode?: number;
  body?: string;
  isBase64Encoded?: boolean;
}

/**
 * While `npm start` still loads the ZIP list and the demo deals, a search that found nothing (or
 * a ZIP not loaded yet) would say "no deals near your area" or "We could not find ZIP code": the
 * local server answers instead that the demo data is still loading, as a 503 the page shows.
 * Any other answer, and every answer once the load is done, passes unchanged.
 */
export function demoLoadingAnswer<A extends Answer>(route: string, answer: A): A | undefined {
  if (!SEARCH_ROUTES.has(route)) return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(answer.body ?? '');
  } catch {
    return undefined;
  }
  if (!payload || typeof payload !== 'object') return undefined;
  const emptySearch =
    answer.statusCode === 200 && 'deals' in payload && Array.isArray(payload.deals) && payload.deals.length === 0;
  const zipUnknown =
    answer.statusCode === 400 &&
    'message' in payload &&
    typeof payload.message === 'string' &&
    ZIP_UNKNOWN.test(payload.message);
  if (!emptySearch && !zipUnknown) return undefined;
  // The handler's headers (content type, security headers) stay.
  return { ...answer, statusCode: 503, body: JSON.stringify({ success: false, message: DEMO_LOADING_MESSAGE }) };
}
