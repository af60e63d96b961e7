import { afterAll, beforeEach, expect, it } from 'vitest';
import { permissionsFor } from '../../infra/lib/permissions.js';
import { routes } from '../../shared/routes.js';
import { ACCOUNT_MESSAGES } from '../../shared/schemas/account-messages.js';
import { COMMON_MESSAGES } from '../../shared/schemas/common-messages.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { ROUTE_EXAMPLES } from '../support/route-examples.js';

// A dependency failing mid-operation: the member reads the product's message, nothing is
// half-written, and the same request replayed afterwards succeeds without counting twice.

const harness = installIamHarness();
afterAll(() => harness.restore());

const throttled = () => Object.assign(new Error('Rate of requests exceeds the allowed throughput'), { name: 'ProvisionedThroughputExceededException', $fault: 'client', $metadata: {} });
const coreItems = () => harness.tables.all('core');
const redemptionItems = () => coreItems().filter((i) => /saving|redemption|slot/i.test(`${String(i.pk)} ${String(i.sk)}`));

beforeEach(async () => {
  await harness.reset();
  harness.use(permissionsFor(routes['b2c/printdeal']));
});

it('a print whose redemption write is throttled answers the clear message, stores nothing, and the replay counts once', async () => {
  const body = ROUTE_EXAMPLES['b2c/printdeal']![0];
  const before = redemptionItems().length;
  harness.failNext('TransactWriteCommand', throttled());
  harness.failNext('PutCommand', throttled());
  const failed = await callRoute('b2c/printdeal', body, { session: true });
  expect(failed.status).toBeGreaterThanOrEqual(500);
  expect(failed.body).toMatchObject({ success: false, message: COMMON_MESSAGES.serverError });
  expect(redemptionItems()).toHaveLength(before);

  const replay = await callRoute('b2c/printdeal', body, { session: true });
  expect(replay.status, JSON.stringify(replay.body)).toBe(200);
  // The example deal has no limit: the replay is the one print that counts, beside the fixture's earlier saving.
  expect(redemptionItems()).toHaveLength(before + 1);
});

const signup = (email: string) => {
  harness.use(permissionsFor(routes['outside/saveuser']));
  return callRoute('outside/saveuser', { firstName: 'Sam', lastName: 'Signup', email, password: FIXTURE.newPassword, passwordConfirmation: FIXTURE.newPassword, zip: FIXTURE.zip, plid: FIXTURE.plid });
};
const profilesOf = (email: string) => coreItems().filter((i) => i.sk === 'PROFILE' && i.email === email);

it('a registration whose member write is throttled answers the clear message, leaves no account or claimed email, and the replay registers once', async () => {
  harness.failNext('TransactWriteCommand', throttled());
  expect(await signup('sam.retry@example.com')).toMatchObject({ status: 500, body: { success: false, message: COMMON_MESSAGES.serverError } });
  expect(coreItems().filter((i) => JSON.stringify(i).includes('sam.retry@example.com'))).toEqual([]);
  expect(harness.mails).toEqual([]);

  expect((await signup('sam.retry@example.com')).body).toEqual({ success: true, message: ACCOUNT_MESSAGES.welcome });
  expect(await signup('sam.retry@example.com')).toMatchObject({ status: 409, body: { message: ACCOUNT_MESSAGES.duplicateEmail } });
  expect(profilesOf('sam.retry@example.com')).toHaveLength(1);
});

it('a registration whose welcome mail SES refuses still creates the account once', async () => {
  harness.failNext('SendEmailCommand', Object.assign(new Error('Email address is not verified'), { name: 'MessageRejected', $metadata: {} }));
  expect((await signup('sam.mail@example.com')).body).toEqual({ success: true, message: ACCOUNT_MESSAGES.welcome });
  expect(await signup('sam.mail@example.com')).toMatchObject({ status: 409, body: { message: ACCOUNT_MESSAGES.duplicateEmail } });
  expect(profilesOf('sam.mail@example.com')).toHaveLength(1);
});
