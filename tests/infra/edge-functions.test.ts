import { describe, expect, it } from 'vitest';
import { FORWARD_HOST, SPA_REWRITE, STRIP_STATIC_PREFIX } from '#infra/lib/edge-functions.js';
import { mediaKeyOfStaticPath, PUBLIC_MEDIA_PREFIXES } from '#shared/media-keys.js';
import { refusedStaticPaths, SERVED_STATIC_PATHS } from '../support/static-paths.js';

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
    expect(
      run(FORWARD_HOST, req('/api/outside/gethomedata', { host: 'savings.example-coop.org' })).headers[
        'x-forwarded-host'
      ],
    ).toEqual({
      value: 'savings.example-coop.org',
    });
  });
  it('passes the viewer address as x-viewer-ip, whatever the visitor sent', () => {
    const out = run(FORWARD_HOST, req('/api/x', { host: 'a.example.org', 'x-viewer-ip': '10.0.0.1' }), '198.51.100.4');
    expect(out.headers['x-viewer-ip']).toEqual({ value: '198.51.100.4' });
  });
  it('overwrites an x-forwarded-host sent by the visitor', () => {
    const out = run(
      FORWARD_HOST,
      req('/api/x', { host: 'a.example.org', 'x-forwarded-host': 'other-coop.example.org' }),
    );
    expect(out.headers['x-forwarded-host']).toEqual({ value: 'a.example.org' });
    const noHost = run(FORWARD_HOST, req('/api/x', { 'x-forwarded-host': 'other-coop.example.org' }));
    expect(noHost.headers['x-forwarded-host']).toBeUndefined();
  });
});

describe('strip /static prefix', () => {
  const NOT_FOUND = { statusCode: 404, statusDescription: 'Not Found' };

  it.each(SERVED_STATIC_PATHS)('maps %s to the stored key %s, as the local server does', (path, key) => {
    expect(run(STRIP_STATIC_PREFIX, req(path)).uri).toBe(`/${key}`);
    expect(mediaKeyOfStaticPath(path)).toBe(key);
  });

  it.each(refusedStaticPaths())('refuses %s with a 404, as the local server does', (path) => {
    expect(run(STRIP_STATIC_PREFIX, req(path))).toEqual(NOT_FOUND);
    expect(mediaKeyOfStaticPath(path)).toBeNull();
  });

  it('serves every public prefix and nothing outside them', () => {
    for (const prefix of PUBLIC_MEDIA_PREFIXES)
      expect(run(STRIP_STATIC_PREFIX, req(`/static/${prefix}a.png`)).uri).toBe(`/${prefix}a.png`);
    expect(run(STRIP_STATIC_PREFIX, req('/static/private/agreements/bp-1/agreement-1.pdf'))).toEqual(NOT_FOUND);
  });
});
