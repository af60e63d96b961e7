import { beforeAll, describe, expect, it } from 'vitest';
import { homeData } from '#shared/schemas/home.js';
import { DEMO_COOPS } from '#infra/local/demo-data.js';
import { portalUrl, post, useLocalAws } from '../support/live-env.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// Home data through the local portal's HTTP port, against DynamoDB Local and the seeded demo network.
// Any body never answers 5xx nor writes: tests/handlers/route-properties.test.ts.

const [first, second] = DEMO_COOPS.map((c) => c.record);

beforeAll(() => useLocalAws());

describe('home data against the local stack', () => {
  it('serves the default co-op on localhost', async () => {
    const res = await post('outside/gethomedata', { url: new URL(portalUrl()).host });
    expect(res.status).toBe(200);
    const data = homeData.parse(res.json);
    expect(data.coopData.displayName).toBe(first!.displayName);
    expect(data.insurance.products.map((p) => p.productIdentifier)).toContain('Freeadd');
    expect(data.slides.length).toBeGreaterThan(0);
  });

  it('serves the second co-op for its own host name, with its own groups and deals', async () => {
    const res = await post('outside/gethomedata', { url: `${second!.primaryDomain}:8080` });
    const data = homeData.parse(res.json);
    expect(data.key).toBe(String(second!.plid));
    expect(data.coopData.mainColor).toBe(second!.mainColor);
    expect(data.nationalDeals.map((d) => d.dealId)).toEqual(second!.nationalDealIds);
    expect(data.insurance.products.map((p) => p.productIdentifier)).not.toContain('Freeadd');
  });

  it('selects a co-op with /coop/{id} and with /coop/{host}', async () => {
    expect((await post('outside/setcoop', { url: `${portalUrl()}/coop/${second!.plid}` })).json.key).toBe(
      String(second!.plid),
    );
    expect((await post('outside/setcoop', { url: `${portalUrl()}/coop/${second!.primaryDomain}` })).json.key).toBe(
      String(second!.plid),
    );
    expect(await post('outside/setcoop', { url: `${portalUrl()}/coop/987654` })).toMatchObject({
      status: 404,
      json: { success: false, message: COMMON_MESSAGES.coopNotFound },
    });
  });

  it('serves co-op media from the local S3 under /static/', async () => {
    const data = homeData.parse((await post('outside/gethomedata', { key: String(second!.plid) })).json);
    const logo = await fetch(`${portalUrl()}${data.coopData.logo}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toContain(second!.displayName);
    for (const slide of data.slides) expect((await fetch(`${portalUrl()}${slide.image}`)).status).toBe(200);
  });
});
