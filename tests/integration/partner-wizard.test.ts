import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '#functions/config.js';
import { dynamo } from '#functions/db/clients.js';
import { keys } from '#functions/db/keys.js';
import { BUSINESS_STATUS } from '#shared/constants.js';
import type { BusinessDraft } from '#shared/schemas/partners.js';
import { sampleDraft } from '../support/business-draft.js';
import { PNG_1X1, uploadBody } from '../support/images.js';
import { Client, mailsTo, portalUrl, signedUpMember, useLocalAws } from '../support/live-env.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

// The business wizard's save on DynamoDB Local: parallel saves from several tabs all keep their
// locations (conditional writes, merged and retried), one Send for Approval wins, and staff
// cannot create a business.

beforeAll(() => useLocalAws());

const bpIdFor = (tag: string) => `bp-${tag}-${process.pid}-${Date.now().toString(36)}`;
const save = (client: Client, draft: BusinessDraft, extra: object = {}) =>
  client.post('tbp/savebusinesstemp', {
    businessName: draft.businessInfo.businessName,
    id: draft.bpId,
    json: draft,
    ...extra,
  });
const partner = async (bpId: string) =>
  (await dynamo().send(new GetCommand({ TableName: config().tables.core, Key: keys.partner(bpId) }))).Item;

describe('tbp/savebusinesstemp on DynamoDB Local', () => {
  it('four tabs saving at once from the same version each keep their location: none is lost', async () => {
    const { client } = await signedUpMember('wizard-tabs');
    const bpId = bpIdFor('tabs');
    const first = await save(client, sampleDraft(bpId));
    expect(first.json).toMatchObject({ success: true, version: 1 });
    const tabs = [1, 2, 3, 4].map((n) => {
      const d = sampleDraft(bpId);
      d.locations = [
        ...d.locations,
        { ...d.locations[0]!, id: `loc-tab-${n}`, type: 0 as const, locationName: `Tab ${n} store`, offers: [] },
      ];
      return d;
    });
    // Each tab says what it loaded at version 1, so the merge can keep what the others saved.
    const base = { businessInfo: sampleDraft(bpId).businessInfo, contractInfo: sampleDraft(bpId).contractInfo };
    const replies = await Promise.all(tabs.map((d) => save(client, d, { version: 1, base })));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const stored = await client.post('tbp/getbusinessdraft', {});
    const business = stored.json.business as { version: number; draft: BusinessDraft };
    expect(business.version).toBe(5);
    expect(business.draft.locations.map((l) => l.id).sort()).toEqual([
      'loc-main',
      'loc-tab-1',
      'loc-tab-2',
      'loc-tab-3',
      'loc-tab-4',
    ]);
  });

  it('of two Send for Approval clicks at once exactly one submits; the business is then locked', async () => {
    const { client, email } = await signedUpMember('wizard-submit');
    const bpId = bpIdFor('submit');
    const replies = await Promise.all([
      save(client, sampleDraft(bpId), { submit: true }),
      save(client, sampleDraft(bpId), { submit: true }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.json.message).toBe(PARTNERS_MESSAGES.draftLocked);
    expect(await partner(bpId)).toMatchObject({
      status: BUSINESS_STATUS.inReview,
      plid: 323,
      businessName: 'Sample Bakery',
      gsi1pk: keys.partnerListing(323, BUSINESS_STATUS.inReview, bpId).gsi1pk,
    });
    expect(
      (await mailsTo(email)).filter((m) => m.subject === 'Sample Bakery was sent to Prairie Sky Electric for approval'),
    ).toHaveLength(1);
    const resumed = await client.post('tbp/getbusinessdraft', {});
    expect(resumed.json.business).toMatchObject({ status: BUSINESS_STATUS.inReview });
  });

  it("another member cannot take over a submitted business's id", async () => {
    const owner = await signedUpMember('wizard-owner');
    const bpId = bpIdFor('owned');
    expect((await save(owner.client, sampleDraft(bpId), { submit: true })).status).toBe(200);
    const other = await signedUpMember('wizard-other');
    const res = await save(other.client, sampleDraft(bpId, { businessName: 'Hijacked' }), { submit: true });
    expect(res).toMatchObject({ status: 409, json: { message: PARTNERS_MESSAGES.businessIdTaken } });
    expect(await partner(bpId)).toMatchObject({ businessName: 'Sample Bakery' });
  });

  it("an uploaded logo is stored by its spec name in the member's folder and served under /static/", async () => {
    const { client } = await signedUpMember('wizard-upload');
    const memberId = ((await client.post('tbp/getprofile', {})).json.profile as { userId: string }).userId;
    const filename = `Image1C-${bpIdFor('upload')}.png`;
    const { body, contentType } = await uploadBody(PNG_1X1, filename, memberId);
    const res = await client.post('setup/uploadbpimage', body, { 'content-type': contentType, filename });
    expect(res.json).toEqual({ success: true, message: filename });
    // business/<memberId>/: a public prefix (the bucket policy's list), in the member's own folder.
    const served = await fetch(`${portalUrl()}/static/business/${memberId}/${filename}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    // A text file named .png is refused from its bytes.
    const fake = await uploadBody(Buffer.from('hello'), filename, memberId);
    expect(
      await client.post('setup/uploadbpimage', fake.body, { 'content-type': fake.contentType, filename }),
    ).toMatchObject({ status: 400, json: { message: PARTNERS_MESSAGES.imageFormat } });
  });

  it('staff (isAdmin 1) are refused: the profile says so and a save is forbidden', async () => {
    const staff = new Client();
    expect(
      (await staff.post('outside/login', { email: 'staff@prairiesky.example', password: 'Ledger@Compass73' })).status,
    ).toBe(200);
    expect((await staff.post('tbp/getprofile', {})).json).toMatchObject({ success: true, profile: { isAdmin: 1 } });
    const bpId = bpIdFor('staff');
    expect(await save(staff, sampleDraft(bpId))).toMatchObject({
      status: 403,
      json: { message: PARTNERS_MESSAGES.adminCannotCreateBusiness },
    });
    expect(await partner(bpId)).toBeUndefined();
  });
});
