import { parseArgs } from 'node:util';
import { inviteMember } from '#functions/core/accounts/accounts.js';
import { useRunningPortal } from './running-portal.js';

// `npm run invite -- --email a@b.example --first Ann --last Lee --zip 66044 --plid 323`
// Invites a member into the running local portal (npm start's default ports): creates the member
// without a password and emails the activation link to the local mailbox. The admin area will
// call the same inviteMember.

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    first: { type: 'string' },
    last: { type: 'string' },
    zip: { type: 'string', default: '66044' },
    plid: { type: 'string', default: '323' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
  },
});
if (!values.email || !values.first || !values.last) {
  console.error('Usage: npm run invite -- --email you@example.com --first Ann --last Lee [--zip 66044] [--plid 323]');
  process.exit(2);
}
useRunningPortal(values.port!);
try {
  const { link } = await inviteMember({
    email: values.email,
    firstName: values.first,
    lastName: values.last,
    zip: values.zip!,
    plid: Number(values.plid),
  });
  console.log(`Invited ${values.email}. The activation email is in the mailbox; the link is:\n  ${link}`);
} catch (error) {
  console.error(`Could not invite: ${(error as Error).message}. Is \`npm start\` running?`);
  process.exit(1);
}
