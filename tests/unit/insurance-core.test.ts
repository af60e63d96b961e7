import { describe, expect, it } from 'vitest';
import { offeredProducts } from '#functions/core/benefits/insurance.js';
import { insuranceLeadMail } from '#functions/core/mail/insurance-lead-mail.js';
import type { InsuranceLeadRecord } from '#functions/db/insurance-repo.js';
import { DEMO_COOPS } from '#infra/local/demo-data.js';
import { DEMO_INSURANCE_PRODUCTS } from '#infra/local/demo-insurance.js';

// Which products a co-op offers, and the staff's copy of a quote request.

describe('offeredProducts', () => {
  it("keeps the catalogue's order, limited to the co-op's list when it has one", () => {
    const ids = (plid: number) =>
      offeredProducts(DEMO_COOPS.find((c) => c.record.plid === plid)!.record, DEMO_INSURANCE_PRODUCTS).map(
        (p) => p.productIdentifier,
      );
    expect(ids(323)).toEqual(DEMO_INSURANCE_PRODUCTS.map((p) => p.productIdentifier));
    expect(ids(417)).toEqual(['Life', 'Medsupp', 'Pet', 'Home', 'Farm']);
  });

  it('gives both demo co-ops a special offer and a product quoted on its provider site', () => {
    for (const { record } of DEMO_COOPS) {
      const offered = offeredProducts(record, DEMO_INSURANCE_PRODUCTS);
      expect(
        offered.some((p) => p.specialOffer === 1 && !p.urlRedirect),
        `${record.plid}`,
      ).toBe(true);
      expect(
        offered.some((p) => p.urlRedirect),
        `${record.plid}`,
      ).toBe(true);
    }
  });
});

describe('insuranceLeadMail', () => {
  const coop = DEMO_COOPS[0]!.record;
  const lead: InsuranceLeadRecord = {
    leadId: 'L1',
    plid: 323,
    memberId: 'M1',
    productIdentifier: 'Life',
    productName: 'Term Life Insurance',
    firstName: 'Ann',
    lastName: '<script>x</script>',
    email: 'ann@example.com',
    phone: '(785) 555-0143',
    gender: 'Female',
    age: '40',
    zip: '66044',
    state: 'KS',
    howToHelp: 'Looking for NEW coverage',
    notes: 'a & b "quoted"',
    products: [],
    createdAt: '2026-11-23T20:00:00.000Z',
    sentTo: 'members@prairiesky.example',
  };

  it('addresses the staff and lists every field, with the state by name', () => {
    const mail = insuranceLeadMail(coop, 'members@prairiesky.example', lead, 'ann@example.com');
    expect(mail.to).toBe('members@prairiesky.example');
    expect(mail.text).toContain('State: Kansas (KS)');
    expect(mail.text).toContain('How we can help: Looking for NEW coverage');
    expect(mail.text).toContain('Member account: ann@example.com (member id M1)');
  });

  it("never lets the member's text become markup in the HTML part", () => {
    const { html } = insuranceLeadMail(coop, 'members@prairiesky.example', lead, 'ann@example.com');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('a &amp; b &quot;quoted&quot;');
  });
});
