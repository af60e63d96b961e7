import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from '../config.js';
import { normalizeEmail } from '../model/email-address.js';
import { log } from '../model/log.js';
import { sesClient } from './clients.js';
import { getSuppression } from './suppression-repo.js';

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (the digest's List-Unsubscribe pair); transactional mail has none. */
  headers?: { name: string; value: string }[];
  /** Where the recipient's answer goes (a staff reply: the co-op's own address). */
  replyTo?: string;
  /** Files sent with the mail (the signed agreement's PDF). */
  attachments?: { filename: string; content: Uint8Array; contentType: string }[];
}

/**
 * Text for a header: one line. Subjects, display names and file names are built from what members,
 * businesses and co-op staff typed; a CR or LF in them (or another control character, or a Unicode
 * line or paragraph separator) could start a header of its own (`Eve\r\nBcc: ...`). Each run of
 * them and other white space becomes one space.
 */
export function oneLine(text: string): string {
  return text.replace(/[\s\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
}

/** sent: SES accepted it; suppressed: the address bounced for good or complained, so nothing was sent. */
export type MailOutcome = 'sent' | 'suppressed';

/**
 * Sends one email through SES v2 (the local emulator locally), unless the address is on the
 * suppression list: a mail to an address that bounced for good or complained hurts the
 * sender's reputation with every mailbox provider. Every header value passes through oneLine
 * here, the one place all mail passes, so no mail builder can forget either.
 */
/**
 * SES answered and refused the mail (throttled, over the daily quota, rejected): it was not sent,
 * so a retry cannot mail twice. A timeout or a 5xx answer may have sent it.
 */
export function mailRefused(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
  return status !== undefined && status >= 400 && status < 500;
}

export async function sendMail(mail: Mail, fromName: string): Promise<MailOutcome> {
  const { mailFrom, mailConfigurationSet } = config();
  const to = normalizeEmail(oneLine(mail.to));
  const suppressed = to ? await getSuppression(to) : undefined;
  if (suppressed) {
    log('warn', 'mail not sent: the address is suppressed', {
      reason: suppressed.reason,
      since: suppressed.at,
      subject: oneLine(mail.subject),
    });
    return 'suppressed';
  }
  await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: `"${oneLine(fromName).replace(/["\\]/g, '')}" <${mailFrom}>`,
      Destination: { ToAddresses: [oneLine(mail.to)] },
      ...(mail.replyTo ? { ReplyToAddresses: [oneLine(mail.replyTo)] } : {}),
      ConfigurationSetName: mailConfigurationSet,
      Content: {
        Simple: {
          Subject: { Data: oneLine(mail.subject), Charset: 'UTF-8' },
          Body: { Html: { Data: mail.html, Charset: 'UTF-8' }, Text: { Data: mail.text, Charset: 'UTF-8' } },
          ...(mail.headers?.length
            ? { Headers: mail.headers.map((h) => ({ Name: oneLine(h.name), Value: oneLine(h.value) })) }
            : {}),
          ...(mail.attachments?.length
            ? {
                Attachments: mail.attachments.map((a) => ({
                  FileName: oneLine(a.filename),
                  RawContent: a.content,
                  ContentType: a.contentType,
                  ContentDisposition: 'ATTACHMENT' as const,
                })),
              }
            : {}),
        },
      },
    }),
  );
  return 'sent';
}
