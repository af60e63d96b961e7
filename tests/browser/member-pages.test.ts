import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARK_NAMES } from '#shared/constants.js';
import { useBrowser } from '../support/browser-session.js';
import { portalUrl, signedUpMember, useLocalAws } from '../support/live-env.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';
import { signInWithoutDialog } from './sign-in.js';

// The member area's smaller screens in Chromium against the local portal and its demo data: a
// visitor of the second co-op (Riverbend, on its own host name) reads About, Mobile App, the Terms
// of Use and Privacy Policy with the co-op's name, the unsubscribe instructions and the
// forgot-password address, then the entertainment and all-deals lists, the parks without the
// browse link and the login gates; a new Prairie Sky member gets the pages behind the gates.

beforeAll(() => useLocalAws());
const browser = useBrowser();

const riverbend = () => `http://riverbend.localhost:${new URL(portalUrl()).port}`;

const headings = (list: Locator) => list.getByRole('heading').allTextContents();

/** The group names of alldeals, once every section has rendered (they follow the first paint). */
const dealGroups = (main: Locator) =>
  main.getByTestId('deal-group').evaluateAll((sections) => sections.map((s) => s.getAttribute('aria-label')));

async function seesPleaseLoginAtHome(page: Page): Promise<void> {
  await page
    .getByRole('alert')
    .filter({ hasText: COMMON_MESSAGES.pleaseLogin })
    .filter({ hasText: COMMON_MESSAGES.loginRequired })
    .waitFor();
  await page.waitForURL(/\/b2c\/chome$/);
}

