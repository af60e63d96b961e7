import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetClients } from '#functions/db/clients.js';
import { createMedia, getMedia } from '#functions/db/media-repo.js';

// A signed agreement's PDF is written create-only: the put carries a signed `If-None-Match: *`,
// and S3's refusal of an existing key (412 PreconditionFailed) reaches the caller as an error, the
// stored object untouched. s3rver ignores the header, so a stand-in answers here as S3 does.

const objects = new Map<string, Buffer>();
const seen: { ifNoneMatch?: string; signedHeaders?: string }[] = [];
let server: Server;
const envBefore = { endpoint: process.env.S3_ENDPOINT, bucket: process.env.MEDIA_BUCKET };

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      // The SDK adds ?x-id=<operation> to the path; the object is the path alone.
      const key = new URL(req.url!, 'http://s3').pathname;
      if (req.method === 'GET') {
        const body = objects.get(key);
        res.writeHead(body ? 200 : 404).end(body ?? '<Error><Code>NoSuchKey</Code></Error>');
        return;
      }
      const ifNoneMatch = req.headers['if-none-match'] as string | undefined;
      seen.push({ ifNoneMatch, signedHeaders: /SignedHeaders=([^,]+)/.exec(String(req.headers.authorization))?.[1] });
      if (ifNoneMatch === '*' && objects.has(key)) {
        res.writeHead(412).end('<Error><Code>PreconditionFailed</Code></Error>');
        return;
      }
      objects.set(key, Buffer.concat(chunks));
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.S3_ENDPOINT = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.MEDIA_BUCKET = 'media-test';
  resetClients();
});

afterAll(() => {
  server.close();
  for (const [name, value] of [
    ['S3_ENDPOINT', envBefore.endpoint],
    ['MEDIA_BUCKET', envBefore.bucket],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetClients();
});

describe('create-only media writes', () => {
  it('writes a new key once and refuses to overwrite it', async () => {
    const key = 'private/agreements/bp-1/agreement-1-a1.pdf';
    await createMedia(key, new TextEncoder().encode('%PDF-first'), 'application/pdf');
    await expect(createMedia(key, new TextEncoder().encode('%PDF-second'), 'application/pdf')).rejects.toMatchObject({
      name: 'PreconditionFailed',
    });
    expect(Buffer.from((await getMedia(key))!).toString()).toBe('%PDF-first');
    expect(seen.map((s) => s.ifNoneMatch)).toEqual(['*', '*']);
    expect(seen[0]!.signedHeaders?.split(';')).toContain('if-none-match');
  });
});
