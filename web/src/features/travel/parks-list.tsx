import '@mantine/core/styles/Card.css';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PARK_NAMES } from '#shared/constants.js';
import { PartnerLinkButton } from './components/partner-link-button';

/** cparks: the seven parks; the browse link only for a member. */
export function ParksList({ member }: { member: boolean }) {
  return (
    <Stack gap="md">
      <Title order={1}>Theme Parks</Title>
      <Text size="lg">Save up to 50% on theme park tickets.</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {PARK_NAMES.map((park) => (
          <Card key={park} withBorder padding="lg" data-testid="park">
            <Title order={2} size="h4">
              {park}
            </Title>
          </Card>
        ))}
      </SimpleGrid>
      {member ? (
        <div>
          <PartnerLinkButton partner="parks" label="Browse park tickets" />
        </div>
      ) : (
        <Text>Log in to browse park tickets at member prices.</Text>
      )}
    </Stack>
  );
}