describe('member-area pages in the browser', () => {
  it('shows a Riverbend visitor About, Mobile App, the legal pages, the unsubscribe steps and the forgot-password view', async () => {
    const page = await browser.newPage();
    const main = page.getByRole('main');

    await page.goto(`${riverbend()}/b2c/caboutus`);
    await main.getByRole('heading', { level: 1, name: 'About Riverbend Power Co-op' }).waitFor();
    await main.getByRole('img', { name: 'Riverbend Power Co-op logo' }).waitFor({ state: 'visible' });
    await expect
      .poll(() => main.textContent())
      .toContain('Riverbend Power Cooperative serves members along the Harpeth River');
    await expect
      .poll(() => main.getByRole('link', { name: '(615) 555-0172' }).getAttribute('href'))
      .toBe('tel:6155550172');
    const site = main.getByRole('link', { name: 'https://riverbend.example' });
    await expect
      .poll(async () => [await site.getAttribute('href'), await site.getAttribute('target')])
      .toEqual(['https://riverbend.example', '_blank']);
    const benefits = await page.getByTestId('benefit-list').getByRole('listitem').allTextContents();
    expect(benefits.map((b) => b.split(':')[0])).toEqual([
      'Local Deals',
      'National Discounts',
      'Healthy Savings',
      'Travel',
      'Tickets and Theme Parks',
      'Insurance',
      'Membership Card',
    ]);

    // Riverbend has an iPhone app only.
    await page.goto(`${riverbend()}/b2c/cmobile`);
    await main.getByTestId('mobile-intro').waitFor();
    await expect.poll(() => main.getByRole('heading', { level: 1 }).textContent()).toBe('Mobile App');
    await expect
      .poll(() => main.getByRole('link', { name: 'Download on the App Store' }).getAttribute('href'))
      .toBe('https://apps.apple.com/app/id000000002');
    await expect.poll(() => main.getByRole('link', { name: 'Get it on Google Play' }).count()).toBe(0);

    await page.goto(`${riverbend()}/b2c/cterms`);
    await main.getByRole('heading', { level: 1, name: 'Terms of Use' }).waitFor();
    const terms = await main.getByTestId('legal-section').getByRole('heading', { level: 2 }).allTextContents();
    expect(terms).toHaveLength(41);
    terms.forEach((title, i) => expect(title).toMatch(new RegExp(`^${i + 1}\\. \\S`)));
    await main.getByText('Last updated August 1st, 2022').waitFor();
    await main
      .getByText('Please read these terms before you use the Riverbend Power Co-op member savings program.')
      .waitFor();

    await page.goto(`${riverbend()}/b2c/cprivacy`);
    await main.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    const privacy = await main.getByTestId('legal-section').getByRole('heading', { level: 2 }).allTextContents();
    expect(privacy).toHaveLength(13);
    privacy.forEach((title, i) => expect(title).toMatch(new RegExp(`^${i + 1}\\. \\S`)));
    await main.getByText('Last updated August 2022').waitFor();
    await main
      .getByText('Your privacy matters to Riverbend Power Co-op. This policy explains what we collect and why.')
      .waitFor();
    await expect.poll(() => main.textContent()).toContain('not for anyone under 18');

    await page.goto(`${riverbend()}/unsubscribe`);
    await main.getByRole('heading', { level: 1, name: 'Unsubscribe from emails' }).waitFor();
    await main
      .getByText('You choose whether Riverbend Power Co-op sends you emails about your member savings.')
      .waitFor();
    await expect
      .poll(() => main.getByRole('listitem').allTextContents())
      .toEqual([
        'Log in to your account on this website.',
        'Open My Account and go to the My Account tab.',
        'Set the email communication preference to no emails, then save your changes.',
      ]);
    await expect.poll(() => main.textContent()).toContain('In the mobile app, open Update Information');
    const login = main.getByRole('link', { name: 'Login' });
    await expect.poll(() => login.getAttribute('href')).toBe('/b2c/chome');
    await login.click();
    await page.waitForURL(/\/b2c\/chome$/);

    // The forgot-password address opens the login's recovery view over the home.
    await page.goto(`${riverbend()}/b2c/forgotpassword`);
    const recover = page.getByRole('dialog', { name: 'Forgot password' });
    await recover.getByLabel('Email').waitFor();
    await recover.getByRole('button', { name: 'Send reset link' }).waitFor({ state: 'visible' });
    await page.waitForURL(/\/b2c\/chome$/);
  });

  it("lists Riverbend's deals to a visitor, shows the parks without the browse link, and gates the members' pages", async () => {
    const page = await browser.newPage();
    const main = page.getByRole('main');

    await page.goto(`${riverbend()}/b2c/centertainment`);
    await main.getByRole('heading', { level: 1, name: 'Entertainment' }).waitFor();
    const deals = main.getByTestId('group-deal');
    await expect.poll(() => headings(deals)).toEqual(['Show and event tickets', 'Theme parks']);
    // An open page: the Theme parks card goes there.
    await deals.filter({ hasText: 'Theme parks' }).getByRole('button').click();
    await page.waitForURL(/\/b2c\/cparks$/);
    await main.getByRole('heading', { level: 1, name: 'Theme Parks' }).waitFor();
    await expect.poll(() => headings(main.getByTestId('park'))).toEqual([...PARK_NAMES]);
    await main.getByText('Log in to browse park tickets at member prices.').waitFor({ state: 'visible' });
    await expect.poll(() => main.getByRole('button', { name: 'Browse park tickets' }).count()).toBe(0);

    // Every group with deals, in the co-op's menu order; Member Protection is for members only,
    // and Entertainment (outside the menu) comes last.
    await page.goto(`${riverbend()}/b2c/alldeals`);
    await main.getByRole('heading', { level: 1, name: 'All Deals' }).waitFor();
    await expect
      .poll(() => dealGroups(main))
      .toEqual(['Healthy Savings', 'Shop Local', 'Online Deals', 'Insurance', 'Entertainment']);
    await expect
      .poll(() => headings(main.getByRole('region', { name: 'Shop Local', exact: true }).getByTestId('group-deal')))
      .toEqual(['Shop local']);

    for (const path of ['/b2c/ctickets', '/b2c/cmarketplace/clenses', '/b2c/cnewmarketplace']) {
      await page.goto(`${riverbend()}${path}`);
      await seesPleaseLoginAtHome(page);
    }
  });

  it('gives a signed-in member the pages behind the login, from the deal lists to the marketplace', async () => {
    const { email } = await signedUpMember('member-pages-browser');
    const page = await browser.newPage();
    const main = page.getByRole('main');
    await signInWithoutDialog(page, email);

    // A member who follows a forgot-password link just lands on the home.
    await page.goto(`${portalUrl()}/b2c/forgotpassword`);
    await page.waitForURL(/\/b2c\/chome$/);
    await page.getByRole('button', { name: 'My Account' }).waitFor();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.goto(`${portalUrl()}/b2c/centertainment`);
    const deals = main.getByTestId('group-deal');
    await expect
      .poll(() => headings(deals))
      .toEqual(['Show and event tickets', 'Theme parks', 'Movie nights', 'Trailhead Fitness']);
    await deals.filter({ hasText: 'Show and event tickets' }).getByRole('button').click();
    await page.waitForURL(/\/b2c\/ctickets$/);
    await main.getByRole('heading', { level: 1, name: 'Tickets' }).waitFor();
    await main.getByText('Save on concerts, shows, sports, attractions and up to 50% off theme parks.').waitFor();
    await main.getByRole('button', { name: 'Browse tickets' }).waitFor({ state: 'visible' });

    // The parks' browse link asks for a partner id, then 'Please read' before the new window.
    await page.goto(`${portalUrl()}/b2c/cparks`);
    await main.getByRole('heading', { level: 1, name: 'Theme Parks' }).waitFor();
    await main.getByRole('button', { name: 'Browse park tickets' }).click();
    const confirm = page.getByRole('dialog', { name: DEALS_MESSAGES.pleaseReadTitle });
    await confirm.getByText(DEALS_MESSAGES.newWindow).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => headings(main.getByTestId('park'))).toEqual([...PARK_NAMES]);
    await expect.poll(() => main.getByText('Log in to browse park tickets at member prices.').count()).toBe(0);

    // A member also sees Prairie Sky's members-only Marketplace group.
    await page.goto(`${portalUrl()}/b2c/alldeals`);
    await expect
      .poll(() => dealGroups(main))
      .toEqual([
        'Health & Wellness',
        'Travel & Entertainment',
        'Safety & Security',
        'Marketplace',
        'Local Deals',
        'National Deals',
        'Insurance',
        'Entertainment',
      ]);
    const marketplace = main.getByRole('region', { name: 'Marketplace', exact: true }).getByTestId('group-deal');
    await expect.poll(() => headings(marketplace)).toEqual(['Contact lenses', 'Pet care', 'Marketplace insurance']);
    await marketplace.filter({ hasText: 'Contact lenses' }).getByRole('button').click();
    await page.waitForURL(/\/b2c\/cmarketplace\/clenses$/);
    await main.getByRole('heading', { level: 1, name: 'Contact Lenses' }).waitFor();
    await main.getByText('Save 10% to 40% on contact lenses from the brands you already wear.').waitFor();
    for (const label of ['Shop contact lenses', 'Watch how it works', 'Questions and answers', 'Disclosures'])
      await main.getByRole('button', { name: label }).waitFor({ state: 'visible' });

    const back = main.getByRole('link', { name: '‹ Back to Marketplace' });
    await expect.poll(() => back.getAttribute('href')).toBe('/b2c/cnewmarketplace');
    await back.click();
    await page.waitForURL(/\/b2c\/cnewmarketplace$/);
    await main.getByRole('heading', { level: 1, name: 'Marketplace' }).waitFor();
    const items = main.getByTestId('marketplace-item');
    await expect
      .poll(() => items.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      .toEqual(['/b2c/cmarketplace/clenses', '/b2c/cmarketplace/cpets', '/b2c/cmarketplace/cmarketinsurance']);
    await expect.poll(() => headings(items)).toEqual(['Contact Lenses', 'Pet Care', 'Marketplace Insurance']);
    await main.getByRole('heading', { level: 2, name: 'Family Protection Pack' }).waitFor({ state: 'visible' });
  });
});
