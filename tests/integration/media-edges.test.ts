import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '#functions/config.js';
import { dynamo, s3Client } from '#functions/db/clients.js';
import { keys } from '#functions/db/keys.js';
import { MEDIA_CACHE_CONTROL } from '#functions/db/media-repo.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';
import { approvedBusiness } from '../support/approved-business.js';
import { PNG_1X1, uploadBody } from '../support/images.js';
import { portalUrl, post, signedUpMember, useLocalAws } from '../support/live-env.js';
import { ownCoop } from '../support/own-coop.js';

// The media bucket's edges on the local portal, which answers as the deployed one does
// (docs/adr/0066-nothing-lost-at-the-edges.md): a signed agreement whose PDF is gone is a 404 with
// its message through the route's role (the local guard answers as S3 would), and an upload is
// served with the Cache-Control its key allows: for good when the key is minted for that upload,
// revalidated when it is written again in place.

beforeAll(() => useLocalAws());

const served = async (url: string) => {
  const res = await fetch(`${portalUrl()}${url}`);
  expect(res.status, url).toBe(200);
  return res.headers.get('cache-control');
};

describe('media at the edges', () => {
  it('answers a signed agreement whose PDF is gone with 404 and its message, not a 500', async () => {
    const { bpId, key1, key2, staff } = await approvedBusiness('pdf-gone');
    const signed = await post('outside/signAgreement', {
      key1,
      key2,
      eSignature: { by: 'Sam Signer', name: 'Samuel Signer', title: 'Owner' },
      agreement: '',
    });
    expect(signed.json).toEqual({ success: true, message: PARTNERS_MESSAGES.agreementSigned });
    expect((await staff.post('admin/agreementpdf', { bpId, version: 1 })).status).toBe(200);

    const audit = (
      await dynamo().send(new GetCommand({ TableName: config().tables.core, Key: keys.agreement(bpId, 1) }))
    ).Item;
    await (await s3Client()).send(
      new DeleteObjectCommand({ Bucket: config().mediaBucket, Key: String(audit?.pdfKey) }),
    );
    expect(await staff.post('admin/agreementpdf', { bpId, version: 1 })).toMatchObject({
      status: 404,
      json: { message: PARTNERS_MESSAGES.agreementPdfMissing },
    });
  });

  it("serves a co-op's uploaded logo and its icons as immutable (a key per upload)", async () => {
    const { admin, credentials } = await ownCoop('cache');
    const form = await uploadBody(PNG_1X1, 'logo.png', credentials);
    const res = await admin.post('admin/uploadcoopimage', form.body, {
      'content-type': form.contentType,
      filename: 'logo.png',
    });
    expect(res.status, res.text).toBe(200);
    const url = res.json.url as string;
    expect(await served(url)).toBe('public, max-age=31536000, immutable');
    expect(await served(url.replace(/\.png$/, '-maskable-192.png'))).toBe(MEDIA_CACHE_CONTROL.immutable);
  });

  it('serves a business image, replaced under the same name, as one to revalidate, and the replacement at once', async () => {
    const { client } = await signedUpMember('cache-bp');
    const memberId = ((await client.post('tbp/getprofile', {})).json.profile as { userId: string }).userId;
    const filename = `Image1C-bp-cache-${process.pid}-${Date.now().toString(36)}.png`;
    const upload = async (bytes: Buffer) => {
      const { body, contentType } = await uploadBody(bytes, filename, memberId);
      const res = await client.post('setup/uploadbpimage', body, { 'content-type': contentType, filename });
      expect(res.json).toEqual({ success: true, message: filename });
    };
    await upload(PNG_1X1);
    const url = `/static/business/${memberId}/${filename}`;
    expect(await served(url)).toBe(MEDIA_CACHE_CONTROL.revalidate);
    const replacement = Buffer.concat([PNG_1X1, Buffer.from('replaced')]);
    await upload(replacement);
    const again = await fetch(`${portalUrl()}${url}`);
    expect(Buffer.from(await again.arrayBuffer()).equals(replacement)).toBe(true);
  });
});
