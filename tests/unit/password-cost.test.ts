import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../functions/core/accounts/passwords.js';

// The scrypt cost of new hashes: N=2^17 unless PASSWORD_SCRYPT_LOG_N (set only by the live tests'
// portal) names 14 to 20; a stored hash keeps its own cost, so either kind verifies anywhere.

afterEach(() => {
  delete process.env.PASSWORD_SCRYPT_LOG_N;
});

describe('password hash cost', () => {
  it('hashes at N=2^17 by default and ignores a cost outside 14 to 20', async () => {
    expect(await hashPassword('Harvest&Lantern42')).toMatch(/^scrypt\$17\$8\$1\$/);
    process.env.PASSWORD_SCRYPT_LOG_N = '4';
    expect(await hashPassword('Harvest&Lantern42')).toMatch(/^scrypt\$17\$/);
  });

  it('hashes at the cost the test portal sets, and hashes of either cost verify', async () => {
    const strong = await hashPassword('Harvest&Lantern42');
    process.env.PASSWORD_SCRYPT_LOG_N = '14';
    const cheap = await hashPassword('Harvest&Lantern42');
    expect(cheap).toMatch(/^scrypt\$14\$8\$1\$/);
    expect(await verifyPassword('Harvest&Lantern42', cheap)).toBe(true);
    expect(await verifyPassword('Harvest&Lantern42', strong)).toBe(true);
    expect(await verifyPassword('Harvest&Lantern43', cheap)).toBe(false);
    expect(await verifyPassword('Harvest&Lantern42', undefined)).toBe(false);
  });
});
