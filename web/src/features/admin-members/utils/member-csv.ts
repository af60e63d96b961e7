import Papa from 'papaparse';
import { fill, LIMITS } from '#shared/constants.js';
import type { ImportRowInput } from '#shared/schemas/admin-members.js';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';

// The members CSV: a header row naming first name, last name, email and ZIP (in any order, in the
// usual spellings), then one member a row. Parsed by Papa Parse; the server checks every row.

type Field = 'firstName' | 'lastName' | 'email' | 'zip';

/** Header spellings, compared without case, spaces, dashes or underscores. */
const HEADERS: Record<Field, readonly string[]> = {
  firstName: ['firstname', 'first', 'fname', 'givenname', 'forename'],
  lastName: ['lastname', 'last', 'lname', 'surname', 'familyname'],
  email: ['email', 'emailaddress', 'mail', 'emailid'],
  zip: ['zip', 'zipcode', 'zip5', 'postalcode', 'postcode', 'postal'],
};
const LABELS: Record<Field, string> = { firstName: 'first name', lastName: 'last name', email: 'email', zip: 'ZIP' };

const simplify = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Which column holds each field, or the fields no column names. */
export function mapHeader(header: readonly string[]): { columns: Record<Field, number> } | { missing: Field[] } {
  const simple = header.map(simplify);
  const found = Object.fromEntries(
    (Object.keys(HEADERS) as Field[]).map((f) => [f, simple.findIndex((h) => HEADERS[f].includes(h))]),
  ) as Record<Field, number>;
  const missing = (Object.keys(found) as Field[]).filter((f) => found[f] < 0);
  return missing.length ? { missing } : { columns: found };
}

export type ParsedCsv = { rows: ImportRowInput[] } | { error: string };

/**
 * The file's member rows, numbered as a spreadsheet shows them (the header is row 1; blank rows
 * are skipped but keep their numbers). Cells are trimmed and clipped to what a request carries.
 */
export function parseMembersCsv(text: string): ParsedCsv {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { header: false, skipEmptyLines: false });
  const [header, ...records] = parsed.data;
  const mapped = header ? mapHeader(header) : { missing: Object.keys(HEADERS) as Field[] };
  if ('missing' in mapped)
    return {
      error: fill(ADMIN_MESSAGES.importMissingColumns, { columns: mapped.missing.map((f) => LABELS[f]).join(', ') }),
    };
  const cell = (record: string[], i: number) => (record[i] ?? '').trim().slice(0, LIMITS.importCell);
  const rows: ImportRowInput[] = [];
  records.forEach((record, i) => {
    if (record.every((c) => c.trim() === '')) return;
    const { columns: c } = mapped;
    rows.push({
      row: i + 2,
      firstName: cell(record, c.firstName),
      lastName: cell(record, c.lastName),
      email: cell(record, c.email),
      zip: cell(record, c.zip),
    });
  });
  return rows.length ? { rows } : { error: ADMIN_MESSAGES.importNoRows };
}

/** Chunks of at most `maxRows` rows whose JSON stays well under the API's body limit. */
export function chunkRows(
  rows: readonly ImportRowInput[],
  maxRows: number = LIMITS.importChunkRows,
  maxBytes: number = LIMITS.requestBodyBytes - 16_384,
): ImportRowInput[][] {
  const chunks: ImportRowInput[][] = [];
  let current: ImportRowInput[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = new TextEncoder().encode(JSON.stringify(row)).length + 1;
    if (current.length && (current.length >= maxRows || bytes + size > maxBytes)) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(row);
    bytes += size;
  }
  if (current.length) chunks.push(current);
  return chunks;
}
