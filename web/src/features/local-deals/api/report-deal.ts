import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { RequestOf, ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';
import { readItem } from '#web/lib/session-storage.js';
import type { DealRef } from '../open-deal';

// b2c/reportdeal: the member's report of a problem with this deal at this location (ADR 0096),
// sent to the co-op's staff; a second one while the first is open is refused (409) with why.

type ReportFields = Pick<RequestOf<'b2c/reportdeal'>, 'reason' | 'message'>;

export function reportDeal(deal: DealRef, fields: ReportFields): Promise<ResponseOf<'b2c/reportdeal'>> {
  return callApi('b2c/reportdeal', {
    credentials: readItem('credentials'),
    deal: { dealId: deal.dealId, locationId: deal.locationId },
    ...fields,
  });
}

export const useReportDeal = () =>
  useMutation(
    mutationOptions({
      mutationFn: ({ deal, ...fields }: ReportFields & { deal: DealRef }) => reportDeal(deal, fields),
    }),
  );
