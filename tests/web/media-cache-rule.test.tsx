import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_CACHE } from '#web/sw/cache-names.js';
import { dropMemberMediaFromPublicCache, MEMBER_MEDIA_CACHE, mediaCacheOf } from '#web/sw/media-cache-rule.js';
import { forgetAllMembers, forgetSavedCopies } from '#web/lib/offline-store.js';

// Issue 39, finding 4: the service worker kept a member's business images (drafts included) in
// the public media cache, which logout leaves. Its rule now keeps them in the member cache, which
// logout and a session the server ended delete.

afterEach(() => vi.unstubAllGlobals());

describe('which cache the service worker keeps a /static/ file in', () => {
  it("keeps a member's business images, however the path spells the folder, in the member cache", () => {
    expect(mediaCacheOf('/static/business/m-1/Image1C-bp-1.png')).toBe(MEMBER_MEDIA_CACHE);
    expect(mediaCacheOf('/static/%62usiness/m-1/Image1C-bp-1.png')).toBe(MEMBER_MEDIA_CACHE);
    expect(mediaCacheOf('/static/business%2Fm-1%2FImage1C-bp-1.png')).toBe(MEMBER_MEDIA_CACHE);
  });

  it("keeps co-op media in the public cache, and nothing the edge refuses or that isn't media", () => {
    for (const path of [
      '/static/logos/coop-1.png',
      '/static/cards/f-1.png',
      '/static/slides/s.jpg',
      '/static/deals/d.png',
    ])
      expect(mediaCacheOf(path)).toBe(MEDIA_CACHE);
    for (const path of [
      '/static/private/agreements/a.pdf',
      '/static/business/../logos/x.png',
      '/assets/index.js',
      '/api/b2c/account',
    ])
      expect(mediaCacheOf(path)).toBeUndefined();
  });

  it('logout and an ended session delete the member cache and leave the public ones', async () => {
    for (const forget of [forgetAllMembers, forgetSavedCopies]) {
      const names = new Set([MEMBER_MEDIA_CACHE, MEDIA_CACHE, 'portal-shell-v1']);
      vi.stubGlobal('caches', { keys: async () => [...names], delete: async (n: string) => names.delete(n) });
      await forget();
      expect([...names]).toEqual([MEDIA_CACHE, 'portal-shell-v1']);
    }
  });

  it("a new worker's activation takes the business images an older worker left in the public cache out of it", async () => {
    const held = [
      'https://coop.example/static/logos/coop-1.png',
      'https://coop.example/static/business/m-1/Image1C-bp-1.png',
      'https://coop.example/static/cards/f-1.png',
    ];
    const publicCache = {
      keys: async () => held.map((url) => ({ url })),
      delete: async (request: { url: string }) => held.splice(held.indexOf(request.url), 1).length === 1,
    };
    vi.stubGlobal('caches', { has: async (n: string) => n === MEDIA_CACHE, open: async () => publicCache });
    await dropMemberMediaFromPublicCache();
    expect(held).toEqual(['https://coop.example/static/logos/coop-1.png', 'https://coop.example/static/cards/f-1.png']);
  });
});
