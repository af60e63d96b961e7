import { GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, describe, expect, it } from 'vitest';
import { getMedia } from '#functions/db/media-repo.js';
import { permissionsFor } from '#infra/lib/permissions.js';
import { asRole, asRoute, installPermissionGuard } from '#infra/local/permission-guard.js';
import { PRIVATE_MEDIA } from '#shared/constants.js';
import { routes } from '#shared/routes.js';

// The local portal's guard answers a read of a missing media object as S3 does: s3rver says
// NoSuchKey to anyone, S3 only to a role that may list the bucket under the key, and 403
// AccessDenied to any other. A route whose missing object is a 404 locally is one in AWS too.

// Stub first, guard second: the guard wraps whatever send() the client has.
const s3 = mockClient(S3Client);
const gone = `${PRIVATE_MEDIA.agreements}bp-gone/agreement-1.pdf`;
const there = `${PRIVATE_MEDIA.agreements}bp-there/agreement-1.pdf`;
s3.on(GetObjectCommand, { Key: gone }).rejects(
  new NoSuchKey({ message: 'The specified key does not exist.', $metadata: { httpStatusCode: 404 } }),
);
s3.on(GetObjectCommand, { Key: there }).resolves({
  Body: { transformToByteArray: async () => new TextEncoder().encode('%PDF-there') } as never,
});
installPermissionGuard();
afterAll(() => s3.restore());

describe('local permission guard, missing media objects', () => {
  const route = routes['admin/agreementpdf'];
  const withoutList = permissionsFor(route).filter((p) => p.target.kind !== 'media-list');

  it('tells the route a missing agreement PDF is not there (its role may list the folder)', async () => {
    await expect(asRoute(route, () => getMedia(gone))).resolves.toBeUndefined();
    await expect(asRoute(route, () => getMedia(there))).resolves.toEqual(new TextEncoder().encode('%PDF-there'));
  });

  it('answers 403 AccessDenied to a role that may read but not list, as S3 does', async () => {
    await expect(asRole('reader without list', withoutList, () => getMedia(gone))).rejects.toMatchObject({
      name: 'AccessDenied',
      $metadata: { httpStatusCode: 403 },
    });
    await expect(asRole('reader without list', withoutList, () => getMedia(there))).resolves.toBeDefined();
  });

  it('leaves calls outside a request alone (seeding, scripts with their own credentials)', async () => {
    await expect(getMedia(gone)).resolves.toBeUndefined();
  });
});
