import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Access } from '#shared/routes.js';
import type { WebVitalName } from '#shared/web-vitals.js';
import { SERVICE_NAME } from './log.js';

// CloudWatch metrics as embedded metric format (EMF) log lines, through Powertools Metrics. Three
// kinds: per-request metrics by route group (the chain adds them, logMetrics flushes them once per
// invocation), business events counted where they happen (core, through countEvent), each with
// the co-op as a dimension when known, and real users' Core Web Vitals (recordWebVitals). Locally and in tests POWERTOOLS_METRICS_DISABLED=true keeps
// them off the console.

export const METRICS_NAMESPACE = 'CoopPortal';

/** A route's group for metrics and alarms: its access (public, member, link, admin). */
export type RouteGroup = Access;
export const routeGroupOf = (route: { access: Access }): RouteGroup => route.access;

/** Per-request metrics, dimensions service and RouteGroup. */
export const REQUEST_METRICS = { requests: 'Requests', serverErrors: 'ServerErrors', latency: 'Latency' } as const;

/** Business events, dimensions service and Coop (the co-op's plid) when the co-op is known, else service alone. */
export const BUSINESS_METRICS = {
  signUp: 'SignUps',
  activation: 'Activations',
  failedLogin: 'FailedLogins',
  search: 'DealSearches',
  print: 'CouponPrints',
  favorite: 'FavoritesAdded',
  lead: 'InsuranceLeads',
  partnerSubmission: 'PartnerSubmissions',
  signature: 'AgreementsSigned',
} as const;
export type BusinessEvent = keyof typeof BUSINESS_METRICS;

let instance: Metrics | undefined;
/**
 * The instance the chain's logMetrics middleware flushes once per invocation. Made on first use,
 * so the environment (POWERTOOLS_METRICS_DISABLED) is read as the runtime set it, not at import.
 */
export function portalMetrics(): Metrics {
  instance ??= new Metrics({ namespace: METRICS_NAMESPACE, serviceName: SERVICE_NAME });
  return instance;
}

/**
 * One business event. Its own EMF line (a single metric): dimensions apply to every metric of a
 * line, and the per-request line is by route group, not by co-op.
 */
export function countEvent(event: BusinessEvent, plid?: number): void {
  const single = portalMetrics().singleMetric();
  if (plid !== undefined) single.addDimension('Coop', String(plid));
  single.addMetric(BUSINESS_METRICS[event], MetricUnit.Count, 1);
}

/** The chain's per-request metrics; logMetrics publishes them when the invocation ends. */
export function countRequest(group: RouteGroup, status: number, ms: number | undefined): void {
  const metrics = portalMetrics();
  metrics.addDimension('RouteGroup', group);
  metrics.addMetric(REQUEST_METRICS.requests, MetricUnit.Count, 1);
  metrics.addMetric(REQUEST_METRICS.serverErrors, MetricUnit.Count, status >= 500 ? 1 : 0);
  if (ms !== undefined) metrics.addMetric(REQUEST_METRICS.latency, MetricUnit.Milliseconds, ms);
}

/** Real users' Core Web Vitals by the report's field: LCP and INP in ms, CLS a unitless score. */
export const WEB_VITAL_METRICS = {
  lcp: { name: 'LCP', unit: MetricUnit.Milliseconds },
  inp: { name: 'INP', unit: MetricUnit.Milliseconds },
  cls: { name: 'CLS', unit: MetricUnit.NoUnit },
} as const satisfies Record<WebVitalName, { name: string; unit: (typeof MetricUnit)[keyof typeof MetricUnit] }>;

/**
 * The dimension sets each web vital is published under: the whole portal (the alarms' p75), per
 * page, per co-op. Never page and co-op together: that product (50 pages x every co-op x 3) would
 * be thousands of billed metrics, where these are 3 x (1 + pages + co-ops).
 */
export const WEB_VITAL_DIMENSIONS = { page: 'Page', coop: 'Coop' } as const;

let vitalsInstance: Metrics | undefined;

/**
 * One page view's vitals for one page, as one EMF line written at once (its own instance: the
 * chain's per-request line is by route group). Synchronous from the first dimension to the
 * flush, so concurrent requests of one process (the local server) never share a line.
 */
export function recordWebVitals(
  page: string,
  plid: number | undefined,
  values: Partial<Record<WebVitalName, number>>,
): void {
  vitalsInstance ??= new Metrics({ namespace: METRICS_NAMESPACE, serviceName: SERVICE_NAME });
  const metrics = vitalsInstance;
  metrics.addDimensions({});
  metrics.addDimensions({ [WEB_VITAL_DIMENSIONS.page]: page });
  if (plid !== undefined) metrics.addDimensions({ [WEB_VITAL_DIMENSIONS.coop]: String(plid) });
  for (const [field, value] of Object.entries(values) as [WebVitalName, number | undefined][]) {
    if (value !== undefined) metrics.addMetric(WEB_VITAL_METRICS[field].name, WEB_VITAL_METRICS[field].unit, value);
  }
  metrics.publishStoredMetrics();
}
