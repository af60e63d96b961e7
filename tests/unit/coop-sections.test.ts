import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getCoop, saveSection } from '#functions/db/coops-repo.js';
import { keys } from '#functions/db/keys.js';
import { config } from '#functions/config.js';
import { StaleSectionError } from '#functions/model/errors.js';
import { permissionsFor } from '#infra/lib/permissions.js';
import { routes } from '#shared/routes.js';
import { FIXTURE, installIamHarness } from '../support/iam-harness.js';

// The one versioned save every Platform Setup section goes through, on the handler harness's
// mocked DynamoDB (conditions and transactions as DynamoDB runs them): a save from the version
// the form read goes through whole and moves the version on; one from an older version, or to a
// co-op that is gone, is refused and changes nothing.

const harness = installIamHarness();
afterAll(() => harness.restore());

const plid = FIXTURE.plid;
const profile = () => harness.tables.get('core', keys.coop(plid))!;
const bannerKey = keys.slide(plid, 9);
const banner = () => harness.tables.get('core', bannerKey);
const bannerPut = (title: string) => ({ Put: { TableName: config().tables.core, Item: { ...bannerKey, title } } });

beforeEach(async () => {
  await harness.reset();
  harness.use([...permissionsFor(routes['admin/savebranding']), ...permissionsFor(routes['admin/saveslides'])]);
});

describe('saveSection', () => {
  it('saves a fresh section, answering the next version, which the next save starts from', async () => {
    expect(await saveSection(plid, 'branding', 0, { set: { mainColor: '#111111' } })).toBe(1);
    expect(profile()).toMatchObject({ mainColor: '#111111', brandingVersion: 1 });
    expect(await saveSection(plid, 'branding', 1, { set: { mainColor: '#222222', displayPhone: null } })).toBe(2);
    expect(profile()).toMatchObject({ mainColor: '#222222', displayPhone: null, brandingVersion: 2 });
    expect(await getCoop(plid, { latest: true })).toMatchObject({ mainColor: '#222222' });
  });

  it('refuses a save from an older version, keeping what the first save wrote', async () => {
    await saveSection(plid, 'branding', 0, { set: { mainColor: '#111111' } });
    await expect(saveSection(plid, 'branding', 0, { set: { mainColor: '#333333' } })).rejects.toBeInstanceOf(
      StaleSectionError,
    );
    await expect(saveSection(plid, 'branding', 2, { set: { mainColor: '#333333' } })).rejects.toBeInstanceOf(
      StaleSectionError,
    );
    expect(profile()).toMatchObject({ mainColor: '#111111', brandingVersion: 1 });
  });

  it('writes the section’s other items only with the profile: all of a fresh save, none of a stale one', async () => {
    expect(await saveSection(plid, 'slides', 0, { items: [bannerPut('Harvest')] })).toBe(1);
    expect(banner()).toMatchObject({ title: 'Harvest' });
    await expect(saveSection(plid, 'slides', 0, { items: [bannerPut('Late')] })).rejects.toBeInstanceOf(
      StaleSectionError,
    );
    expect(banner()).toMatchObject({ title: 'Harvest' });
    expect(profile().slidesVersion).toBe(1);
  });

  it('keeps each section’s version apart: a save of one never refuses another', async () => {
    await saveSection(plid, 'branding', 0, { set: { mainColor: '#111111' } });
    expect(await saveSection(plid, 'slides', 0, { items: [bannerPut('Harvest')] })).toBe(1);
    expect(profile()).toMatchObject({ brandingVersion: 1, slidesVersion: 1 });
  });

  it('refuses a save to a co-op that is gone, creating nothing', async () => {
    await expect(saveSection(987, 'branding', 0, { set: { mainColor: '#111111' } })).rejects.toBeInstanceOf(
      StaleSectionError,
    );
    expect(harness.tables.get('core', keys.coop(987))).toBeUndefined();
  });
});
