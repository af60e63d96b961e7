import type { MemberStatus } from '#shared/schemas/admin-members.js';

export const STATUS_LABEL: Record<MemberStatus, string> = {
  active: 'Active',
  invited: 'Invited',
  inactive: 'Deactivated',
};
export const STATUS_COLOR: Record<MemberStatus, string> = { active: 'green', invited: 'blue', inactive: 'gray' };

/** A stored ISO time as a US date (the list), or with the time (the detail); null as a dash. */
export function formatDate(iso: string | null, withTime = false): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return withTime
    ? d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
    : d.toLocaleDateString('en-US');
}

export const dollars = (n: number) => `$${n.toFixed(2)}`;
