import { describe, expect, it } from 'vitest';
import {
  alertsOf,
  BUSINESS_INFO_CHECKS,
  businessInfoRules,
  formulaMessage,
  includeAsLocationRules,
  LOCATION_CHECKS,
  locationRules,
  offerChecks,
  offerRules,
  problemOf,
  SIGNER_CHECKS,
} from '#shared/partner-rules.js';
import { sampleDraft } from '../support/business-draft.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

// The wizard's rules as ordered schemas: the first failing check is the only problem reported,
// the business and its locations share one set of address checks, and every check's message
// carries the warning alert the page shows it under.

const TODAY = '2026-06-01';
const draft = sampleDraft('bp-rules');
const info = draft.businessInfo;
const location = draft.locations[0]!;
const offer = { ...draft.offers[0]!, locationIds: [location.id] };

describe('ordered partner rules', () => {
  it('pass the sample business, its location and its offer', () => {
    expect(problemOf(businessInfoRules, info)).toBeUndefined();
    expect(problemOf(locationRules, location)).toBeUndefined();
    expect(problemOf(offerRules(TODAY), offer)).toBeUndefined();
    expect(problemOf(includeAsLocationRules, info)).toBeUndefined();
  });

  it('report only the first of two failing checks, on its field', () => {
    const business = businessInfoRules.safeParse({ ...info, zip: 'abc', businessName: '' });
    expect(business.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['businessName'], PARTNERS_MESSAGES.bizName],
    ]);
    // Within one field too: blank fails "required" before it could fail the pattern.
    expect(problemOf(businessInfoRules, { ...info, phone: '', email: 'nope' })).toEqual({
      field: 'phone',
      message: PARTNERS_MESSAGES.bizPhoneRequired,
    });
    expect(problemOf(locationRules, { ...location, phone: '555', city: ' ' })).toEqual({
      field: 'city',
      message: PARTNERS_MESSAGES.locationCity,
    });
    const noCategories = offer.categories.map((c) => ({
      ...c,
      subcategories: c.subcategories.map((s) => ({ ...s, selected: false })),
    }));
    const late = { ...offer, endDate: '05/31/2026', categories: noCategories, locationIds: [] };
    expect(problemOf(offerRules(TODAY), late)).toEqual({
      field: 'endDate',
      message: PARTNERS_MESSAGES.offerExpirationPast,
    });
    expect(problemOf(offerRules(TODAY), { ...late, endDate: '06/01/2026' })).toEqual({
      field: 'categories',
      message: PARTNERS_MESSAGES.offerCategoryRequired,
    });
    expect(problemOf(offerRules(TODAY), { ...offer, isPrinted: 0, isMobile: 0, stubCopy: '=1+1' })).toEqual({
      field: 'isPrinted',
      message: PARTNERS_MESSAGES.offerChannel,
    });
  });

  it('check the business address and a location address alike, each with its own messages', () => {
    const pairs: [Partial<typeof location>, string, string][] = [
      [{ address: '' }, PARTNERS_MESSAGES.bizAddress, PARTNERS_MESSAGES.locationAddress],
      [{ address: '+1 Main' }, formulaMessage('address'), formulaMessage('address')],
      [{ city: '' }, PARTNERS_MESSAGES.bizCity, PARTNERS_MESSAGES.locationCity],
      [{ city: '@Lawrence' }, formulaMessage('city'), formulaMessage('city')],
      [{ state: 'XX' }, PARTNERS_MESSAGES.bizState, PARTNERS_MESSAGES.locationState],
      [{ zip: '' }, PARTNERS_MESSAGES.bizZipRequired, PARTNERS_MESSAGES.locationZipRequired],
      [{ zip: '6604' }, PARTNERS_MESSAGES.bizZipInvalid, PARTNERS_MESSAGES.locationZipInvalid],
      [{ phone: '' }, PARTNERS_MESSAGES.bizPhoneRequired, PARTNERS_MESSAGES.locationPhoneRequired],
      [{ phone: '785-555-0142' }, PARTNERS_MESSAGES.bizPhoneInvalid, PARTNERS_MESSAGES.locationPhoneInvalid],
    ];
    for (const [change, business, place] of pairs) {
      expect(problemOf(businessInfoRules, { ...info, ...change })?.message).toBe(business);
      expect(problemOf(locationRules, { ...location, ...change })?.message).toBe(place);
    }
  });

  it('include the main address as a location once it is complete, formulas left for Send for Approval', () => {
    expect(problemOf(includeAsLocationRules, { ...info, address: '=1+1' })).toBeUndefined();
    expect(problemOf(includeAsLocationRules, { ...info, zip: '', phone: '' })).toEqual({
      field: 'zip',
      message: 'To include in Locations, please enter a ZIP Code',
    });
  });

  it("give every check's message the warning alert", () => {
    const checks = [...BUSINESS_INFO_CHECKS, ...SIGNER_CHECKS, ...LOCATION_CHECKS, ...offerChecks(() => TODAY)];
    const alerts = alertsOf(checks);
    expect(Object.keys(alerts)).toHaveLength(new Set(checks.map((c) => c.message)).size);
    for (const alert of Object.values(alerts))
      expect(alert).toEqual({ title: COMMON_MESSAGES.warningTitle, tone: 'warning' });
    expect(alerts[PARTNERS_MESSAGES.locationCity]).toEqual({ title: COMMON_MESSAGES.warningTitle, tone: 'warning' });
    expect(alerts[formulaMessage('stubCopy')]).toEqual({ title: COMMON_MESSAGES.warningTitle, tone: 'warning' });
  });
});
