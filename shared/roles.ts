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

/**
 * How a session was authenticated, in RFC 8176's words (a session's `amr`): the password, then a
 * second step. A passkey sign-in is a session of its own ('passkey' alone).
 */
export const AUTH_METHODS = ['pwd', 'otp', 'recovery', 'passkey'] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

/** Any one of these in a session's amr passes the staff's second step (ADR 0090). */
export const SECOND_STEP_METHODS: readonly AuthMethod[] = ['otp', 'recovery', 'passkey'];

export function passedSecondStep(amr: readonly AuthMethod[]): boolean {
  return amr.some((method) => SECOND_STEP_METHODS.includes(method));
}

/** What a staff session still needs after the password: set up an app, or enter a code. */
export const SECOND_STEPS = ['enrol', 'verify'] as const;
export type SecondStep = (typeof SECOND_STEPS)[number];

/** Roles that must pass a second step before the admin area answers them. */
export const isStaffRole = (role: Role | null | undefined): boolean => hasRole(role, 'backoffice');
