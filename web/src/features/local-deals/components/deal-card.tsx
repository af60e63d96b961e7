import { Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { formatDollars } from '../../../lib/format';
import type { DealInList } from '../api/search-deals';
import { dealAddress, dealLogoSrc, formatDistance } from '../utils/format-deal';
import classes from './local-deals.module.css';

// One deal of the list (spec section 3, Deal in list). The business name is the button that
// opens it; its box covers the card, so the whole card is the target.

export type DealsView = 'list' | 'grid';

const LOGO = { list: { width: 120, height: 90 }, grid: { width: 160, height: 120 } } as const;

function Logo({ deal, view }: { deal: DealInList; view: DealsView }) {
  const src = dealLogoSrc(deal.logo);
  const size = LOGO[view];
  if (!src) return <div className={classes.logo} style={size} aria-hidden="true" />;
  return <img src={src} alt={`${deal.businessName} logo`} {...size} loading="lazy" decoding="async" className={classes.logo} data-testid="deal-logo" />;
}

export function DealCard({ deal, view, onOpen }: { deal: DealInList; view: DealsView; onOpen: (deal: DealInList) => void }) {
  const details = (
    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
      <Title order={3} size="h5">
        <UnstyledButton className={classes.open} onClick={() => onOpen(deal)}>
          {deal.businessName}
        </UnstyledButton>
      </Title>
      <Text fw={700}>{deal.value}</Text>
      <Text size="sm">{deal.description}</Text>
      <Group gap="md">
        <Text size="sm" fw={600} data-testid="deal-dollars">
          {formatDollars(deal.dollarValue)} value
        </Text>
        <Text size="sm" data-testid="deal-distance">
          {formatDistance(deal.DISTANCE)} away
        </Text>
      </Group>
      <Text size="sm" c="dimmed" data-testid="deal-address">
        {dealAddress(deal)}
      </Text>
    </Stack>
  );
  return (
    <Paper withBorder p="md" radius="md" className={classes.deal} component="article" data-testid="local-deal">
      {view === 'list' ? (
        <Group align="flex-start" wrap="nowrap" gap="md">
          <Logo deal={deal} view={view} />
          {details}
        </Group>
      ) : (
        <Stack gap="sm" align="stretch">
          <Group justify="center">
            <Logo deal={deal} view={view} />
          </Group>
          {details}
        </Stack>
      )}
    </Paper>
  );
}
