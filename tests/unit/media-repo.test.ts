import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClients, s3Client } from '#functions/db/clients.js';
import { createMedia, getMedia, putMedia } from '#functions/db/media-repo.js';

// The media bucket through the SDK's S3 client (stubbed here): what each write asks S3 for, the
// bytes a read answers, and which of S3's refusals a caller sees as "no object" and which reach it.

const s3 = mockClient(S3Client);
const envBefore = { endpoint: process.env.S3_ENDPOINT, bucket: process.env.MEDIA_BUCKET };
const restoreEnv = () => {
  for (const [name, value] of [
    ['S3_ENDPOINT', envBefore.endpoint],
    ['MEDIA_BUCKET', envBefore.bucket],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
};

beforeEach(() => {
  s3.reset();
  process.env.MEDIA_BUCKET = 'media-test';
  resetClients();
});
afterAll(() => {
  s3.restore();
  restoreEnv();
  resetClients();
});

const bytes = (text: string) => new TextEncoder().encode(text);
/** A GetObject body as the SDK hands it over: a stream read whole with transformToByteArray. */
const body = (text: string) => ({ transformToByteArray: async () => bytes(text) }) as never;
const refusal = (name: string, httpStatusCode: number) =>
  new S3ServiceException({ name, $fault: 'client', $metadata: { httpStatusCode }, message: name });

describe('media repo', () => {
  it('puts an object into the media bucket with its type, replacing any, to be revalidated unless told its key is new', async () => {
    s3.on(PutObjectCommand).resolves({});
    await putMedia('business/m1/Image1C-bp-1.png', bytes('png'), 'image/png');
    await putMedia('logos/323-logo-u1.png', bytes('png'), 'image/png', 'immutable');
    expect(s3.commandCalls(PutObjectCommand).map((c) => c.args[0].input)).toEqual([
      {
        Bucket: 'media-test',
        Key: 'business/m1/Image1C-bp-1.png',
        Body: bytes('png'),
        ContentType: 'image/png',
        CacheControl: 'public, no-cache',
      },
      {
        Bucket: 'media-test',
        Key: 'logos/323-logo-u1.png',
        Body: bytes('png'),
        ContentType: 'image/png',
        CacheControl: 'public, max-age=31536000, immutable',
      },
    ]);
  });

  it('creates an object only where none is (If-None-Match: *), and lets S3’s refusal reach the caller', async () => {
    s3.on(PutObjectCommand).resolvesOnce({}).rejectsOnce(refusal('PreconditionFailed', 412));
    const key = 'private/agreements/bp-1/agreement-1-a1.pdf';
    await createMedia(key, bytes('%PDF-first'), 'application/pdf');
    await expect(createMedia(key, bytes('%PDF-second'), 'application/pdf')).rejects.toMatchObject({
      name: 'PreconditionFailed',
      $metadata: { httpStatusCode: 412 },
    });
    expect(s3.commandCalls(PutObjectCommand).map((c) => c.args[0].input.IfNoneMatch)).toEqual(['*', '*']);
  });

  it('reads an object’s bytes', async () => {
    s3.on(GetObjectCommand, { Bucket: 'media-test', Key: 'private/agreements/bp-1/a.pdf' }).resolves({
      Body: body('%PDF-stored'),
    });
    expect(Buffer.from((await getMedia('private/agreements/bp-1/a.pdf'))!).toString()).toBe('%PDF-stored');
  });

  it('answers undefined for a key with no object (NoSuchKey)', async () => {
    s3.on(GetObjectCommand).rejects(
      new NoSuchKey({ message: 'The specified key does not exist.', $metadata: { httpStatusCode: 404 } }),
    );
    await expect(getMedia('private/agreements/bp-1/none.pdf')).resolves.toBeUndefined();
  });

  it('passes any other refusal on (AccessDenied, a throttle)', async () => {
    s3.on(GetObjectCommand).rejectsOnce(refusal('AccessDenied', 403)).rejectsOnce(refusal('SlowDown', 503));
    await expect(getMedia('private/agreements/bp-1/a.pdf')).rejects.toMatchObject({ name: 'AccessDenied' });
    await expect(getMedia('private/agreements/bp-1/a.pdf')).rejects.toMatchObject({ name: 'SlowDown' });
  });

  it('shares one client per instance, path-style at the local emulator’s endpoint', async () => {
    process.env.S3_ENDPOINT = 'http://127.0.0.1:4569';
    resetClients();
    try {
      const client = await s3Client();
      expect(await s3Client()).toBe(client);
      expect(client.config.forcePathStyle).toBe(true);
      expect(await client.config.endpoint?.()).toMatchObject({ hostname: '127.0.0.1', port: 4569, protocol: 'http:' });
    } finally {
      restoreEnv();
      process.env.MEDIA_BUCKET = 'media-test';
      resetClients();
    }
  });

  it('addresses AWS itself (virtual-hosted) where no endpoint is set', async () => {
    delete process.env.S3_ENDPOINT;
    resetClients();
    try {
      const client = await s3Client();
      expect(client.config.forcePathStyle).toBe(false);
      expect(client.config.endpoint).toBeUndefined();
    } finally {
      restoreEnv();
      process.env.MEDIA_BUCKET = 'media-test';
      resetClients();
    }
  });
});
