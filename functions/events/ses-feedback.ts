import type { EventBridgeEvent } from 'aws-lambda';
import { recordMailFeedback, type FeedbackOutcome } from '../core/mail/suppression.js';
import { withLogContext } from '../model/log.js';

// SES's bounce and complaint events of the portal's configuration set, delivered by an
// EventBridge rule (infra/stacks/api-stack.ts); locally, by the SES mailbox simulator of the
// local runtime (infra/local/mailbox-simulator.ts). Not an HTTP route: no middy chain, no session.

export type SesFeedbackEvent = EventBridgeEvent<string, unknown>;

export const handler = withLogContext(
  async (event: SesFeedbackEvent): Promise<FeedbackOutcome> => recordMailFeedback(event.detail),
);
