import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSKEY_MESSAGES } from '#shared/schemas/passkey-messages.js';
import { portalUrl } from '../support/live-env.js';
import {
  accountStatus,
  login,
  newPage,
  openHome,
  PASSWORD,
  registered,
  session,
  sessionCookie,
  useAccountBrowser,
} from './account-journeys.js';

// Passkeys in Chromium with its virtual authenticator (CDP WebAuthn domain), against the local
// portal: a member adds a passkey in My Account, logs out, signs in with it; another
// authenticator, whose passkey for this site and member was never added, is refused.

useAccountBrowser();

/** A platform authenticator with user verification that answers every prompt by itself. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

async function logout(page: Page) {
  await page.getByTestId('top-bar').getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).waitFor();
  expect(await sessionCookie(page)).toBeUndefined();
}

async function signInWithPasskey(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByRole('button', { name: 'Sign in with a passkey' }).click();
  return dialog;
}

describe('passkeys in the browser', () => {
  it('adds a passkey in My Account, signs in with it, and refuses an authenticator without it', async () => {
    const email = await registered('passkey');
    const page = await newPage();
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    await openHome(page);
    await login(page, email, PASSWORD);

    await page.getByRole('button', { name: 'My Account' }).click();
    const account = page.getByRole('dialog', { name: 'My Account' });
    await account.getByRole('tab', { name: 'My Account' }).click();
    const section = account.getByRole('region', { name: 'Passkeys' });
    await section.getByLabel('Passkey name').fill('Test laptop');
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await section.getByText(PASSKEY_MESSAGES.added).waitFor();
    await section.getByRole('list', { name: 'Your passkeys' }).getByText('Test laptop').waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: new URL(portalUrl()).hostname });
    await page.keyboard.press('Escape');
    await account.waitFor({ state: 'detached' });

    await logout(page);
    const dialog = await signInWithPasskey(page);
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'My Account' }).waitFor();
    expect(await accountStatus(page)).toBe(200);
    expect((await session(page)).firstName).toBe('Ann');

    // Another authenticator: it holds a passkey for this site and this member, never added here.
    await logout(page);
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
    const other = await virtualAuthenticator(page);
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    await other.cdp.send('WebAuthn.addCredential', {
      authenticatorId: other.authenticatorId,
      credential: {
        credentialId: randomBytes(16).toString('base64'),
        isResidentCredential: true,
        rpId: new URL(portalUrl()).hostname,
        privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
        userHandle: credentials[0]?.userHandle ?? '',
        signCount: 0,
      },
    });
    const refused = await signInWithPasskey(page);
    await refused.getByText(PASSKEY_MESSAGES.signInRefused).waitFor();
    expect(await sessionCookie(page)).toBeUndefined();
    expect(await accountStatus(page)).toBe(401);
  });
});
