import { describe, expect, it, vi } from 'vitest';
import { getHomeData } from '#web/features/home/get-home-data.js';
import { isMemberAreaPath, startEarlyHomeData } from '#web/lib/home-data-request.js';
import { homeFixture } from './fixtures/home-data';
import { stubFetch } from './render';

describe('the home data sent by boot.ts before the app loads', () => {
  it("is the app's first home-data answer, without a second request; a later load asks again", async () => {
    window.sessionStorage.setItem('key', 'stored-key');
    const { fetchStub, calls } = stubFetch({ status: 200, body: homeFixture });
    vi.stubGlobal('fetch', fetchStub);
    startEarlyHomeData();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/outside/gethomedata');
    expect(calls[0]!.body).toEqual({ credentials: null, url: window.location.host, key: 'stored-key' });
    const data = await getHomeData();
    expect(data.coopData.displayName).toBe(homeFixture.coopData.displayName);
    expect(calls).toHaveLength(1);
    await getHomeData();
    expect(calls).toHaveLength(2);
    window.sessionStorage.removeItem('key');
  });

  it('is sent on member-area pages only, as the router decides', () => {
    for (const path of ['/', '/b2c/chome', '/csignuplogin', '/csignuplogin/x', '/recoverpassword/k', '/nowhere'])
      expect(isMemberAreaPath(path), path).toBe(true);
    for (const path of ['/coop/417', '/COOP/417/', '/activate', '/activate/a/b', '/resetpassword/a', '/confirmemail/x'])
      expect(isMemberAreaPath(path), path).toBe(false);
  });
});
