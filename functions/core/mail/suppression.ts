import * as z from 'zod';
import { getSuppression, putSuppression, type SuppressionReason } from '#functions/db/suppression-repo.js';
import { normalizeEmail } from '#functions/model/email-address.js';
import { log } from '#functions/model/log.js';

// SES's bounce and complaint events (from the configuration set's event destination) turned into
// suppression items. A permanent bounce (no such mailbox, domain gone) or a complaint means no
// mail goes to the address again; a transient bounce (mailbox full, greylisting) is left alone,
// as is an undetermined one, since SES itself retries those and a later send may well arrive.

const recipient = z.object({ emailAddress: z.string() });

/** The event's detail as SES publishes it (event publishing names the kind `eventType`). */
const feedbackEvent = z.object({
  eventType: z.string(),
  bounce: z.object({ bounceType: z.string(), bouncedRecipients: z.array(recipient) }).optional(),
  complaint: z.object({ complainedRecipients: z.array(recipient) }).optional(),
  mail: z.object({ timestamp: z.string().optional() }).optional(),
});

export interface FeedbackOutcome {
  suppressed: number;
  /** Transient or undetermined bounces, and events of other kinds. */
  ignored: number;
}

/** The addresses an event suppresses, and why; none for a transient bounce or another kind of event. */
export function suppressionsOf(detail: unknown): { email: string; reason: SuppressionReason }[] {
  const parsed = feedbackEvent.safeParse(detail);
  if (!parsed.success) return [];
  const event = parsed.data;
  if (event.eventType === 'Bounce' && event.bounce?.bounceType === 'Permanent') {
    return event.bounce.bouncedRecipients.map((r) => ({ email: r.emailAddress, reason: 'bounce' as const }));
  }
  if (event.eventType === 'Complaint' && event.complaint) {
    return event.complaint.complainedRecipients.map((r) => ({ email: r.emailAddress, reason: 'complaint' as const }));
  }
  return [];
}

/** Records the suppressions of one SES event. A malformed event is logged and dropped: a retry would not mend it. */
export async function recordMailFeedback(detail: unknown, now = new Date()): Promise<FeedbackOutcome> {
  const found = suppressionsOf(detail);
  if (!found.length) {
    log('info', 'mail feedback: nothing to suppress', {
      eventType: (detail as { eventType?: unknown } | undefined)?.eventType,
    });
    return { suppressed: 0, ignored: 1 };
  }
  let suppressed = 0;
  for (const { email, reason } of found) {
    const normal = normalizeEmail(email);
    if (!normal) {
      log('warn', 'mail feedback: not an address', { reason });
      continue;
    }
    await putSuppression(normal, { reason, at: now.toISOString() });
    suppressed++;
  }
  log('info', 'mail feedback: addresses suppressed', { suppressed });
  return { suppressed, ignored: 0 };
}

/** Whether mail to the address is no longer sent (My Account tells the member to correct it). */
export async function isMailSuppressed(email: string): Promise<boolean> {
  const normal = normalizeEmail(email);
  return normal ? Boolean(await getSuppression(normal)) : false;
}
