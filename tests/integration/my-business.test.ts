import { beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_STATUS } from '#shared/constants.js';
import { approvedBusiness } from '../support/approved-business.js';
import { signedUpMember, useLocalAws } from '../support/live-env.js';

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
