import { expect } from 'vitest';

// What a person using a screen reader gets from a field: invalid or not, and the message read
// with it (aria-describedby).

export function describedText(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

export function expectFieldError(input: HTMLElement, message: string) {
  expect(input.getAttribute('aria-invalid'), `${input.getAttribute('name') ?? input.id} should be invalid`).toBe(
    'true',
  );
  expect(describedText(input)).toContain(message);
}

export function expectValid(input: HTMLElement) {
  expect(input.getAttribute('aria-invalid')).not.toBe('true');
}

/**
 * How often `text` is in `scope` at all, seen or only read out: a message on the page once is one
 * text node (a second, visually hidden copy is still read twice and found twice).
 */
export function timesInPage(scope: HTMLElement, text: string): number {
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  let count = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.nodeValue?.trim() === text) count++;
  return count;
}

/** A field's check said once: under the field, read with it, and nowhere else on the page (no alert, no toast). */
export function expectOnlyOnField(input: HTMLElement, message: string) {
  expectFieldError(input, message);
  expect(timesInPage(document.body, message), message).toBe(1);
  expect(timesShown(document.body, message), message).toBe(1);
}

/**
 * How often a sighted person sees `text` in `scope`: text nodes that say it, outside visually
 * hidden elements (which only screen readers read).
 */
export function timesShown(scope: HTMLElement, text: string): number {
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  let count = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.trim() === text && !node.parentElement?.closest('.mantine-VisuallyHidden-root')) count++;
  }
  return count;
}
