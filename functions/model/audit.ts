// What an audit item says about a change (ADR 0089): the fields that changed, before and after,
// with every secret left out. Pure: the chain and core build summaries with it; the audit
// repository stores them. Kept small on purpose: an item is a few hundred bytes, not a copy of the
// data (an import of 500 members is counted, not listed).

/** One field's value before and after the action; absent before: it was set; absent after: removed. */
export interface FieldChange {
  before?: unknown;
  after?: unknown;
}
export type ChangeSummary = Record<string, FieldChange>;

/**
 * Field names whose values never reach an audit item, at any depth: passwords and their hashes,
 * session and link tokens, link keys, secrets, second factors. Matched on the lower-cased name.
 */
const SECRET_FIELD = /pass(word)?|hash|token|secret|key[0-9]?$|^keys?$|credential|csrf|totp|otp|recovery|cookie/i;

export const isSecretField = (name: string) => SECRET_FIELD.test(name);

/** Longest text kept of one value; longer text is cut with an ellipsis. */
const MAX_TEXT = 200;
/** Array items and object fields kept of one value; beyond, their count. */
const MAX_ENTRIES = 20;
/** Nesting kept of one value. */
const MAX_DEPTH = 3;

/** The value with secret fields dropped and long text, lists and nesting cut. */
export function redacted(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? `[${value.length} items]` : '{…}';
  if (Array.isArray(value)) {
    const kept = value.slice(0, MAX_ENTRIES).map((v) => redacted(v, depth + 1));
    return value.length > MAX_ENTRIES ? [...kept, `… ${value.length - MAX_ENTRIES} more`] : kept;
  }
  const entries = Object.entries(value).filter(([k, v]) => !isSecretField(k) && v !== undefined);
  return Object.fromEntries(entries.slice(0, MAX_ENTRIES).map(([k, v]) => [k, redacted(v, depth + 1)]));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields of `after` whose value differs from `before` (and fields `before` had that `after`
 * removed, when `after` names them as undefined), secrets left out. With no `before`, every field
 * of `after` is a value set.
 */
export function changedFields(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown>,
): ChangeSummary {
  const out: ChangeSummary = {};
  for (const [field, value] of Object.entries(after)) {
    if (isSecretField(field)) continue;
    const old = before?.[field];
    if (before && same(old, value)) continue;
    out[field] = {
      ...(before && old !== undefined ? { before: redacted(old) } : {}),
      ...(value !== undefined ? { after: redacted(value) } : {}),
    };
  }
  return out;
}

/** Request fields that name what an action is about, in the order they are taken as its targets. */
const TARGET_FIELDS = ['memberId', 'bpId', 'dealId', 'offerId', 'id', 'messageId', 'leadId', 'email', 'plid', 'kind'];

/** The ids a request names (memberId, bpId...), as the default targets of its audit item. */
export function targetsOf(input: unknown): string[] {
  if (input === null || typeof input !== 'object') return [];
  const fields = input as Record<string, unknown>;
  return TARGET_FIELDS.flatMap((f) => {
    const v = fields[f];
    return typeof v === 'string' || typeof v === 'number' ? [String(v)] : [];
  });
}

/** Audit items are kept two years, then DynamoDB's TTL removes them (docs/security.md, Audit trail). */
export const AUDIT_RETENTION_DAYS = 731;
