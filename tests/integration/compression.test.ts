import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:http2';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortalServer, type PortalServer } from '#infra/local/server.js';
import { localCertificate } from '#infra/local/tls.js';
import { freshIp, portalUrl, useLocalAws } from '../support/live-env.js';

// The local portal compresses and caches as CloudFront does, so what a phone downloads from it
// (and what Lighthouse measures) matches production: brotli or gzip by Accept-Encoding, hashed
// assets immutable, index.html revalidated every time.

const WEB = path.resolve(import.meta.dirname, '../../dist/web');
const entryScript = () =>
  /src="\/(assets\/index-[^"]+\.js)"/.exec(readFileSync(path.join(WEB, 'index.html'), 'utf8'))![1]!;

interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request whose body comes back exactly as sent on the wire (fetch would decode it). */
function raw(
  method: 'GET' | 'POST',
  target: string,
  headers: Record<string, string>,
  body?: string,
): Promise<RawReply> {
  const url = new URL(target, portalUrl());
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: url.port, path: url.pathname, method, localAddress: freshIp(), headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('local portal compression and caching', () => {
  it('sends the entry script brotli-compressed to a browser that takes br, immutable for a year', async () => {
    const file = entryScript();
    const reply = await raw('GET', `/${file}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const original = readFileSync(path.join(WEB, file));
    expect(reply.body.length).toBeLessThan(original.length / 2);
    expect(brotliDecompressSync(reply.body).equals(original)).toBe(true);
  });

  it('falls back to gzip, and to the plain file when the client takes neither', async () => {
    const file = entryScript();
    const gz = await raw('GET', `/${file}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(readFileSync(path.join(WEB, file)))).toBe(true);
    const refused = await raw('GET', `/${file}`, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.equals(readFileSync(path.join(WEB, file)))).toBe(true);
  });

  it('compresses stylesheets too', async () => {
    const css = readdirSync(path.join(WEB, 'assets')).find((f) => f.endsWith('.css'))!;
    const reply = await raw('GET', `/assets/${css}`, { 'accept-encoding': 'br' });
    expect(reply.headers['content-type']).toMatch(/^text\/css/);
    expect(reply.headers['content-encoding']).toBe('br');
  });

  it('serves index.html for an app route with no-cache, so a new release is picked up at once', async () => {
    const reply = await raw('GET', '/b2c/chome', { 'accept-encoding': 'gzip' });
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    const html = reply.headers['content-encoding'] === 'gzip' ? gunzipSync(reply.body) : reply.body;
    expect(html.toString()).toContain('<div id="root"');
  });

  it('compresses a large API answer (the home data) and leaves small ones plain', async () => {
    const home = await raw(
      'POST',
      '/api/outside/gethomedata',
      { 'content-type': 'application/json', 'accept-encoding': 'br' },
      '{}',
    );
    expect(home.status).toBe(200);
    expect(home.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(home.body).toString())).toMatchObject({ success: true });
    const small = await raw(
      'POST',
      '/api/outside/checkzipcode',
      { 'content-type': 'application/json', 'accept-encoding': 'br' },
      '{"zip":"1"}',
    );
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ success: false });
  });
});

describe('local portal over HTTP/2 (the Lighthouse bench serves it so, as CloudFront does)', () => {
  let server: PortalServer;
  let origin: string;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-h2-'));

  beforeAll(async () => {
    useLocalAws();
    server = createPortalServer(localCertificate(dataDir));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `https://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.shutdown();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Requests over one HTTP/2 session, trusting the portal's own self-signed certificate. */
  function h2(requests: { path: string; method?: string; body?: string }[]) {
    const session = connect(origin, { ca: localCertificate(dataDir).cert });
    return Promise.all(
      requests.map(
        (r) =>
          new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
            const headers = {
              ':path': r.path,
              ':method': r.method ?? 'GET',
              ...(r.body ? { 'content-type': 'application/json' } : {}),
            };
            const stream = session.request(headers);
            let status = 0;
            let type = '';
            const chunks: Buffer[] = [];
            stream.on('response', (h) => ((status = Number(h[':status'])), (type = String(h['content-type']))));
            stream.on('data', (c: Buffer) => chunks.push(c));
            stream.on('end', () => resolve({ status, type, text: Buffer.concat(chunks).toString() }));
            stream.on('error', reject);
            stream.end(r.body);
          }),
      ),
    ).finally(() => session.close());
  }

  it('serves the page, its script and the API on one connection, with the host taken from :authority', async () => {
    const [page, script, home] = await h2([
      { path: '/csignuplogin' },
      { path: `/${entryScript()}` },
      { path: '/api/outside/gethomedata', method: 'POST', body: '{}' },
    ]);
    expect(page).toMatchObject({ status: 200, type: expect.stringMatching(/^text\/html/) });
    expect(script).toMatchObject({ status: 200, type: expect.stringMatching(/^text\/javascript/) });
    expect(home!.status).toBe(200);
    // localhost is the network's default co-op: the answer names the host's co-op, not an error.
    expect(JSON.parse(home!.text)).toMatchObject({ success: true });
  });
});
