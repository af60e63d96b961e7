import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { listInsuranceLeads } from '#functions/db/insurance-repo.js';
import { CAROUSELS, fill } from '#shared/constants.js';
import { useBrowser } from '../support/browser-session.js';
import { mailsTo, portalUrl, signedUpMember, uniqueEmail, useLocalAws } from '../support/live-env.js';
import { BENEFITS_MESSAGES } from '#shared/schemas/benefits-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { signInWithoutDialog } from './sign-in.js';

// Insurance in Chromium against the local portal: a visitor is sent home with 'Please Login'; a
// member picks the special offer on the Insurance page, meets the quote form's warnings in the
// spec's order, sends the request through the phone mask, and lands on the home while the lead
// is stored and its mail waits in the co-op staff's local mailbox.

beforeAll(() => useLocalAws());
const browser = useBrowser();

const login = (page: Page, email: string) => signInWithoutDialog(page, email);

describe('insurance in the browser', () => {
  it("sends a visitor from the Insurance page to the home with 'Please Login'", async () => {
    const page = await browser.newPage();
    await page.goto(`${portalUrl()}/b2c/cinsurance`);
    await page
      .getByRole('alert')
      .filter({ hasText: COMMON_MESSAGES.pleaseLogin })
      .filter({ hasText: COMMON_MESSAGES.loginRequired })
      .waitFor();
    await page.waitForURL(/\/b2c\/chome$/);
  });

  it('warns in order, sends a quote request for the special offer, and the lead reaches the staff mailbox', async () => {
    const { email } = await signedUpMember('ins-browser');
    const leadEmail = uniqueEmail('ins-browser-lead');
    const page = await browser.newPage();
    await login(page, email);
    await page.goto(`${portalUrl()}/b2c/cinsurance`);
    const special = page
      .locator('[data-testid="insurance-product"][data-special-offer="true"]')
      .filter({ hasText: 'Homeowners Insurance' });
    await special.getByRole('link', { name: 'Get a quote: Homeowners Insurance' }).click();
    await page.waitForURL(/\/b2c\/cinsuranceform\/Home$/);

    const form = page.getByRole('form', { name: 'Quote request' });
    const submit = () => form.getByRole('button', { name: 'Request a quote' }).click();
    const alert = form.getByRole('alert');
    const m = BENEFITS_MESSAGES.insurance;
    const steps: [label: string, message: string, act: () => Promise<unknown>][] = [
      ['First name', m.firstName, () => form.getByLabel('First name').fill('Quinn')],
      ['Last name', m.lastName, () => form.getByLabel('Last name').fill('Browser')],
      ['Email', m.email, () => form.getByLabel('Email').fill(leadEmail)],
      // Typed key by key: the mask writes the brackets, the space and the dash.
      ['Phone', m.phone, () => form.getByLabel('Phone').pressSequentially('7855550143')],
      ['Gender', m.gender, () => form.getByLabel('Gender').selectOption('Female')],
      ['Age', m.age, () => form.getByLabel('Age').pressSequentially('47')],
      ['ZIP code', m.zip, () => form.getByLabel('ZIP code').pressSequentially('66044')],
      ['State', m.state, () => form.getByLabel('State').selectOption({ label: 'Kansas' })],
      [
        'How can we help?',
        m.howToHelp,
        () => form.getByLabel('How can we help?').selectOption('Do I have the right coverage in place?'),
      ],
      ['Notes', m.notes, () => form.getByLabel('Notes').fill('New roof last spring.')],
    ];
    for (const [label, message, act] of steps) {
      await submit();
      await expect.poll(() => alert.textContent()).toBe(`${COMMON_MESSAGES.warningTitle}${message}`);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
      await expect.poll(() => form.getByLabel(label).getAttribute('aria-invalid')).toBe('true');
      await act();
    }
    await expect.poll(() => form.getByLabel('Phone').inputValue()).toBe('(785) 555-0143');

    await submit();
    const sent = fill(BENEFITS_MESSAGES.insuranceLeadSent, { coop: 'Prairie Sky Electric' });
    await page.getByRole('alert').filter({ hasText: COMMON_MESSAGES.successTitle }).filter({ hasText: sent }).waitFor();
    await page.waitForURL(/\/b2c\/chome$/);

    const leads = (await listInsuranceLeads(323)).filter((l) => l.email === leadEmail);
    expect(leads).toEqual([
      expect.objectContaining({
        productIdentifier: 'Home',
        firstName: 'Quinn',
        lastName: 'Browser',
        phone: '(785) 555-0143',
        gender: 'Female',
        age: '47',
        zip: '66044',
        state: 'KS',
        howToHelp: 'Do I have the right coverage in place?',
        notes: 'New roof last spring.',
        plid: 323,
        sentTo: 'members@prairiesky.example',
      }),
    ]);
    const mail = (await mailsTo('members@prairiesky.example')).filter((mm) => mm.body.text.includes(leadEmail));
    expect(mail.map((mm) => mm.subject)).toEqual(['Insurance quote request: Homeowners Insurance for Quinn Browser']);
    expect(mail[0]!.body.text).toContain('Phone: (785) 555-0143');

    // Back on the form, it starts empty.
    await page.goto(`${portalUrl()}/b2c/cinsuranceform/Home`);
    await expect
      .poll(() => page.getByRole('form', { name: 'Quote request' }).getByLabel('First name').inputValue())
      .toBe('');
  });
});

