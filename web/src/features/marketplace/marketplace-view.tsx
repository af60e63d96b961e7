import '@mantine/core/styles/Card.css';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { OutsideLinkConfirm } from '#web/components/outside-link-confirm.js';
import { FAMILY_PROTECTION, MARKETPLACE_ITEMS, MARKETPLACE_PAGES, type MarketplacePage } from './marketplace-pages';

/** One marketplace page: its text and the outbound links, each behind 'Please read'. */
export function MarketplaceView({ page, heading = 1 }: { page: MarketplacePage; heading?: 1 | 2 }) {
  const [url, setUrl] = useState<string | null>(null);
  return (
    <Stack gap="md">
      {heading === 1 && (
        <Anchor component={Link} to="/b2c/cnewmarketplace">
          ‹ Back to Marketplace
        </Anchor>
      )}
      <Title order={heading}>{page.title}</Title>
      <Text size="lg" fw={600}>
        {page.claim}
      </Text>
      {page.text.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      <Group>
        {page.links.map((link, i) => (
          <Button key={link.url} variant={i === 0 ? 'filled' : 'outline'} onClick={() => setUrl(link.url)}>
            {link.label}
          </Button>
        ))}
      </Group>
      <OutsideLinkConfirm url={url} onClose={() => setUrl(null)} />
    </Stack>
  );
}

/** cnewmarketplace: a card per marketplace page. */
export function MarketplaceHub() {
  return (
    <Stack gap="md">
      <Title order={1}>Marketplace</Title>
      <Text size="lg">Contact lenses, pet care, marketplace insurance and family protection at member prices.</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {MARKETPLACE_ITEMS.map((item) => (
          <Card
            key={item}
            component={Link}
            to={`/b2c/cmarketplace/${item}`}
            withBorder
            padding="lg"
            data-testid="marketplace-item"
          >
            <Title order={2} size="h4">
              {MARKETPLACE_PAGES[item].title}
            </Title>
            <Text mt="xs">{MARKETPLACE_PAGES[item].claim}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder padding="lg">
        <MarketplaceView page={FAMILY_PROTECTION} heading={2} />
      </Card>
    </Stack>
  );
}
