import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ITEM_FAMILIES, keys, type ItemFamily, type KeyName } from '#functions/db/keys.js';
import { TABLES } from '#functions/db/tables.js';
import { dataModelMarkdown } from '../support/data-model-docs.js';

// docs/data-model.md is generated from ITEM_FAMILIES (functions/db/keys.ts); these tests keep the
// page equal to what the generator writes and the families equal to what the key functions build.

it('docs/data-model.md is what `npm run docs` writes from functions/db/keys.ts', () => {
  expect(readFileSync('docs/data-model.md', 'utf8'), 'run `npm run docs` after changing ITEM_FAMILIES').toBe(
    dataModelMarkdown(),
  );
});

/** One value for every parameter: a string "x" that also reads as a member's name. */
const SAMPLE = Object.assign(new String('x'), { lastName: 'x', firstName: 'x' });
type Key = Record<string, string>;
/** What a member of `keys` makes from the sample arguments: a whole key, or a partition or sort-key prefix. */
function built(name: KeyName): Key | string {
  const member = keys[name] as unknown;
  return typeof member === 'function'
    ? (member as (...args: unknown[]) => Key | string)(SAMPLE, SAMPLE, SAMPLE, SAMPLE)
    : (member as string);
}

/** A shape part such as `COOP#<plid>#DAYS` as a pattern: each `<...>` stands for one or more characters. */
const partPattern = (part: string) =>
  new RegExp(
    `^${part
      .split(/<[^>]+>/)
      .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );
const shapeParts = (shape: string) => shape.split(' / ') as [string, string];
/** The key's partition and sort values, under the family's index or the table's own names. */
const keyParts = (key: Key, f: ItemFamily) => (f.index ? [key[`${f.index}pk`], key[`${f.index}sk`]] : [key.pk, key.sk]);

describe('ITEM_FAMILIES describes every key of functions/db/keys.ts', () => {
  it('names every member of `keys` in some family', () => {
    const named = new Set(ITEM_FAMILIES.flatMap((f) => f.build));
    expect(Object.keys(keys).filter((k) => !named.has(k as KeyName))).toEqual([]);
  });

  it('has one row per pattern number, on a table and an index that exist', () => {
    const patterns = ITEM_FAMILIES.map((f) => f.pattern);
    expect(patterns.filter((p, i) => patterns.indexOf(p) !== i)).toEqual([]);
    for (const f of ITEM_FAMILIES) {
      const table = TABLES.find((t) => t.id === f.table);
      expect(table, f.pattern).toBeDefined();
      if (f.index)
        expect(
          table!.indexes.map((i) => i.name),
          f.pattern,
        ).toContain(f.index);
      if (f.ttl) expect(table!.ttlAttribute, `${f.pattern} has a TTL on a table without one`).toBeDefined();
    }
  });

  it.each(ITEM_FAMILIES.map((f) => [f.pattern, f] as const))(
    'pattern %s: its functions build keys of its shapes, on its index',
    (_, f) => {
      const whole = f.build.map(built).filter((k): k is Key => typeof k !== 'string');
      expect(whole.length, 'a family needs a function that builds a whole key').toBeGreaterThan(0);
      for (const key of whole) {
        const attributes = Object.keys(key).sort();
        expect(attributes).toEqual(f.index ? [`${f.index}pk`, `${f.index}sk`] : ['pk', 'sk']);
        const [pk, sk] = keyParts(key, f);
        expect(
          f.shapes.some((s) => partPattern(shapeParts(s)[0]).test(pk!) && partPattern(shapeParts(s)[1]).test(sk!)),
          `${pk} / ${sk} is none of ${f.shapes.join(', ')}`,
        ).toBe(true);
      }
      // A partition or sort-key prefix is the partition of, or begins the sort key of, a whole key.
      for (const name of f.build) {
        const part = built(name);
        if (typeof part !== 'string') continue;
        expect(
          whole.some((key) => {
            const [pk, sk] = keyParts(key, f);
            return pk === part || sk!.startsWith(part);
          }),
          `${name} (${part}) is no part of the family's keys`,
        ).toBe(true);
      }
    },
  );

  it('lists every key prefix keys.ts writes (`MEMBER#`, `DEALCELL#`...) at the start of a key part', () => {
    const source = readFileSync('functions/db/keys.ts', 'utf8');
    const body = source.slice(source.indexOf('export const keys = {'), source.indexOf('} as const;'));
    // As eslint.config.js finds them: a quote or backtick, then capitals, then '#'.
    const prefixes = [...new Set([...body.matchAll(/[`'"]([A-Z][A-Z0-9_]*)#/g)].map((m) => m[1]!))];
    expect(prefixes.length).toBeGreaterThan(20);
    const starts = new Set(
      ITEM_FAMILIES.flatMap((f) => f.shapes.flatMap((s) => shapeParts(s).map((p) => p.split('#')[0]))),
    );
    expect(prefixes.filter((p) => !starts.has(p))).toEqual([]);
  });
});
