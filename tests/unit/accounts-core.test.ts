import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { joinKeys, splitKey, tokenMatches } from '#functions/core/accounts/link-tokens.js';
import { hashPassword, verifyPassword } from '#functions/core/accounts/passwords.js';
import { resetMail } from '#functions/core/mail/templates.js';
import { consume } from '#functions/core/security/rate-limit.js';
import { LIMIT_RULES, tooManyMessage } from '#shared/rate-limits.js';
import { keys } from '#functions/db/keys.js';
import { sha256 } from '#functions/model/tokens.js';
import { errorAnswer } from '#functions/lib/error-answer.js';
import { redact } from '#functions/model/log.js';
import { DEMO_COOPS } from '#infra/local/demo-data.js';

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
  const mail = resetMail(
    coop,
    'ann@example.com',
    'Ann <b>',
    'https://riverbend.example',
    'https://riverbend.example/resetpassword/k1/k2',
    30,
  );
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
    expect(
      redact({ email: 'a@b.co', password: 'x', data: { newPassword: 'y', key2: 'z' }, headers: { cookie: 'c' } }),
    ).toEqual({
      email: 'a@b.co',
      password: '[redacted]',
      data: { newPassword: '[redacted]', key2: '[redacted]' },
      headers: { cookie: '[redacted]' },
    });
  });
});

describe('rate limits', () => {
  /** A DynamoDB stand-in holding counters by key, as the repo's ADD and Get use them. */
  function counters(start: Record<string, number> = {}) {
    const ddb = mockClient(DynamoDBDocumentClient);
    const held = new Map(Object.entries(start));
    const id = (key: Record<string, unknown>) => `${key.pk as string}|${key.sk as string}`;
    ddb
      .on(UpdateCommand)
      .callsFake(async (input: { Key: Record<string, unknown>; ExpressionAttributeValues: Record<string, number> }) => {
        const k = id(input.Key);
        held.set(
          k,
          (held.get(k) ?? 0) + (input.ExpressionAttributeValues[':one'] ?? input.ExpressionAttributeValues[':minus']!),
        );
        return { Attributes: { count: held.get(k) } };
      });
    ddb.on(GetCommand).callsFake(async (input: { Key: Record<string, unknown> }) => ({
      Item: held.has(id(input.Key)) ? { count: held.get(id(input.Key)) } : undefined,
    }));
    return { ddb, held, id };
  }
  const refusal = (p: Promise<void>) =>
    p.then(
      () => 'allowed',
      // What the member is answered: the chain's one mapping of a refusal (ADR 0081).
      (e: unknown) => errorAnswer(e),
    );

  it('count with an atomic ADD and refuse past the limit with the wait', async () => {
    const { ddb, held, id } = counters();
    const now = Date.UTC(2026, 10, 23, 12, 5, 0);
    const start = Math.floor(now / 1000 / 900) * 900;
    for (let i = 0; i < LIMIT_RULES.loginPair.max; i++) await consume(LIMIT_RULES.loginPair, 'ann@example.com', now);
    const refused = await refusal(consume(LIMIT_RULES.loginPair, 'ann@example.com', now));
    // 10 minutes to this window's end, then 90 s until a tenth of its 10 has slid out.
    expect(refused).toMatchObject({
      status: 429,
      body: { message: 'Too many attempts. Please wait 12 minutes and try again.' },
      headers: { 'retry-after': '690' },
    });
    const input = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input.UpdateExpression).toContain('ADD #c :one');
    expect(input.Key).toEqual(keys.rate('login-pair', 'ann@example.com', start));
    // The refused attempt was taken back.
    expect(held.get(id(keys.rate('login-pair', 'ann@example.com', start)))).toBe(10);
    ddb.restore();
  });

  it('hold the limit across a window boundary, and free attempts as the previous window slides out', async () => {
    const rule = LIMIT_RULES.registerIp;
    const start = Math.floor(Date.UTC(2026, 10, 23, 13, 0, 0) / 1000);
    const lastHour = keys.rate(rule.action, '203.0.113.9', start - 3600);
    const { ddb } = counters({ [`${lastHour.pk}|${lastHour.sk}`]: 10 });
    // Ten in the last seconds of the previous hour: one more just after the hour is refused.
    const refused = await refusal(consume(rule, '203.0.113.9', start * 1000 + 1000));
    expect(refused).toMatchObject({ status: 429, headers: { 'retry-after': '359' } });
    // A tenth of the hour later, one of the ten has slid out: one attempt fits, the next does not.
    expect(await refusal(consume(rule, '203.0.113.9', (start + 360) * 1000))).toBe('allowed');
    expect(await refusal(consume(rule, '203.0.113.9', (start + 360) * 1000))).toMatchObject({ status: 429 });
    ddb.restore();
  });

  it('word the wait in seconds under a minute, else in minutes', () => {
    expect(tooManyMessage(1)).toBe('Too many attempts. Please wait 1 second and try again.');
    expect(tooManyMessage(30)).toBe('Too many attempts. Please wait 30 seconds and try again.');
    expect(tooManyMessage(60)).toBe('Too many attempts. Please wait 1 minute and try again.');
    expect(tooManyMessage(899)).toBe('Too many attempts. Please wait 15 minutes and try again.');
  });
});
