// Real users' Core Web Vitals (LCP, INP, CLS), reported by a sample of page views to
// outside/webvitals and recorded as CloudWatch metrics per page and co-op (docs/adr/0068).

/**
 * The largest report outside/webvitals reads: one page's three numbers are about 80 bytes. A
 * binding of its own, not a property: the route table's entries must stay free of side effects
 * (a property read is one to esbuild) so that bundles of other routes leave this one out.
 */
export const WEB_VITALS_MAX_BODY_BYTES = 512;

export const WEB_VITALS = {
  /** Share of page views that report, decided once per page view; the others never load the library. */
  sampleRate: 0.1,
  /** LCP and INP above this many ms are sent as this value (a p75 does not move). */
  maxMs: 60_000,
  /** CLS above this is sent as this value (0.1 is good, 0.25 poor; a page rarely passes 5). */
  maxCls: 10,
} as const;

/** The values a report may carry, by the name the request uses. */
export const WEB_VITAL_NAMES = ['lcp', 'inp', 'cls'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];
