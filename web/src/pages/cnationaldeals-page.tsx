import { Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { NationalDealModal } from '../features/national-deals/national-deal-modal';
import { NationalDealsList } from '../features/national-deals/national-deals-list';
import { useNationalDeals } from '../features/national-deals/list-national-deals';
import { showPleaseLogin } from '../lib/please-login';
import { ApiError } from '../lib/api-client';
import { useIsLoggedIn } from '../lib/session-storage';
import { BENEFITS_MESSAGES } from '#shared/schemas/benefits-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// /b2c/cnationaldeals: the national deals; ?dealId= opens that deal's
// modal for a member. When the list call fails (a visitor, an ended session) the page says
// 'Please Login' and goes to chome; a network failure is ignored.

export default function CnationaldealsPage() {
  const member = useIsLoggedIn();
  const deals = useNationalDeals(member);
  const [params, setParams] = useSearchParams();
  const dealId = params.get('dealId');
  const error = deals.error;
  const refused = error instanceof ApiError && error.status !== 0;
  const opened = dealId && member ? deals.data?.deals.find((d) => d.dealId === dealId) : undefined;
  const missing = Boolean(dealId && member && deals.data && !opened);

  useEffect(() => {
    // A member whose session ended was told already (the session expiry alert).
    if (refused && !(member && error.status === 401)) showPleaseLogin('please-login');
  }, [refused, member, error]);

  useEffect(() => {
    if (!missing) return;
    notifications.show({
      title: COMMON_MESSAGES.errorTitle,
      message: BENEFITS_MESSAGES.nationalDealNotFound,
      color: 'yellow',
    });
    setParams((p) => (p.delete('dealId'), p), { replace: true });
  }, [missing, setParams]);

  if (refused) return <Navigate to="/b2c/chome" replace />;

  const close = () => setParams((p) => (p.delete('dealId'), p));
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>National Deals</Title>
          <Text mt="xs">Save up to 40% online with brands you know.</Text>
        </div>
        {deals.data ? (
          <NationalDealsList deals={deals.data.deals} onOpen={(deal) => setParams({ dealId: deal.dealId })} />
        ) : (
          deals.isPending && (
            <Center py="xl">
              <Loader role="status" aria-label="Loading national deals" />
            </Center>
          )
        )}
      </Stack>
      {opened && <NationalDealModal key={opened.dealId} deal={opened} onClose={close} />}
    </Container>
  );
}
