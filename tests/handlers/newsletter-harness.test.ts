import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '#functions/model/tokens.js';
import { keys } from '#functions/db/keys.js';
import { permissionsFor } from '#infra/lib/permissions.js';
import { LIMITS, NEWSLETTER } from '#shared/constants.js';
import { LIMIT_RULES } from '#shared/rate-limits.js';
import { routes } from '#shared/routes.js';
import { callRoute, FIXTURE, installIamHarness } from '../support/iam-harness.js';
import { ROUTE_EXAMPLES } from '../support/route-examples.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { NEWSLETTER_MESSAGES } from '#shared/schemas/newsletter-messages.js';

// The b2b shell's newsletter under each route's own IAM role: subscribing stores a pending
// subscription of the page's (or member's) co-op with a hashed confirmation token and mails the
// link, always with the same answer; confirming uses the link once; nothing else changes anything.

const harness = installIamHarness();
afterAll(() => harness.restore());

const [visitor, member] = ROUTE_EXAMPLES['outside/subscribenewsletter']!;
const link = { key1: String(FIXTURE.plid), key2: FIXTURE.newsletterKey2 };
const subscriptions = () => harness.tables.all('core').filter((i) => i.pk === keys.newsletterPk(FIXTURE.plid));
const subscription = (email: string) => subscriptions().find((i) => i.sk === email);
const newsletterTokens = () => harness.tables.all('ephemeral').filter((i) => i.purpose === 'newsletter');
const seededToken = () =>
  harness.tables.all('ephemeral').find((i) => i.pk === keys.token(sha256(FIXTURE.newsletterKey2)).pk)!;
const confirmSubject = 'Confirm your subscription to the Prairie Sky Electric newsletter';
const alreadySubject = 'You are already subscribed to the Prairie Sky Electric newsletter';

