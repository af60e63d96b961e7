// Small text helpers for values the server may leave empty.

/** The string 'null' or a missing value means absent. */
export function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.trim().toLowerCase() !== 'null';
}

/**
 * A member-area path from a group's or slide's route: 'ctravel' and '/b2c/ctravel' both work; an
 * https:// address (a feature group may open one, Platform Setup) stays as it is, and React
 * Router's Link opens it as a normal link.
 */
export function memberPath(route: string): string {
  const trimmed = route.trim();
  if (/^https:\/\//i.test(trimmed)) return trimmed;
  return trimmed.startsWith('/') ? trimmed : `/b2c/${trimmed}`;
}
