import { config } from '../config.js';
import type { CoopRecord } from '../db/coops-repo.js';

/**
 * The co-op's portal address for links in mail. A module of its own: the agreement, review and
 * digest routes need it without the accounts module (and what it imports) in their bundles.
 */
export function portalUrlFor(coop: Pick<CoopRecord, 'primaryDomain'>): string {
  return config().portalUrlTemplate.replace('{host}', coop.primaryDomain);
}
