import { describe, expect, it } from 'vitest';
import { formatDate, formatDecimal, formatDollars } from '#web/lib/format.js';

// Hand-made number formats must read exactly as en-US Intl would (they replace it for speed).
describe('number formats', () => {
  const usd = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const upTo2 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
  const samples = [
    0, 0.5, 1, 2.35, 2.355, 9.999, 12.3, 999.995, 1000, 1234.5, 1234567.891, 1e9, -3, -1234.5, 0.004, 25, 250, 1.005,
    10, 100, 20.1,
  ];

  it('writes dollars as Intl does, with 2 decimals and thousands separators', () => {
    for (const n of samples) expect(formatDollars(n)).toBe(usd.format(n));
    expect(formatDollars(Number.NaN)).toBe('$0.00');
  });

  it('writes distances with 0 to 2 decimals as Intl does', () => {
    for (const n of samples) expect(formatDecimal(n)).toBe(upTo2.format(n));
    expect(formatDecimal(Number.POSITIVE_INFINITY)).toBe('0');
    expect(formatDecimal(100, 0)).toBe('100');
  });

  it('writes a calendar day as that day, and leaves unreadable text as given', () => {
    expect(formatDate('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate(null)).toBe('');
  });
});
