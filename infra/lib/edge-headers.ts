// The security headers CloudFront adds to responses, in one place: the web stack builds its
// response headers policies from these, and the local server sends the same headers, so the
// browser tests run the app under the production Content-Security-Policy. API responses carry
// their own headers (functions/lib/http.ts); CloudFront adds none to them.

export interface EdgeHeaderPolicy {
  /** For the policy's comment. */
  readonly purpose: string;
  readonly contentSecurityPolicy: string;
  readonly strictTransportSecurity: { readonly maxAgeSeconds: number; readonly includeSubdomains: boolean };
  readonly frameOptions: 'DENY' | 'SAMEORIGIN';
  readonly referrerPolicy: 'no-referrer' | 'same-origin' | 'strict-origin' | 'strict-origin-when-cross-origin';
  /** Headers outside CloudFront's security set, lower-case name to value. */
  readonly customHeaders: Readonly<Record<string, string>>;
}

/** Mantine styles go through style attributes, hence 'unsafe-inline' for styles only. */
export const SPA_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // The co-op's manifest (/api/outside/manifest, icons inline) and the service worker (/sw.js).
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  'upgrade-insecure-requests',
].join('; ');

/** Media are images, some of them SVG: opened directly they must not run script on the portal's origin. */
export const MEDIA_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

const TWO_YEARS = 730 * 24 * 60 * 60;
const common = {
  strictTransportSecurity: { maxAgeSeconds: TWO_YEARS, includeSubdomains: true },
  frameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
} as const;

/** The SPA: index.html, its assets and every other path outside /api/ and /static/. */
export const SPA_HEADERS: EdgeHeaderPolicy = {
  purpose: 'Security headers of the portal pages',
  contentSecurityPolicy: SPA_CONTENT_SECURITY_POLICY,
  ...common,
  customHeaders: { 'permissions-policy': 'camera=(), microphone=(), payment=(), usb=()' },
};

/** /static/*: logos, slides, card art and business images from the media bucket. */
export const MEDIA_HEADERS: EdgeHeaderPolicy = {
  purpose: 'Security headers of /static media',
  contentSecurityPolicy: MEDIA_CONTENT_SECURITY_POLICY,
  ...common,
  customHeaders: {},
};

/** The headers as a browser receives them (CloudFront's wording: "max-age=…; includeSubDomains", "nosniff"). */
export function edgeResponseHeaders(policy: EdgeHeaderPolicy): Record<string, string> {
  const hsts = policy.strictTransportSecurity;
  return {
    'content-security-policy': policy.contentSecurityPolicy,
    'strict-transport-security': `max-age=${hsts.maxAgeSeconds}${hsts.includeSubdomains ? '; includeSubDomains' : ''}`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': policy.frameOptions,
    'referrer-policy': policy.referrerPolicy,
    ...policy.customHeaders,
  };
}
