import type { WebVitalsRequest } from '#shared/schemas/web-vitals.js';
import { recordWebVitals } from '#functions/model/metrics.js';
import { plidForHost } from '../coops/request-coop.js';

// Real users' Core Web Vitals (ADR 0068): a sampled page view's LCP, INP and CLS for one page,
// recorded as metrics by page and co-op. The co-op is the one the request's host serves (as the
// page itself was chosen), never a value of the body; nothing is stored and nothing identifies
// the visitor.

export async function recordPageVitals(report: WebVitalsRequest, requestHost: string | undefined) {
  const { page, ...values } = report;
  recordWebVitals(page, await plidForHost(requestHost), values);
  return { success: true };
}
