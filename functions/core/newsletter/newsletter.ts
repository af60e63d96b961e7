import { randomBytes } from 'node:crypto';
import type * as z from 'zod';
import { fill, NEWSLETTER } from '#shared/constants.js';
import { LIMIT_RULES } from '#shared/rate-limits.js';
import type { confirmNewsletterRequest, subscribeNewsletterRequest } from '#shared/schemas/newsletter.js';
import { getCoop, type CoopRecord } from '#functions/db/coops-repo.js';
import { sendMail, type Mail } from '#functions/db/mailer.js';
import {
  confirmWithToken,
  getNewsletterToken,
  getSubscription,
  requestSubscription,
  type NewsletterToken,
} from '#functions/db/newsletter-repo.js';
import { invalid, DomainError } from '#functions/model/errors.js';
import { log } from '#functions/model/log.js';
import { normalizeEmail, type NormalEmail } from '#functions/model/email-address.js';
import { requestCoop } from '../coops/request-coop.js';
import { consume } from '../security/rate-limit.js';
import { sha256 } from '#functions/model/tokens.js';
import { newsletterAlreadyMail, newsletterConfirmMail } from './newsletter-mail.js';
import { portalUrlFor } from '../portal-url.js';
import { NEWSLETTER_MESSAGES } from '#shared/schemas/newsletter-messages.js';

// The b2b shell's newsletter, double opt-in. Subscribing stores the address as pending for the
// member's co-op, else the page's (key, then host, as home data), and mails a confirmation link:
// key1 the co-op's plid (not a secret), key2 256 random bits of which only the SHA-256 is stored
// (a token item of its own, purpose newsletter, as the digest's unsubscribe links). The link works
// once, for NEWSLETTER.linkHours; using it marks the subscription confirmed. The answer to a
// subscribe never says whether the address was subscribed already (an address already confirmed
// is told so by mail instead).

export interface NewsletterSender {
  ip: string;
  memberPlid?: number;
  requestHost?: string;
}

export const newsletterLink = (portalUrl: string, plid: number, key2: string) =>
  `${portalUrl}/newsletter/${plid}/${key2}`;

async function mail(message: Mail, coop: CoopRecord, what: string): Promise<void> {
  try {
    await sendMail(message, coop.displayName);
  } catch (error) {
    log('error', 'email not sent', { what, plid: coop.plid, error: (error as Error).message });
  }
}

/** outside/subscribenewsletter. */
export async function subscribeNewsletter(
  sender: NewsletterSender,
  input: z.output<typeof subscribeNewsletterRequest>,
  now = new Date(),
) {
  await consume(LIMIT_RULES.newsletterIp, sender.ip, now.getTime());
  const email = normalizeEmail(input.email);
  if (!email) throw invalid(NEWSLETTER_MESSAGES.newsletterEmailInvalid);
  const coop = await requestCoop({ memberPlid: sender.memberPlid, key: input.key, requestHost: sender.requestHost });
  const answer = { success: true, message: NEWSLETTER_MESSAGES.newsletterSent };

  try {
    await consume(LIMIT_RULES.newsletterEmail, `${coop.plid}:${email}`, now.getTime());
  } catch (error) {
    // The answer must not differ for an address mailed too often: it is just not mailed again.
    if (error instanceof DomainError && error.kind === 'tooMany') return answer;
    throw error;
  }
  await sendSubscriptionMail(coop, email, now);
  return answer;
}

async function sendSubscriptionMail(coop: CoopRecord, email: NormalEmail, now: Date): Promise<void> {
  const portalUrl = portalUrlFor(coop);
  const existing = await getSubscription(coop.plid, email);
  if (existing?.status === 'confirmed') {
    await mail(newsletterAlreadyMail(coop, email, portalUrl), coop, 'newsletter-already');
    return;
  }
  const key2 = randomBytes(32).toString('base64url');
  const expiresAt = Math.floor(now.getTime() / 1000) + NEWSLETTER.linkHours * 3600;
  const stored = await requestSubscription(coop.plid, email, sha256(key2), expiresAt, now.toISOString());
  if (!stored) {
    // Confirmed between the read and the write.
    await mail(newsletterAlreadyMail(coop, email, portalUrl), coop, 'newsletter-already');
    return;
  }
  await mail(
    newsletterConfirmMail(coop, email, portalUrl, newsletterLink(portalUrl, coop.plid, key2), NEWSLETTER.linkHours),
    coop,
    'newsletter-confirm',
  );
}

/** Why a token cannot be used now (the message the confirm page shows), or undefined when it can. */
function problem(token: NewsletterToken | undefined, plid: string, now: Date): string | undefined {
  if (!token || token.purpose !== 'newsletter' || String(token.plid) !== plid)
    return NEWSLETTER_MESSAGES.newsletterLinkInvalid;
  if (token.usedAt) return NEWSLETTER_MESSAGES.newsletterLinkUsed;
  if (token.expiresAt <= Math.floor(now.getTime() / 1000)) return NEWSLETTER_MESSAGES.newsletterLinkExpired;
  return undefined;
}

/** outside/confirmnewsletter: uses the link once and marks the subscription confirmed. */
export async function confirmNewsletter(keys: z.output<typeof confirmNewsletterRequest>, ip: string, now = new Date()) {
  await consume(LIMIT_RULES.linkIp, ip, now.getTime());
  const wellFormed = /^\d{1,9}$/.test(keys.key1) && /^[A-Za-z0-9_-]{43}$/.test(keys.key2);
  if (!wellFormed) throw invalid(NEWSLETTER_MESSAGES.newsletterLinkInvalid);
  const hash = sha256(keys.key2);
  const token = await getNewsletterToken(hash);
  const refused = problem(token, keys.key1, now);
  if (refused || !token) throw invalid(refused ?? NEWSLETTER_MESSAGES.newsletterLinkInvalid);
  if (!(await confirmWithToken(hash, token, now))) {
    // Another use won the race, or the subscription is gone: say which, as read now.
    throw invalid(problem(await getNewsletterToken(hash), keys.key1, now) ?? NEWSLETTER_MESSAGES.newsletterLinkInvalid);
  }
  const coop = await getCoop(token.plid);
  return {
    success: true,
    message: fill(NEWSLETTER_MESSAGES.newsletterConfirmed, { coop: coop?.displayName ?? 'cooperative' }),
  };
}
