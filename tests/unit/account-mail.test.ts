import { describe, expect, it } from 'vitest';
import { activationMail, welcomeMail } from '#functions/core/mail/templates.js';
import { DEMO_COOPS } from '#infra/local/demo-data.js';

// Issue 37: a new co-op's first administrator is invited as its administrator, not with the text
// a member gets; and a co-op with no postal address yet (every new one) has a footer without a
// dangling comma or separator.

const coop = DEMO_COOPS[0]!.record;
const portal = 'http://valley.localhost:3000';
const link = `${portal}/activate/k1/k2`;

describe('the invitation', () => {
  it('tells a member about their savings account', () => {
    const mail = activationMail(coop, 'm@example.com', 'Mia', portal, link, 7);
    expect(mail.subject).toBe(`Activate your ${coop.displayName} member savings account`);
    expect(mail.text).toContain('has set up a free member savings account for you');
  });

  it('tells the first admin they are the co-op’s administrator, with the portal and the link', () => {
    const mail = activationMail(coop, 'a@example.com', 'Ada', portal, link, 7, 'admin');
    expect(mail.subject).toBe(`You are invited as the administrator of ${coop.displayName}`);
    expect(mail.text).toContain(`You have been made the administrator of ${coop.coopName}`);
    expect(mail.text).toContain(portal);
    expect(mail.text).toContain(`Activate my account: ${link}`);
    expect(mail.text).toContain('Platform Setup');
    expect(mail.text).not.toContain('member savings account for you');
    expect(mail.html).toContain('you are invited to run');
  });

  it('names back-office staff as such', () => {
    const mail = activationMail(coop, 'b@example.com', 'Bo', portal, link, 7, 'backoffice');
    expect(mail.subject).toBe(`You are invited as a back-office staff member of ${coop.displayName}`);
  });
});

describe('the footer', () => {
  it('has the name and the address when the co-op has one', () => {
    const mail = welcomeMail(coop, 'm@example.com', 'Mia', portal);
    expect(mail.text).toContain(`--\n${coop.coopName}, ${coop.displayAddress}\n${portal}`);
    expect(mail.html).toContain(`${coop.coopName} · `);
  });

  it('has no dangling comma or separator when the address is missing or blank', () => {
    for (const displayAddress of [null, '', '  ']) {
      const mail = welcomeMail({ ...coop, displayAddress }, 'm@example.com', 'Mia', portal);
      expect(mail.text).toContain(`--\n${coop.coopName}\n${portal}`);
      expect(mail.text).not.toMatch(/, *\n/);
      expect(mail.html).not.toMatch(new RegExp(`${coop.coopName} ·\\s*<br>`));
      expect(mail.html).toContain(`${coop.coopName}<br>`);
    }
  });
});
