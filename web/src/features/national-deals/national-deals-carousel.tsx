import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Image.css';
import { Card, Center, Container, Image, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CAROUSELS } from '#shared/constants.js';
import type { NationalDeal } from '#shared/schemas/home.js';
import { SnapRow } from '#web/components/snap-row.js';

const { width, height } = CAROUSELS.nationalDeals;

/** The link that opens a national deal's details (spec: cnationaldeals with dealId). */
export const nationalDealPath = (dealId: string) => `/b2c/cnationaldeals?${new URLSearchParams({ dealId })}`;

export function NationalDealsCarousel({ deals }: { deals: readonly NationalDeal[] }) {
  if (deals.length === 0) return null;
  return (
    <Container size="xl" component="section" aria-labelledby="national-deals-heading" py="xl">
      <Title order={2} id="national-deals-heading">
        National Discounts
      </Title>
      <Text mb="md">Save up to 40% online with brands you know.</Text>
      <SnapRow
        data-testid="national-deals-carousel"
        slideWidth={width}
        height={height}
        previousLabel="Previous national deals"
        nextLabel="Next national deals"
        slides={deals.map((deal) => ({
          key: deal.dealId,
          node: (
            <Card
              component={Link}
              to={nationalDealPath(deal.dealId)}
              withBorder
              shadow="sm"
              h="100%"
              padding="lg"
              data-testid="national-deal"
            >
              <Card.Section bg="var(--mantine-color-gray-0)">
                <Center h={260}>
                  <Image src={deal.logoURL} alt={`${deal.companyName} logo`} mah={220} maw="80%" fit="contain" />
                </Center>
              </Card.Section>
              <Title order={3} size="h4" mt="md">
                {deal.companyName}
              </Title>
              <Text mt="xs">{deal.title}</Text>
            </Card>
          ),
        }))}
      />
    </Container>
  );
}
