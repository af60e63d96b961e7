import { expect, it } from 'vitest';
import { changedFields, redacted, targetsOf } from '#functions/model/audit.js';

// What an audit item says about a change (ADR 0089): only the fields that changed, never a secret
// at any depth, long values cut.

it('keeps only the fields that changed, with their value before and after', () => {
  expect(
    changedFields({ displayName: 'Old', zip: '66044', status: 'active' }, { displayName: 'New', zip: '66044' }),
  ).toEqual({ displayName: { before: 'Old', after: 'New' } });
  expect(changedFields(undefined, { coopName: 'Harness Valley' })).toEqual({ coopName: { after: 'Harness Valley' } });
});

it('never keeps a password, hash, token, key, secret or credential, at any depth', () => {
  const summary = changedFields(undefined, {
    password: 'Hunter2!x',
    newPassword: 'Hunter3!x',
    passwordHash: 'scrypt$17$...',
    credentials: 'm-1',
    key2: 'Lk2a',
    totpSecret: 'JBSWY3DP',
    profile: { name: 'Ann', tokens: { reset: { hash: 'abc' } }, apiKey: 'k', recoveryCodes: ['x'] },
  });
  expect(summary).toEqual({ profile: { after: { name: 'Ann' } } });
  expect(JSON.stringify(summary)).not.toMatch(/Hunter|scrypt|Lk2a|JBSW|abc/);
});

it('cuts long text, long lists and deep nesting', () => {
  expect(redacted('x'.repeat(500))).toBe(`${'x'.repeat(200)}…`);
  const list = redacted(Array.from({ length: 25 }, (_, i) => i)) as unknown[];
  expect(list).toHaveLength(21);
  expect(list.at(-1)).toBe('… 5 more');
  expect(redacted({ a: { b: { c: { d: 1 } } } })).toEqual({ a: { b: { c: '{…}' } } });
});

it("takes a request's ids as its targets, in order", () => {
  expect(targetsOf({ credentials: 'm-1', bpId: 'bp-1', memberId: 'm-2', action: 'x' })).toEqual(['m-2', 'bp-1']);
  expect(targetsOf({ plid: 323 })).toEqual(['323']);
  expect(targetsOf(null)).toEqual([]);
});
