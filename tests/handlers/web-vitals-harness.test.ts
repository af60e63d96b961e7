import type { Context } from 'aws-lambda';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { keys } from '#functions/db/keys.js';
import {
  BUCKET_WRITE_ACTIONS,
  permissionsFor,
  SEND_MAIL_ACTIONS,
  TABLE_WRITE_ACTIONS,
} from '#infra/lib/permissions.js';
import { routes } from '#shared/routes.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { WEB_VITALS_MESSAGES } from '#shared/schemas/web-vitals-messages.js';
import { WEB_VITALS_MAX_BODY_BYTES } from '#shared/web-vitals.js';
import { callRoute, FIXTURE, installIamHarness, loadHandler, routeEvent } from '../support/iam-harness.js';
import { durableTables } from '../support/route-properties.js';

// outside/webvitals under its own IAM role: a sampled page view's report becomes one EMF line
// (what CloudWatch turns into the LCP, INP and CLS metrics) by page and by the co-op of the
// request's host; a report too large, of a page the portal does not have, with a value out of
// range or a field it does not know is refused with its message and records nothing. Nothing is
// ever written. Metrics are on in this file (the unit project turns them off).

const saved = vi.hoisted(() => {
  const before = process.env.POWERTOOLS_METRICS_DISABLED;
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
  return before;
});
const harness = installIamHarness();
afterAll(() => {
  harness.restore();
  if (saved === undefined) delete process.env.POWERTOOLS_METRICS_DISABLED;
  else process.env.POWERTOOLS_METRICS_DISABLED = saved;
});

const ROUTE = routes['outside/webvitals'];
type Line = Record<string, unknown> & {
  _aws: {
    CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[];
  };
};
/** The vitals lines among a call's output (the chain's per-request line has no Page). */
const vitalsLines = (logs: string[]): Line[] =>
  logs
    .filter((l) => l.startsWith('{"_aws"'))
    .map((l) => JSON.parse(l) as Line)
    .filter((l) => 'Page' in l);

beforeEach(async () => {
  await harness.reset();
  harness.use(permissionsFor(ROUTE));
});

