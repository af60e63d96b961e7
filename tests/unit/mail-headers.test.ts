import { SendEmailCommand, SESv2Client, type SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessageMail } from '#functions/core/mail/contact-message-mail.js';
import { insuranceLeadMail } from '#functions/core/mail/insurance-lead-mail.js';
import {
  agreementLinkMail,
  agreementSignedMail,
  businessApprovedMail,
  businessRejectedMail,
  businessSubmittedMail,
} from '#functions/core/mail/partner-mail.js';
import { digestMail, inboxReplyMail, welcomeMail } from '#functions/core/mail/templates.js';
import { resetClients } from '#functions/db/clients.js';
import { sendMail, type Mail } from '#functions/db/mailer.js';
import { DEMO_COOPS } from '#infra/local/demo-data.js';

// Text someone typed (a lead's or sender's name, a message subject, a
// business name, a co-op's display name, a member's first name) must not break out of its mail
// header. Every mail is built with hostile text in each such field and sent through the mailer;
// what SES is asked to send has one-line headers.

const INJECTED = '\r\nBcc: victim@evil.example\r\n';
const evil = (s: string) => `${s}${INJECTED}X-Extra:\u0085\u2028\u2029\u0000\t1`;
const coop = { ...DEMO_COOPS[0]!.record, displayName: evil('Riverbend') };
const portal = 'https://riverbend.portal.localhost';

const mails: [string, Mail][] = [
  [
    'insurance lead',
    insuranceLeadMail(
      coop,
      'staff@riverbend.example',
      {
        leadId: 'L1',
        plid: coop.plid,
        memberId: 'm1',
        productIdentifier: 'auto',
        productName: evil('Auto'),
        firstName: evil('Eve'),
        lastName: evil('Lee'),
        email: 'eve@example.com',
        phone: '555',
        gender: 'F',
        age: '40',
        zip: '66044',
        state: 'KS',
        howToHelp: 'x',
        notes: 'x',
        products: [],
        createdAt: '2026-01-01T00:00:00Z',
        sentTo: null,
      },
      'eve@example.com',
    ),
  ],
  [
    'contact message',
    contactMessageMail(
      coop,
      'staff@riverbend.example',
      {
        messageId: 'c1',
        plid: coop.plid,
        memberId: null,
        fullName: evil('Eve'),
        email: 'eve@example.com',
        message: 'hi',
        createdAt: '2026-01-01T00:00:00Z',
        sentTo: null,
      },
      null,
    ),
  ],
  [
    'inbox reply',
    inboxReplyMail(coop, 'eve@example.com', portal, {
      name: evil('Eve'),
      subject: evil('Question'),
      text: 'Answer',
      original: 'Q',
      sentAt: '2026-01-01T00:00:00Z',
    }),
  ],
  ['business submitted', businessSubmittedMail(coop, 'm@example.com', evil('Ann'), portal, evil('Eve Spa'))],
  [
    'business approved',
    businessApprovedMail(coop, 'm@example.com', evil('Ann'), portal, evil('Eve Spa'), 'signer@example.com'),
  ],
  ['business rejected', businessRejectedMail(coop, 'm@example.com', evil('Ann'), portal, evil('Eve Spa'), 'reason')],
  [
    'agreement link',
    agreementLinkMail(coop, 'signer@example.com', evil('Sam'), portal, evil('Eve Spa'), `${portal}/sign`, 14),
  ],
  [
    'agreement signed',
    agreementSignedMail(coop, 'signer@example.com', portal, evil('Eve Spa'), {
      filename: `Agreement - ${evil('Eve Spa')}.pdf`,
      content: new Uint8Array([1]),
    }),
  ],
  ['welcome', welcomeMail(coop, 'm@example.com', evil('Ann'), portal)],
  [
    'digest',
    {
      ...digestMail(coop, 'm@example.com', evil('Ann'), portal, '66044', [], `${portal}/u`),
      headers: [{ name: 'List-Unsubscribe', value: evil(`<${portal}/u>`) }],
    },
  ],
];

describe('mail headers are one line whatever was typed', () => {
  const ses = mockClient(SESv2Client);
  // The suppression list every send reads first: empty here.
  const db = mockClient(DynamoDBDocumentClient);
  beforeEach(() => {
    resetClients();
    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'm' });
    db.reset();
    db.on(GetCommand).resolves({});
  });
  afterAll(() => {
    ses.restore();
    db.restore();
  });

  // No CR, LF, other control character or Unicode line/paragraph separator.
  const ONE_LINE = /^[^\p{Cc}\p{Zl}\p{Zp}]*$/u;

  it.each(mails)('%s: subject, From name, other headers and file names are single lines', async (_, mail) => {
    await sendMail(mail, coop.displayName);
    const input = ses.commandCalls(SendEmailCommand)[0]!.args[0].input as SendEmailCommandInput;
    const simple = input.Content!.Simple!;
    const headerValues = [
      input.FromEmailAddress!,
      ...(input.ReplyToAddresses ?? []),
      ...(input.Destination!.ToAddresses ?? []),
      simple.Subject!.Data!,
      ...(simple.Headers ?? []).flatMap((h) => [h.Name!, h.Value!]),
      ...(simple.Attachments ?? []).map((a) => a.FileName!),
    ];
    for (const value of headerValues) expect(value).toMatch(ONE_LINE);
    // The text itself stays, on the one line.
    expect(input.FromEmailAddress).toBe('"Riverbend Bcc: victim@evil.example X-Extra: 1" <no-reply@portal.localhost>');
    expect(simple.Subject!.Data).toContain('Bcc: victim@evil.example X-Extra: 1');
  });
});
