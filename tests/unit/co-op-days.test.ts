import { describe, expect, it } from 'vitest';
import { weekOf } from '#functions/core/admin/stats.js';
import { addDays, dayIn } from '#functions/core/dates.js';
import { inboxReplyMail } from '#functions/core/mail/templates.js';
import { DEMO_COOPS } from '#infra/local/demo-data.js';
import { usDateTime } from '#shared/us-dates.js';

// A co-op's dates are its own time zone's: what staff and members see never jumps to tomorrow in
// the evening because the server runs on UTC.

describe("the co-op's calendar", () => {
  it('gives the date an instant falls on in the zone, across midnight UTC and DST changes', () => {
    expect(dayIn(Date.parse('2026-11-19T03:00:00Z'), 'America/Chicago')).toBe('2026-11-18');
    expect(dayIn(Date.parse('2026-11-19T06:00:00Z'), 'America/Chicago')).toBe('2026-11-19');
    // CDT (UTC-5) in July: 04:59 UTC is still the evening before.
    expect(dayIn(Date.parse('2027-07-04T04:59:00Z'), 'America/Chicago')).toBe('2027-07-03');
    expect(dayIn(Date.parse('2027-07-04T05:00:00Z'), 'America/Chicago')).toBe('2027-07-04');
    expect(dayIn(Date.parse('2026-12-31T23:30:00Z'), 'Pacific/Honolulu')).toBe('2026-12-31');
    expect(dayIn(Date.parse('2026-12-31T23:30:00Z'), 'UTC')).toBe('2026-12-31');
  });

  it("spells a moment in the co-op's zone and names the zone, whatever the machine's zone", () => {
    // The limit message and the coupon both use this: 10:23 UTC is 4:23 AM in Chicago in November.
    expect(usDateTime(Date.parse('2027-11-28T10:23:00Z'), 'America/Chicago')).toBe('11/28/2027 4:23 AM CST');
    expect(usDateTime('2027-07-04T17:05:00.000Z', 'America/Chicago')).toBe('07/04/2027 12:05 PM CDT');
    expect(usDateTime('2027-07-04T17:05:00.000Z', 'America/Denver')).toBe('07/04/2027 11:05 AM MDT');
    expect(usDateTime('not a date', 'America/Chicago')).toBe('not a date');
  });

  it('steps whole calendar days, over month and year ends, and finds the Monday of a week', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-18', -29)).toBe('2026-10-20');
    expect(weekOf('2026-11-18')).toBe('2026-11-16');
    expect(weekOf('2026-11-16')).toBe('2026-11-16');
    expect(weekOf('2026-11-22')).toBe('2026-11-16');
    expect(weekOf('2027-01-01')).toBe('2026-12-28');
  });

  it("dates a staff reply's quote on the co-op's day", () => {
    const coop = DEMO_COOPS[0]!.record;
    const mail = inboxReplyMail(coop, 'ann@example.com', 'https://prairiesky.example', {
      name: 'Ann',
      subject: 'Hours',
      text: 'We open at 8.',
      original: 'When do you open?',
      sentAt: '2026-11-19T03:00:00.000Z',
    });
    expect(mail.text).toContain(`You wrote to ${coop.displayName} on 2026-11-18:`);
  });
});
