import { PutObjectCommand } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '#functions/config.js';
import { s3Client } from '#functions/db/clients.js';
import { SECURITY_HEADERS } from '#functions/lib/http.js';
import { edgeResponseHeaders, MEDIA_HEADERS, SPA_HEADERS } from '#infra/lib/edge-headers.js';
import { portalUrl, sendRaw, useLocalAws } from '../support/live-env.js';
import { refusedStaticPaths, SERVED_STATIC_PATHS } from '../support/static-paths.js';

// The local server answers /static/ and sends headers as CloudFront will. Paths
// go out byte for byte (fetch would resolve the dot segments before sending).

const MARK = `signed-agreement-${randomUUID()}`;
const AGREEMENT = `private/agreements/bp-edge-${randomUUID().slice(0, 8)}/agreement-1.pdf`;

beforeAll(async () => {
  useLocalAws();
  await (await s3Client()).send(
    new PutObjectCommand({
      Bucket: config().mediaBucket,
      Key: AGREEMENT,
      Body: `%PDF-1.7 ${MARK}`,
      ContentType: 'application/pdf',
    }),
  );
});

const get = (path: string) => sendRaw(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);

/** The named headers of a raw answer, lower-case. */
function headersOf(text: string): Record<string, string> {
  const head = text.slice(0, text.indexOf('\r\n\r\n')).split('\r\n').slice(1);
  return Object.fromEntries(
    head.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
}
const pick = (headers: Record<string, string>, names: string[]) =>
  Object.fromEntries(names.map((n) => [n, headers[n]]));

describe('/static/ on the local server', () => {
  it.each(refusedStaticPaths(AGREEMENT))('refuses %s and never sends the signed PDF', async (path) => {
    const res = await get(path);
    expect([403, 404]).toContain(res.status);
    expect(res.text).not.toContain(MARK);
  });

  it('serves a public key (the demo logo) with an encoded slash as S3 reads it', async () => {
    expect((await get('/static/logos/323.svg')).status).toBe(200);
    expect((await get('/static/logos%2F323.svg')).status).toBe(200);
    expect(SERVED_STATIC_PATHS.length).toBeGreaterThan(0);
  });
});

describe('response headers as CloudFront sends them (infra/lib/edge-headers.ts)', () => {
  const spa = edgeResponseHeaders(SPA_HEADERS);
  const media = edgeResponseHeaders(MEDIA_HEADERS);
  const names = [...new Set([...Object.keys(spa), ...Object.keys(media)])];

  it.each(['/', '/b2c/chome', '/assets/missing.js'])('the SPA answer to %s carries the SPA policy', async (path) => {
    const res = await get(path);
    expect(pick(headersOf(res.text), names)).toEqual(pick(spa, names));
  });

  it('a built asset carries the SPA policy', async () => {
    const index = await (await fetch(`${portalUrl()}/`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(index)![1]!;
    const res = await get(asset);
    expect(res.status).toBe(200);
    expect(pick(headersOf(res.text), names)).toEqual(pick(spa, names));
  });

  it.each(['/static/logos/323.svg', `/static/${AGREEMENT}`, '/static/logos/..%2Fx.svg'])(
    'a /static/ answer to %s carries the media policy',
    async (path) => {
      const res = await get(path);
      expect(pick(headersOf(res.text), names)).toEqual(pick(media, names));
    },
  );

  it('an /api/ answer carries what the handler sends, as CloudFront adds nothing there', async () => {
    const body = JSON.stringify({ key: '323' });
    const res = await sendRaw(
      `POST /api/outside/gethomedata HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      body,
    );
    expect(res.status).toBe(200);
    const headers = headersOf(res.text);
    expect(pick(headers, names)).toEqual(pick(SECURITY_HEADERS, names));
  });
});
