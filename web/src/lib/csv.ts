import Papa from 'papaparse';
import { PATTERNS } from '#shared/constants.js';

// Every CSV the product writes goes out through here (tests/unit/csv-export.test.ts finds no
// other unparse). A spreadsheet runs a cell that begins with = + - @, a tab or a CR as a formula
// (CSV injection): such a text cell gets a leading apostrophe, which spreadsheets show as text.
// Papa Parse's own escapeFormulae pattern ends in `.*$`, so it misses a cell with a line break
// after its first line ("=cmd\n..."); the pattern here looks at the first character only.
// Numbers stay numbers: a negative figure is no formula.

export type CsvCell = string | number;

export function toCsv(fields: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse(
    { fields: [...fields], data: rows.map((r) => [...r]) },
    { escapeFormulae: PATTERNS.formulaStart },
  );
}
