import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { config } from '#functions/config.js';
import { dynamo } from '#functions/db/clients.js';
import { keys } from '#functions/db/keys.js';
import { handler as sesFeedback, type SesFeedbackEvent } from '#functions/events/ses-feedback.js';
import { normalizeEmail, type NormalEmail } from '#functions/model/email-address.js';
import { feedbackPermissions, permissionsFor } from '#infra/lib/permissions.js';
import { simulatedFeedbackEvent } from '#infra/local/mailbox-simulator.js';
import { routes } from '#shared/routes.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';

// The suppression list end to end under the IAM harness: SES's bounce and complaint events reach
// the feedback function (with its own role: suppression writes only), and a suppressed address
// gets no more mail from any route, while My Account tells the member to correct it.

const harness = installIamHarness();
afterAll(() => harness.restore());

const normal = (email: string) => normalizeEmail(email) as NormalEmail;
const suppressed = (email: string) => harness.tables.get('core', keys.mailSuppression(normal(email)));

function bounceEvent(email: string, bounceType: 'Permanent' | 'Transient' | 'Undetermined'): SesFeedbackEvent {
  const event = simulatedFeedbackEvent('bounce@simulator.amazonses.com')!;
  const detail = event.detail as { bounce: { bounceType: string; bouncedRecipients: { emailAddress: string }[] } };
  return {
    ...event,
    detail: { ...detail, bounce: { ...detail.bounce, bounceType, bouncedRecipients: [{ emailAddress: email }] } },
  };
}

function complaintEvent(email: string): SesFeedbackEvent {
  const event = simulatedFeedbackEvent('complaint@simulator.amazonses.com')!;
  const detail = event.detail as { complaint: object };
  return {
    ...event,
    detail: { ...detail, complaint: { ...detail.complaint, complainedRecipients: [{ emailAddress: email }] } },
  };
}

beforeEach(async () => {
  await harness.reset();
  harness.use(feedbackPermissions());
});

describe('the SES feedback function', () => {
  it('suppresses an address on a permanent bounce, in its normalized spelling', async () => {
    await expect(sesFeedback(bounceEvent('Gone.Member@Example.COM', 'Permanent'))).resolves.toEqual({
      suppressed: 1,
      ignored: 0,
    });
    expect(harness.refusals).toEqual([]);
    expect(suppressed('gone.member@example.com')).toMatchObject({ reason: 'bounce', at: expect.any(String) });
  });

  it('leaves an address alone on a transient or undetermined bounce (a full mailbox may empty)', async () => {
    for (const kind of ['Transient', 'Undetermined'] as const) {
      await expect(sesFeedback(bounceEvent('full@example.com', kind))).resolves.toEqual({ suppressed: 0, ignored: 1 });
    }
    expect(suppressed('full@example.com')).toBeUndefined();
    expect(harness.calls).toEqual([]);
  });

  it('suppresses an address whose owner marked a mail as spam', async () => {
    await sesFeedback(complaintEvent('annoyed@example.com'));
    expect(suppressed('annoyed@example.com')).toMatchObject({ reason: 'complaint' });
  });

  it('drops an event it cannot read without failing (a retry would not mend it)', async () => {
    await expect(
      sesFeedback({ ...bounceEvent('x@example.com', 'Permanent'), detail: { eventType: 'Bounce' } }),
    ).resolves.toEqual({ suppressed: 0, ignored: 1 });
    await expect(sesFeedback({ ...bounceEvent('x@example.com', 'Permanent'), detail: null })).resolves.toEqual({
      suppressed: 0,
      ignored: 1,
    });
  });

  it('may write suppression items and nothing else', async () => {
    await expect(
      dynamo().send(new GetCommand({ TableName: config().tables.core, Key: keys.member(FIXTURE.memberId) })),
    ).rejects.toMatchObject({ name: 'AccessDeniedException' });
  });
});

describe('sending to a suppressed address', () => {
  it('the reset mail is not sent to a member whose address bounced, and the route still answers as usual', async () => {
    await sesFeedback(bounceEvent(FIXTURE.email, 'Permanent'));
    harness.use(permissionsFor(routes['outside/recoverpassword']));
    const res = await callRoute('outside/recoverpassword', { email: FIXTURE.email });
    expect(res.status).toBe(200);
    expect(harness.refusals).toEqual([]);
    expect(harness.mails).toEqual([]);
  });

  it('an address not on the list is mailed as before', async () => {
    harness.use(permissionsFor(routes['outside/recoverpassword']));
    await callRoute('outside/recoverpassword', { email: FIXTURE.email });
    expect(harness.mails).toEqual([expect.objectContaining({ to: [FIXTURE.email] })]);
  });
});

describe('My Account', () => {
  it('tells a member whose address bounced, and not one whose address is fine', async () => {
    harness.use(permissionsFor(routes['b2c/account']));
    const before = await callRoute('b2c/account', {}, { session: true });
    expect(before).toMatchObject({ status: 200, body: { mailUndeliverable: false } });

    harness.use(feedbackPermissions());
    await sesFeedback(bounceEvent(FIXTURE.email, 'Permanent'));
    harness.use(permissionsFor(routes['b2c/account']));
    const after = await callRoute('b2c/account', {}, { session: true });
    expect(harness.refusals).toEqual([]);
    expect(after).toMatchObject({ status: 200, body: { mailUndeliverable: true } });
  });
});