// The co-op's art draws the product's name into each picture, and cropping the
// picture to its box (object-fit cover) cut that name in half.
describe('insurance pictures in the browser', () => {
  /**
   * For each insurance picture on the page, once loaded: how much of it is painted each way (1 is
   * all of it), and the painted shape against its own (1 is undistorted), from its box, its
   * natural size and its object-fit.
   */
  const pictures = async (page: Page) => {
    const selector = '[data-testid="insurance-product"] img';
    await page.waitForFunction((s) => {
      const imgs = [...document.querySelectorAll<HTMLImageElement>(s)];
      return imgs.length > 0 && imgs.every((img) => img.complete && img.naturalWidth > 0);
    }, selector);
    return page.$$eval(selector, (imgs) =>
      (imgs as HTMLImageElement[]).map((img) => {
        const { width: W, height: H } = img.getBoundingClientRect();
        const [w, h] = [img.naturalWidth, img.naturalHeight];
        const fit = getComputedStyle(img).objectFit;
        const contain = Math.min(W / w, H / h);
        const scales: Record<string, [number, number]> = {
          fill: [W / w, H / h],
          cover: [Math.max(W / w, H / h), Math.max(W / w, H / h)],
          contain: [contain, contain],
          'scale-down': [Math.min(1, contain), Math.min(1, contain)],
          none: [1, 1],
        };
        const [sx, sy] = scales[fit]!;
        const round = (n: number) => Math.round(n * 100) / 100;
        return {
          shownWidth: round(Math.min(1, W / (w * sx))),
          shownHeight: round(Math.min(1, H / (h * sy))),
          shape: round(sx / sy),
        };
      }),
    );
  };
  const whole = { shownWidth: 1, shownHeight: 1, shape: 1 };

  it('shows each picture whole in the home carousel (375 by 436 cells) and on the Insurance page', async () => {
    const { email } = await signedUpMember('ins-pictures');
    const page = await browser.newPage();
    await login(page, email);
    await page.goto(`${portalUrl()}/b2c/chome`);
    const carousel = page.getByTestId('insurance-carousel');
    await carousel.waitFor();
    const cells = await carousel.getByTestId('insurance-product').evaluateAll((cards) =>
      cards.map((card) => {
        const { width, height } = card.parentElement!.getBoundingClientRect();
        return [width, height];
      }),
    );
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(cell).toEqual([CAROUSELS.insurance.width, CAROUSELS.insurance.height]);
    const onHome = await pictures(page);
    expect(onHome).toEqual(onHome.map(() => whole));

    await page.goto(`${portalUrl()}/b2c/cinsurance`);
    await page.getByTestId('insurance-products').waitFor();
    const onPage = await pictures(page);
    expect(onPage.length).toBeGreaterThan(1);
    expect(onPage).toEqual(onPage.map(() => whole));
  });
});
