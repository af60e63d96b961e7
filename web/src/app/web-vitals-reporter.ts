import { matchPath } from 'react-router-dom';
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { API_PREFIX } from '#shared/constants.js';
// Types only: the route table's runtime would bundle zod and every schema.
import type { RequestOf } from '#shared/routes.js';
import { SPA_PAGES, type SpaPage } from '#shared/spa-pages.js';
import { WEB_VITALS, type WebVitalName } from '#shared/web-vitals.js';

// The sampled page view's reporter (loaded by web-vitals.ts). Each metric keeps its latest value
// and the page it was last updated on, by route pattern: LCP belongs to the page the visit
// landed on, INP and CLS to the page where they last grew. When the page is hidden (another tab,
// the app switcher, a navigation away, a closed tab: often the last moment a page runs), the
// values not yet sent go out, one request per page, with fetch keepalive so the request outlives
// the page. Each metric instance is sent once: a value that grows after the page was hidden once
// is not sent again, so no page view counts twice in a percentile (a page restored from the
// back/forward cache is a new page view with new instances).

const PATH = 'outside/webvitals';
type Report = RequestOf<typeof PATH>;

/** The route pattern of an address, as the router matches it: never the address itself. */
export function pageOf(pathname: string): SpaPage {
  return SPA_PAGES.find((page) => matchPath(`/${page}`, pathname)) ?? '*';
}

const FIELD: Record<'LCP' | 'INP' | 'CLS', WebVitalName> = { LCP: 'lcp', INP: 'inp', CLS: 'cls' };

/** Whole milliseconds, CLS to 4 decimals; past the range the server takes, its upper end. */
function valueOf(field: WebVitalName, value: number): number {
  if (field === 'cls') return Math.min(Math.round(value * 10_000) / 10_000, WEB_VITALS.maxCls);
  return Math.min(Math.round(value), WEB_VITALS.maxMs);
}

interface Latest {
  id: string;
  value: number;
  page: SpaPage;
}

export function reportWebVitals(): void {
  const latest = new Map<WebVitalName, Latest>();
  const sent = new Set<string>();
  const record = (metric: Metric) => {
    const field = FIELD[metric.name as keyof typeof FIELD];
    latest.set(field, { id: metric.id, value: valueOf(field, metric.value), page: pageOf(window.location.pathname) });
  };
  // Every change, so each value is taken with the page it happened on; web-vitals also gives
  // its final values when the page is hidden, in its own listener, which runs before ours.
  onLCP(record, { reportAllChanges: true });
  onINP(record, { reportAllChanges: true });
  onCLS(record, { reportAllChanges: true });

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden') return;
    const reports = new Map<SpaPage, Report>();
    for (const [field, { id, value, page }] of latest) {
      if (sent.has(id)) continue;
      sent.add(id);
      const report = reports.get(page) ?? { page };
      report[field] = value;
      reports.set(page, report);
    }
    for (const report of reports.values()) send(report);
  });
  // The browser test's (and a curious developer's) sign that the reporter listens.
  performance.mark('portal-web-vitals');
}

/**
 * Same origin, no cookies (the report needs no session and carries nobody's), JSON as the
 * chain requires; keepalive lets it finish after the page is gone. A failure is dropped: a
 * sample lost costs nothing.
 */
function send(report: Report): void {
  fetch(`${API_PREFIX}${PATH}`, {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
  }).catch(() => undefined);
}
