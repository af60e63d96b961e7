// Query keys more than one feature needs: login, logout and a co-op switch all replace the home
// data, and features never import each other.

/** outside/gethomedata's answer for this page. */
export const homeDataQueryKey = ['home-data'] as const;

/** b2c/account: the signed-in member's account and savings. */
export const accountQueryKey = ['account'] as const;
