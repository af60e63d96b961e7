import { Anchor, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useHomeData } from '../features/home/get-home-data';

// /b2b: the business shell's home: what a local business gets from the co-op's
// savings program, and the way in (Offer A Discount is the business wizard, b2c/newbp).

const BENEFITS = [
  {
    title: 'Local Deals',
    text: 'Members search deals near their ZIP code and redeem them on their phone or printed.',
    to: '/b2c/clocaldeals',
  },
  {
    title: 'National Deals',
    text: 'Online discounts from national brands, for every member.',
    to: '/b2c/cnationaldeals',
  },
  {
    title: 'Healthy Savings',
    text: 'Discounts on prescriptions, dental, vision, hearing and more.',
    to: '/b2c/chealthysavings',
  },
  { title: 'Tickets', text: 'Savings on theme parks, shows and events.', to: '/b2c/ctickets' },
  { title: 'Travel', text: 'Member rates on hotels, cars and trips.', to: '/b2c/ctravel' },
  { title: 'Insurance', text: 'Quotes on coverage for members and their families.', to: '/b2c/cinsurance' },
] as const;

const STEPS = [
  'Log in, or create a free member account.',
  'Describe your business, its locations and the discounts you offer.',
  "The cooperative's staff review it; you sign the agreement from the emailed link, and your deals go live.",
] as const;

export default function B2bHomePage() {
  const coop = useHomeData().data?.coopData;
  const name = coop?.displayName ?? 'Your cooperative';

  return (
    <>
      <Box bg="var(--mantine-primary-color-light)" py={48}>
        <Container size="xl">
          <Stack gap="md" maw={720}>
            <Title order={1}>{name} for Business</Title>
            <Text size="lg">
              Reach the members of {coop?.coopName ?? name} near you: offer a discount on their savings portal. It is
              free for local businesses, and members find you by ZIP code, category or name.
            </Text>
            <Group gap="sm">
              <Button component={Link} to="/b2c/newbp" size="md">
                Offer A Discount
              </Button>
              <Button component={Link} to="/b2c/clocaldeals" size="md" variant="default">
                See Local Deals
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="xl" py="xl">
        <Stack gap="xl">
          <Stack gap="md">
            <Title order={2}>What members find here</Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              {BENEFITS.map((b) => (
                <Paper key={b.to} withBorder p="md" radius="md">
                  <Stack gap={6}>
                    <Title order={3} size="h4">
                      {b.title}
                    </Title>
                    <Text size="sm">{b.text}</Text>
                    <Anchor component={Link} to={b.to} size="sm" fw={600} aria-label={`Open ${b.title}`}>
                      Open {b.title}
                    </Anchor>
                  </Stack>
                </Paper>
              ))}
            </SimpleGrid>
          </Stack>
          <Stack gap="sm">
            <Title order={2}>How your business joins</Title>
            <Box component="ol" m={0} pl="lg">
              {STEPS.map((step) => (
                <Text component="li" key={step} mb={6}>
                  {step}
                </Text>
              ))}
            </Box>
            <Text size="sm">
              Questions? Our phone and email are at the top of the page, or write to us through{' '}
              <Anchor component={Link} to="/b2c/ccontact" inherit>
                Contact Us
              </Anchor>
              .
            </Text>
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
