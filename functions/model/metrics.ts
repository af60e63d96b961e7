import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Access } from '../../shared/routes.js';
import { SERVICE_NAME } from './log.js';

// CloudWatch metrics as embedded metric format (EMF) log lines, through Powertools Metrics. Two
// kinds: per-request metrics by route group (the chain adds them, logMetrics flushes them once per
// invocation) and business events counted where they happen (core, through countEvent), each with
// the co-op as a dimension when known. Locally and in tests POWERTOOLS_METRICS_DISABLED=true keeps
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
