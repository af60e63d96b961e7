import type { RouteDef } from './routes.js';

// Which routes are staff actions the audit trail records (ADR 0089). Apart from shared/routes.ts
// so that shared/route-defs.ts, which the table is built from, can read it.

/**
 * A staff write route: an admin route whose data needs write anything. Each call of one that is
 * done records one audit item; refused calls record none.
 */
export const isStaffWrite = (route: Pick<RouteDef, 'access' | 'data'>): boolean => {
  const d = route.data;
  return route.access === 'admin' && [d.core, d.ephemeral, d.geo, d.media].includes('write');
};
