import { WEB_VITALS } from '#shared/web-vitals.js';

// Real users' Core Web Vitals (docs/adr/0068): a sample of page views, decided once here, loads
// the reporter and the web-vitals library from a chunk of its own after the page has loaded, so
// the first screen's JavaScript does not grow and the other page views load nothing at all.
// LCP, CLS and INP come from the browser's buffered performance entries, so starting late loses
// none of them.
export function startWebVitals(): void {
  if (import.meta.env.DEV || Math.random() >= WEB_VITALS.sampleRate) return;
  const start = () =>
    setTimeout(() => void import('./web-vitals-reporter').then((m) => m.reportWebVitals()).catch(() => undefined));
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
