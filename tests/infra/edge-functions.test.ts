import { describe, expect, it } from 'vitest';
import { FORWARD_HOST, SPA_REWRITE, STRIP_STATIC_PREFIX } from '../../infra/lib/edge-functions.js';

// The CloudFront Functions' source, run here on CloudFront-shaped viewer-request events.

type Request = { uri: string; headers: Record<string, { value: string }> };
const run = (code: string, request: Request, viewerIp = '203.0.113.7'): Request =>
  (new Function(`${code}; return handler;`)() as (e: { request: Request; viewer: { ip: string } }) => Request)({
    request,
    viewer: { ip: viewerIp },
  });
const req = (uri: string, headers: Record<string, string> = {}): Request => ({
  uri,
  headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, { value: v }])),
});

describe('SPA rewrite', () => {
  it.each(['/', '/coop/12', '/account', '/local-deals/search'])('serves %s from /index.html', (uri) => {
    expect(run(SPA_REWRITE, req(uri)).uri).toBe('/index.html');
  });
  it.each(['/assets/index-abc123.js', '/favicon.ico', '/robots.txt'])('leaves the file %s alone', (uri) => {
    expect(run(SPA_REWRITE, req(uri)).uri).toBe(uri);
  });
});

describe('forward host', () => {
  it('copies the viewer host into x-forwarded-host', () => {
    expect(run(FORWARD_HOST, req('/api/outside/gethomedata', { host: 'savings.example-coop.org' })).headers['x-forwarded-host']).toEqual({
      value: 'savings.example-coop.org',
    });
  });
  it('passes the viewer address as x-viewer-ip, whatever the visitor sent', () => {
    const out = run(FORWARD_HOST, req('/api/x', { host: 'a.example.org', 'x-viewer-ip': '10.0.0.1' }), '198.51.100.4');
    expect(out.headers['x-viewer-ip']).toEqual({ value: '198.51.100.4' });
  });
  it('overwrites an x-forwarded-host sent by the visitor', () => {
    const out = run(FORWARD_HOST, req('/api/x', { host: 'a.example.org', 'x-forwarded-host': 'other-coop.example.org' }));
    expect(out.headers['x-forwarded-host']).toEqual({ value: 'a.example.org' });
    const noHost = run(FORWARD_HOST, req('/api/x', { 'x-forwarded-host': 'other-coop.example.org' }));
    expect(noHost.headers['x-forwarded-host']).toBeUndefined();
  });
});

describe('strip /static prefix', () => {
  it('maps /static/<key> to the stored key', () => {
    expect(run(STRIP_STATIC_PREFIX, req('/static/logos/323.svg')).uri).toBe('/logos/323.svg');
    expect(run(STRIP_STATIC_PREFIX, req('/static/business/a/b.png')).uri).toBe('/business/a/b.png');
  });

  it('never serves signed agreements kept under private/', () => {
    expect(run(STRIP_STATIC_PREFIX, req('/static/private/agreements/bp-1/agreement-1.pdf'))).toEqual({ statusCode: 404, statusDescription: 'Not Found' });
  });
});
