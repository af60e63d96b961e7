import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS } from '#shared/constants.js';

/** The mobile layout is below 906px. */
export const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.mobile - 0.02}px)`;

/** Read at the first render so a phone never flashes the desktop layout. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
}
