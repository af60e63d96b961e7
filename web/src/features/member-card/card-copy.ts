import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { withSavedCopy } from '#web/lib/offline-copy.js';
import { memberCardQueryKey } from '#web/lib/query-keys.js';
import { readItem } from '#web/lib/session-storage.js';
import { cardArt } from './member-card';

// The membership card as the counter needs it in a dead zone: name, member id and both sides'
// art, kept on the phone (the art as image data, so it shows with no network and no service worker).

export interface CardCopy {
  memberName: string;
  memberId: string;
  coopName: string;
  frontUrl: string;
  backUrl: string;
  front?: Blob;
  back?: Blob;
}

export interface CardCoop {
  coopIdCard: string;
  displayName: string;
  cardFront?: string;
  cardBack?: string;
}

async function art(url: string): Promise<Blob | undefined> {
  try {
    const response = await fetch(url);
    return response.ok ? await response.blob() : undefined;
  } catch {
    return undefined;
  }
}

/** `loadName`: the member's name from b2c/account. */
export function useCardCopy(
  coop: CardCoop | undefined,
  loadName: () => Promise<{ firstName: string; lastName: string }>,
) {
  const memberId = readItem('credentials') ?? '';
  const query = useQuery({
    queryKey: [...memberCardQueryKey, memberId],
    enabled: Boolean(coop && memberId),
    queryFn: () =>
      withSavedCopy<CardCopy>('card', 'card', async () => {
        const frontUrl = coop!.cardFront ?? cardArt(coop!.coopIdCard, 'f');
        const backUrl = coop!.cardBack ?? cardArt(coop!.coopIdCard, 'b');
        const [name, front, back] = await Promise.all([loadName(), art(frontUrl), art(backUrl)]);
        return {
          memberName: `${name.firstName} ${name.lastName}`,
          memberId,
          coopName: coop!.displayName,
          frontUrl,
          backUrl,
          front,
          back,
        };
      }),
  });
  return query;
}

/** The art to show: the kept image data when there is some, else its address. */
export function useCardArt(card: CardCopy | undefined): { front?: string; back?: string } {
  const urls = useMemo(
    () => ({
      front: card?.front ? URL.createObjectURL(card.front) : card?.frontUrl,
      back: card?.back ? URL.createObjectURL(card.back) : card?.backUrl,
    }),
    [card],
  );
  useEffect(
    () => () => {
      for (const url of [urls.front, urls.back]) if (url?.startsWith('blob:')) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
}
