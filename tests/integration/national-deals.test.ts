import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '#functions/config.js';
import { putAll } from '#functions/db/batch-write.js';
import { keys } from '#functions/db/keys.js';
import { availableDealsResponse, listNationalDealsResponse } from '#shared/schemas/benefits.js';
import {
  Client,
  MEMBER_PASSWORD,
  portalUrl,
  post,
  signedUpMember,
  uniqueEmail,
  useLocalAws,
} from '../support/live-env.js';
import { ownCoop } from '../support/own-coop.js';
import { BENEFITS_MESSAGES } from '#shared/schemas/benefits-messages.js';

// b2c/listnationaldeals and b2c/availabledeals through the local portal on DynamoDB Local, with
// the seeded demo network (both co-ops) and a group of this file's own.

beforeAll(() => useLocalAws());

const RUN = `nd${process.pid}${Date.now().toString(36)}`;

async function riverbendMember(): Promise<Client> {
  const email = uniqueEmail('rb-national');
  const signup = await new Client().post('outside/saveuser', {
    firstName: 'Rae',
    lastName: 'Bend',
    email,
    password: MEMBER_PASSWORD,
    passwordConfirmation: MEMBER_PASSWORD,
    zip: '37064',
    plid: 417,
  });
  expect(signup.status, signup.text).toBe(200);
  const client = new Client();
  expect((await client.post('outside/login', { email, password: MEMBER_PASSWORD })).status).toBe(200);
  return client;
}

describe('b2c/listnationaldeals', () => {
  it('refuses a visitor (the page then says Please Login)', async () => {
    const res = await post('b2c/listnationaldeals', {});
    expect(res.status).toBe(401);
    expect(res.json.success).toBe(false);
  });

  it('answers a Prairie Sky member every national deal, alternate images and logos served from /static', async () => {
    const { client } = await signedUpMember('national');
    const res = await client.post('b2c/listnationaldeals', { credentials: 'x' });
    expect(res.status, res.text).toBe(200);
    const { deals } = listNationalDealsResponse.parse(res.json);
    expect(deals.length).toBeGreaterThanOrEqual(10);
    const kits = deals.find((d) => d.companyName === 'Harvest Table Meal Kits')!;
    expect([kits.altImage1, kits.altImage2, kits.altImage3].every((a) => a?.startsWith('/static/'))).toBe(true);
    const phoneOnly = deals.find((d) => d.companyName === 'Trailhead Fitness')!;
    expect(phoneOnly).toMatchObject({
      redemptionUrl: null,
      redemptionPhone: '(800) 555-0131',
      altImage1: null,
      notes: null,
    });
    for (const url of [kits.logoURL, kits.altImage3!]) {
      const img = await fetch(`${portalUrl()}${url}`);
      expect(img.status, url).toBe(200);
      expect(img.headers.get('content-type')).toBe('image/svg+xml');
    }
  });

  it("answers a Riverbend member only its co-op's selection", async () => {
    const res = await (await riverbendMember()).post('b2c/listnationaldeals', {});
    expect(listNationalDealsResponse.parse(res.json).deals.map((d) => d.dealId)).toEqual([
      'ND-1001',
      'ND-1003',
      'ND-1005',
    ]);
  });
});

describe('b2c/availabledeals', () => {
  const deals = (res: { json: unknown }) => availableDealsResponse.parse(res.json).deals;

  it("lists a visitor the safety and entertainment deals of the page's co-op, images served", async () => {
    const safety = deals(await post('b2c/availabledeals', { group: 'safety' }));
    expect(safety.map((d) => d.dealTitle)).toContain('Member Protection Plan');
    expect(new Set(safety.map((d) => d.groupName))).toEqual(new Set(['Safety & Security']));
    expect((await fetch(`${portalUrl()}${safety[0]!.image}`)).status).toBe(200);
    const fun = deals(await post('b2c/availabledeals', { group: 'Entertainment' }));
    expect(fun.map((d) => d.dealTitle)).toEqual(expect.arrayContaining(['Theme parks', 'Movie nights']));
    expect(fun.every((d) => d.groupName === 'Entertainment')).toBe(true);
  });

  it("lists every group of the co-op without a group, in the co-op's menu order", async () => {
    const all = deals(await post('b2c/availabledeals', { key: '323' }));
    const groups = [...new Set(all.map((d) => d.groupName))];
    expect(groups.slice(0, 3)).toEqual(['Health & Wellness', 'Travel & Entertainment', 'Safety & Security']);
    expect(groups).toContain('Entertainment');
  });

  it("keeps Riverbend's members-only group from visitors and shows it, under the co-op's name, to its members", async () => {
    expect(deals(await post('b2c/availabledeals', { key: '417', group: 'safety' }))).toEqual([]);
    const member = deals(await (await riverbendMember()).post('b2c/availabledeals', { group: 'safety' }));
    expect(member.map((d) => d.dealTitle)).toEqual(['Member Protection Plan', 'Roadside assistance']);
    expect(member[0]!.groupName).toBe('Member Protection');
  });

  // On a co-op of its own: a group written to a demo co-op would show in other files' deal lists.
  it('reads a group of its own in stored order', async () => {
    const group = RUN.toLowerCase();
    const { plid } = await ownCoop('nd');
    await putAll(
      config().tables.core,
      [2, 1].map((n) => ({
        ...keys.groupDeal(plid, group, n),
        group,
        groupName: 'Own',
        route: 'cparks',
        image: `deals/${n}.svg`,
        dealTitle: `own ${n}`,
        description: 'd',
      })),
    );
    expect(deals(await post('b2c/availabledeals', { key: String(plid), group })).map((d) => d.dealTitle)).toEqual([
      'own 1',
      'own 2',
    ]);
  });

  // Junk bodies never answer 5xx nor write: tests/handlers/route-properties.test.ts.
  it("refuses a group that is no identifier with the product's message", async () => {
    expect(await post('b2c/availabledeals', { group: 'safety#1' })).toMatchObject({
      status: 400,
      json: { success: false, message: BENEFITS_MESSAGES.dealGroupInvalid },
    });
  });
});
