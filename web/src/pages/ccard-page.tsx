import '@mantine/core/styles/List.css';
import { Button, Container, List, Loader, Stack, Text, Title } from '@mantine/core';
import { LoadError } from '../components/load-error';
import { MembersOnly } from '../components/members-only';
import { useAccount } from '../features/account/get-account';
import { useHomeData } from '../features/home/get-home-data';
import { MemberCard } from '../features/member-card/member-card';
import { readItem } from '../lib/session-storage';

// /b2c/ccard: where the card is needed, its two sides with the
// member's name and id, and Print Card (as often as the member likes); members only.

function CardPage() {
  const coop = useHomeData().data?.coopData;
  const account = useAccount();
  // The spec's credentials value is the member id.
  const memberId = readItem('credentials') ?? '';
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
        {account.error ? (
          <LoadError inline title="We could not load your card" message={account.error.message} onRetry={() => void account.refetch()} retrying={account.isFetching} />
        ) : account.data && coop ? (
          <>
            <MemberCard coopIdCard={coop.coopIdCard} front={coop.cardFront} back={coop.cardBack} coopName={coop.displayName} memberName={`${account.data.firstName} ${account.data.lastName}`} memberId={memberId} />
            <div>
              <Button size="md" onClick={() => window.print()}>
                Print Card
              </Button>
            </div>
          </>
        ) : (
          <Loader aria-label="Loading your card" />
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
