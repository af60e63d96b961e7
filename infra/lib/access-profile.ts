import type { DataNeeds } from '../../shared/routes.js';

// A route's data needs reduced to a canonical signature. Routes with the same signature share
// one IAM execution role, so 60 functions need about a dozen roles rather than 60.

const TABLE_IDS = ['core', 'ephemeral', 'geo'] as const;

/** e.g. "core-read.ephemeral-write.mail"; "none" for a function that touches no data. */
export function profileKey(data: DataNeeds): string {
  const parts: string[] = [];
  for (const id of TABLE_IDS) if (data[id]) parts.push(`${id}-${data[id]}`);
  if (data.media) parts.push(`media-${data.media}`);
  if (data.mail) parts.push('mail');
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
