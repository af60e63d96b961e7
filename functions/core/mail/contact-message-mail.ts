import type { CoopData } from '#shared/schemas/home.js';
import type { ContactMessageRecord } from '#functions/db/contact-repo.js';
import { oneLine, type Mail } from '#functions/db/mailer.js';
import { staffRecordMail } from './mail-html.js';

// A contact-form message as the co-op's staff receive it. Everything the sender typed is escaped
// (it is never markup) and the subject is one line whatever the name holds.

export function contactMessageMail(
  coop: Pick<CoopData, 'displayName' | 'topBarColor'>,
  to: string,
  record: ContactMessageRecord,
  memberEmail: string | null,
): Mail {
  const rows: [string, string][] = [
    ['Full name', record.fullName],
    ['Email', record.email],
    ['Message', record.message],
    ['Member account', memberEmail ? `${memberEmail} (member id ${record.memberId})` : 'not signed in'],
    ['Received', record.createdAt],
    ['Message id', record.messageId],
  ];
  const subject = `Contact form: message from ${oneLine(record.fullName)}`;
  return staffRecordMail(coop, to, {
    subject,
    what: 'contact form',
    ask: "Someone wrote to you through the savings portal's Contact Us page. Please answer them.",
    fields: rows,
  });
}
