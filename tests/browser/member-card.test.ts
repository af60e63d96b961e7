import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser-session.js';
import { portalUrl, signedUpMember, useLocalAws } from '../support/live-env.js';
import { signInWithoutDialog } from './sign-in.js';

// The membership card in Chromium against the local portal: the co-op's card art loads from the
// media bucket, and the print preview shows only the card, with the member's name, member id and
// 'THIS IS NOT INSURANCE'.

beforeAll(() => useLocalAws());
const browser = useBrowser();

describe('membership card in the browser', () => {
  it("prints the card alone with the member's name and the notice", async () => {
    const { email } = await signedUpMember('card-browser');
    const page = await browser.newPage();
    await signInWithoutDialog(page, email);
    await page.goto(`${portalUrl()}/b2c/ccard`);
    const card = page.getByTestId('member-card');
    await card.waitFor();
    // Both sides' art came from the bucket (an image that failed has no natural width).
    await expect
      .poll(() => card.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth > 0)))
      .toEqual([true, true]);

    await page.emulateMedia({ media: 'print' });
    await card.getByTestId('card-name').waitFor({ state: 'visible' });
    await expect.poll(() => card.getByTestId('card-name').textContent()).toBe('Dee Saver');
    await card.getByText('THIS IS NOT INSURANCE').waitFor({ state: 'visible' });
    await expect.poll(() => card.getByTestId('card-member-id').textContent()).toMatch(/^Member ID \S+$/);
    // The rest of the page is not printed.
    await page.getByRole('button', { name: 'Print Card' }).waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Membership Card' }).waitFor({ state: 'hidden' });
  });
});
