import type { DataNeeds } from '#shared/routes.js';

// A route's data needs reduced to a canonical signature. Routes with the same signature share
// one IAM execution role, so 60 functions need about a dozen roles rather than 60.

const TABLE_IDS = ['core', 'ephemeral', 'geo'] as const;

/**
 * e.g. "core-read.ephemeral-write-rates.mail"; "none" for a function that touches no data. A
 * write names its item families and media its folders (sorted), since they are part of the grant.
 */
export function profileKey(data: DataNeeds): string {
  const parts: string[] = [];
  const scope = (list: readonly string[] | undefined) => (list?.length ? `-${[...list].sort().join('-')}` : '');
  for (const id of TABLE_IDS)
    if (data[id]) parts.push(`${id}-${data[id]}${data[id] === 'write' ? scope(data.writes?.[id]) : ''}`);
  if (data.media) parts.push(`media-${data.media}${scope(data.mediaAreas)}`);
  if (data.mail) parts.push('mail');
  if (data.audit) parts.push(`audit-${data.audit}`);
  // Every need must be in the signature: a role shared by routes with different needs would lack one.
  if (data.partnerKey) parts.push('partner-key');
  return parts.length ? parts.join('.') : 'none';
}

/** A construct id from a signature: core-read.mail becomes CoreReadMail. */
export function profileId(key: string): string {
  return key
    .split(/[.-]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
}
