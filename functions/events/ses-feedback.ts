import type { EventBridgeEvent } from 'aws-lambda';
import { recordMailFeedback, type FeedbackOutcome } from '../core/mail/suppression.js';

// SES's bounce and complaint events of the portal's configuration set, delivered by an
// EventBridge rule (infra/stacks/api-stack.ts); locally, by the SES mailbox simulator of the
// local runtime (infra/local/mailbox-simulator.ts). Not an HTTP route: no middy chain, no session.

export type SesFeedbackEvent = EventBridgeEvent<string, unknown>;

export async function handler(event: SesFeedbackEvent): Promise<FeedbackOutcome> {
  return recordMailFeedback(event.detail);
}
