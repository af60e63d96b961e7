import { Box } from '@mantine/core';
import { useDeferredValue, useEffect } from 'react';
import { LoadError } from '#web/components/load-error.js';
import { Preloader } from '#web/components/preloader.js';
import { useHomeData } from '#web/features/home/get-home-data.js';
import { OfflineRedemptionSender } from '#web/features/local-deals/offline-redemption-sender.js';
import { useIsLoggedIn } from '#web/lib/session-storage.js';
import { PageMain } from '../page-boundary';
import { cacheOfflinePagesWhenIdle } from '../service-worker';
import { ModalHost } from './modal-host';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TopBar } from './top-bar';

// The member area (/b2c/...): waits for the home data, then shows the co-op's shell around pages.

export function MemberLayout() {
  const { data: arrived, error, refetch, isFetching } = useHomeData();
  // The shell and page are the largest render of the load: as a deferred update React renders
  // them in short slices, so a slow phone's main thread is never blocked for long.
  const data = useDeferredValue(arrived);
  const loggedIn = useIsLoggedIn();

  // A member may open the card, favorites and My Account in a dead zone: their code comes now.
  useEffect(() => {
    if (loggedIn) cacheOfflinePagesWhenIdle();
  }, [loggedIn]);

  useEffect(() => {
    if (data) document.title = `${data.coopData.displayName} Member Savings`;
  }, [data]);

  if (!data) {
    if (error) {
      return (
        <LoadError
          title="We could not load your cooperative's savings"
          message={error.message}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      );
    }
    return <Preloader />;
  }

  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <TopBar />
      <SiteHeader coop={data.coopData} groups={data.features} isLoggedIn={loggedIn} />
      <PageMain />
      <SiteFooter coop={data.coopData} />
      <ModalHost coopName={data.coopData.displayName} />
      <OfflineRedemptionSender />
    </Box>
  );
}
