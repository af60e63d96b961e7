import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import { LIMIT_RULES } from '#shared/rate-limits.js';
import type { contactFormRequest } from '#shared/schemas/benefits.js';
import { putContactMessage, type ContactMessageRecord } from '#functions/db/contact-repo.js';
import { sendMail } from '#functions/db/mailer.js';
import { getMember } from '#functions/db/members-repo.js';
import { log } from '#functions/model/log.js';
import { requestCoop } from '../coops/request-coop.js';
import { contactMessageMail } from '../mail/contact-message-mail.js';
import { consume } from '../security/rate-limit.js';
import { CONTACT_MESSAGES } from '#shared/schemas/contact-messages.js';

// outside/contactform (local-deals sections 2, 5, 8): a visitor's or member's message to the co-op
// of the page, stored and emailed to the co-op's staff.

export interface ContactSender {
  ip: string;
  /** The signed-in member: their co-op is the one written to, and the message names them. */
  memberId?: string;
  memberPlid?: number;
  requestHost?: string;
}

/**
 * The co-op is the member's, else the page's (key, then host, then the network default), as for
 * home data. The address's hourly allowance is counted before anything is stored or sent. A mail
 * that fails is logged: the message is stored either way.
 */
export async function sendContactMessage(
  sender: ContactSender,
  input: z.output<typeof contactFormRequest>,
  now = new Date(),
): Promise<{ success: true; message: string }> {
  const [coop, member] = await Promise.all([
    requestCoop({ memberPlid: sender.memberPlid, key: input.key, requestHost: sender.requestHost }),
    sender.memberId ? getMember(sender.memberId) : Promise.resolve(undefined),
  ]);
  await consume(LIMIT_RULES.contactIp, sender.ip, now.getTime());

  const to = coop.displayEmail?.trim() || null;
  const record: ContactMessageRecord = {
    messageId: randomUUID(),
    plid: coop.plid,
    memberId: member?.memberId ?? null,
    fullName: input.message.fullName,
    email: input.message.email,
    message: input.message.message,
    createdAt: now.toISOString(),
    sentTo: to,
  };
  await putContactMessage(record);
  if (to) {
    try {
      await sendMail(contactMessageMail(coop, to, record, member?.email ?? null), coop.displayName);
    } catch (error) {
      log('error', 'email not sent', {
        what: 'contact-message',
        messageId: record.messageId,
        error: (error as Error).message,
      });
    }
  } else {
    log('warn', 'contact message stored without a staff address to mail', {
      plid: coop.plid,
      messageId: record.messageId,
    });
  }
  return { success: true, message: CONTACT_MESSAGES.contactThanks };
}
