import { Button, Container, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { FeatureGroup } from '#shared/schemas/home.js';

// The Healthy Savings and Health & Beauty marketing blocks. Each shows only when
// the co-op offers its group (spec: home sections show only for groups in the home data).
const OFFERS = [
  {
    group: 'health',
    title: 'Healthy Savings',
    text: 'Discounts on prescriptions, dental, vision, hearing, lab testing, MRI and CT scans, chiropractic and diabetic supplies.',
    action: 'See health savings',
    to: '/b2c/chealthysavings',
  },
  {
    group: 'localdeals',
    title: 'Health & Beauty',
    text: 'Local deals on salons, spas, fitness and wellness from businesses near you.',
    action: 'Browse local deals',
    to: '/b2c/clocaldeals',
  },
] as const;

export function OffersSection({ groups }: { groups: readonly FeatureGroup[] }) {
  const offered = new Set(groups.map((g) => g.groupIdentifier));
  const offers = OFFERS.filter((offer) => offered.has(offer.group));
  if (offers.length === 0) return null;
  return (
    <Container size="xl" component="section" aria-labelledby="offers-heading" py="xl">
      <Title order={2} id="offers-heading" mb="md">
        Offers for members
      </Title>
      <SimpleGrid cols={{ base: 1, sm: offers.length }} spacing="lg">
        {offers.map((offer) => (
          <Paper key={offer.group} p="xl" radius="md" withBorder data-testid={`offer-${offer.group}`}>
            <Title order={3} mb="xs">
              {offer.title}
            </Title>
            <Text mb="md">{offer.text}</Text>
            <Button component={Link} to={offer.to}>
              {offer.action}
            </Button>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}
