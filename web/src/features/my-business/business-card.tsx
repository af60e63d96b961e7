import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BUSINESS_STATUS } from '#shared/constants.js';
import type { MyBusiness } from './my-businesses';

/** One of the member's businesses: its name and state, then what the page puts under it (`children`). */
export function BusinessCard({ business, children }: { business: MyBusiness; children?: ReactNode }) {
  const active = business.status === BUSINESS_STATUS.active;
  const live = business.offers.filter((o) => o.status === 1).length;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`business-${business.bpId}`}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h3" id={`business-${business.bpId}`}>
            {business.businessName}
          </Title>
          <Badge color={active ? 'green' : 'yellow'} variant="light">
            {active ? 'Active' : 'Approved: waiting for the signed agreement'}
          </Badge>
        </Group>
        <Text size="sm">
          {business.offers.length === 1 ? '1 offer' : `${business.offers.length} offers`} ({live} live) at{' '}
          {business.locations.length === 1 ? '1 location' : `${business.locations.length} locations`}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
