import { createHash } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVALID_AGREEMENT_LINK } from '../../functions/core/partners/agreement.js';
import { config } from '../../functions/config.js';
import { dynamo, s3Client } from '../../functions/db/clients.js';
import { keys } from '../../functions/db/keys.js';
import { BUSINESS_STATUS, MESSAGES } from '../../shared/constants.js';
import { sampleDraft } from '../support/business-draft.js';
import { Client, linkIn, mailsTo, portalUrl, post, signedUpMember, useLocalAws } from '../support/live-env.js';

// The partner loop after approval on the local portal: the signer's link from the mailbox loads
// the agreement, signs once (a second use changes nothing), the PDF in the media bucket matches
// the audit record's hash and is not served, both parties get it attached, and the business's
// offer is found by local deals search at its ZIP.

beforeAll(() => useLocalAws());

describe('signing the Participating Business Agreement', () => {
  it('loads, signs once, records the audit and puts the offer live in search', async () => {
    const { client } = await signedUpMember('signing-owner');
    const bpId = `bp-sign-${process.pid}-${Date.now().toString(36)}`;
    const name = `Signing Bakery ${Date.now().toString(36)}`;
    const signer = `signer-${bpId}@example.com`;
    const draft = sampleDraft(bpId, { businessName: name, zip: '66044' });
    draft.locations[0] = { ...draft.locations[0]!, locationName: `${name} main` };
    draft.contractInfo = { eSignType: 'sign', emailTo: signer, businessData: { printedName: 'Sam Signer', title: 'Owner' } };
    expect((await client.post('tbp/savebusinesstemp', { businessName: name, id: bpId, json: draft, submit: true })).status).toBe(200);

    const staff = new Client();
    expect((await staff.post('outside/login', { email: 'staff@prairiesky.example', password: 'Ledger@Compass73' })).status).toBe(200);
    expect((await staff.post('admin/approvebusiness', { bpId })).json).toEqual({ success: true, message: MESSAGES.businessApproved });
    const mail = (await mailsTo(signer)).find((m) => /Participating Business Agreement/.test(m.subject))!;
    const link = new URL(linkIn(mail, /http:\/\/[^\s"<>]+\/bpesignature\/[^\s"<>]+/));
    const [, , key1, key2] = link.pathname.split('/');
    expect(key1).toBe(bpId);

    const info = await post('outside/getbpinfo', { key1, key2 });
    expect(info.json).toMatchObject({
      success: true,
      bpData: { businessName: name, city: 'Lawrence', state: 'KS' },
      plData: { address: '1200 Sunflower Road', city: 'Lawrence' },
      offers: [{ description: 'A free cookie with any coffee for co-op members.', dollarValue: 2.5, frequency: 1, timelapse: 7, enddate: '12/31/2030', locations: [{ locationName: `${name} main` }] }],
      contractInfo: { businessData: { printedName: 'Sam Signer', title: 'Owner' } },
    });

    expect(await post('outside/signAgreement', { key1, key2, eSignature: { by: 'Sam Signer', name: '', title: 'Owner' }, agreement: '' })).toMatchObject({ status: 400, json: { message: MESSAGES.signatureIncomplete } });
    const signed = await post('outside/signAgreement', { key1, key2, eSignature: { by: 'Sam Signer', name: 'Samuel Signer', title: 'Owner' }, agreement: '<b>ignored</b>' }, { 'user-agent': 'signing-test' });
    expect(signed.json).toEqual({ success: true, message: MESSAGES.agreementSigned });
    expect(await post('outside/signAgreement', { key1, key2, eSignature: { by: 'X', name: 'Y', title: 'Z' }, agreement: '' })).toMatchObject({ status: 400, json: { message: INVALID_AGREEMENT_LINK } });
    expect(await post('outside/getbpinfo', { key1, key2 })).toMatchObject({ status: 400 });

    const audit = (await dynamo().send(new GetCommand({ TableName: config().tables.core, Key: keys.agreement(bpId, 1) }))).Item!;
    expect(audit).toMatchObject({ signer: { by: 'Sam Signer', name: 'Samuel Signer', title: 'Owner' }, userAgent: 'signing-test', agreementVersion: expect.any(String), documentSha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const stored = await s3Client().send(new GetObjectCommand({ Bucket: config().mediaBucket, Key: String(audit.pdfKey) }));
    const pdf = Buffer.from(await stored.Body!.transformToByteArray());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(audit.pdfSha256);
    expect((await fetch(`${portalUrl()}/static/${String(audit.pdfKey)}`)).status).toBe(404);
    expect((await dynamo().send(new GetCommand({ TableName: config().tables.core, Key: keys.partner(bpId) }))).Item).toMatchObject({ status: BUSINESS_STATUS.active });

    const signedMails = (await mailsTo(signer)).filter((m) => m.subject.startsWith('Signed: '));
    expect(signedMails).toHaveLength(1);

    const found = await post('b2c/listdeals', { key: '323', payload: { criteria: name, zipcode: '66044', radius: 5 } });
    expect(found.json).toMatchObject({ success: true, deals: [expect.objectContaining({ businessName: name, value: 'Free cookie' })] });
  });
});
