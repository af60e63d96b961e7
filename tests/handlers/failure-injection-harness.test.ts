import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeEach, expect, it, vi } from 'vitest';
import { keys } from '#functions/db/keys.js';
import { permissionsFor } from '#infra/lib/permissions.js';
import { routes } from '#shared/routes.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { PNG_1X1, uploadBody } from '../support/images.js';
import { ROUTE_EXAMPLES } from '../support/route-examples.js';

// A dependency failing mid-operation: the member reads the product's message, nothing is
// half-written, and the same request replayed afterwards succeeds without counting twice.

const harness = installIamHarness();
afterAll(() => harness.restore());

const throttled = () =>
  Object.assign(new Error('Rate of requests exceeds the allowed throughput'), {
    name: 'ProvisionedThroughputExceededException',
    $fault: 'client',
    $metadata: {},
  });
const coreItems = () => harness.tables.all('core');

beforeEach(async () => {
  await harness.reset();
  harness.use(permissionsFor(routes['b2c/printdeal']));
});

const member = keys.member(FIXTURE.memberId).pk;
const slotsOf = (dealId: string) =>
  coreItems().filter((i) => i.pk === member && String(i.sk).startsWith(keys.redemptionSlotPrefix(dealId)));
const savings = () => coreItems().filter((i) => i.pk === member && String(i.sk).startsWith(keys.savingPrefix));
/** The co-op's redemption counters of the deal (each day's count), summed. */
const counted = (dealId: string) =>
  coreItems()
    .filter((i) => i.dealId === dealId && typeof i.redemptions === 'number')
    .reduce((n, i) => n + Number(i.redemptions), 0);

it('a print of a limited deal whose redemption write is throttled answers the clear message, takes no use, is not counted, and the replay counts once', async () => {
  const body = ROUTE_EXAMPLES['b2c/printdeal']![0]! as { deal: { dealId: string } };
  const { dealId } = body.deal;
  // The harness offer allows 2 uses every 7 days, none used yet.
  expect(harness.tables.get('core', keys.partnerOffer('harness-bp', dealId))).toMatchObject({
    frequency: 2,
    timeLapse: 7,
  });
  expect(slotsOf(dealId)).toEqual([]);
  const [savingsBefore, countedBefore] = [savings().length, counted(dealId)];
  harness.failNext('TransactWriteCommand', throttled());
  const failed = await callRoute('b2c/printdeal', body, { session: true });
  expect(failed.status).toBeGreaterThanOrEqual(500);
  expect(failed.body).toEqual({ success: false, message: COMMON_MESSAGES.serverError });
  expect(slotsOf(dealId)).toEqual([]);
  expect(savings()).toHaveLength(savingsBefore);
  expect(counted(dealId)).toBe(countedBefore);

  const replay = await callRoute('b2c/printdeal', body, { session: true });
  expect(replay.status, JSON.stringify(replay.body)).toBe(200);
  expect(slotsOf(dealId)).toHaveLength(1);
  expect(savings()).toHaveLength(savingsBefore + 1);
  expect(counted(dealId)).toBe(countedBefore + 1);
  // The failed attempt took none of the 2 uses: one more print goes through, the next is refused.
  expect((await callRoute('b2c/printdeal', body, { session: true })).status).toBe(200);
  const refused = await callRoute('b2c/printdeal', body, { session: true });
  expect(refused.status).toBe(409);
  expect(String(refused.body.message)).toMatch(/^You have used this deal 2 times in the last 7 days\./);
  expect(slotsOf(dealId)).toHaveLength(2);
  expect(savings()).toHaveLength(savingsBefore + 2);
  expect(counted(dealId)).toBe(countedBefore + 2);
});