describe('outside/subscribenewsletter', () => {
  beforeEach(async () => {
    await harness.reset();
    harness.use(permissionsFor(routes['outside/subscribenewsletter']));
  });

  it("stores a visitor's address as pending for the page's co-op, with only the hash of a fresh link, and mails the link", async () => {
    const res = await callRoute('outside/subscribenewsletter', { ...visitor, email: '  New.Reader@Example.COM ' });
    expect(harness.refusals).toEqual([]);
    expect(res).toMatchObject({ status: 200, body: { success: true, message: NEWSLETTER_MESSAGES.newsletterSent } });
    expect(subscription('new.reader@example.com')).toMatchObject({
      plid: FIXTURE.plid,
      email: 'new.reader@example.com',
      status: 'pending',
    });
    const fresh = newsletterTokens().filter((t) => t.email === 'new.reader@example.com');
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).toMatchObject({ plid: FIXTURE.plid, pk: expect.stringMatching(/^TOKEN#[0-9a-f]{64}$/) });
    expect(fresh[0]!.expiresAt).toBeGreaterThan(Date.now() / 1000 + NEWSLETTER.linkHours * 3600 - 60);
    expect(harness.mails).toEqual([{ to: ['new.reader@example.com'], subject: confirmSubject }]);
  });

  it("a member's subscription goes to the member's co-op", async () => {
    const res = await callRoute(
      'outside/subscribenewsletter',
      { credentials: member!.credentials, email: 'member.reader@example.com' },
      { session: true },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(subscription('member.reader@example.com')).toMatchObject({ status: 'pending', plid: FIXTURE.plid });
  });

  it('answers an already confirmed address the same, keeps it confirmed, stores no link and mails a note instead', async () => {
    harness.tables.put('core', {
      ...subscription(FIXTURE.newsletterEmail)!,
      status: 'confirmed',
      confirmedAt: '2026-01-01T00:00:00.000Z',
    });
    const before = newsletterTokens().length;
    const res = await callRoute('outside/subscribenewsletter', { ...visitor, email: FIXTURE.newsletterEmail });
    expect(res).toMatchObject({ status: 200, body: { success: true, message: NEWSLETTER_MESSAGES.newsletterSent } });
    expect(subscription(FIXTURE.newsletterEmail)).toMatchObject({
      status: 'confirmed',
      confirmedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(newsletterTokens()).toHaveLength(before);
    expect(harness.mails).toEqual([{ to: [FIXTURE.newsletterEmail], subject: alreadySubject }]);
  });

  it.each([
    ['no email', { email: undefined }, NEWSLETTER_MESSAGES.newsletterEmailRequired],
    ['a blank email', { email: '   ' }, NEWSLETTER_MESSAGES.newsletterEmailRequired],
    ['an address without a domain', { email: 'reader@' }, NEWSLETTER_MESSAGES.newsletterEmailInvalid],
    [
      'an address over 100 characters',
      { email: `${'r'.repeat(95)}@example.com` },
      NEWSLETTER_MESSAGES.newsletterEmailInvalid,
    ],
  ])('refuses %s with its message, storing and sending nothing', async (_what, change, message) => {
    const res = await callRoute('outside/subscribenewsletter', { ...visitor, ...change });
    expect(res).toMatchObject({ status: 400, body: { success: false, message } });
    expect(subscriptions()).toHaveLength(1);
    expect(harness.mails).toEqual([]);
  });

  it(`mails one address at most ${LIMIT_RULES.newsletterEmail.max} times an hour, answering the same after that`, async () => {
    for (let i = 0; i < LIMIT_RULES.newsletterEmail.max + 1; i++) {
      // Within the source address's allowance: only the per-address one counts.
      const res = await callRoute('outside/subscribenewsletter', { ...visitor, email: 'often@example.com' });
      expect(res).toMatchObject({ status: 200, body: { success: true, message: NEWSLETTER_MESSAGES.newsletterSent } });
    }
    expect(harness.mails).toHaveLength(LIMIT_RULES.newsletterEmail.max);
  });

  it(`takes ${LIMIT_RULES.newsletterIp.max} subscriptions an hour from one source address, then answers 429`, async () => {
    for (let i = 0; i < LIMIT_RULES.newsletterIp.max; i++) {
      expect(
        (await callRoute('outside/subscribenewsletter', { ...visitor, email: `reader${i}@example.com` })).status,
      ).toBe(200);
    }
    const res = await callRoute('outside/subscribenewsletter', { ...visitor, email: 'one.more@example.com' });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many attempts\. Please wait \d+ (minutes?|seconds?)/);
    expect(subscription('one.more@example.com')).toBeUndefined();
    expect(harness.mails).toHaveLength(LIMIT_RULES.newsletterIp.max);
  });
});

describe('outside/confirmnewsletter', () => {
  beforeEach(async () => {
    await harness.reset();
    harness.use(permissionsFor(routes['outside/confirmnewsletter']));
  });

  it('confirms the pending subscription once; the same link again says it was used', async () => {
    const res = await callRoute('outside/confirmnewsletter', link);
    expect(harness.refusals).toEqual([]);
    expect(res).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: NEWSLETTER_MESSAGES.newsletterConfirmed.replace('{coop}', 'Prairie Sky Electric'),
      },
    });
    const confirmed = subscription(FIXTURE.newsletterEmail)!;
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(String) });
    expect(seededToken().usedAt).toEqual(expect.any(String));

    const again = await callRoute('outside/confirmnewsletter', link);
    expect(again).toMatchObject({
      status: 400,
      body: { success: false, message: NEWSLETTER_MESSAGES.newsletterLinkUsed },
    });
    expect(subscription(FIXTURE.newsletterEmail)).toEqual(confirmed);
  });

  it('an expired link is refused with its own message and confirms nothing', async () => {
    harness.tables.put('ephemeral', { ...seededToken(), expiresAt: Math.floor(Date.now() / 1000) - 1 });
    const res = await callRoute('outside/confirmnewsletter', link);
    expect(res).toMatchObject({
      status: 400,
      body: { success: false, message: NEWSLETTER_MESSAGES.newsletterLinkExpired },
    });
    expect(subscription(FIXTURE.newsletterEmail)).toMatchObject({ status: 'pending' });
  });

  it.each([
    ['a forged key', { ...link, key2: 'A'.repeat(43) }],
    ['another co-op in key1', { ...link, key1: '417' }],
    ['a malformed key', { ...link, key2: '../../x' }],
    ['a non-numeric key1', { ...link, key1: 'abc' }],
    ["another link's key (the digest's unsubscribe token)", { ...link, key2: FIXTURE.linkKey2 }],
  ])('refuses %s as not valid, changing nothing', async (_what, body) => {
    const res = await callRoute('outside/confirmnewsletter', body);
    expect(res).toMatchObject({
      status: 400,
      body: { success: false, message: NEWSLETTER_MESSAGES.newsletterLinkInvalid },
    });
    expect(subscription(FIXTURE.newsletterEmail)).toMatchObject({ status: 'pending' });
    expect(seededToken().usedAt).toBeUndefined();
  });
});

