import type * as z from 'zod';
import { LIMITS } from '#shared/constants.js';
import type {
  listSubscribersRequest,
  NewsletterSubscriber,
  removeSubscriberRequest,
} from '#shared/schemas/newsletter.js';
import { deleteSubscription, pageSubscriptions } from '#functions/db/newsletter-repo.js';
import { notFound } from '#functions/model/errors.js';
import { normalizeEmail } from '#functions/model/email-address.js';
import { NEWSLETTER_MESSAGES } from '#shared/schemas/newsletter-messages.js';

// The b2b shell's newsletter list for the co-op's staff (admin Members): read it page by page
// (and download it), or take an address off it. The co-op is always the session's.

interface Staff {
  plid: number;
}

export async function listSubscribers(staff: Staff, input: z.output<typeof listSubscribersRequest>) {
  const page = await pageSubscriptions(staff.plid, LIMITS.subscriberPage, input.cursor);
  const subscribers: NewsletterSubscriber[] = page.items.map((s) => ({
    email: s.email,
    status: s.status,
    createdAt: s.createdAt,
    confirmedAt: s.confirmedAt ?? null,
  }));
  return { success: true as const, subscribers, next: page.next ?? null };
}

export async function removeSubscriber(staff: Staff, input: z.output<typeof removeSubscriberRequest>) {
  const email = normalizeEmail(input.email);
  if (!email || !(await deleteSubscription(staff.plid, email))) throw notFound(NEWSLETTER_MESSAGES.subscriberNotFound);
  return { success: true as const, message: NEWSLETTER_MESSAGES.subscriberRemoved };
}
