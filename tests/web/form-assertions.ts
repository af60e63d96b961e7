import { expect } from 'vitest';

// What a person using a screen reader gets from a field: invalid or not, and the message read
// with it (aria-describedby).

export function describedText(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

export function expectFieldError(input: HTMLElement, message: string) {
  expect(input.getAttribute('aria-invalid'), `${input.getAttribute('name') ?? input.id} should be invalid`).toBe('true');
  expect(describedText(input)).toContain(message);
}

export function expectValid(input: HTMLElement) {
  expect(input.getAttribute('aria-invalid')).not.toBe('true');
}
