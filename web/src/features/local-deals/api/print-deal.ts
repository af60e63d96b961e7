import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#shared/routes.js';
import { callApi } from '#web/lib/api-client.js';
import { accountQueryKey } from '#web/lib/query-keys.js';
import { readItem } from '#web/lib/session-storage.js';
import type { DealRef } from '../open-deal';

// b2c/printdeal: uses one redemption of the deal, printed (source W) or on the phone (M), within
// the offer's limit; answers the coupon with the id the server made. A refusal (409) says why and
// when the next use is possible.

export type Coupon = ResponseOf<'b2c/printdeal'>['coupon'];
export type RedeemSource = Coupon['source'];

export function printDeal(deal: DealRef, source: RedeemSource): Promise<ResponseOf<'b2c/printdeal'>> {
  return callApi('b2c/printdeal', {
    credentials: readItem('credentials'),
    deal: { dealId: deal.dealId, locationId: deal.locationId, source },
  });
}

export const printDealMutationOptions = () =>
  mutationOptions({
    mutationFn: ({ deal, source }: { deal: DealRef; source: RedeemSource }) => printDeal(deal, source),
  });

export function usePrintDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    ...printDealMutationOptions(),
    // The redemption is a saving: My Account's Savings tab shows it next time.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }),
  });
}
