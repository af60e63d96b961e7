import * as z from 'zod';
import { coopKey, credentials, cursor, done, email, linkKeys } from './common.js';
import { NEWSLETTER_MESSAGES } from './newsletter-messages.js';

// The business (b2b) shell's newsletter: subscribe with an address, confirm from the emailed link
// (double opt-in). The co-op is the member's, else the page's (key, then host), as for home data.

export const subscribeNewsletterRequest = z.object({
  credentials,
  key: coopKey,
  email: email(NEWSLETTER_MESSAGES.newsletterEmailRequired, NEWSLETTER_MESSAGES.newsletterEmailInvalid),
});
/** The same neutral answer whatever the address's state (never says whether it was subscribed). */
export const subscribeNewsletterResponse = done;

export const confirmNewsletterRequest = z.object(linkKeys);
export const confirmNewsletterResponse = done;

/** Admin Members: the co-op's newsletter subscribers, by address, LIMITS.subscriberPage a page. */
export const listSubscribersRequest = z.object({ credentials, cursor });
export const newsletterSubscriber = z.object({
  email: z.string(),
  status: z.enum(['pending', 'confirmed']),
  /** The first request. */
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriber>;
export const listSubscribersResponse = z.object({
  success: z.literal(true),
  subscribers: z.array(newsletterSubscriber),
  next: z.string().nullable(),
});

/** Takes an address off the list (a request by phone or letter); it may subscribe again later. */
export const removeSubscriberRequest = z.object({
  credentials,
  email: z.string({ error: NEWSLETTER_MESSAGES.subscriberNotFound }).max(254, NEWSLETTER_MESSAGES.subscriberNotFound),
});
export const removeSubscriberResponse = done;

/** The subscribe box's fields (the form layer's schema: the request's own email rule). */
export const newsletterForm = z.object({ email: subscribeNewsletterRequest.shape.email });
