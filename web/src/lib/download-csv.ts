import type { CsvCell } from './csv';

/**
 * saveCsv with the CSV writer (Papa Parse, about 7 kB) loaded on the press: a page a member opens
 * on a phone should not download and run it to show a table.
 */
export async function downloadCsv(
  filename: string,
  fields: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): Promise<void> {
  const { saveCsv } = await import('./save-file');
  saveCsv(filename, fields, rows);
}
