import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { METRICS_NAMESPACE } from '#functions/model/metrics.js';
import { WEB_VITALS } from '#shared/web-vitals.js';
import { useBrowser } from '../support/browser-session.js';
import { portalUrl, useLocalAws } from '../support/live-env.js';
import { ownCoop } from '../support/own-coop.js';

// A visitor's page view on a co-op's own host, sampled, reports its Core Web Vitals as the page is
// left, and the handler records them: the EMF line CloudWatch would get, read from the local
// portal's metrics log (infra/local/metrics-sink.ts). The co-op is the test's own, so the line is
// this page view's and no other test's.

beforeAll(() => useLocalAws());
const browser = useBrowser();

type Line = Record<string, unknown> & {
  _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[] };
};
const emfLines = (): Line[] =>
  readFileSync(inject('metricsLog'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Line);

describe('real-user web vitals', () => {
  it("a sampled visit's LCP, INP and CLS become one metric line by page and co-op when the page is hidden", async () => {
    const { plid, host } = await ownCoop('vitals');
    const context = await browser.newContext();
    // Sampling forced on from the test's side alone: every Math.random() of the page stays random
    // but under the sample rate. Nothing in the build or on the server can be asked to sample.
    await context.addInitScript((rate) => {
      const random = Math.random.bind(Math);
      Math.random = () => random() * rate * 0.99;
    }, WEB_VITALS.sampleRate);
    const page = await context.newPage();
    await page.goto(`http://${host}:${new URL(portalUrl()).port}/b2c/caboutus?from=newsletter`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The reporter loads after the page has; its mark says it listens.
    await page.waitForFunction(() => performance.getEntriesByName('portal-web-vitals').length > 0);
    // One interaction for INP.
    await page.getByRole('heading', { level: 1 }).first().click();

    // Leaving the page hides it: the reporter sends what it has.
    await page.goto('about:blank');

    const ours = () =>
      emfLines().filter((l) => l.Coop === String(plid) && l._aws.CloudWatchMetrics[0]?.Namespace === METRICS_NAMESPACE);
    await expect.poll(() => ours().length).toBe(1);
    const [line] = ours();
    const [directive] = line!._aws.CloudWatchMetrics;
    expect(directive!.Dimensions).toEqual([['service'], ['service', 'Page'], ['service', 'Coop']]);
    expect(directive!.Metrics.map((m) => m.Name).sort()).toEqual(['CLS', 'INP', 'LCP']);
    // The page by its route pattern; nothing of the address (the query) and nobody's id.
    expect(line!.Page).toBe('b2c/caboutus');
    expect(Object.keys(line!).sort()).toEqual(['CLS', 'Coop', 'INP', 'LCP', 'Page', '_aws', 'service']);
    expect(line!.LCP).toBeGreaterThan(0);
    expect(line!.INP).toBeGreaterThanOrEqual(0);
    expect(line!.CLS).toBeGreaterThanOrEqual(0);
  });
});
