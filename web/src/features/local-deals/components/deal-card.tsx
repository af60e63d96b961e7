import { Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { formatDollars } from '../../../lib/format';
import type { DealInList } from '../api/search-deals';
import { dealAddress, dealLogoSrc, formatDistance } from '../utils/format-deal';
import classes from './local-deals.module.css';

// One deal of the list (spec section 3, Deal in list). The business name is the button that
// opens it; its box covers the card, so the whole card is the target. A favorite that is no
// longer available says so instead and does not open.

export type DealsView = 'list' | 'grid';

const LOGO = { list: { width: 120, height: 90 }, grid: { width: 160, height: 120 } } as const;

function Logo({ deal, view }: { deal: DealInList; view: DealsView }) {
  const src = dealLogoSrc(deal.logo);
  const size = LOGO[view];
  if (!src) return <div className={classes.logo} style={size} aria-hidden="true" />;
  return <img src={src} alt={`${deal.businessName} logo`} {...size} loading="lazy" decoding="async" className={classes.logo} data-testid="deal-logo" />;
}

interface DealCardProps {
  deal: DealInList;
  view: DealsView;
  onOpen: (deal: DealInList) => void;
  /** A favorite whose deal ended or was withdrawn: says why and cannot be opened. */
  unavailable?: string;
  /** Offered on an unavailable favorite, so it can still be taken off the list. */
  onRemove?: (deal: DealInList) => void;
}

export function DealCard({ deal, view, onOpen, unavailable, onRemove }: DealCardProps) {
  const details = (
    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
      <Title order={3} size="h5">
        {unavailable ? (
          deal.businessName
        ) : (
          <UnstyledButton className={classes.open} onClick={() => onOpen(deal)}>
            {deal.businessName}
          </UnstyledButton>
        )}
      </Title>
      {unavailable && (
        <Text size="sm" fw={700} c="red.8" data-testid="deal-unavailable">
          {unavailable}
        </Text>
      )}
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
      {unavailable && onRemove && (
        <Group>
          <Button size="xs" variant="outline" onClick={() => onRemove(deal)}>
            Remove from favorites
          </Button>
        </Group>
      )}
    </Stack>
  );
  return (
    <Paper withBorder p="md" radius="md" className={classes.deal} component="article" data-testid="local-deal" mod={{ unavailable: Boolean(unavailable) }}>
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
