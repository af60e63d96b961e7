import { Carousel } from '@mantine/carousel';
import { Card, Center, Container, Image, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { CAROUSELS } from '../../../../../shared/constants';
import type { NationalDeal } from '../../../../../shared/schemas/home';

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
      <Carousel
        data-testid="national-deals-carousel"
        height={height}
        slideSize={`${width}px`}
        slideGap="md"
        // Room at the sides so the arrows sit beside the cards, not on them.
        px={40}
        controlSize={32}
        controlsOffset={0}
        emblaOptions={{ align: 'start', containScroll: 'trimSnaps', dragFree: true }}
        previousControlProps={{ 'aria-label': 'Previous national deals' }}
        nextControlProps={{ 'aria-label': 'Next national deals' }}
      >
        {deals.map((deal) => (
          <Carousel.Slide key={deal.dealId}>
            <Card component={Link} to={nationalDealPath(deal.dealId)} withBorder shadow="sm" h="100%" padding="lg" data-testid="national-deal">
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
          </Carousel.Slide>
        ))}
      </Carousel>
    </Container>
  );
}
