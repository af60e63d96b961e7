import { beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_STATUS } from '#shared/constants.js';
import { DEMO_MEMBERS } from '#infra/local/demo-data.js';
import { DEMO_OWNER_EMAIL } from '#infra/local/demo-owner.js';
import { approvedBusiness } from '../support/approved-business.js';
import { Client, signedUpMember, useLocalAws } from '../support/live-env.js';

// My business (issue 40): a member reads its own approved businesses, never another member's.

beforeAll(() => useLocalAws());

describe('b2c/listmybusinesses', () => {
  it("lists the owner's approved business with its offers and locations, and nothing to another member", async () => {
    const { bpId, name, owner } = await approvedBusiness('mybusiness');
    const mine = await owner.post('b2c/listmybusinesses', {});
    expect(mine.status).toBe(200);
    const businesses = (mine.json as { businesses: Array<Record<string, unknown>> }).businesses;
    expect(businesses).toHaveLength(1);
    expect(businesses[0]).toMatchObject({ bpId, businessName: name, status: BUSINESS_STATUS.approved });
    expect((businesses[0]?.offers as unknown[]).length).toBeGreaterThan(0);
    expect((businesses[0]?.locations as Array<{ locationName: string }>)[0]?.locationName).toBe(`${name} main`);

    const { client: other } = await signedUpMember('mybusiness-other');
    expect((await other.post('b2c/listmybusinesses', {})).json).toEqual({ success: true, businesses: [] });
  });
});

describe('the demo owner', () => {
  it('finds their business on My business, with figures for this month', async () => {
    const owner = new Client();
    const demo = DEMO_MEMBERS.find((m) => m.email === DEMO_OWNER_EMAIL);
    expect((await owner.post('outside/login', { email: demo?.email, password: demo?.password })).status).toBe(200);
    const { businesses } = (await owner.post('b2c/listmybusinesses', {})).json as {
      businesses: Array<{ bpId: string; status: number; offers: unknown[] }>;
    };
    expect(businesses).toHaveLength(1);
    expect(businesses[0]?.status).toBe(BUSINESS_STATUS.active);
    const numbers = await owner.post('b2c/businessnumbers', { bpId: businesses[0]?.bpId });
    expect(numbers.status, numbers.text).toBe(200);
    const { months, rows } = numbers.json as { months: string[]; rows: Array<{ month: string; opens: number }> };
    expect(rows.filter((r) => r.month === months.at(-1)).reduce((n, r) => n + r.opens, 0)).toBeGreaterThan(0);
  });
});
