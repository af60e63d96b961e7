import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isPublicMediaKey } from '#shared/media-keys.js';
import { permissionsFor } from '#infra/lib/permissions.js';
import { LIMITS } from '#shared/constants.js';
import { routes } from '#shared/routes.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { JPEG_START, PNG_1X1, pngOfSize, uploadBody } from '../support/images.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

// setup/uploadbpimage under its own IAM role: a real PNG is stored under the member's folder by
// its spec name; a text file renamed .png, a JPEG named .png, an oversized image or a bad name are
// refused with the spec's messages and nothing is written.

const harness = installIamHarness();
afterAll(() => harness.restore());

async function upload(bytes: Buffer, filename: string, type = 'image/png') {
  const res = await callRoute(
    'setup/uploadbpimage',
    {},
    { session: true, upload: { ...(await uploadBody(bytes, filename, FIXTURE.memberId, type)), filename } },
  );
  return { status: res.status, body: res.body };
}
const puts = () => harness.calls.filter((c) => c.action === 's3:PutObject');

beforeEach(async () => {
  await harness.reset();
  harness.use(permissionsFor(routes['setup/uploadbpimage']));
});

describe('setup/uploadbpimage', () => {
  it('stores a PNG logo by its spec name and answers the name', async () => {
    const res = await upload(PNG_1X1, 'Image1C-bp-1.png');
    expect(harness.refusals).toEqual([]);
    expect(res).toEqual({ status: 200, body: { success: true, message: 'Image1C-bp-1.png' } });
    expect(puts()).toEqual([expect.objectContaining({ allowed: true })]);
  });

  it('stores it under a key the edge serves (a public prefix), in the member’s own folder', async () => {
    const send = vi.spyOn(S3Client.prototype, 'send');
    try {
      expect((await upload(PNG_1X1, 'Image1C-bp-1.png')).status).toBe(200);
      const keys = send.mock.calls.map(([command]) => (command.input as { Key: string }).Key);
      expect(keys).toHaveLength(1);
      expect(isPublicMediaKey(keys[0]!), keys[0]).toBe(true);
      expect(keys[0]!.split('/').slice(-2)).toEqual([FIXTURE.memberId, 'Image1C-bp-1.png']);
    } finally {
      send.mockRestore();
    }
  });

  it('takes a JPEG named .jpg and the largest allowed size', async () => {
    expect((await upload(JPEG_START, 'Image2C-bp-1.jpg', 'image/jpeg')).status).toBe(200);
    expect((await upload(pngOfSize(LIMITS.imageBytes), 'Image3C-bp-1.png')).status).toBe(200);
  });

  it.each([
    [
      'a text file renamed .png',
      () => upload(Buffer.from('just some text, not an image'), 'Image1C-bp-1.png', 'image/png'),
      400,
      PARTNERS_MESSAGES.imageFormat,
    ],
    ['a JPEG named .png', () => upload(JPEG_START, 'Image1C-bp-1.png'), 400, PARTNERS_MESSAGES.imageFormat],
    ['a GIF name', () => upload(PNG_1X1, 'Image1C-bp-1.gif'), 400, PARTNERS_MESSAGES.imageFormat],
    ['a name not of the spec', () => upload(PNG_1X1, '../logo.png'), 400, PARTNERS_MESSAGES.imageFormat],
    [
      'an image one byte over 409600 bytes',
      () => upload(pngOfSize(LIMITS.imageBytes + 1), 'Image1C-bp-1.png'),
      413,
      PARTNERS_MESSAGES.imageSize,
    ],
  ])('refuses %s, storing nothing', async (_what, call, status, message) => {
    expect(await call()).toEqual({ status, body: { success: false, message } });
    expect(puts()).toEqual([]);
  });
});
