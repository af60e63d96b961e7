import '@mantine/core/styles/List.css';
import { Button, Container, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { LoadError } from '../components/load-error';
import { MembersOnly } from '../components/members-only';
import { OfflineBanner } from '../components/offline-banner';
import { getAccountQueryOptions } from '../features/account/get-account';
import { useHomeData } from '../features/home/get-home-data';
import { useCardArt, useCardCopy } from '../features/member-card/card-copy';
import { MemberCard } from '../features/member-card/member-card';

// /b2c/ccard: where the card is needed, its two sides with the
// member's name and id, and Print Card (as often as the member likes); members only.

function CardPage() {
  const coop = useHomeData().data?.coopData;
  const queryClient = useQueryClient();
  // Kept on the phone: offline the card shows as last saved.
  const card = useCardCopy(coop, () => queryClient.fetchQuery(getAccountQueryOptions()));
  const art = useCardArt(card.data);
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1}>Membership Card</Title>
        <Text>Show your membership card to get your member savings:</Text>
        <List spacing="xs">
          <List.Item>at local stores listed in Local Deals;</List.Item>
          <List.Item>for your health benefits;</List.Item>
          <List.Item>at participating health providers;</List.Item>
          <List.Item>at participating pharmacies.</List.Item>
        </List>
        <OfflineBanner kinds={['card']} />
        {card.error ? (
          <LoadError
            inline
            title="We could not load your card"
            message={card.error.message}
            onRetry={() => void card.refetch()}
            retrying={card.isFetching}
          />
        ) : card.data ? (
          <>
            <MemberCard
              coopIdCard={coop?.coopIdCard ?? ''}
              front={art.front}
              back={art.back}
              coopName={card.data.coopName}
              memberName={card.data.memberName}
              memberId={card.data.memberId}
            />
            <div>
              <Button size="md" onClick={() => window.print()}>
                Print Card
              </Button>
            </div>
          </>
        ) : (
          <Loader role="status" aria-label="Loading your card" />
        )}
      </Stack>
    </Container>
  );
}

export default function CcardPage() {
  return (
    <MembersOnly>
      <CardPage />
    </MembersOnly>
  );
}
