import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { joinKeys, splitKey, tokenMatches } from '../../functions/core/accounts/link-tokens.js';
import { hashPassword, verifyPassword } from '../../functions/core/accounts/passwords.js';
import { resetMail } from '../../functions/core/mail/templates.js';
import { consume, LIMIT_RULES, tooManyMessage } from '../../functions/core/security/rate-limit.js';
import { keys } from '../../functions/db/keys.js';
import { sha256 } from '../../functions/core/sessions/sessions.js';
import { HttpError } from '../../functions/lib/errors.js';
import { redact } from '../../functions/lib/log.js';
import { DEMO_COOPS } from '../../infra/local/demo-data.js';

describe('passwords', () => {
  it('hashes with scrypt N=2^17 and verifies only the right password', async () => {
    const hash = await hashPassword('Garden@Path42');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('Garden@Path42', hash)).toBe(true);
    expect(await verifyPassword('Garden@Path43', hash)).toBe(false);
    expect(await verifyPassword('Garden@Path42', undefined)).toBe(false);
    expect(await hashPassword('Garden@Path42')).not.toBe(hash);
  });
});

describe('emailed link keys', () => {
  const key2 = 'A'.repeat(43);
  const live = { hash: sha256(key2), expiresAt: Math.floor(Date.now() / 1000) + 60 };
  it('match only the right secret before expiry', () => {
    expect(tokenMatches(live, key2)).toBe(true);
    expect(tokenMatches(live, 'B'.repeat(43))).toBe(false);
    expect(tokenMatches({ ...live, expiresAt: Math.floor(Date.now() / 1000) - 1 }, key2)).toBe(false);
    expect(tokenMatches(undefined, key2)).toBe(false);
  });
  it('join into the single key of /recoverpassword/{key} and split back', () => {
    const keys = { key1: '7d1f0c1e-0000-4000-8000-000000000000', key2 };
    expect(splitKey(joinKeys(keys))).toEqual(keys);
    expect(splitKey('no-dot')).toBeUndefined();
    expect(splitKey('a.b.c')).toBeUndefined();
  });
});

describe('reset email', () => {
  const coop = DEMO_COOPS[1]!.record;
  const mail = resetMail(coop, 'ann@example.com', 'Ann <b>', 'https://riverbend.example', 'https://riverbend.example/resetpassword/k1/k2', 30);
  it('has HTML and text parts in the co-op’s name and colours, with its postal address', () => {
    expect(mail.subject).toBe('Reset your Riverbend Power Co-op password');
    expect(mail.html).toContain(coop.topBarColor);
    expect(mail.html).toContain('48 Mill Street');
    expect(mail.text).toContain('Choose a new password: https://riverbend.example/resetpassword/k1/k2');
    expect(mail.text).toContain('expires in 30 minutes');
  });
  it('escapes what members typed', () => {
    expect(mail.html).toContain('Ann &lt;b&gt;');
    expect(mail.html).not.toContain('Ann <b>');
  });
});

describe('logs', () => {
  it('redact secrets at any depth', () => {
    expect(redact({ email: 'a@b.co', password: 'x', data: { newPassword: 'y', key2: 'z' }, headers: { cookie: 'c' } })).toEqual({
      email: 'a@b.co', password: '[redacted]', data: { newPassword: '[redacted]', key2: '[redacted]' }, headers: { cookie: '[redacted]' },
    });
  });
});

describe('rate limits', () => {
  it('count with an atomic ADD and refuse past the limit with the wait', async () => {
    const ddb = mockClient(DynamoDBDocumentClient);
    let count = 0;
    ddb.on(UpdateCommand).callsFake(async () => ({ Attributes: { count: ++count } }));
    const now = Date.UTC(2026, 10, 23, 12, 5, 0);
    for (let i = 0; i < LIMIT_RULES.loginPair.max; i++) await consume(LIMIT_RULES.loginPair, 'ann@example.com', now);
    const refused = await consume(LIMIT_RULES.loginPair, 'ann@example.com', now).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 429, message: 'Too many attempts. Please wait 10 minutes and try again.', headers: { 'retry-after': '600' } });
    const input = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input.UpdateExpression).toContain('ADD #c :one');
    expect(input.Key).toEqual(keys.rate('login-pair', 'ann@example.com', Math.floor(now / 1000 / 900) * 900));
    ddb.restore();
  });
  it('word the wait in seconds under a minute, else in minutes', () => {
    expect(tooManyMessage(1)).toBe('Too many attempts. Please wait 1 second and try again.');
    expect(tooManyMessage(30)).toBe('Too many attempts. Please wait 30 seconds and try again.');
    expect(tooManyMessage(60)).toBe('Too many attempts. Please wait 1 minute and try again.');
    expect(tooManyMessage(899)).toBe('Too many attempts. Please wait 15 minutes and try again.');
  });
});
