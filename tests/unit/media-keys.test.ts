import { describe, expect, it } from 'vitest';
import { businessImageKey, draftImageKey } from '#functions/core/partners/images.js';
import { mediaUrl } from '#functions/model/media-url.js';
import { dealArt } from '#infra/local/demo-deals.js';
import { MORE_NATIONAL_DEALS, demoNationalBenefits } from '#infra/local/demo-benefits-national.js';
import { DEMO_COOPS, NATIONAL_DEALS } from '#infra/local/demo-data.js';
import { DEMO_INSURANCE_PRODUCTS } from '#infra/local/demo-insurance.js';
import { refusedStaticPaths, SERVED_STATIC_PATHS } from '../support/static-paths.js';
import {
  currentMediaKey,
  isPublicMediaKey,
  mediaKeyOfStaticPath,
  PUBLIC_MEDIA_PREFIXES,
  publicMediaKey,
} from '#shared/media-keys.js';

// A key written for display must be one the bucket policy lets CloudFront read
// (business images under bp/ were not), and a private object must never be under a public prefix.

const MEMBER = '6f1c2a9e-0b7d-4c51-9a39-3f0e8d2b7c11';

describe('keys written for display are public', () => {
  it('business images: in the member’s own folder, under a public prefix', () => {
    const key = businessImageKey(MEMBER, 'Image1C-bp-1.png');
    expect(isPublicMediaKey(key)).toBe(true);
    expect(key.split('/')).toContain(MEMBER);
    expect(businessImageKey('another-member', 'Image1C-bp-1.png')).not.toBe(key);
    expect(isPublicMediaKey(draftImageKey(MEMBER, 'bp-1', 'Image2C-bp-1.jpg')!)).toBe(true);
  });

  it('every demo image the seed stores or a record names', () => {
    const keys = [
      ...DEMO_COOPS.flatMap((c) => [c.record.logo, ...c.slides.map((s) => s.image), ...c.groups.map((g) => g.image)]),
      ...[...NATIONAL_DEALS, ...MORE_NATIONAL_DEALS].flatMap((d) => [d.logoURL, d.altImage1, d.altImage2, d.altImage3]),
      ...DEMO_INSURANCE_PRODUCTS.map((p) => p.image),
      ...demoNationalBenefits().images.map((i) => i.key),
      ...dealArt().map((a) => a.key),
    ].filter((k): k is string => Boolean(k));
    expect(keys.length).toBeGreaterThan(50);
    expect(keys.filter((k) => !isPublicMediaKey(k))).toEqual([]);
  });

  it('a signed agreement’s folder is under no public prefix', () => {
    expect(isPublicMediaKey('private/agreements/bp-1/agreement-1.pdf')).toBe(false);
    expect(PUBLIC_MEDIA_PREFIXES.some((p) => p.startsWith('private') || 'private/'.startsWith(p))).toBe(false);
  });

  it('refuses to build a key from an unsafe segment', () => {
    for (const bad of ['', '.', '..', '../private', 'a/b', 'a\\b', '%2e%2e', '.hidden', 'a b'])
      expect(() => publicMediaKey('business', MEMBER, bad), bad).toThrow();
    expect(() => publicMediaKey('logos')).toThrow();
  });

  it('pages still show business images stored under the first release’s bp/ keys, from business/', () => {
    expect(currentMediaKey(`bp/${MEMBER}/Image1C-bp-1.png`)).toBe(businessImageKey(MEMBER, 'Image1C-bp-1.png'));
    expect(mediaUrl(`bp/${MEMBER}/Image1C-bp-1.png`)).toBe(`/static/${businessImageKey(MEMBER, 'Image1C-bp-1.png')}`);
    expect(mediaUrl('logos/323.svg')).toBe('/static/logos/323.svg');
  });
});

describe('the /static/ path rule', () => {
  it.each(SERVED_STATIC_PATHS)('serves %s as %s', (path, key) => {
    expect(mediaKeyOfStaticPath(path)).toBe(key);
  });
  it.each(refusedStaticPaths())('refuses %s', (path) => {
    expect(mediaKeyOfStaticPath(path)).toBeNull();
  });
});
