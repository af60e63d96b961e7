import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '#functions/config.js';
import { dynamo } from '#functions/db/clients.js';
import { getMemberByEmail } from '#functions/db/members-repo.js';
import { keys } from '#functions/db/keys.js';
import { normalizeEmail } from '#functions/model/email-address.js';
import { fill, RECOVERY_CODES } from '#shared/constants.js';
import { SECOND_FACTOR_MESSAGES } from '#shared/schemas/second-factor-messages.js';
import { useBrowser } from '../support/browser-session.js';
import { MEMBER_PASSWORD, portalUrl, signedUpMember, useLocalAws } from '../support/live-env.js';
import { codeFor } from '../support/second-step.js';

// Staff's second step in Chromium (ADR 0090): a new back-office member's first login sets up an
// authenticator app from the key the page shows (a code computed here, as the app would), sees
// the ten recovery codes once and reaches the admin area; a later login passes with a recovery
// code; the same recovery code is refused the next time, and the admin area stays closed.

beforeAll(() => useLocalAws());
const { newPage } = useBrowser();

/** A member made back-office staff of their co-op (the role an administrator would give). */
async function newStaffMember(): Promise<string> {
  const { email } = await signedUpMember('totp-staff');
  const address = normalizeEmail(email);
  const member = address ? await getMemberByEmail(address) : undefined;
  if (!member) throw new Error(`no member ${email}`);
  await dynamo().send(
    new UpdateCommand({
      TableName: config().tables.core,
      Key: keys.member(member.memberId),
      UpdateExpression: 'SET #role = :role',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':role': 'backoffice' },
    }),
  );
  return email;
}

/** Email and password in the header's Login dialog; staff land on the second step. */
async function signIn(page: Page, email: string) {
  await page.goto(`${portalUrl()}/b2c/chome`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Second step' }).waitFor();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/secondstep');
}

describe('staff second step', () => {
  it('enrols at the first login, shows ten recovery codes once, and takes a recovery code only once', async () => {
    const email = await newStaffMember();

    const first = await newPage();
    await signIn(first, email);
    const setup = first.getByRole('form', { name: 'Set up your authenticator app' });
    await setup.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await setup.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // A wrong code is refused in the form's words.
    await setup.getByLabel('Code from the app').fill(codeFor(secret, Date.now() - 10 * 60_000));
    await setup.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => setup.getByRole('alert').textContent()).toContain(SECOND_FACTOR_MESSAGES.wrongCode);
    await setup.getByLabel('Code from the app').fill(codeFor(secret));
    await setup.getByRole('button', { name: 'Confirm' }).click();
    const list = first.getByRole('list', { name: 'Recovery codes' });
    await list.waitFor();
    const codes = await list.getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(RECOVERY_CODES.count);
    const [firstCode = ''] = codes;
    await first.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await first.waitForURL(/\/admin\/ahome$/);
    await first.getByRole('navigation', { name: 'Admin' }).waitFor();

    // A later login: a recovery code instead of the app.
    const later = await newPage();
    await signIn(later, email);
    const step = later.getByRole('form', { name: 'Second step' });
    await step.getByLabel('Code').fill(firstCode);
    await step.getByRole('button', { name: 'Continue' }).click();
    await later.waitForURL(/\/admin\/ahome$/);
    await later
      .getByText(fill(SECOND_FACTOR_MESSAGES.passedWithRecovery, { left: String(RECOVERY_CODES.count - 1) }))
      .waitFor();

    // The same recovery code again: refused, and the admin area sends them back to the step.
    const again = await newPage();
    await signIn(again, email);
    const retry = again.getByRole('form', { name: 'Second step' });
    await retry.getByLabel('Code').fill(firstCode);
    await retry.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => retry.getByRole('alert').textContent()).toContain(SECOND_FACTOR_MESSAGES.wrongCode);
    await again.goto(`${portalUrl()}/admin/members`);
    await again.getByRole('heading', { name: 'Second step' }).waitFor();
    expect(new URL(again.url()).pathname).toBe('/secondstep');
  });
});
