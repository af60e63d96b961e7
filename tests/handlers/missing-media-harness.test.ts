import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { describeTarget } from '#infra/lib/access-requests.js';
import {
  allowingPermission,
  MEDIA_AREA_PREFIXES,
  missingObjectRequest,
  permissionsFor,
  type Permission,
} from '#infra/lib/permissions.js';
import { PRIVATE_MEDIA } from '#shared/constants.js';
import { routeList, routes } from '#shared/routes.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';

// A missing media object is a 404 in AWS as it is locally (docs/adr/0066-nothing-lost-at-the-edges.md).
// S3 answers a read of a missing key NoSuchKey only to a role that may list the bucket under the
// key; to any other it answers 403 AccessDenied, which a handler cannot tell from a missing grant
// (a 500). So every route that reads media may list the folders it reads, and the harness answers
// a read of a removed object as S3 would for the role in use.

const harness = installIamHarness();
afterAll(() => harness.restore());

const mediaReads = (permissions: readonly Permission[]) =>
  permissions.flatMap((p) =>
    p.target.kind === 'media-objects' && p.actions.includes('s3:GetObject') ? p.target.prefixes : [],
  );
const mediaLists = (permissions: readonly Permission[]) =>
  permissions.flatMap((p) => (p.target.kind === 'media-list' ? p.target.prefixes : []));

describe('the list grant of every route that reads media', () => {
  const readers = routeList.filter((r) => mediaReads(permissionsFor(r)).length > 0);

  it('covers the routes that read agreements and upload images', () => {
    expect(readers.map((r) => r.path)).toEqual(
      expect.arrayContaining(['admin/agreementpdf', 'setup/uploadbpimage', 'admin/uploadcoopimage']),
    );
  });

  it.each(readers.map((r) => [r.path, r] as const))(
    '%s may list exactly the folders it reads, so a missing object there is a 404',
    (_path, route) => {
      const permissions = permissionsFor(route);
      const read = mediaReads(permissions);
      expect([...mediaLists(permissions)].sort()).toEqual([...read].sort());
      for (const prefix of Object.values(MEDIA_AREA_PREFIXES)) {
        const allowed = allowingPermission(permissions, missingObjectRequest(`${prefix}gone/x.png`));
        expect(Boolean(allowed), prefix).toBe(read.includes(prefix));
      }
    },
  );

  it('gives no route that reads no media a list grant', () => {
    for (const route of routeList.filter((r) => !readers.includes(r)))
      expect(mediaLists(permissionsFor(route)), route.path).toEqual([]);
  });
});

describe('a missing agreement PDF under the grant model', () => {
  const route = routes['admin/agreementpdf'];
  const pdfKey = `${PRIVATE_MEDIA.agreements}harness-bp/1.pdf`;
  const download = (permissions: readonly Permission[]) => {
    harness.use(permissions);
    return callRoute(route.path, { credentials: FIXTURE.memberId, bpId: 'harness-bp', version: 1 }, { session: true });
  };

  beforeEach(async () => {
    await harness.reset();
    harness.actAs('backoffice');
    expect(harness.tables.all('core').some((i) => i.pdfKey === pdfKey)).toBe(true);
  });

  it("answers 404 with its message under the route's own role", async () => {
    harness.removeMedia(pdfKey);
    expect(await download(permissionsFor(route))).toMatchObject({
      status: 404,
      body: { message: PARTNERS_MESSAGES.agreementPdfMissing },
    });
    expect(harness.refusals).toEqual([]);
  });

  it('answers 500 under a role without the list grant, as AWS would (S3 answers 403 AccessDenied)', async () => {
    harness.removeMedia(pdfKey);
    const withoutList = permissionsFor(route).filter((p) => p.target.kind !== 'media-list');
    expect((await download(withoutList)).status).toBe(500);
    expect(harness.refusals).toEqual([
      { action: 's3:ListBucket', target: describeTarget(missingObjectRequest(pdfKey).target) },
    ]);
    // The object there, the same role reads it: only a missing one needs the list grant.
    await harness.reset();
    harness.actAs('backoffice');
    expect((await download(withoutList)).status).toBe(200);
  });
});