it('a print whose slot read fails answers the clear message and writes nothing', async () => {
  const body = ROUTE_EXAMPLES['b2c/printdeal']![0]!;
  const before = savings().length;
  harness.failNext(
    'QueryCommand',
    Object.assign(new Error('read ECONNRESET'), { name: 'TimeoutError', $metadata: {} }),
  );
  const failed = await callRoute('b2c/printdeal', body, { session: true });
  expect(failed.status).toBeGreaterThanOrEqual(500);
  expect(failed.body).toEqual({ success: false, message: COMMON_MESSAGES.serverError });
  expect(savings()).toHaveLength(before);
});

const signup = (email: string) => {
  harness.use(permissionsFor(routes['outside/saveuser']));
  return callRoute('outside/saveuser', {
    firstName: 'Sam',
    lastName: 'Signup',
    email,
    password: FIXTURE.newPassword,
    passwordConfirmation: FIXTURE.newPassword,
    zip: FIXTURE.zip,
    plid: FIXTURE.plid,
  });
};
const profilesOf = (email: string) => coreItems().filter((i) => i.sk === 'PROFILE' && i.email === email);

it('a registration whose member write is throttled answers the clear message, leaves no account or claimed email, and the replay registers once', async () => {
  harness.failNext('TransactWriteCommand', throttled());
  expect(await signup('sam.retry@example.com')).toMatchObject({
    status: 500,
    body: { success: false, message: COMMON_MESSAGES.serverError },
  });
  expect(coreItems().filter((i) => JSON.stringify(i).includes('sam.retry@example.com'))).toEqual([]);
  expect(harness.mails).toEqual([]);

  expect((await signup('sam.retry@example.com')).body).toEqual({ success: true, message: ACCOUNT_MESSAGES.welcome });
  expect(await signup('sam.retry@example.com')).toMatchObject({
    status: 409,
    body: { message: ACCOUNT_MESSAGES.duplicateEmail },
  });
  expect(profilesOf('sam.retry@example.com')).toHaveLength(1);
});

it('a registration whose welcome mail SES refuses still creates the account once', async () => {
  harness.failNext(
    'SendEmailCommand',
    Object.assign(new Error('Email address is not verified'), { name: 'MessageRejected', $metadata: {} }),
  );
  expect((await signup('sam.mail@example.com')).body).toEqual({ success: true, message: ACCOUNT_MESSAGES.welcome });
  expect(await signup('sam.mail@example.com')).toMatchObject({
    status: 409,
    body: { message: ACCOUNT_MESSAGES.duplicateEmail },
  });
  expect(profilesOf('sam.mail@example.com')).toHaveLength(1);
});

const sesRefuses = () =>
  Object.assign(new Error('Email address is not verified'), { name: 'MessageRejected', $metadata: {} });
const s3Unreachable = () =>
  Object.assign(new Error('connect ECONNREFUSED'), { name: 'NetworkingError', $metadata: {} });

it('a reset request whose mail SES refuses answers as always, and the replay mails one link that opens', async () => {
  harness.use(permissionsFor(routes['outside/recoverpassword']));
  harness.failNext('SendEmailCommand', sesRefuses());
  // The answer never says whether a mail went out (it would tell which addresses have accounts).
  expect(await callRoute('outside/recoverpassword', { email: FIXTURE.email })).toMatchObject({
    status: 200,
    body: { success: true, message: ACCOUNT_MESSAGES.recoverSent },
  });
  expect(harness.mails).toEqual([]);

  expect(await callRoute('outside/recoverpassword', { email: FIXTURE.email })).toMatchObject({
    status: 200,
    body: { message: ACCOUNT_MESSAGES.recoverSent },
  });
  expect(harness.mails).toEqual([expect.objectContaining({ to: [FIXTURE.email] })]);
  const [, key1, key2] = /\/resetpassword\/([^/"<\s]+)\/([^/"<\s]+)/.exec(harness.mailHtml[0]!)!;
  harness.use(permissionsFor(routes['outside/checkresetlink']));
  expect((await callRoute('outside/checkresetlink', { key1, key2 })).body).toMatchObject({ success: true });
});

