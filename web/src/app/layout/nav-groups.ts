import type { FeatureGroup } from '#shared/schemas/home.js';

/** A group is in the main nav if onLogged is 0, or 1 and the visitor is logged in. */
export function visibleNavGroups(groups: readonly FeatureGroup[], isLoggedIn: boolean): FeatureGroup[] {
  return groups.filter((group) => group.onLogged === 0 || isLoggedIn);
}
