import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { accountQueryKey, localDealsQueryKey } from '#web/lib/query-keys.js';
import { useIsLoggedIn } from '#web/lib/session-storage.js';
import { SEND_REDEMPTIONS_MESSAGE } from '#web/lib/offline-sync.js';

// The sending code is a chunk of its own, loaded after the first screen.
const sender = () => import('./offline-redemption');

/**
 * Sends the redemptions made offline on this load, whenever the connection returns, and when the
 * service worker's Background Sync asks (offline-sync.ts), and tells the member each outcome.
 */
export function OfflineRedemptionSender() {
  const member = useIsLoggedIn();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!member) return;
    const send = () =>
      void sender()
        .then(async ({ outcomeText, sendQueuedRedemptions }) => ({
          outcomeText,
          outcomes: await sendQueuedRedemptions(),
        }))
        .then(({ outcomeText, outcomes }) => {
          for (const outcome of outcomes) {
            const text = outcomeText(outcome);
            notifications.show({
              id: `offline-${outcome.ticket}`,
              title: text.title,
              message: text.message,
              color: text.ok ? 'green' : 'red',
              autoClose: text.ok ? 8000 : false,
            });
          }
          if (outcomes.length) {
            void queryClient.invalidateQueries({ queryKey: accountQueryKey });
            // The favorites shown (their next tickets) and the opened deal (its uses left).
            void queryClient.invalidateQueries({ queryKey: localDealsQueryKey });
          }
        })
        .catch(() => undefined);
    const fromWorker = (event: MessageEvent<unknown>) => {
      if ((event.data as { type?: unknown } | null)?.type === SEND_REDEMPTIONS_MESSAGE) send();
    };
    send();
    window.addEventListener('online', send);
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    return () => {
      window.removeEventListener('online', send);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
    };
  }, [member, queryClient]);
  return null;
}
