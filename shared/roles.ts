// Who may do what. No zod here: the web shell reads it.

/**
 * member; backoffice: co-op staff who may look (read only); admin: co-op staff who change things;
 * network: the network's own administrator, who manages every co-op and creates new ones.
 */
export const ROLES = ['member', 'backoffice', 'admin', 'network'] as const;
export type Role = (typeof ROLES)[number];
export type StaffRole = Exclude<Role, 'member'>;

/** Each role can do what the roles before it can. */
export function hasRole(role: Role | null | undefined, needed: Role): boolean {
  return role != null && ROLES.indexOf(role) >= ROLES.indexOf(needed);
}

/** Strictly above: staff reach only members of a lower role (the admin members area's ladder). */
export function outranks(role: Role | null | undefined, other: Role | null | undefined): boolean {
  return role != null && ROLES.indexOf(role) > ROLES.indexOf(other ?? 'member');
}