it('a password reset whose confirmation mail SES refuses still sets the password once and uses the link', async () => {
  harness.use(permissionsFor(routes['general/updatepassword']));
  const reset = ROUTE_EXAMPLES['general/updatepassword']![0]!;
  harness.failNext('SendEmailCommand', sesRefuses());
  expect(await callRoute('general/updatepassword', reset)).toMatchObject({
    status: 200,
    body: { success: true, message: ACCOUNT_MESSAGES.passwordResetDone },
  });
  const replay = await callRoute('general/updatepassword', reset);
  expect(replay.status).toBeGreaterThanOrEqual(400);
  expect(replay.status).toBeLessThan(500);
  expect(replay.body).toMatchObject({ success: false, message: expect.any(String) });
  harness.use(permissionsFor(routes['outside/login']));
  expect((await callRoute('outside/login', { email: FIXTURE.email, password: FIXTURE.newPassword })).status).toBe(200);
});

async function uploadImage(route: 'setup/uploadbpimage' | 'admin/uploadcoopimage', filename: string) {
  harness.use(permissionsFor(routes[route]));
  return callRoute(
    route,
    {},
    { session: true, upload: { ...(await uploadBody(PNG_1X1, filename, FIXTURE.memberId, 'image/png')), filename } },
  );
}
const coopProfile = () => harness.tables.get('core', keys.coop(FIXTURE.plid))!;

it('a business image upload with S3 unreachable answers the clear message, and the replay stores it', async () => {
  harness.failNext('PutObjectCommand', s3Unreachable());
  const failed = await uploadImage('setup/uploadbpimage', 'Image1C-bp-1.png');
  expect(failed.status).toBeGreaterThanOrEqual(500);
  expect(failed.body).toEqual({ success: false, message: COMMON_MESSAGES.serverError });
  expect(await uploadImage('setup/uploadbpimage', 'Image1C-bp-1.png')).toMatchObject({
    status: 200,
    body: { success: true, message: 'Image1C-bp-1.png' },
  });
});

it('card art with S3 unreachable answers the clear message and leaves the co-op card as it was; the replay sets it', async () => {
  harness.actAs('admin');
  const before = coopProfile();
  harness.failNext('PutObjectCommand', s3Unreachable());
  const failed = await uploadImage('admin/uploadcoopimage', 'cardFront.png');
  expect(failed.status).toBeGreaterThanOrEqual(500);
  expect(failed.body).toEqual({ success: false, message: COMMON_MESSAGES.serverError });
  expect(coopProfile()).toEqual(before);

  const replay = await uploadImage('admin/uploadcoopimage', 'cardFront.png');
  expect(replay.status).toBe(200);
  expect(coopProfile()).toEqual({ ...before, cardFront: replay.body.key });
});

it('card art whose profile write is throttled after the image is stored leaves the co-op card as it was; the replay sets it', async () => {
  harness.actAs('admin');
  const before = coopProfile();
  // The profile's write is the next DynamoDB update once the image is in S3.
  const put = S3Client.prototype.send;
  const send = vi.spyOn(S3Client.prototype, 'send').mockImplementationOnce(async function (
    this: S3Client,
    ...args: Parameters<S3Client['send']>
  ) {
    const out: unknown = await (put as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    harness.failNext('UpdateCommand', throttled());
    return out;
  } as S3Client['send']);
  try {
    const failed = await uploadImage('admin/uploadcoopimage', 'cardBack.png');
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(failed.body).toEqual({ success: false, message: COMMON_MESSAGES.serverError });
  } finally {
    send.mockRestore();
  }
  expect(harness.calls.filter((c) => c.action === 's3:PutObject' && c.allowed)).toHaveLength(1);
  // The stored image is under a key of its own that nothing names: the card shows what it showed.
  expect(coopProfile()).toEqual(before);

  const replay = await uploadImage('admin/uploadcoopimage', 'cardBack.png');
  expect(replay.status).toBe(200);
  expect(coopProfile()).toEqual({ ...before, cardBack: replay.body.key });
});