describe('admin/listsubscribers and admin/removesubscriber', () => {
  beforeEach(async () => {
    await harness.reset();
  });
  const list = async (cursor?: string | null) => {
    harness.actAs('backoffice');
    harness.use(permissionsFor(routes['admin/listsubscribers']));
    const res = await callRoute('admin/listsubscribers', { credentials: FIXTURE.memberId, cursor }, { session: true });
    expect(harness.refusals).toEqual([]);
    return res;
  };
  const remove = async (email: string, role: 'backoffice' | 'admin' = 'admin') => {
    harness.actAs(role);
    harness.use(permissionsFor(routes['admin/removesubscriber']));
    const res = await callRoute('admin/removesubscriber', { credentials: FIXTURE.memberId, email }, { session: true });
    expect(harness.refusals).toEqual([]);
    return res;
  };

  it("lists the co-op's subscribers by address, 100 a page, with status and dates", async () => {
    const at = '2026-11-01T10:00:00.000Z';
    for (let i = 0; i < 120; i++) {
      const email = `reader${String(i).padStart(3, '0')}@example.com` as Parameters<
        typeof keys.newsletterSubscription
      >[1];
      harness.tables.put('core', {
        ...keys.newsletterSubscription(FIXTURE.plid, email),
        plid: FIXTURE.plid,
        email,
        status: i % 2 ? 'pending' : 'confirmed',
        createdAt: at,
        requestedAt: at,
        ...(i % 2 ? {} : { confirmedAt: at }),
      });
    }
    // Another co-op's reader is never in this list.
    const other = 'elsewhere@example.com' as Parameters<typeof keys.newsletterSubscription>[1];
    harness.tables.put('core', {
      ...keys.newsletterSubscription(417, other),
      plid: 417,
      email: other,
      status: 'confirmed',
      createdAt: at,
      requestedAt: at,
    });
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body.subscribers).toHaveLength(LIMITS.subscriberPage);
    expect((first.body.subscribers as { email: string }[])[0]).toEqual({
      email: 'reader000@example.com',
      status: 'confirmed',
      createdAt: at,
      confirmedAt: at,
    });
    const second = await list(first.body.next as string);
    const rest = second.body.subscribers as { email: string; status: string; confirmedAt: string | null }[];
    // 120 readers and the harness's own pending reader, in address order.
    expect(rest).toHaveLength(21);
    expect(rest.at(-1)).toMatchObject({ email: FIXTURE.newsletterEmail, status: 'pending', confirmedAt: null });
    expect(second.body.next).toBeNull();
    expect(JSON.stringify([first.body, second.body])).not.toContain('elsewhere@example.com');
    expect(await list('bm90LWEtY3Vyc29y')).toMatchObject({ status: 400, body: { message: COMMON_MESSAGES.badCursor } });
  });

  it('takes an address off the list for an admin only, and says so when it is not on it', async () => {
    expect(await remove(FIXTURE.newsletterEmail, 'backoffice')).toMatchObject({
      status: 403,
      body: { message: COMMON_MESSAGES.staffReadOnly },
    });
    expect(subscription(FIXTURE.newsletterEmail)).toBeDefined();
    expect(await remove(' Reader@Example.com ')).toMatchObject({
      status: 200,
      body: { success: true, message: NEWSLETTER_MESSAGES.subscriberRemoved },
    });
    expect(subscription(FIXTURE.newsletterEmail)).toBeUndefined();
    expect(await remove(FIXTURE.newsletterEmail)).toMatchObject({
      status: 404,
      body: { message: NEWSLETTER_MESSAGES.subscriberNotFound },
    });
    expect(await remove('not an address')).toMatchObject({
      status: 404,
      body: { message: NEWSLETTER_MESSAGES.subscriberNotFound },
    });
  });
});
