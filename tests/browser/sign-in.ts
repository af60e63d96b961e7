import type { Page } from 'playwright-core';
import { SIGN_IN_ITEMS } from '#web/lib/session-storage.js';
import { MEMBER_PASSWORD, portalUrl } from '../support/live-env.js';

/**
 * Signs a member in without the Login dialog, for tests whose subject comes after it (the dialog's
 * own journeys: accounts.test.ts, keyboard-journeys.test.ts): from a bare document of the portal's
 * origin (a 404, no app), the login route called as the dialog calls it, so the browser keeps the
 * session cookies it sets, and the answer's sign-in items put in the tab's session storage as the
 * app's saveSignIn keeps them. The page is left on that document: the caller opens its page, which
 * boots signed in. Members only: staff go on to a second step (loginInBrowser takes it).
 */
export async function signInWithoutDialog(
  page: Page,
  email: string,
  password = MEMBER_PASSWORD,
  origin = portalUrl(),
): Promise<void> {
  await page.goto(`${origin}/sign-in-from-a-test.txt`);
  const answer = await page.evaluate(
    async ({ body, items }) => {
      const reply = await fetch('/api/outside/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const signIn = (await reply.json().catch(() => ({}))) as Record<string, unknown>;
      if (reply.ok && !signIn.secondStep)
        for (const item of items) if (typeof signIn[item] === 'string') sessionStorage.setItem(item, signIn[item]);
      return { status: reply.status, secondStep: signIn.secondStep };
    },
    { body: { email, password }, items: SIGN_IN_ITEMS },
  );
  if (answer.status !== 200 || answer.secondStep)
    throw new Error(
      `signing ${email} in answered ${answer.status}${answer.secondStep ? ' (staff: use loginInBrowser)' : ''}`,
    );
}
