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

export function json(status: number, body: unknown, headers: Record<string, string> = {}, cookies: string[] = []): APIGatewayProxyStructuredResultV2 {
  return { statusCode: status, headers: { ...SECURITY_HEADERS, ...headers }, body: JSON.stringify(body), cookies };
}

/** API Gateway v2 passes cookies as an array; the local adapter does the same. */
export function readCookie(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const all = event.cookies ?? (event.headers?.cookie ? event.headers.cookie.split(';') : []);
  for (const c of all) {
    const i = c.indexOf('=');
    if (i > 0 && c.slice(0, i).trim() === name) return decodeURIComponent(c.slice(i + 1).trim());
  }
  return undefined;
}

export function header(event: APIGatewayProxyEventV2, name: string): string | undefined {
  const h = event.headers ?? {};
  return h[name] ?? h[name.toLowerCase()];
}

/**
 * The visitor's address. Behind CloudFront, sourceIp is an edge address; the edge function sets
 * x-viewer-ip from the viewer, so deployed functions (TRUST_VIEWER_IP_HEADER) read that instead.
 */
export function clientIp(event: APIGatewayProxyEventV2): string {
  const viewer = process.env.TRUST_VIEWER_IP_HEADER === 'true' ? header(event, 'x-viewer-ip') : undefined;
  return viewer || event.requestContext?.http?.sourceIp || 'unknown';
}

/** The host the visitor typed: CloudFront and the local server forward it as x-forwarded-host. */
export function requestHost(event: APIGatewayProxyEventV2): string | undefined {
  return header(event, 'x-forwarded-host') ?? header(event, 'host');
}
