import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from '../config.js';
import { sesClient } from './clients.js';

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

/** Sends one email through SES v2 (the local emulator locally). */
export async function sendMail(mail: Mail, fromName: string): Promise<void> {
  const { mailFrom, mailConfigurationSet } = config();
  await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: `"${fromName.replace(/["\\]/g, '')}" <${mailFrom}>`,
      Destination: { ToAddresses: [mail.to] },
      ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
      ConfigurationSetName: mailConfigurationSet,
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: mail.html, Charset: 'UTF-8' }, Text: { Data: mail.text, Charset: 'UTF-8' } },
          ...(mail.headers?.length ? { Headers: mail.headers.map((h) => ({ Name: h.name, Value: h.value })) } : {}),
          ...(mail.attachments?.length
            ? { Attachments: mail.attachments.map((a) => ({ FileName: a.filename, RawContent: a.content, ContentType: a.contentType, ContentDisposition: 'ATTACHMENT' as const })) }
            : {}),
        },
      },
    }),
  );
}
