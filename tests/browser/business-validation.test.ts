import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fill as fillTemplate, PERPETUAL_DATE } from '../../shared/constants.js';
import { loginInBrowser, useBrowser } from '../support/browser-session.js';
import { fill, joinNow } from '../support/business-wizard-page.js';
import { signedUpMember, useLocalAws } from '../support/live-env.js';
import { BUSINESS_INFO_STEPS, INCLUDE_FIELD_NAMES, LOCATION_STEPS } from '../support/wizard-steps.js';
import { COMMON_MESSAGES } from '../../shared/schemas/common-messages.js';
import { PARTNERS_MESSAGES } from '../../shared/schemas/partners-messages.js';

// Every check of the business wizard (business info on Send for
// Approval, the include-as-location box, location save, offer save) in Chromium, in the spec's
// order, one failing field at a time as a person meets them: click, read the warning, fix that
// field, click again. The checks run in the page, so nothing reaches the server: no save request
// goes out and the member still has no business.

beforeAll(() => useLocalAws());
const browser = useBrowser();

const warningOf = (scope: Locator) => scope.getByRole('alert').textContent();
const expectWarning = (scope: Locator, message: string) =>
  expect.poll(() => warningOf(scope)).toBe(`${COMMON_MESSAGES.warningTitle}${message}`);
const includeMessage = (field: string) => fillTemplate(PARTNERS_MESSAGES.includeAsLocation, { field });

describe('the business wizard checks in the browser', () => {
  // One member, one page, every check: about 15 s, more on a busy CI machine.
  it(
    "warns in the spec's order on Send for Approval, the include-as-location box, Save location and Save offer, and saves nothing",
    { timeout: 120_000 },
    async () => {
      const { email, client } = await signedUpMember('wizard-checks');
      const page = await browser.newPage();
      const saves: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/tbp/savebusinesstemp')) saves.push(r.url());
      });
      await loginInBrowser(page, email);
      const form = await joinNow(page);

      // Business info: Send for Approval names the first failing field; while the main address is
      // incomplete the include-as-location box names its first missing part and stays unticked.
      const send = () => form.getByRole('button', { name: 'Send for Approval' }).click();
      const include = form.getByLabel('Include the main business address as a location');
      for (const [label, message, value] of BUSINESS_INFO_STEPS) {
        const includeField = INCLUDE_FIELD_NAMES[label];
        await send();
        await expectWarning(form, message);
        await expect.poll(() => form.getByLabel(label, { exact: true }).getAttribute('aria-invalid')).toBe('true');
        if (includeField) {
          await include.click();
          await expectWarning(form, includeMessage(includeField));
          await expect.poll(() => include.isChecked()).toBe(false);
        }
        await fill(form, [[label, value]]);
      }
      // The main address complete, the box takes it as a location.
      await include.click();
      await expect.poll(() => include.isChecked()).toBe(true);

      // The Agreement tab's signer email, optional but an address when given, is checked next and
      // its tab shown.
      await form.getByRole('tab', { name: 'Agreement' }).click();
      await fill(form, [
        ["Signer's full name", 'Pat Baker'],
        ["Signer's job title", 'Owner'],
        ["Signer's email", 'pat at corner'],
      ]);
      await form.getByRole('tab', { name: 'Business Info' }).click();
      await send();
      await expectWarning(form, PARTNERS_MESSAGES.bizSignerEmailInvalid);
      await expect.poll(() => form.getByRole('tab', { name: 'Agreement' }).getAttribute('aria-selected')).toBe('true');
      const signerEmail = form.getByLabel("Signer's email", { exact: true });
      await expect.poll(() => signerEmail.getAttribute('aria-invalid')).toBe('true');
      await signerEmail.fill('pat@cornerbakery.example');
      await expect.poll(() => signerEmail.getAttribute('aria-invalid')).not.toBe('true');

      // Location save.
      await form.getByRole('tab', { name: 'Locations' }).click();
      const locations = form.getByRole('table', { name: 'Locations' });
      await locations.getByText('Corner Bakery (main address)').waitFor();
      await form.getByRole('button', { name: 'Add location' }).click();
      const location = page.getByRole('form', { name: 'Location' });
      await location.waitFor();
      for (const [label, message, value] of LOCATION_STEPS) {
        await location.getByRole('button', { name: 'Save location' }).click();
        await expectWarning(location, message);
        await fill(location, [[label, value]]);
      }
      await location.getByRole('button', { name: 'Save location' }).click();
      await location.waitFor({ state: 'detached' });
      await locations.getByText('400 Mass Street, Lawrence, KS 66044').waitFor();

      // Offer save: each failed check shows the tab its field is on.
      await form.getByRole('tab', { name: 'Offers' }).click();
      await form.getByRole('button', { name: 'Add offer' }).click();
      const offer = page.getByRole('form', { name: 'Offer' });
      await offer.waitFor();
      const saveOffer = () => offer.getByRole('button', { name: 'Save offer' }).click();
      const expectTab = (name: string) =>
        expect.poll(() => offer.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
      // A new offer's frequency is 0; emptied, the required check comes before greater than 0.
      await fill(offer, [['Frequency', '']]);
      const offerSteps: [label: string, message: string, value: string][] = [
        ['Display value', PARTNERS_MESSAGES.offerValueRequired, '10% off'],
        ['Full description', PARTNERS_MESSAGES.offerDescriptionRequired, 'Ten percent off any order.'],
        ['Estimated dollar value', PARTNERS_MESSAGES.offerDollarRequired, '4.50'],
        ['Frequency', PARTNERS_MESSAGES.offerFrequencyRequired, '0'],
        ['Frequency', PARTNERS_MESSAGES.offerFrequencyPositive, '2'],
      ];
      for (const [label, message, value] of offerSteps) {
        await saveOffer();
        await expectWarning(offer, message);
        await fill(offer, [[label, value]]);
      }
      await offer.getByRole('tab', { name: 'Offer Specification' }).click();
      await offer.getByLabel('Printed coupon').uncheck();
      await offer.getByLabel('Mobile redemption').uncheck();
      await saveOffer();
      await expectWarning(offer, PARTNERS_MESSAGES.offerChannel);
      await offer.getByLabel('Mobile redemption').check();
      await saveOffer();
      await expectWarning(offer, PARTNERS_MESSAGES.offerExpirationRequired);
      await expectTab('Offer Information');
      await offer.getByLabel('Perpetual (no end: expires 01/01/2050)').check();
      await expect.poll(() => offer.getByLabel('Expiration date').inputValue()).toBe(PERPETUAL_DATE);
      await saveOffer();
      await expectWarning(offer, PARTNERS_MESSAGES.offerCategoryRequired);
      await expectTab('Categories');
      await offer.getByRole('group', { name: 'Categories' }).getByRole('checkbox').first().check();
      await saveOffer();
      await expectWarning(offer, PARTNERS_MESSAGES.offerLocationRequired);
      await expectTab('Locations');
      await offer.getByLabel('East store: 400 Mass Street, Lawrence').check();
      await saveOffer();
      await offer.waitFor({ state: 'detached' });
      const offers = form.getByRole('table', { name: 'Offers' });
      await offers.getByText('10% off').waitFor();
      await offers.getByText('2 per day').waitFor();

      // Every check ran in the page: no save went out, and the member has no business.
      expect(saves).toEqual([]);
      const stored = await client.post('tbp/getbusinessdraft', {});
      expect(stored.status).toBe(200);
      expect(stored.json).toMatchObject({ success: true, business: null });
    },
  );
});
