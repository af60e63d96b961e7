import { describe, expect, it } from 'vitest';
import { CAROUSELS, BANNER, LIMITS, LOCAL_DEALS, LOCATOR, PATTERNS, TIME_LAPSES, fill } from '#shared/constants.js';
import { saveUserRequest } from '#shared/schemas/account.js';
import { US_STATES } from '#shared/us-states.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';

describe('password rule', () => {
  it.each(['Abcdef1!', 'Zz9@zzzzzzzz', 'A1b2c3d4$'])('accepts %s', (p) => expect(PATTERNS.password.test(p)).toBe(true));
  it.each([
    ['too short', 'Ab1!xyz'],
    ['too long', `Ab1!${'x'.repeat(27)}`],
    ['no digit', 'Abcdefg!'],
    ['no upper', 'abcdef1!'],
    ['no lower', 'ABCDEF1!'],
    ['no special', 'Abcdefg1'],
    ['other special', 'Abcdef1#'],
    ['space', 'Abc def1!'],
  ])('refuses %s', (_, p) => expect(PATTERNS.password.test(p)).toBe(false));
});

describe('patterns', () => {
  it('checks email, zip and phone the spec’s way', () => {
    expect(PATTERNS.email.test('a@b.co')).toBe(true);
    expect(PATTERNS.email.test('a@b')).toBe(false);
    expect(PATTERNS.zip.test('02134')).toBe(true);
    expect(PATTERNS.zip.test('2134')).toBe(false);
    expect(PATTERNS.phone.test('(785) 555-0143')).toBe(true);
    expect(PATTERNS.phone.test('785-555-0143')).toBe(false);
  });
});

describe('registration schema', () => {
  const valid = {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    password: 'Abcdef1!',
    passwordConfirmation: 'Abcdef1!',
    zip: '66044',
    plid: 323,
  };
  it('accepts a complete form and trims names', () => {
    expect(saveUserRequest.parse({ ...valid, firstName: '  Ann ' }).firstName).toBe('Ann');
  });
  it('answers the spec’s message for the first missing field, in order', () => {
    const r = saveUserRequest.safeParse({ ...valid, firstName: ' ', lastName: '' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(ACCOUNT_MESSAGES.enterFirstName);
  });
  it('refuses a weak password with the password rule', () => {
    const r = saveUserRequest.safeParse({ ...valid, password: 'password', passwordConfirmation: 'password' });
    expect(r.error!.issues[0]!.message).toBe(ACCOUNT_MESSAGES.passwordRule);
  });
  it('refuses a short ZIP with the spec’s hint', () => {
    expect(saveUserRequest.safeParse({ ...valid, zip: '123' }).error!.issues[0]!.message).toBe(
      ACCOUNT_MESSAGES.zipInvalid,
    );
  });
});

describe('business constants', () => {
  it('match the spec', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(50);
    expect(LOCAL_DEALS.radiusOptions).toEqual([1, 5, 10, 15, 20, 30, 50, 100, 250]);
    expect(LOCAL_DEALS.pageSize).toBe(30);
    expect(LOCATOR.distances).toEqual([1, 5, 10, 25, 50]);
    expect(TIME_LAPSES.map((t) => t.days)).toEqual([1, 7, 31, 90, 365, 99999]);
    expect(BANNER).toMatchObject({ height: 750, autoplayMs: 5000, loop: true, transitionMs: 1000, dots: false });
    expect(CAROUSELS.nationalDeals).toEqual({ width: 375, height: 460 });
    expect(CAROUSELS.insurance).toEqual({ width: 375, height: 436 });
    expect(LIMITS.imageBytes).toBe(409600);
  });
  it('fills message placeholders', () => {
    expect(fill(ACCOUNT_MESSAGES.welcomeBackTitle, { name: 'Ann' })).toBe('Welcome back, Ann');
  });
});
