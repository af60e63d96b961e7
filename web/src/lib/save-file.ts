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
