import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/constants.js';
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
} from '../../shared/partner-rules.js';
import { sampleDraft } from '../support/business-draft.js';

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
    expect(business.error?.issues.map((i) => [i.path, i.message])).toEqual([[['businessName'], MESSAGES.bizName]]);
    // Within one field too: blank fails "required" before it could fail the pattern.
    expect(problemOf(businessInfoRules, { ...info, phone: '', email: 'nope' })).toEqual({ field: 'phone', message: MESSAGES.bizPhoneRequired });
    expect(problemOf(locationRules, { ...location, phone: '555', city: ' ' })).toEqual({ field: 'city', message: MESSAGES.locationCity });
    const noCategories = offer.categories.map((c) => ({ ...c, subcategories: c.subcategories.map((s) => ({ ...s, selected: false })) }));
    const late = { ...offer, endDate: '05/31/2026', categories: noCategories, locationIds: [] };
    expect(problemOf(offerRules(TODAY), late)).toEqual({ field: 'endDate', message: MESSAGES.offerExpirationPast });
    expect(problemOf(offerRules(TODAY), { ...late, endDate: '06/01/2026' })).toEqual({ field: 'categories', message: MESSAGES.offerCategoryRequired });
    expect(problemOf(offerRules(TODAY), { ...offer, isPrinted: 0, isMobile: 0, stubCopy: '=1+1' })).toEqual({ field: 'isPrinted', message: MESSAGES.offerChannel });
  });

  it('check the business address and a location address alike, each with its own messages', () => {
    const pairs: [Partial<typeof location>, string, string][] = [
      [{ address: '' }, MESSAGES.bizAddress, MESSAGES.locationAddress],
      [{ address: '+1 Main' }, formulaMessage('address'), formulaMessage('address')],
      [{ city: '' }, MESSAGES.bizCity, MESSAGES.locationCity],
      [{ city: '@Lawrence' }, formulaMessage('city'), formulaMessage('city')],
      [{ state: 'XX' }, MESSAGES.bizState, MESSAGES.locationState],
      [{ zip: '' }, MESSAGES.bizZipRequired, MESSAGES.locationZipRequired],
      [{ zip: '6604' }, MESSAGES.bizZipInvalid, MESSAGES.locationZipInvalid],
      [{ phone: '' }, MESSAGES.bizPhoneRequired, MESSAGES.locationPhoneRequired],
      [{ phone: '785-555-0142' }, MESSAGES.bizPhoneInvalid, MESSAGES.locationPhoneInvalid],
    ];
    for (const [change, business, place] of pairs) {
      expect(problemOf(businessInfoRules, { ...info, ...change })?.message).toBe(business);
      expect(problemOf(locationRules, { ...location, ...change })?.message).toBe(place);
    }
  });

  it('include the main address as a location once it is complete, formulas left for Send for Approval', () => {
    expect(problemOf(includeAsLocationRules, { ...info, address: '=1+1' })).toBeUndefined();
    expect(problemOf(includeAsLocationRules, { ...info, zip: '', phone: '' })).toEqual({ field: 'zip', message: 'To include in Locations, please enter a ZIP Code' });
  });

  it("give every check's message the warning alert", () => {
    const checks = [...BUSINESS_INFO_CHECKS, ...SIGNER_CHECKS, ...LOCATION_CHECKS, ...offerChecks(() => TODAY)];
    const alerts = alertsOf(checks);
    expect(Object.keys(alerts)).toHaveLength(new Set(checks.map((c) => c.message)).size);
    for (const alert of Object.values(alerts)) expect(alert).toEqual({ title: MESSAGES.warningTitle, tone: 'warning' });
    expect(alerts[MESSAGES.locationCity]).toEqual({ title: MESSAGES.warningTitle, tone: 'warning' });
    expect(alerts[formulaMessage('stubCopy')]).toEqual({ title: MESSAGES.warningTitle, tone: 'warning' });
  });
});
