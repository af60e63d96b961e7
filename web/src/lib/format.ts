// Display formats: money as dollars with 2 decimals and dates for people.
// Numbers are formatted by hand rather than with Intl.NumberFormat: the first Intl formatter a
// page builds loads the locale data, about 120 ms on a throttled phone, on the deals list's path.

import { timeLapseLabel } from '#shared/constants.js';

/** Digits with thousands separators: 1234567.5 → "1,234,567.5" (decimals as given). */
function grouped(fixed: string): string {
  const [whole = '0', fraction] = fixed.split('.');
  const withCommas = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? withCommas : `${withCommas}.${fraction}`;
}

/**
 * |value| rounded half away from zero to `decimals` places on its shortest decimal spelling, as
 * Intl does (2.355 → "2.36"; toFixed alone works on the binary value and gives "2.35").
 */
function fixedAbs(value: number, decimals: number): string {
  const abs = Math.abs(value);
  const text = String(abs);
  if (text.includes('e')) return abs.toFixed(decimals);
  return Number(`${Math.round(Number(`${text}e${decimals}`))}e-${decimals}`).toFixed(decimals);
}

/** "$1,234.50"; a negative amount "-$3.00"; anything not a number "$0.00". */
export function formatDollars(value: number): string {
  const amount = Number.isFinite(value) ? value : 0;
  const fixed = fixedAbs(amount, 2);
  const sign = amount < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}$${grouped(fixed)}`;
}

/** 0 to 2 decimals without trailing zeros: 3, 2.5, 2.35, 1,204.1. */
export function formatDecimal(value: number, maxDecimals = 2): string {
  const amount = Number.isFinite(value) ? value : 0;
  const rounded = fixedAbs(amount, maxDecimals);
  const fixed = rounded.includes('.') ? rounded.replace(/\.?0+$/, '') : rounded;
  const sign = amount < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${grouped(fixed)}`;
}

let day: Intl.DateTimeFormat | undefined;

/** An ISO date or date-time as "Mar 5, 2026"; anything unreadable as given. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  // A bare date is a calendar day, not midnight UTC (which would show the day before in the US).
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  day ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
  return day.format(date);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Epoch ms as '11/27/2026 9:05 PM' in the phone's time zone (by hand: no Intl locale data to load). */
export function formatDateTime(at: number): string {
  const d = new Date(at);
  const h = d.getHours();
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()} ${h % 12 || 12}:${pad(d.getMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
}

/** An offer's limit as the wizard and the review list show it: '2 per week'. */
export function offerLimit(frequency: number, days: number): string {
  return `${frequency} ${timeLapseLabel(days) ?? `every ${days} days`}`;
}