describe('outside/webvitals', () => {
  it("records a report as one metric line by page and by the host's co-op, and writes nothing", async () => {
    const before = durableTables(harness);
    const res = await callRoute('outside/webvitals', { page: 'b2c/chome', lcp: 1800, inp: 120, cls: 0.02 });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    expect(harness.refusals).toEqual([]);
    const writes: readonly string[] = [...TABLE_WRITE_ACTIONS, ...BUCKET_WRITE_ACTIONS, ...SEND_MAIL_ACTIONS];
    expect(harness.calls.filter((c) => writes.includes(c.action))).toEqual([]);
    expect(durableTables(harness)).toBe(before);
    const [line, ...more] = vitalsLines(res.logs);
    expect(more).toEqual([]);
    expect(line!._aws.CloudWatchMetrics).toEqual([
      {
        Namespace: 'CoopPortal',
        Dimensions: [['service'], ['service', 'Page'], ['service', 'Coop']],
        Metrics: [
          { Name: 'LCP', Unit: 'Milliseconds' },
          { Name: 'INP', Unit: 'Milliseconds' },
          { Name: 'CLS', Unit: 'None' },
        ],
      },
    ]);
    expect(line).toMatchObject({
      service: 'portal',
      Page: 'b2c/chome',
      Coop: String(FIXTURE.plid),
      LCP: 1800,
      INP: 120,
      CLS: 0.02,
    });
  });

  it('records only the values a report has', async () => {
    const res = await callRoute('outside/webvitals', { page: 'b2c/cmarketplace/:item', inp: 64 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [line] = vitalsLines(res.logs);
    expect(line!._aws.CloudWatchMetrics[0]!.Metrics.map((m) => m.Name)).toEqual(['INP']);
    expect(line).toMatchObject({ Page: 'b2c/cmarketplace/:item', INP: 64 });
    expect(line).not.toHaveProperty('LCP');
  });

  it("takes the co-op from the host: another co-op's host is that co-op, an unknown host the network default", async () => {
    harness.tables.put('core', {
      ...keys.domain('power.riverbend.example'),
      ...keys.domainListing(417, 'power.riverbend.example'),
      plid: 417,
    });
    const handler = await loadHandler('outside/webvitals');
    const onHost = async (host: string) => {
      const event = routeEvent('outside/webvitals', { page: 'b2c/ccard', lcp: 900 });
      Object.assign(event.headers, { host, 'x-forwarded-host': host, origin: `https://${host}` });
      const logs: string[] = [];
      const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
        logs.push(...String(chunk).split('\n').filter(Boolean));
        return true;
      });
      try {
        const res = await handler(event, { awsRequestId: `vitals-${host}` } as Context);
        expect(res.statusCode, res.body).toBe(200);
      } finally {
        spy.mockRestore();
      }
      return vitalsLines(logs).map((l) => l.Coop);
    };
    expect(await onHost('power.riverbend.example')).toEqual(['417']);
    expect(await onHost('nobody.example')).toEqual([String(FIXTURE.plid)]);
    expect(harness.refusals).toEqual([]);
  });

  it.each([
    [
      'a body over the small limit',
      JSON.stringify({ page: 'b2c/chome', lcp: 1, cls: 0, inp: 1, x: 'x'.repeat(WEB_VITALS_MAX_BODY_BYTES) }),
      413,
      COMMON_MESSAGES.bodyTooLarge,
    ],
    ['an address instead of a route pattern', { page: '/b2c/chome', lcp: 1 }, 400, WEB_VITALS_MESSAGES.unknownPage],
    ['a pattern with an id filled in', { page: 'coop/417', lcp: 1 }, 400, WEB_VITALS_MESSAGES.unknownPage],
    ['a page the portal does not have', { page: 'b2c/secret', lcp: 1 }, 400, WEB_VITALS_MESSAGES.unknownPage],
    ['no page', { lcp: 1 }, 400, WEB_VITALS_MESSAGES.unknownPage],
    ['a negative LCP', { page: 'b2c/chome', lcp: -1 }, 400, WEB_VITALS_MESSAGES.msRange],
    ['an INP over a minute', { page: 'b2c/chome', inp: 60_001 }, 400, WEB_VITALS_MESSAGES.msRange],
    ['an LCP as text', { page: 'b2c/chome', lcp: '1800' }, 400, WEB_VITALS_MESSAGES.msRange],
    ['a CLS over 10', { page: 'b2c/chome', cls: 10.5 }, 400, WEB_VITALS_MESSAGES.clsRange],
    ['no value at all', { page: 'b2c/chome' }, 400, WEB_VITALS_MESSAGES.noValues],
    [
      'a field the report does not have (an address, an id)',
      { page: 'b2c/chome', lcp: 1, url: 'https://prairiesky.localhost/b2c/chome?member=1' },
      400,
      WEB_VITALS_MESSAGES.unknownField,
    ],
    ['a co-op of its own choosing', { page: 'b2c/chome', lcp: 1, coop: 417 }, 400, WEB_VITALS_MESSAGES.unknownField],
  ])('refuses %s with its message and records nothing', async (_what, body, status, message) => {
    const res = await callRoute('outside/webvitals', body, { raw: typeof body === 'string' });
    expect(res).toMatchObject({ status, body: { success: false, message } });
    expect(vitalsLines(res.logs)).toEqual([]);
    expect(harness.refusals).toEqual([]);
  });

  it('refuses a text/plain beacon (a cross-site form could send one): reports go as JSON', async () => {
    const handler = await loadHandler('outside/webvitals');
    const event = routeEvent('outside/webvitals', { page: 'b2c/chome', lcp: 1 });
    event.headers['content-type'] = 'text/plain;charset=UTF-8';
    const res = await handler(event, { awsRequestId: 'vitals-text' } as Context);
    expect(res.statusCode).toBe(415);
    expect(JSON.parse(res.body!)).toEqual({ success: false, message: COMMON_MESSAGES.jsonRequired });
  });
});
