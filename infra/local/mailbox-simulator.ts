import { randomUUID } from 'node:crypto';
import { SESv2Client, type SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { config } from '#functions/config.js';
import { handler as sesFeedback, type SesFeedbackEvent } from '#functions/events/ses-feedback.js';
import { log } from '#functions/model/log.js';
import { asFeedbackFunction } from './permission-guard.js';

// SES's mailbox simulator, for the local portal: the SES emulator accepts every mail, so a mail to
// bounce@simulator.amazonses.com or complaint@simulator.amazonses.com (SES's own simulator
// addresses, with an optional +label) is followed by the event SES would publish for it, handed
// to the same feedback handler the deployed EventBridge rule invokes, with that function's role.
// It runs before the send returns, so the request that sent the mail ends with the address
// already suppressed and a test needs no waiting.

const SIMULATED = /^(bounce|complaint)(\+[^@]*)?@simulator\.amazonses\.com$/i;
const PATCHED = Symbol.for('portal.mailboxSimulator');

/** The event SES publishes for a mail to one simulator address; undefined for any other address. */
export function simulatedFeedbackEvent(to: string, now = new Date()): SesFeedbackEvent | undefined {
  const kind = SIMULATED.exec(to)?.[1]?.toLowerCase();
  if (!kind) return undefined;
  const time = now.toISOString();
  const mail = {
    timestamp: time,
    messageId: randomUUID(),
    destination: [to],
    tags: { 'ses:configuration-set': [config().mailConfigurationSet ?? 'local'] },
  };
  const detail =
    kind === 'bounce'
      ? {
          eventType: 'Bounce',
          mail,
          bounce: {
            bounceType: 'Permanent',
            bounceSubType: 'General',
            timestamp: time,
            bouncedRecipients: [
              { emailAddress: to, action: 'failed', status: '5.1.1', diagnosticCode: 'smtp; 550 5.1.1 user unknown' },
            ],
          },
        }
      : {
          eventType: 'Complaint',
          mail,
          complaint: { timestamp: time, complaintFeedbackType: 'abuse', complainedRecipients: [{ emailAddress: to }] },
        };
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': kind === 'bounce' ? 'Email Bounced' : 'Email Complaint Received',
    source: 'aws.ses',
    account: '000000000000',
    time,
    region: config().region,
    resources: [],
    detail,
  };
}

type Send = (this: unknown, command: { input?: object }, ...rest: unknown[]) => Promise<unknown>;

/** Patches the SES client functions/db creates; once per process. */
export function installMailboxSimulator(): void {
  const prototype = SESv2Client.prototype as unknown as { send: Send; [PATCHED]?: boolean };
  if (prototype[PATCHED]) return;
  const original = prototype.send;
  prototype.send = async function simulatedSend(this: unknown, command, ...rest) {
    const out = await original.call(this, command, ...rest);
    if ((command as object).constructor.name !== 'SendEmailCommand') return out;
    for (const to of (command.input as SendEmailCommandInput).Destination?.ToAddresses ?? []) {
      const event = simulatedFeedbackEvent(to);
      if (!event) continue;
      // A failing handler is the feedback function's problem, not the sender's: SES would not tell it.
      await asFeedbackFunction(() => sesFeedback(event)).catch((error: Error) =>
        log('error', 'mailbox simulator: feedback handler failed', { error: error.message }),
      );
    }
    return out;
  };
  prototype[PATCHED] = true;
}
