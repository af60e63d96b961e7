import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

// HTTP details shared by every handler: headers, cookies, JSON responses.

export const SECURITY_HEADERS: Record<string, string> = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  cookies: readonly string[] = [],
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: { ...SECURITY_HEADERS, ...headers },
    body: JSON.stringify(body),
    cookies: [...cookies],
  };
}

/**
 * API Gateway v2 passes cookies as an array; the local adapter does the same. A value that is not
 * valid percent-encoding comes back as sent (it then matches no session), never as an exception.
 */
export function readCookie(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const all = event.cookies ?? (event.headers?.cookie ? event.headers.cookie.split(';') : []);
  for (const c of all) {
    const i = c.indexOf('=');
    if (i > 0 && c.slice(0, i).trim() === name) {
      const raw = c.slice(i + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

export function header(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const h = event.headers ?? {};
  return h[name] ?? h[name.toLowerCase()];
}

/**
 * The visitor's address. Behind CloudFront, sourceIp is an edge address and the edge function
 * sets x-viewer-ip from the viewer; the chain believes it only once the call is known to come
 * from the edge (viaEdge: origin verified, or the local server, which strips a client's copy).
 */
export function clientIp(event: APIGatewayProxyEventV2, viaEdge: boolean): string {
  const viewer = viaEdge ? header(event, 'x-viewer-ip') : undefined;
  return viewer || event.requestContext?.http?.sourceIp || 'unknown';
}

/** The host the visitor typed: the edge (CloudFront, the local server) forwards it as x-forwarded-host. */
export function requestHost(event: APIGatewayProxyEventV2, viaEdge: boolean): string | undefined {
  return (viaEdge ? header(event, 'x-forwarded-host') : undefined) || header(event, 'host');
}

/** The body's media type, lower case without parameters; undefined when none is given. */
export function mediaType(event: APIGatewayProxyEventV2): string | undefined {
  const value = header(event, 'content-type')?.split(';')[0]?.trim().toLowerCase();
  return value || undefined;
}

/**
 * Whether the browser says the call comes from another site: a Sec-Fetch-Site other than
 * same-origin (or none: the user's own action), or an Origin whose host is not the one called.
 * Each co-op's host is its own site, and a sibling subdomain (same-site) is not the portal either.
 * Calls with neither header do not come from a browser page (browsers send Origin with every POST).
 */
export function isCrossSite(event: APIGatewayProxyEventV2, host: string | undefined): boolean {
  const site = header(event, 'sec-fetch-site')?.trim().toLowerCase();
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = header(event, 'origin');
  return origin !== undefined && !sameHost(origin, host);
}

function sameHost(origin: string, host: string | undefined): boolean {
  if (!host || /[/?#@\\\s]/.test(host)) return false;
  try {
    const from = new URL(origin);
    if (from.protocol !== 'http:' && from.protocol !== 'https:') return false;
    // Parsing the host with the origin's scheme drops a default port on either side alike.
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    // 'null' (an opaque origin) and anything unparsable.
    return false;
  }
}
