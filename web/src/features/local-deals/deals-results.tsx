import { Alert, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { LOCAL_DEALS } from '#shared/constants.js';
import { ApiError, errorMessage } from '#web/lib/api-client.js';
import type { DealInList, DealsPage } from './deal-requests';
import { AfterFirstPaint } from '#web/components/after-first-paint.js';
import { LoadError } from '#web/components/load-error.js';
import { DealCard, type DealsView } from './deal-card';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';

const FIRST_SCREEN_CARDS = 4;
/** About a list card's height on a phone, for the space the later cards keep. */
const CARD_HEIGHT = 190;

// The deals list's states: spinner, then results, no deals, or the error panel.

interface DealsResultsProps {
  data: DealsPage | undefined;
  loading: boolean;
  error: unknown;
  view: DealsView;
  onOpen: (deal: DealInList) => void;
  /** Asks for the same search again (after a network error). */
  onRetry: () => void;
}

/** "Showing 31 to 60 of 245 deals within 50 miles of 66044". */
export function resultsSummary({ page, total, deals, radius, zip }: DealsPage): string {
  const from = (page - 1) * LOCAL_DEALS.pageSize + 1;
  const to = from + deals.length - 1;
  const near = zip ? ` within ${radius} ${radius === 1 ? 'mile' : 'miles'} of ${zip}` : '';
  return `Showing ${from} to ${to} of ${total} ${total === 1 ? 'deal' : 'deals'}${near}`;
}

export function DealsResults({ data, loading, error, view, onOpen, onRetry }: DealsResultsProps) {
  if (loading) {
    return (
      <Stack align="center" py="xl" role="status" aria-live="polite" data-testid="deals-loading">
        <Loader />
        <Text>{DEALS_MESSAGES.dealsSearching}</Text>
      </Stack>
    );
  }
  if (error) {
    // A network error says so and offers the same search again (stopping the spinner alone left a
    // blank Deals area).
    if (error instanceof ApiError && error.status === 0) {
      return (
        <div data-testid="deals-network-error">
          <LoadError inline title={COMMON_MESSAGES.errorTitle} message={errorMessage(error)} onRetry={onRetry} />
        </div>
      );
    }
    return (
      <Alert color="red" role="alert" data-testid="deals-error">
        {DEALS_MESSAGES.dealsError}
        {errorMessage(error)}
      </Alert>
    );
  }
  if (!data) return null;
  if (data.deals.length === 0) {
    return (
      <Alert color="blue" role="status" data-testid="no-deals">
        {DEALS_MESSAGES.noDeals}
      </Alert>
    );
  }
  const card = (deal: DealInList, i: number) => (
    <DealCard
      key={`${deal.dealId}:${deal.locationId}`}
      deal={deal}
      view={view}
      onOpen={onOpen}
      eager={i < FIRST_SCREEN_CARDS}
    />
  );
  // The cards a phone's first screen shows render with the page; the rest one task after its first
  // paint, in space of about their size (below the screen, so nothing visible moves).
  const later = data.deals.slice(FIRST_SCREEN_CARDS);
  const cards = (
    <>
      {data.deals.slice(0, FIRST_SCREEN_CARDS).map(card)}
      {later.length > 0 && (
        <AfterFirstPaint minHeight={later.length * CARD_HEIGHT}>
          {later.map((deal, i) => card(deal, FIRST_SCREEN_CARDS + i))}
        </AfterFirstPaint>
      )}
    </>
  );
  return (
    <Stack gap="md">
      <Text size="sm" role="status" data-testid="deals-summary">
        {resultsSummary(data)}
      </Text>
      <Text size="xs" c="dimmed" data-testid="distance-note">
        {DEALS_MESSAGES.distanceNote}
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
