// Query keys more than one feature needs: login, logout and a co-op switch all replace the home
// data, and features never import each other.

/** outside/gethomedata's answer for this page. */
export const homeDataQueryKey = ['home-data'] as const;

/** b2c/account: the signed-in member's account and savings. */
export const accountQueryKey = ['account'] as const;

/**
 * Local deals: the category tree and each search page. Keyed by whether someone is signed in,
 * since the server's default ZIP is the member's then; favorites will invalidate them all.
 */
export const localDealsQueryKey = ['local-deals'] as const;
export const localDealsCategoriesQueryKey = (member: boolean) =>
  [...localDealsQueryKey, 'categories', { member }] as const;
export const localDealsSearchQueryKey = (search: object, member: boolean) =>
  [...localDealsQueryKey, 'search', { ...search, member }] as const;

/** The membership card as kept for offline use (member-card/card-copy.ts); logout drops it. */
export const memberCardQueryKey = ['member-card'] as const;

/**
 * How long My business's answers stay fresh (each section's query): the page's prefetch answers
 * them, and a section mounting must not ask again (that second ask cost the page most of its
 * blocking time). Every change an owner makes invalidates what it changed.
 */
export const PREFETCHED_FRESH_MS = 60_000;
