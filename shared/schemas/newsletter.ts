import * as z from 'zod';
import { MESSAGES } from '../constants.js';
import { coopKey, credentials, done, email, linkKeys } from './common.js';

// The business (b2b) shell's newsletter: subscribe with an address, confirm from the emailed link
// (double opt-in). The co-op is the member's, else the page's (key, then host), as for home data.

export const subscribeNewsletterRequest = z.object({
  credentials,
  key: coopKey,
  email: email(MESSAGES.newsletterEmailRequired, MESSAGES.newsletterEmailInvalid),
});
/** The same neutral answer whatever the address's state (never says whether it was subscribed). */
export const subscribeNewsletterResponse = done;

export const confirmNewsletterRequest = z.object(linkKeys);
export const confirmNewsletterResponse = done;

/** The subscribe box's fields (the form layer's schema: the request's own email rule). */
export const newsletterForm = z.object({ email: subscribeNewsletterRequest.shape.email });
