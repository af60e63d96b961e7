import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, setNewHashLogN, verifyPassword } from '#functions/core/accounts/passwords.js';

// The scrypt cost of new hashes: N=2^17 unless the live tests' portal sets 14 to 20; a stored
// hash keeps its own cost, so either kind verifies anywhere.

afterEach(() => setNewHashLogN(17));

describe('password hash cost', () => {
  it('hashes at N=2^17 by default and refuses a cost outside 14 to 20', async () => {
    expect(await hashPassword('Harvest&Lantern42')).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(() => setNewHashLogN(4)).toThrow(/outside 14 to 20/);
    expect(() => setNewHashLogN(21)).toThrow(/outside 14 to 20/);
    expect(await hashPassword('Harvest&Lantern42')).toMatch(/^scrypt\$17\$/);
  });

  it('hashes at the cost the test portal sets, and hashes of either cost verify', async () => {
    const strong = await hashPassword('Harvest&Lantern42');
    setNewHashLogN(14);
    const cheap = await hashPassword('Harvest&Lantern42');
    expect(cheap).toMatch(/^scrypt\$14\$8\$1\$/);
    expect(await verifyPassword('Harvest&Lantern42', cheap)).toBe(true);
    expect(await verifyPassword('Harvest&Lantern42', strong)).toBe(true);
    expect(await verifyPassword('Harvest&Lantern43', cheap)).toBe(false);
    expect(await verifyPassword('Harvest&Lantern42', undefined)).toBe(false);
  });
});
