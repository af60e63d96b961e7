import { toCsv, type CsvCell } from './csv';

/** Hands a file made in the page to the browser as a download (report CSVs, agreement PDFs). */
export function saveFile(content: BlobPart, type: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the address after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Rows as a CSV download, written by the one CSV writer. */
export function saveCsv(filename: string, fields: readonly string[], rows: readonly (readonly CsvCell[])[]): void {
  saveFile(toCsv(fields, rows), 'text/csv;charset=utf-8', filename);
}
