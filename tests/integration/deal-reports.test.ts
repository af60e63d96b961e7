import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '#functions/config.js';
import { dynamo } from '#functions/db/clients.js';
import { listDealReportsOfBusiness } from '#functions/db/deal-reports-repo.js';
import { keys } from '#functions/db/keys.js';
import { fill } from '#shared/constants.js';
import { REPORT_MESSAGES } from '#shared/schemas/deal-reports-messages.js';
import { dealMaker } from '../support/live-deal.js';
import { Client, signedUpMember, useLocalAws } from '../support/live-env.js';

// Deal reports (ADR 0096) on DynamoDB Local's real transactions: parallel reports of one deal by
// one member leave exactly one report and one open mark; the staff reply closes the report and
// ends the mark in one transaction, and the member may report the deal again.

beforeAll(() => useLocalAws());

const RUN = `dr${process.pid}${Date.now().toString(36)}`;
const deal = dealMaker(RUN);
const openMark = async (memberId: string, dealId: string) =>
  (
    await dynamo().send(
      new GetCommand({
        TableName: config().tables.core,
        Key: keys.openDealReport(memberId, dealId),
        ConsistentRead: true,
      }),
    )
  ).Item;

describe('b2c/reportdeal', () => {
  it('takes one of parallel reports of a deal by one member; the staff reply closes it and frees the deal', async () => {
    const { ref, listing } = await deal();
    const { client } = await signedUpMember('deal-report');
    const opened = (await client.post('b2c/opendeal', { deal: ref })).json.data as { memberId: string } | undefined;
    const memberId = opened?.memberId ?? '';
    expect(memberId).not.toBe('');

    const answers = await Promise.all(
      Array.from({ length: 8 }, () => client.post('b2c/reportdeal', { deal: ref, reason: 'refused' })),
    );
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.filter((s) => s === 200),
      statuses.join(),
    ).toHaveLength(1);
    expect(
      statuses.every((s) => s === 200 || s === 409 || s === 429),
      statuses.join(),
    ).toBe(true);
    for (const a of answers.filter((a) => a.status === 409))
      expect(a.json.message).toBe(fill(REPORT_MESSAGES.alreadyOpen, { coop: 'Prairie Sky Electric' }));
    const reports = (await listDealReportsOfBusiness(listing.bpId, 10)).items;
    expect(reports).toHaveLength(1);
    expect(await openMark(memberId, ref.dealId)).toMatchObject({ reportId: reports[0]!.reportId });

    const staff = new Client();
    expect(
      (await staff.post('outside/login', { email: 'staff@prairiesky.example', password: 'Ledger@Compass73' })).status,
    ).toBe(200);
    const reply = await staff.post('admin/replyinbox', { kind: 'report', id: reports[0]!.sk, text: 'We are on it.' });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json.item).toMatchObject({ status: 'answered' });
    expect(await openMark(memberId, ref.dealId)).toBeUndefined();
    expect((await listDealReportsOfBusiness(listing.bpId, 10)).items).toMatchObject([{ status: 'answered' }]);

    const again = await client.post('b2c/reportdeal', { deal: ref, reason: 'other', message: 'Still refused.' });
    expect(again.status, again.text).toBe(200);
    expect((await listDealReportsOfBusiness(listing.bpId, 10)).items.map((r) => r.status)).toEqual(['new', 'answered']);
  });
});
