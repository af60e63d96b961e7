import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeDraft, submitProblem } from '#functions/core/partners/drafts.js';
import { includeAsLocationRules, problemOf } from '#shared/partner-rules.js';
import { realDate } from '#shared/us-dates.js';
import { sampleDraft } from '../support/business-draft.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

// The wizard's merge of two tabs' saves and its server-side checks.

const ids = fc.uniqueArray(fc.constantFrom<string>('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 6 });
const withLocations = (locationIds: readonly string[], name: string) => {
  const d = sampleDraft('bp-x');
  return { ...d, locations: locationIds.map((id) => ({ ...d.locations[0]!, id, locationName: `${name}-${id}` })) };
};

describe('mergeDraft', () => {
  it('keeps every location either side has, unless the saving page removed it; the saving page wins for the same id', () => {
    fc.assert(
      fc.property(ids, ids, ids, (storedIds, incomingIds, removedIds) => {
        const incoming = withLocations(incomingIds, 'incoming');
        const merged = mergeDraft(withLocations(storedIds, 'stored'), incoming, incoming, {
          locations: removedIds,
          offers: [],
        });
        const expected = new Set([...incomingIds, ...storedIds.filter((id) => !removedIds.includes(id))]);
        expect(new Set(merged.locations.map((l) => l.id))).toEqual(expected);
        expect(merged.locations).toHaveLength(expected.size);
        for (const l of merged.locations)
          expect(l.locationName).toBe(`${incomingIds.includes(l.id) ? 'incoming' : 'stored'}-${l.id}`);
      }),
    );
  });
});

const TODAY = '2026-06-01';

describe('submitProblem', () => {
  it('passes the sample business and names the first problem in the wizard order', () => {
    expect(submitProblem(sampleDraft('bp-ok'), TODAY)).toBeUndefined();
    const d = sampleDraft('bp-bad', { businessName: '', zip: 'abc' });
    expect(submitProblem(d, TODAY)?.message).toBe(PARTNERS_MESSAGES.bizName);
    const tooMany = {
      ...sampleDraft('bp-many'),
      offers: Array.from({ length: 21 }, (_, i) => ({ ...sampleDraft('bp-many').offers[0]!, id: `o${i}` })),
    };
    expect(submitProblem(tooMany, TODAY)?.message).toBe(PARTNERS_MESSAGES.submitTooMany);
    const withEnd = (endDate: string) => ({
      ...sampleDraft('bp-date'),
      offers: [{ ...sampleDraft('bp-date').offers[0]!, endDate }],
    });
    expect(submitProblem(withEnd('02/30/2030'), TODAY)?.message).toBe(PARTNERS_MESSAGES.offerExpirationInvalid);
    // An offer may end on the co-op's today at the earliest.
    expect(submitProblem(withEnd('05/31/2026'), TODAY)?.message).toBe(PARTNERS_MESSAGES.offerExpirationPast);
    expect(submitProblem(withEnd('06/01/2026'), TODAY)).toBeUndefined();
    const badSigner = {
      ...sampleDraft('bp-signer'),
      contractInfo: { eSignType: 'sign', emailTo: 'not an address', businessData: {} },
    };
    expect(submitProblem(badSigner, TODAY)?.message).toBe(PARTNERS_MESSAGES.bizSignerEmailInvalid);
    expect(
      submitProblem({ ...badSigner, contractInfo: { ...badSigner.contractInfo, emailTo: '' } }, TODAY),
    ).toBeUndefined();
  });

  it('include-as-location names the first missing field', () => {
    const info = sampleDraft('bp').businessInfo;
    expect(problemOf(includeAsLocationRules, info)).toBeUndefined();
    expect(problemOf(includeAsLocationRules, { ...info, city: ' ', phone: '' })?.message).toBe(
      'To include in Locations, please enter a City',
    );
    expect(realDate('02/29/2028')).toBe(true);
    expect(realDate('02/29/2027')).toBe(false);
  });
});
