import { HEALTH } from '#shared/constants.js';

/** b2c/newbenefitsid: the co-op's Rx group id for the pharmacy price link (see HEALTH in shared/constants). */
export function newBenefitsId(plid: number | string): string {
  return `${HEALTH.rxGroupPrefix}${plid}`;
}
