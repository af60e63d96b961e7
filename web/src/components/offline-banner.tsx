import { Alert } from '@mantine/core';
import { fill } from '#shared/constants.js';
import { OFFLINE_MESSAGES } from '#shared/schemas/offline-messages.js';
import { formatDateTime } from '../lib/format';
import { useSavedAt } from '../lib/offline-copy';
import type { SavedKind } from '../lib/offline-store';

/** Above a page shown from the phone's saved copy: offline, and since when the data is. */
export function OfflineBanner({ kinds }: { kinds: readonly SavedKind[] }) {
  const savedAt = useSavedAt(kinds);
  if (savedAt === undefined) return null;
  return (
    <Alert color="yellow" role="status" data-testid="offline-banner">
      {fill(OFFLINE_MESSAGES.offlineSaved, { time: formatDateTime(savedAt) })}
    </Alert>
  );
}
