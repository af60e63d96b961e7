import '@mantine/core/styles/Card.css';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { HEALTH } from '#shared/constants.js';
import { OutsideLinkConfirm } from '#web/components/outside-link-confirm.js';
import { HealthDisclosure } from './components/health-disclosure';
import { HEALTH_TOPICS } from './health-topics';

/**
 * /b2c/chealthysavings: Print Card for a member, Locate Provider, the outside Rx
 * Pricing link, and a tile per health page. The group's deals come after it on the page.
 */
export function HealthHub({ member, coopName }: { member: boolean; coopName: string }) {
  const [url, setUrl] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Healthy Savings</Title>
        <Text mt="xs">
          Discounts on prescriptions, dental, vision, hearing, lab testing, MRI and CT scans, chiropractic care and
          diabetic supplies.
        </Text>
      </div>
      <Group>
        {member && (
          <Button component={Link} to="/b2c/ccard">
            Print Card
          </Button>
        )}
        <Button component={Link} to="/b2c/chealth/locateproviders" variant="outline">
          Locate Provider
        </Button>
        <Button variant="outline" onClick={() => setUrl(HEALTH.rxPricingUrl)}>
          Rx Pricing
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {HEALTH.topics.map((id) => (
          <Card key={id} component={Link} to={`/b2c/chealth/${id}`} withBorder padding="lg" data-testid="health-topic">
            <Title order={2} size="h4">
              {HEALTH_TOPICS[id].title}
            </Title>
            <Text mt="xs">{HEALTH_TOPICS[id].claim}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <HealthDisclosure coopName={coopName} />
      <OutsideLinkConfirm url={url} onClose={() => setUrl(null)} />
    </Stack>
  );
}
