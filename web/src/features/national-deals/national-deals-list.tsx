import '@mantine/core/styles/Card.css';
import { Card, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import classes from './components/national-deals.module.css';
import type { NationalDealItem } from './list-national-deals';

/** The national deals as cards; choosing one opens its details. */
export function NationalDealsList({
  deals,
  onOpen,
}: {
  deals: readonly NationalDealItem[];
  onOpen: (deal: NationalDealItem) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
      {deals.map((deal) => (
        <Card key={deal.dealId} withBorder shadow="sm" padding="lg" p={0} data-testid="national-deal-card">
          <UnstyledButton className={classes.card} onClick={() => onOpen(deal)}>
            <div className={classes.logoBox}>
              <img src={deal.logoURL} alt="" loading="lazy" decoding="async" />
            </div>
            <div style={{ padding: 'var(--mantine-spacing-md)' }}>
              <Title order={2} size="h4">
                {deal.companyName}
              </Title>
              <Text mt="xs">{deal.title}</Text>
            </div>
          </UnstyledButton>
        </Card>
      ))}
    </SimpleGrid>
  );
}
