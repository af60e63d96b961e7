import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVALID_AGREEMENT_LINK } from '#functions/core/partners/agreement.js';
import { config } from '#functions/config.js';
import { dynamo, s3Client } from '#functions/db/clients.js';
import { keys } from '#functions/db/keys.js';
import { BUSINESS_STATUS } from '#shared/constants.js';
import { approvedBusiness } from '../support/approved-business.js';
import { DRAFT_END } from '../support/business-draft.js';
import { mailsTo, portalUrl, post, useLocalAws } from '../support/live-env.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

// The partner loop after approval on the local portal: the signer's link from the mailbox loads
// the agreement, signs once (a second use changes nothing), the PDF in the media bucket matches
// the audit record's hash and is not served, both parties get it attached, and the business's
// offer is found by local deals search at its ZIP.

beforeAll(() => useLocalAws());

/** The text pdf-lib draws (hex strings shown by Tj, in Flate-compressed content streams), one line each. */
function pdfLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n/g)].map((m) => {
    const start = m.index + m[0].length;
    const body = pdf.subarray(start, raw.indexOf('endstream', start));
    try {
      return inflateSync(body).toString('latin1');
    } catch {
      return body.toString('latin1');
    }
  });
  return streams.flatMap((s) =>
    [...s.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1')),
  );
}

describe('signing the Participating Business Agreement', () => {
  it('loads, signs once, records the audit and puts the offer live in search', async () => {
    const { bpId, key1, key2, name, signer } = await approvedBusiness('sign');

    const info = await post('outside/getbpinfo', { key1, key2 });
    expect(info.json).toMatchObject({
      success: true,
      bpData: { businessName: name, city: 'Lawrence', state: 'KS' },
      plData: { address: '1200 Sunflower Road', city: 'Lawrence' },
      offers: [
        {
          description: 'A free cookie with any coffee for co-op members.',
          dollarValue: 2.5,
          frequency: 1,
          timelapse: 7,
          enddate: DRAFT_END.us,
          locations: [{ locationName: `${name} main` }],
        },
      ],
      contractInfo: { businessData: { printedName: 'Sam Signer', title: 'Owner' } },
    });

    expect(
      await post('outside/signAgreement', {
        key1,
        key2,
        eSignature: { by: 'Sam Signer', name: '', title: 'Owner' },
        agreement: '',
      }),
    ).toMatchObject({ status: 400, json: { message: PARTNERS_MESSAGES.signatureIncomplete } });
    const signed = await post(
      'outside/signAgreement',
      {
        key1,
        key2,
        eSignature: { by: 'Sam Signer', name: 'Samuel Signer', title: 'Owner' },
        agreement: '<b>ignored</b>',
      },
      { 'user-agent': 'signing-test' },
    );
    expect(signed.json).toEqual({ success: true, message: PARTNERS_MESSAGES.agreementSigned });
    expect(
      await post('outside/signAgreement', {
        key1,
        key2,
        eSignature: { by: 'X', name: 'Y', title: 'Z' },
        agreement: '',
      }),
    ).toMatchObject({ status: 400, json: { message: INVALID_AGREEMENT_LINK } });
    expect(await post('outside/getbpinfo', { key1, key2 })).toMatchObject({ status: 400 });

    const audit = (
      await dynamo().send(new GetCommand({ TableName: config().tables.core, Key: keys.agreement(bpId, 1) }))
    ).Item!;
    expect(audit).toMatchObject({
      signer: { by: 'Sam Signer', name: 'Samuel Signer', title: 'Owner' },
      userAgent: 'signing-test',
      agreementVersion: expect.any(String),
      documentSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const stored = await (await s3Client()).send(
      new GetObjectCommand({ Bucket: config().mediaBucket, Key: String(audit.pdfKey) }),
    );
    const pdf = Buffer.from(await stored.Body!.transformToByteArray());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(audit.pdfSha256);
    expect((await fetch(`${portalUrl()}/static/${String(audit.pdfKey)}`)).status).toBe(404);
    expect(
      (await dynamo().send(new GetCommand({ TableName: config().tables.core, Key: keys.partner(bpId) }))).Item,
    ).toMatchObject({ status: BUSINESS_STATUS.active });

    const signedMails = (await mailsTo(signer)).filter((m) => m.subject.startsWith('Signed: '));
    expect(signedMails).toHaveLength(1);

    const found = await post('b2c/listdeals', { key: '323', payload: { criteria: name, zipcode: '66044', radius: 5 } });
    expect(found.json).toMatchObject({
      success: true,
      deals: [expect.objectContaining({ businessName: name, value: 'Free cookie' })],
    });
  });

  it('signs once under parallel use of one link: the PDF staff download is the audited one, naming its signer', async () => {
    const { bpId, key1, key2, staff } = await approvedBusiness('sign-race');
    const names = ['Signer A', 'Signer B', 'Signer C', 'Signer D'];
    const replies = await Promise.all(
      names.map((by) =>
        post('outside/signAgreement', {
          key1,
          key2,
          eSignature: { by, name: `${by} Full`, title: 'Owner' },
          agreement: '',
        }),
      ),
    );
    const won = replies.filter((r) => r.status === 200);
    expect(won.map((r) => r.json)).toEqual([{ success: true, message: PARTNERS_MESSAGES.agreementSigned }]);
    expect(replies.filter((r) => r.status !== 200).map((r) => [r.status, r.json.message])).toEqual(
      Array(names.length - 1).fill([400, INVALID_AGREEMENT_LINK]),
    );

    const audit = (
      await dynamo().send(new GetCommand({ TableName: config().tables.core, Key: keys.agreement(bpId, 1) }))
    ).Item!;
    const winner = (audit.signer as { by: string }).by;
    expect(names).toContain(winner);
    const served = await staff.post('admin/agreementpdf', { bpId, version: 1 });
    expect(served.status).toBe(200);
    const pdf = Buffer.from(String(served.json.pdfBase64), 'base64');
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(audit.pdfSha256);
    const lines = pdfLines(pdf);
    expect(lines).toContain(`Signed by: ${winner}`);
    for (const loser of names.filter((n) => n !== winner)) expect(lines.join('\n')).not.toContain(loser);
  });
});
