import { describe, expect, it } from 'vitest';
import { previousMonth, reminderDue } from '#functions/core/partners/partner-mailings.js';
import { addMonths } from '#shared/partner-mailings.js';

// The partner mail's calendar (ADR 0097): which reminder is due, the extension's new end date,
// and the month the numbers email reports.

describe('reminderDue', () => {
  it('is the 14-day reminder from 14 days left to 4, the 3-day one from 3 to the last day, none otherwise', () => {
    expect([15, 14, 4, 3, 1, 0, -1].map(reminderDue)).toEqual([undefined, 14, 14, 3, 3, 3, undefined]);
  });
});

describe('addMonths', () => {
  it('keeps the day of the month, or takes the last day of a shorter month', () => {
    expect(addMonths('2026-12-11', 3)).toBe('2027-03-11');
    expect(addMonths('2026-12-11', 12)).toBe('2027-12-11');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
  });
});

describe('previousMonth', () => {
  it('steps back over the year', () => {
    expect(previousMonth('2027-01')).toBe('2026-12');
    expect(previousMonth('2026-11')).toBe('2026-10');
  });
});
