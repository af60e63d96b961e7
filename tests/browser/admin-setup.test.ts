import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetupData } from '#shared/schemas/admin-setup.js';
import { loginInBrowser, useBrowser } from '../support/browser-session.js';
import { Client, portalUrl, useLocalAws } from '../support/live-env.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';

// Platform Setup in Chromium, on co-op 417's own host (riverbend.localhost) so the tests looking
// at co-op 323's home are not disturbed: its admin changes the top bar colour (the live preview
// follows) and a slide's title, and the member home shows both on the next load. The co-op's
// branding and slides are put back afterwards.

let api: Client;
let original: SetupData;
const setup = async () => (await api.post('admin/getsetup', {})).json as unknown as SetupData;

beforeAll(async () => {
  useLocalAws();
  api = new Client();
  expect(
    (await api.post('outside/login', { email: 'staff@riverbend.example', password: 'Willow$Ferry64' })).status,
  ).toBe(200);
  original = await setup();
});
const browser = useBrowser();

afterAll(async () => {
  const now = await setup();
  const {
    logo: _logo,
    logoUrl: _l,
    cardFrontUrl: _f,
    cardBackUrl: _b,
    plid: _p,
    coopName: _n,
    version: _v,
    ...branding
  } = original.coop;
  await api.post('admin/savebranding', { ...branding, version: now.coop.version });
  await api.post('admin/saveslides', {
    slides: original.slides.map(({ imageUrl: _u, ...s }) => s),
    version: now.slidesVersion,
  });
});

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('Platform Setup', () => {
  it('an admin changes a colour and a slide and sees the member home change', async () => {
    const origin = `http://riverbend.localhost:${new URL(portalUrl()).port}`;
    const color = `#${(0x100000 + Math.floor(Math.random() * 0xefffff)).toString(16)}`;
    const title = `Harvest fair ${Date.now().toString(36)}`;
    const page = await browser.newPage();
    // Staff end their sign-in on the admin home.
    await loginInBrowser(page, 'staff@riverbend.example', 'Willow$Ferry64', origin);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Platform Setup' }).click();
    const form = page.getByRole('form', { name: 'Branding and contact' });
    await form.getByLabel('Top bar colour', { exact: true }).fill(color);
    // The preview follows as the admin types.
    await expect
      .poll(() => page.getByTestId('preview-top-bar').evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe(rgb(color));
    await form.getByRole('button', { name: 'Save branding' }).click();
    await page.getByText(ADMIN_MESSAGES.setupSaved).first().waitFor();

    await page
      .getByRole('navigation', { name: 'Platform Setup sections' })
      .getByRole('link', { name: 'Home slides' })
      .click();
    const slides = page.getByRole('form', { name: 'Home slides' });
    await slides.getByLabel('Title', { exact: true }).first().fill(title);
    // Listening before the click: a fast answer could otherwise come before the wait begins.
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/saveslides'));
    await slides.getByRole('button', { name: 'Save slides' }).click();
    expect((await saved).status()).toBe(200);

    // The member home, loaded afresh in another tab of the same browser.
    const member = await page.context().newPage();
    await member.goto(`${origin}/b2c/chome`);
    await member.getByTestId('top-bar').waitFor();
    await expect
      .poll(() => member.getByTestId('top-bar').evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe(rgb(color));
    await member.getByText(title).first().waitFor({ state: 'attached' });
  });
});
