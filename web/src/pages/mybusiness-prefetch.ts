import type { QueryClient } from '@tanstack/react-query';
import { myBusinessesQueryOptions } from '../features/my-business/my-businesses';
import { partnerMailSettingsQuery } from '../features/partner-mailings/partner-mail-api';
import { businessNumbersQuery } from '../features/partner-numbers/numbers-api';
import { myOffersQueryOptions } from '../features/partner-offers/my-offers';
import { businessReportsQueryOptions } from '../features/partner-reports/list-business-reports';
import { isLoggedIn } from '../lib/session-storage';

/**
 * A business's first data on My business, one query per section, under the keys the sections'
 * own queries use: the page shows a business once all of them have answered, so the sections
 * arrive together rather than each pushing the next one down as it loads.
 */
export const businessSectionQueries = (bpId: string) => ({
  offers: myOffersQueryOptions(bpId),
  numbers: businessNumbersQuery(bpId, 'owner'),
  mail: partnerMailSettingsQuery(bpId),
  reports: businessReportsQueryOptions(bpId),
});

/**
 * My business's first data beside the page's chunk (router.tsx): the member's businesses, then
 * every section of each at once, rather than each after the one before has rendered.
 */
export async function prefetchMyBusiness(queryClient: QueryClient): Promise<void> {
  if (!isLoggedIn()) return;
  const { businesses } = await queryClient.fetchQuery(myBusinessesQueryOptions());
  await Promise.all(
    businesses.flatMap(({ bpId }) => {
      const { offers, numbers, mail, reports } = businessSectionQueries(bpId);
      return [
        queryClient.prefetchQuery(offers),
        queryClient.prefetchQuery(numbers),
        queryClient.prefetchQuery(mail),
        queryClient.prefetchInfiniteQuery(reports),
      ];
    }),
  );
}
