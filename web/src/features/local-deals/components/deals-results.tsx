import { Alert, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { LOCAL_DEALS, MESSAGES } from '../../../../../shared/constants';
import { ApiError, errorMessage } from '../../../lib/api-client';
import type { DealInList, DealsPage } from '../api/search-deals';
import { DealCard, type DealsView } from './deal-card';

// The deals list's states (spec section 4): spinner, then results, no deals, or the error panel.

interface DealsResultsProps {
  data: DealsPage | undefined;
  loading: boolean;
  error: unknown;
  view: DealsView;
  onOpen: (deal: DealInList) => void;
}

/** "Showing 31 to 60 of 245 deals within 50 miles of 66044". */
export function resultsSummary({ page, total, deals, radius, zip }: DealsPage): string {
  const from = (page - 1) * LOCAL_DEALS.pageSize + 1;
  const to = from + deals.length - 1;
  const near = zip ? ` within ${radius} ${radius === 1 ? 'mile' : 'miles'} of ${zip}` : '';
  return `Showing ${from} to ${to} of ${total} ${total === 1 ? 'deal' : 'deals'}${near}`;
}

export function DealsResults({ data, loading, error, view, onOpen }: DealsResultsProps) {
  if (loading) {
    return (
      <Stack align="center" py="xl" role="status" aria-live="polite" data-testid="deals-loading">
        <Loader />
        <Text>{MESSAGES.dealsSearching}</Text>
      </Stack>
    );
  }
  if (error) {
    // Spec section 8: a network error on a list only stops the spinner.
    if (error instanceof ApiError && error.status === 0) return null;
    return (
      <Alert color="red" role="alert" data-testid="deals-error">
        {MESSAGES.dealsError}
        {errorMessage(error)}
      </Alert>
    );
  }
  if (!data) return null;
  if (data.deals.length === 0) {
    return (
      <Alert color="blue" role="status" data-testid="no-deals">
        {MESSAGES.noDeals}
      </Alert>
    );
  }
  const cards = data.deals.map((deal) => <DealCard key={`${deal.dealId}:${deal.locationId}`} deal={deal} view={view} onOpen={onOpen} />);
  return (
    <Stack gap="md">
      <Text size="sm" role="status" data-testid="deals-summary">
        {resultsSummary(data)}
      </Text>
      {view === 'grid' ? (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" data-testid="deals-grid">
          {cards}
        </SimpleGrid>
      ) : (
        <Stack gap="md" data-testid="deals-list">
          {cards}
        </Stack>
      )}
    </Stack>
  );
}
