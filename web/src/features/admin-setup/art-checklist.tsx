import '@mantine/core/styles/List.css';
import { Alert, Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { SetupData } from '#shared/schemas/admin-setup.js';
import { isStarterArt } from '#shared/starter-art.js';

// A new co-op starts with art generated from its name and colours (ADR 0071). Until staff give
// it its own, this short list at the top of Platform Setup says which pictures are still the
// generated ones and where each is changed; it is gone once none is left.

interface Item {
  label: string;
  to: string;
  pending: (data: SetupData) => boolean;
}

const ITEMS: Item[] = [
  { label: 'Logo', to: '/admin/setup', pending: (d) => isStarterArt(d.coop.logo) },
  {
    label: 'Card art (front and back)',
    to: '/admin/setup/card-art',
    pending: (d) => isStarterArt(d.coop.cardFrontUrl) || isStarterArt(d.coop.cardBackUrl),
  },
  { label: 'Home slides', to: '/admin/setup/slides', pending: (d) => d.slides.some((s) => isStarterArt(s.image)) },
  {
    label: 'Menu images (feature groups)',
    to: '/admin/setup/groups',
    pending: (d) => d.groups.some((g) => isStarterArt(g.image)),
  },
];

/** The co-op's art still generated, as links to where it is replaced; nothing when none is. */
export function ArtChecklist({ data }: { data: SetupData }) {
  const pending = ITEMS.filter((item) => item.pending(data));
  if (!pending.length) return null;
  return (
    <Alert color="blue" title="Still to do: your cooperative’s own art">
      <Text size="sm" mb="xs">
        These still show the pictures generated from your cooperative’s name and colours:
      </Text>
      <List size="sm">
        {pending.map((item) => (
          <List.Item key={item.label}>
            <Anchor component={Link} to={item.to}>
              {item.label}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
