import { Alert, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { OfflineBanner } from '#web/components/offline-banner.js';
import { ApiError, errorMessage } from '#web/lib/api-client.js';
import { useRemoveFavorite } from './api/remove-favorite';
import { MessageDialog, useMessageDialog } from './components/message-dialog';
import { DealCard, type DealsView } from './deal-card';
import { useFavoriteDeals, type FavoriteDeal } from './list-favorite-deals';
import type { DealInList } from './deal-requests';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';

// Favorites mode of the deals list: its own spinner text and empty
// message; a favorite whose deal ended says so, cannot be opened and can be removed.

interface FavoritesResultsProps {
  view: DealsView;
  onOpen: (deal: DealInList) => void;
}

export function FavoritesResults({ view, onOpen }: FavoritesResultsProps) {
  const favorites = useFavoriteDeals(true);
  const removeFavorite = useRemoveFavorite();
  const dialog = useMessageDialog();

  const remove = async (deal: FavoriteDeal) => {
    try {
      await removeFavorite.mutateAsync({ dealId: deal.dealId, locationId: deal.locationId });
      dialog.show(DEALS_MESSAGES.favoriteRemoved);
    } catch (error) {
      dialog.show(COMMON_MESSAGES.errorTitle, errorMessage(error));
    }
  };

  let body = null;
  // Every load shows the spinner, the reload after a removal too.
  if (favorites.isFetching) {
    body = (
      <Stack align="center" py="xl" role="status" aria-live="polite" data-testid="deals-loading">
        <Loader />
        <Text>{DEALS_MESSAGES.favoritesSearching}</Text>
      </Stack>
    );
  } else if (favorites.error) {
    // A network error on a list only stops the spinner.
    if (!(favorites.error instanceof ApiError && favorites.error.status === 0)) {
      body = (
        <Alert color="red" role="alert" data-testid="deals-error">
          {DEALS_MESSAGES.dealsError}
          {errorMessage(favorites.error)}
        </Alert>
      );
    }
  } else if (favorites.data && favorites.data.deals.length === 0) {
    body = (
      <Alert color="blue" role="status" data-testid="no-favorites">
        {DEALS_MESSAGES.noFavorites}
      </Alert>
    );
  } else if (favorites.data) {
    const cards = favorites.data.deals.map((deal) => (
      <DealCard
        key={`${deal.dealId}:${deal.locationId}`}
        deal={deal}
        view={view}
        onOpen={onOpen}
        unavailable={deal.unavailable}
        onRemove={() => void remove(deal)}
      />
    ));
    body =
      view === 'grid' ? (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" data-testid="favorites-grid">
          {cards}
        </SimpleGrid>
      ) : (
        <Stack gap="md" data-testid="favorites-list">
          {cards}
        </Stack>
      );
  }

  return (
    <>
      <OfflineBanner kinds={['favorites']} />
      {body}
      <MessageDialog dialog={dialog.dialog} onClose={dialog.close} />
    </>
  );
}
