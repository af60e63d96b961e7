import { beforeAll, describe, expect, it } from 'vitest';
import { fill } from '#shared/constants.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import {
  Client,
  lastMailTo,
  loggedIn,
  MEMBER_PASSWORD,
  mailsTo,
  uniqueEmail,
  useLocalAws,
} from '../support/live-env.js';

// The suppression list against the local portal: a mail to SES's bounce simulator address is
// accepted by the SES emulator, then the local runtime hands the bounce SES would publish to the
// feedback handler (infra/local/mailbox-simulator.ts) before the send returns. From then on the
// address gets no mail, and My Account asks the member to correct it until a new one is confirmed.

beforeAll(() => useLocalAws());

const CONFIRM_LINK = /\/confirmemail\/([^/\s]+)\/([A-Za-z0-9_-]{43})/;

describe('a bouncing address', () => {
  it('is mailed once, then never again; My Account says so until the member confirms a new address', async () => {
    const email = `bounce+${uniqueEmail('sup').split('@')[0]}@simulator.amazonses.com`;
    const signup = await new Client().post('outside/saveuser', {
      firstName: 'Bo',
      lastName: 'Unce',
      email,
      password: MEMBER_PASSWORD,
      passwordConfirmation: MEMBER_PASSWORD,
      zip: '66044',
      plid: 323,
    });
    expect(signup.status).toBe(200);
    // The welcome mail was accepted (and bounced).
    expect(await mailsTo(email)).toHaveLength(1);

    const reset = await new Client().post('outside/recoverpassword', { email });
    expect(reset.status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);

    const client = await loggedIn(email, MEMBER_PASSWORD);
    expect((await client.post('b2c/account', {})).json).toMatchObject({ email, mailUndeliverable: true });

    const moved = uniqueEmail('sup-fixed');
    const change = await client.post('b2c/saveaccountchanges', {
      data: { firstName: 'Bo', lastName: 'Unce', email: moved, currentPassword: MEMBER_PASSWORD, optout: 0 },
    });
    expect(change.json).toEqual({ success: true, message: fill(ACCOUNT_MESSAGES.emailChangeSent, { email: moved }) });
    // The notice to the old address about the change is not sent either.
    expect(await mailsTo(email)).toHaveLength(1);
    const [, key1, key2] = CONFIRM_LINK.exec((await lastMailTo(moved, /Confirm your new/)).body.text)!;
    expect((await new Client().post('outside/confirmemail', { key1, key2 })).status).toBe(200);

    const after = await loggedIn(moved, MEMBER_PASSWORD);
    expect((await after.post('b2c/account', {})).json).toMatchObject({ email: moved, mailUndeliverable: false });
  });
});
