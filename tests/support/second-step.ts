import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Secret, TOTP as Totp } from 'otpauth';
import { config } from '#functions/config.js';
import { dynamo } from '#functions/db/clients.js';
import { keys } from '#functions/db/keys.js';
import { DEMO_TOTP_SECRETS } from '#infra/local/demo-data.js';
import { TOTP } from '#shared/constants.js';

// Staff's second step for the tests (ADR 0090). A staff login or activation answers `secondStep`;
// the test client (tests/support/live-env.ts) and loginInBrowser take it as a person would, with
// a code computed from the account's secret: the demo staff's printed ones, or the one a test's own
// staff member set up at their first login (kept here by member id, with its recovery codes).
//
// A code counts once per account (the last accepted time step is stored), and parallel files sign
// in as the same demo staff within one 30 s step: when the portal says the step's code was used,
// the test rewinds the account's last step in the local table and sends the code again. Only the
// tests do that; the product's own replay check is tested on accounts of their own.

export interface KnownFactor {
  secret: string;
  recoveryCodes: string[];
}
const known = new Map<string, KnownFactor>();

export const codeFor = (secret: string, now = Date.now()) =>
  new Totp({
    algorithm: TOTP.algorithm,
    digits: TOTP.digits,
    period: TOTP.period,
    secret: Secret.fromBase32(secret),
  }).generate({ timestamp: now });

export function rememberFactor(memberId: string, factor: KnownFactor): void {
  known.set(memberId, factor);
}

/** The factor a test's staff member set up (its secret and the recovery codes it was shown). */
export const knownFactor = (memberId: string) => known.get(memberId);

/** The account's secret: one its test set up, or a demo staff login's. */
export function secretOf(memberId: string, email?: string): string | undefined {
  return known.get(memberId)?.secret ?? (email ? DEMO_TOTP_SECRETS[email.trim().toLowerCase()] : undefined);
}

/** Test only: forgets the account's last accepted step, so the current code is taken again. */
export async function rewindStep(memberId: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: config().tables.core,
      Key: keys.secondFactor(memberId),
      UpdateExpression: 'SET lastStep = :zero',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':zero': 0 },
    }),
  );
}

interface Poster {
  post(path: string, body: unknown): Promise<{ status: number; text: string; json: Record<string, unknown> }>;
}

/**
 * Takes the step a sign-in answered (`enrol`: set up an app with a fresh secret and keep it;
 * `verify`: a code of the known secret), through the portal's own routes. Throws when it fails.
 */
export async function takeSecondStep(client: Poster, signIn: Record<string, unknown>, email?: string): Promise<void> {
  const memberId = String(signIn.credentials);
  if (signIn.secondStep === 'enrol') {
    const state = await client.post('b2c/secondstep', {});
    if (state.status !== 200 || state.json.state !== 'enrol') throw new Error(`second step state: ${state.text}`);
    const secret = String(state.json.secret);
    const enrolled = await client.post('b2c/enroltotp', { code: codeFor(secret) });
    if (enrolled.status !== 200) throw new Error(`second step enrolment: ${enrolled.text}`);
    rememberFactor(memberId, { secret, recoveryCodes: enrolled.json.recoveryCodes as string[] });
    return;
  }
  const secret = secretOf(memberId, email);
  if (!secret) throw new Error(`no known second-step secret for ${email ?? memberId}`);
  for (let attempt = 0; attempt < 5; attempt++) {
    const passed = await client.post('b2c/passsecondstep', { code: codeFor(secret) });
    if (passed.status === 200) return;
    if (passed.status !== 409) throw new Error(`second step: ${passed.status} ${passed.text}`);
    await rewindStep(memberId);
  }
  throw new Error(`second step: the code stayed used for ${email ?? memberId}`);
}
