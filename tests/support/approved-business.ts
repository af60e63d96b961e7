import { expect } from 'vitest';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';
import { sampleDraft } from './business-draft.js';
import { Client, linkIn, mailsTo, signedUpMember } from './live-env.js';

// A business sent for approval by a new member through the API and approved by the co-op's
// staff: the start of the signer's part of the partner loop, for the tests of that part.

let made = 0;

/** A new approved business of a new member, and the key pair of the agreement link mailed to its signer. */
export async function approvedBusiness(tag: string) {
  const { client, email: ownerEmail } = await signedUpMember(`${tag}-owner`);
  const bpId = `bp-${tag}-${process.pid}-${Date.now().toString(36)}`;
  // Unique across the live files running side by side (two started in one millisecond had one
  // name, and a search by it found the other file's business): the worker's pid and a count too.
  const name = `Signing Bakery ${process.pid.toString(36)}${Date.now().toString(36)}${(made++).toString(36)}`;
  const signer = `signer-${bpId}@example.com`;
  const draft = sampleDraft(bpId, { businessName: name, zip: '66044' });
  draft.locations[0] = { ...draft.locations[0]!, locationName: `${name} main` };
  draft.contractInfo = {
    eSignType: 'sign',
    emailTo: signer,
    businessData: { printedName: 'Sam Signer', title: 'Owner' },
  };
  expect(
    (await client.post('tbp/savebusinesstemp', { businessName: name, id: bpId, json: draft, submit: true })).status,
  ).toBe(200);
  const staff = new Client();
  expect(
    (await staff.post('outside/login', { email: 'staff@prairiesky.example', password: 'Ledger@Compass73' })).status,
  ).toBe(200);
  expect((await staff.post('admin/approvebusiness', { bpId })).json).toEqual({
    success: true,
    message: PARTNERS_MESSAGES.businessApproved,
  });
  const mail = (await mailsTo(signer)).find((m) => /Participating Business Agreement/.test(m.subject))!;
  const [, , key1, key2] = new URL(linkIn(mail, /http:\/\/[^\s"<>]+\/bpesignature\/[^\s"<>]+/)).pathname.split('/');
  expect(key1).toBe(bpId);
  return { bpId, key1: key1!, key2: key2!, name, signer, staff, owner: client, ownerEmail };
}

/** A new member's business, approved and signed: its sample offer ("Free cookie") is live near 66044. */
export async function activeBusiness(tag: string) {
  const business = await approvedBusiness(tag);
  const signed = await new Client().post('outside/signAgreement', {
    key1: business.key1,
    key2: business.key2,
    eSignature: { by: 'Sam Signer', name: 'Samuel Signer', title: 'Owner' },
    agreement: '',
  });
  expect(signed.json).toEqual({ success: true, message: PARTNERS_MESSAGES.agreementSigned });
  return business;
}
