import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Image.css';
import { Card, Image, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import type { AvailableDeal } from '../api/available-deals';
import classes from './national-deals.module.css';

/** Available deals of a group as cards; choosing one follows its route. */
export function GroupDealsList({
  deals,
  onOpen,
  headingOrder = 2,
}: {
  deals: readonly AvailableDeal[];
  onOpen: (deal: AvailableDeal) => void;
  headingOrder?: 2 | 3;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
      {deals.map((deal, i) => (
        <Card key={`${deal.route}#${i}`} withBorder shadow="sm" p={0} data-testid="group-deal">
          <UnstyledButton className={classes.card} onClick={() => onOpen(deal)}>
            {/* The title below says what the card is; the picture is decoration. */}
            <Image src={deal.image} alt="" h={150} fit="cover" />
            <div style={{ padding: 'var(--mantine-spacing-md)' }}>
              <Title order={headingOrder} size="h4">
                {deal.dealTitle}
              </Title>
              <Text mt="xs" size="sm">
                {deal.description}
              </Text>
            </div>
          </UnstyledButton>
        </Card>
      ))}
    </SimpleGrid>
  );
}
