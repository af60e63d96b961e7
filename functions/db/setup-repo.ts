import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { dynamo } from './clients.js';
import type { CoopRecord, SlideRecord } from './coops-repo.js';
import { keys } from './keys.js';
import { queryAll } from './query-all.js';
import { lostWriteRace } from './transact.js';

// Admin Platform Setup writes to the co-op's partition: branding fields and slides, each guarded
// by its own version on the profile (brandingVersion, slidesVersion; absent counts as 0), so a
// save of one section never conflicts with the other's; image keys (logo, card art) set alone.

const table = () => config().tables.core;

export type BrandingUpdate = Pick<
  CoopRecord,
  'displayName' | 'displayPhone' | 'displayEmail' | 'displayAddress' | 'displayURL' | 'facebook' | 'twitter' | 'youtube' | 'instagram' | 'linkedin' | 'topBarColor' | 'mainColor' | 'secondColor' | 'thirdColor'
>;

/**
 * The profile exists and still has the version the edit started from (#version, :expected); for
 * version 0 a profile never saved here (no attribute) qualifies too. AND binds before OR.
 */
const versionGuard = (expected: number) =>
  expected === 0 ? 'attribute_exists(pk) AND attribute_not_exists(#version) OR attribute_exists(pk) AND #version = :expected' : 'attribute_exists(pk) AND #version = :expected';

/** Writes the branding fields and the next brandingVersion; 'stale' when the profile moved on (or is gone). */
export async function updateBranding(plid: number, fields: BrandingUpdate, expected: number): Promise<number | 'stale'> {
  const names: Record<string, string> = { '#version': 'brandingVersion' };
  const values: Record<string, unknown> = { ':expected': expected, ':next': expected + 1 };
  const sets = ['#version = :next'];
  Object.entries(fields).forEach(([field, value], i) => {
    names[`#f${i}`] = field;
    values[`:v${i}`] = value;
    sets.push(`#f${i} = :v${i}`);
  });
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.coop(plid),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: versionGuard(expected),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    return expected + 1;
  } catch (error) {
    if (lostWriteRace(error)) return 'stale';
    throw error;
  }
}

/** Sets one image key of the profile (logo or card art); no version (no other form writes them). */
export async function setCoopImageKey(plid: number, field: 'logo' | 'cardFront' | 'cardBack', key: string): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.coop(plid),
        UpdateExpression: 'SET #field = :key',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#field': field },
        ExpressionAttributeValues: { ':key': key },
      }),
    );
    return true;
  } catch (error) {
    if (lostWriteRace(error)) return false;
    throw error;
  }
}

/** The sort keys of the co-op's slides (one Query). */
export async function slideKeys(plid: number): Promise<string[]> {
  const items = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
    ExpressionAttributeValues: { ':pk': keys.coop(plid).pk, ':sk': keys.slidePrefix },
    ProjectionExpression: 'sk',
  });
  return items.map((i) => String(i.sk));
}

/**
 * Replaces the slides in one transaction: the profile's slidesVersion moves on (if still `expected`),
 * slide n goes to SLIDE#n, and stored slides past the new list are deleted.
 */
export async function replaceSlides(plid: number, slides: SlideRecord[], expected: number, storedKeys: string[]): Promise<number | 'stale'> {
  const kept = new Set(slides.map((_, i) => keys.slide(plid, i + 1).sk));
  const pk = keys.coop(plid).pk;
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table(),
              Key: keys.coop(plid),
              UpdateExpression: 'SET #version = :next',
              ConditionExpression: versionGuard(expected),
              ExpressionAttributeNames: { '#version': 'slidesVersion' },
              ExpressionAttributeValues: { ':expected': expected, ':next': expected + 1 },
            },
          },
          ...slides.map((slide, i) => ({ Put: { TableName: table(), Item: { ...keys.slide(plid, i + 1), ...slide } } })),
          ...storedKeys.filter((sk) => !kept.has(sk)).map((sk) => ({ Delete: { TableName: table(), Key: { pk, sk } } })),
        ],
      }),
    );
    return expected + 1;
  } catch (error) {
    if (lostWriteRace(error)) return 'stale';
    throw error;
  }
}
