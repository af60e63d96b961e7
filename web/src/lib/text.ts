// Small text helpers for values the server may leave empty.

/** Spec section 3: the string 'null' or a missing value means absent. */
export function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.trim().toLowerCase() !== 'null';
}

/** A member-area path from a group's or slide's route: 'ctravel' and '/b2c/ctravel' both work. */
export function memberPath(route: string): string {
  const trimmed = route.trim();
  return trimmed.startsWith('/') ? trimmed : `/b2c/${trimmed}`;
}
