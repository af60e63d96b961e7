import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { config } from '../config.js';
import { sesClient } from './clients.js';

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Sends one email through SES v2 (the local emulator locally). */
export async function sendMail(mail: Mail, fromName: string): Promise<void> {
  const { mailFrom, mailConfigurationSet } = config();
  await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: `"${fromName.replace(/["\\]/g, '')}" <${mailFrom}>`,
      Destination: { ToAddresses: [mail.to] },
      ConfigurationSetName: mailConfigurationSet,
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Html: { Data: mail.html, Charset: 'UTF-8' }, Text: { Data: mail.text, Charset: 'UTF-8' } },
        },
      },
    }),
  );
}
