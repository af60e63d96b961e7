import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Box, Button, Container, Drawer, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DealSort } from '#shared/schemas/deals.js';
import { useHomeData } from '../features/home/get-home-data';
import type { DealsView } from '../features/local-deals/deal-card';
import { DealFilters } from '../features/local-deals/deal-filters';
import { DealSearchBar, type DealSearchValues } from '../features/local-deals/deal-search-bar';
import { DealsPager } from '../features/local-deals/deals-pager';
import { DealsResults } from '../features/local-deals/deals-results';
import { FavoritesResults } from '../features/local-deals/favorites-results';
import { useDealCategories } from '../features/local-deals/get-deal-categories';
import { favoriteDealsQueryKey } from '../features/local-deals/list-favorite-deals';
import classes from '../features/local-deals/local-deals.module.css';
import { NearMeButton } from '../features/local-deals/near-me-button';
import { OfferDiscountLink } from '../features/local-deals/offer-discount-link';
import type { DealRef } from '../features/local-deals/open-deal';
import { initialSearch, type DealInList, type DealSearch } from '../features/local-deals/deal-requests';
import { useSearchDeals } from '../features/local-deals/search-deals';
import { ChunkBoundary, dialogChunkFallback } from '../components/chunk-boundary';
import { OfflineBanner } from '../components/offline-banner';
import { useIsMobile } from '../lib/media';
import { retryableLazy } from '../lib/retryable-lazy';
import { showPleaseLogin } from '../lib/please-login';
import { useIsLoggedIn } from '../lib/session-storage';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { NEAR_ME_MESSAGES } from '#shared/schemas/deals-messages.js';
import { FAVORITES_PARAM, fill } from '#shared/constants.js';
import { DEFAULT_TIME_ZONE } from '#shared/us-dates.js';
import { ApiError, errorMessage } from '../lib/api-client';

// /b2c/clocaldeals (local-deals sections 2, 4, 8, 9): search near a ZIP, categories and sort in a
// sidebar (a drawer on a phone), list or grid, 30 a page. ?search= (the shell's search box)
// pre-fills the text and widens the distance to 250 miles; ?favorites=1 opens on a member's
// favorites (the installed app's shortcut). A member opens a deal in the deal
// modal (print, redeem on the phone, favorite) and lists their favorites. "Use my location"
// searches around the browser's position instead of the ZIP; when it cannot (refused, no fix, a
// coarse fix, or a point outside the co-op's area) the ZIP search runs with a note saying so.

export const clampPage = (page: number, pages: number) =>
  Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, pages));

// The deal modal with its coupon, QR code and print styles: a chunk of its own, fetched ahead for
// a member (who may open a deal) once the page is up.
const loadDealModal = () => import('../features/local-deals/deal-modal');
const DealModal = retryableLazy(() => loadDealModal().then((m) => ({ default: m.DealModal })));

