import '@mantine/core/styles/List.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Button, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

// newbp: why a local business joins, how it works, Join Now and Contact Us.

const FOR_YOUR_BUSINESS = [
  'A free listing in local deals, found by members searching near your ZIP code',
  'New customers from your own community, who come back',
  'Coupons members print or show on their phone at your counter',
  'You choose the offer, how often a member may use it, and when it ends',
];
const FOR_MEMBERS = [
  'Savings at businesses close to home',
  'Deals on the website and the phone, with the member card',
  'A discount that shows their cooperative membership pays off locally',
];
const STEPS = [
  {
    title: 'Tell us about your business',
    text: 'Join Now and fill in your business, its locations, your offers and your logo. Save for later at any time.',
  },
  {
    title: 'Your cooperative reviews it',
    text: 'Send it for approval. Staff of your cooperative check it and email you.',
  },
  {
    title: 'Sign the agreement',
    text: 'The business signatory gets the Participating Business Agreement by email and signs it electronically.',
  },
  {
    title: 'Members find your offers',
    text: 'Right after signing, your offers show in local deals for every member near you.',
  },
];

export function PartnerLanding({ coopName }: { coopName: string }) {
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>Offer a discount to {coopName} members</Title>
        <Text size="lg">
          Bring cooperative members through your door: list your business in member savings for free.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Stack gap="xs">
          <Title order={2} size="h3">
            For your business
          </Title>
          <List spacing="xs">
            {FOR_YOUR_BUSINESS.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h3">
            For members
          </Title>
          <List spacing="xs">
            {FOR_MEMBERS.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
        </Stack>
      </SimpleGrid>
      <Stack gap="sm">
        <Title order={2} size="h3">
          How it works
        </Title>
        <List spacing="md" listStyleType="none" aria-label="How it works">
          {STEPS.map((step, i) => (
            <List.Item
              key={step.title}
              icon={
                <ThemeIcon radius="xl" size="md" aria-hidden>
                  {i + 1}
                </ThemeIcon>
              }
            >
              <Text fw={700}>{step.title}</Text>
              <Text>{step.text}</Text>
            </List.Item>
          ))}
        </List>
      </Stack>
      <Group>
        <Button component={Link} to="/b2c/newbpc/0/new" size="md">
          Join Now
        </Button>
        <Button component={Link} to="/b2c/ccontact" variant="outline" size="md">
          Contact Us
        </Button>
        <Button component={Link} to="/b2c/mybusiness" variant="subtle" size="md">
          My business
        </Button>
      </Group>
    </Stack>
  );
}