function LocalDeals({ linkText, openFavorites }: { linkText: string | null; openFavorites: boolean }) {
  const member = useIsLoggedIn();
  const isMobile = useIsMobile();
  const [search, setSearch] = useState<DealSearch>(() => initialSearch(linkText));
  const [view, setView] = useState<DealsView>('list');
  const [filtersOpen, filtersDrawer] = useDisclosure(false);
  const categories = useDealCategories(member);
  const deals = useSearchDeals(search, member);
  const coop = useHomeData().data?.coopData;
  const queryClient = useQueryClient();
  // Favorites mode is on for the favorites listing, off for any search.
  const [favoritesMode, setFavoritesMode] = useState(openFavorites);
  const favorites = favoritesMode && member;
  const [openedDeal, setOpenedDeal] = useState<DealRef | null>(null);
  // Why the last "Use my location" became a ZIP search; cleared by the next search.
  const [locationNote, setLocationNote] = useState<string | null>(null);
  const data = deals.data;

  useEffect(() => {
    if (member) loadDealModal().catch(() => undefined);
  }, [member]);

  // The categories' connection failure is a popup.
  useEffect(() => {
    if (categories.error)
      notifications.show({
        title: COMMON_MESSAGES.errorTitle,
        message: COMMON_MESSAGES.serverConnection,
        color: 'red',
      });
  }, [categories.error]);

  /** A new search starts on page 1; the same search again asks the server again. */
  const apply = (change: Partial<DealSearch>) => {
    setFavoritesMode(false);
    setLocationNote(null);
    const next = { ...search, ...change, page: 1 };
    if (JSON.stringify(next) === JSON.stringify(search)) void deals.refetch();
    else setSearch(next);
  };

  const onSearch = ({ criteria, zipcode, radius }: DealSearchValues) =>
    apply({ criteria: criteria.trim(), zipcode: zipcode ?? null, point: null, radius });

  /** Back to the ZIP search (the one last searched, else the server's default), saying why. */
  const fallBackToZip = (reason?: string) => {
    const zip = search.zipcode ?? data?.zip ?? categories.data?.zip ?? '';
    apply({ point: null, zipcode: search.zipcode });
    setLocationNote(
      reason
        ? `${reason} ${fill(NEAR_ME_MESSAGES.showingNear, { zip })}`
        : fill(NEAR_ME_MESSAGES.locationFallback, { zip }),
    );
  };
  // The server refuses a point outside the co-op's served area (a 4xx with its reason).
  const pointRefused =
    search.point && deals.error instanceof ApiError && deals.error.status >= 400 && deals.error.status < 500
      ? errorMessage(deals.error)
      : null;
  // Handled in the render that first sees it (React's "adjusting state when a value changes"),
  // not in an effect after it: the page never paints the refused search's error first.
  const [handledRefusal, setHandledRefusal] = useState<string | null>(null);
  if (pointRefused !== handledRefusal) {
    setHandledRefusal(pointRefused);
    if (pointRefused) fallBackToZip(pointRefused);
  }

  const onCategory = (category: string | null, subCategory: string | null) => {
    apply({ category, subCategory });
    filtersDrawer.close();
  };

  // Page changes clamp between 1 and the total pages and scroll to top.
  const goTo = (page: number) => {
    setSearch((current) => ({ ...current, page: clampPage(page, deals.data?.pages ?? 1) }));
    window.scrollTo({ top: 0 });
  };

  const openDeal = (deal: DealInList) => {
    // Opening a deal (and so printing, redeeming, favoriting) needs a member.
    if (member) setOpenedDeal({ dealId: deal.dealId, locationId: deal.locationId });
    else showPleaseLogin();
  };

  const showFavorites = () => {
    if (favoritesMode) void queryClient.invalidateQueries({ queryKey: favoriteDealsQueryKey });
    else setFavoritesMode(true);
  };

  const filters = (
    <DealFilters
      categories={categories.data?.data}
      loading={categories.isFetching && !categories.data}
      category={search.category}
      subCategory={search.subCategory}
      onCategory={onCategory}
      sort={search.sort}
      onSort={(sort: DealSort) => apply({ sort })}
    />
  );

  // Until a search answers (or when the first one fails), the box shows the ZIP the server
  // searches around by default, from the categories' answer.
  return (
    <Container size="xl" py="lg" pb={96}>
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Title order={1}>Local Deals</Title>
          <OfferDiscountLink />
        </Group>
        <Stack gap="xs">
          <DealSearchBar
            criteria={search.criteria}
            radius={search.radius}
            usedZip={data?.zip ?? categories.data?.zip}
            onSearch={onSearch}
          />
          <Group gap="sm">
            <NearMeButton onPoint={(point) => apply({ point, zipcode: null })} onUnavailable={() => fallBackToZip()} />
          </Group>
          {locationNote && (
            <Alert color="yellow" role="status" data-testid="near-me-note">
              {locationNote}
            </Alert>
          )}
        </Stack>
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            {member && (
              <Button variant={favorites ? 'filled' : 'outline'} aria-pressed={favorites} onClick={showFavorites}>
                My Favorites Deals
              </Button>
            )}
            {isMobile && (
              <Button variant="default" onClick={filtersDrawer.open} aria-haspopup="dialog">
                Categories and sort
              </Button>
            )}
          </Group>
          <Group gap={4} role="group" aria-label="View">
            {(['list', 'grid'] as const).map((v) => (
              <Button
                key={v}
                variant={view === v ? 'filled' : 'default'}
                aria-pressed={view === v}
                onClick={() => setView(v)}
              >
                {v === 'list' ? 'List' : 'Grid'}
              </Button>
            ))}
          </Group>
        </Group>
        <Box className={isMobile ? undefined : classes.layout}>
          {!isMobile && <div>{filters}</div>}
          <section aria-labelledby="deals-heading">
            <Group gap="sm" mb="sm">
              <Title order={2} size="h4" id="deals-heading">
                {favorites ? 'My Favorites Deals' : 'Deals'}
              </Title>
              {!favorites && data?.nearLocation && (
                <Badge variant="light" data-testid="deals-near-location">
                  {NEAR_ME_MESSAGES.nearYourLocation}
                </Badge>
              )}
            </Group>
            {favorites ? (
              <FavoritesResults view={view} onOpen={openDeal} />
            ) : (
              <>
                <OfflineBanner kinds={['search']} />
                <DealsResults
                  data={data}
                  loading={deals.isFetching && !deals.data}
                  error={deals.error}
                  view={view}
                  onOpen={openDeal}
                  onRetry={() => void deals.refetch()}
                />
                {data && <DealsPager page={data.page} pages={data.pages} onPage={goTo} />}
              </>
            )}
          </section>
        </Box>
      </Stack>
      {isMobile && (
        <Drawer
          opened={filtersOpen}
          onClose={filtersDrawer.close}
          title="Categories and sort"
          size="85%"
          closeButtonProps={{ 'aria-label': 'Close' }}
        >
          {filters}
        </Drawer>
      )}
      {/* A session that ends closes the modal (the page is a visitor's again). */}
      {member && openedDeal && (
        // Its chunk missing offline: said where it would open, and it opens once the chunk loads.
        <ChunkBoundary fallback={dialogChunkFallback(() => setOpenedDeal(null))}>
          <Suspense fallback={null}>
            <DealModal
              key={`${openedDeal.dealId}:${openedDeal.locationId}`}
              deal={openedDeal}
              coop={{
                name: coop?.displayName ?? '',
                logo: coop?.logo ?? '',
                timeZone: coop?.timeZone ?? DEFAULT_TIME_ZONE,
              }}
              onClose={() => setOpenedDeal(null)}
            />
          </Suspense>
        </ChunkBoundary>
      )}
    </Container>
  );
}

export default function ClocaldealsPage() {
  const [params] = useSearchParams();
  const linkText = params.get('search');
  // ?favorites=1 (the installed app's Favorites shortcut) opens on the member's favorites.
  const openFavorites = params.get(FAVORITES_PARAM) === '1';
  // A new ?search= (the shell's box used on this page) starts a fresh search.
  return <LocalDeals key={`${linkText ?? ''}:${openFavorites}`} linkText={linkText} openFavorites={openFavorites} />;
}
