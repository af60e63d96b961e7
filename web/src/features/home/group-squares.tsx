import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Image.css';
import { Card, Container, Image, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { FeatureGroup } from '#shared/schemas/home.js';
import { memberPath } from '#web/lib/text.js';

/** A group shows a square on the home page when showSquare is 1. */
export function squareGroups(groups: readonly FeatureGroup[]): FeatureGroup[] {
  return groups.filter((group) => group.showSquare === 1);
}

export function GroupSquares({ groups }: { groups: readonly FeatureGroup[] }) {
  const squares = squareGroups(groups);
  if (squares.length === 0) return null;
  return (
    <Container size="xl" component="section" aria-label="Savings groups" py="xl">
      <SimpleGrid cols={{ base: 2, sm: 3, md: Math.min(squares.length, 5) }} spacing="md">
        {squares.map((group) => (
          <Card
            key={group.groupIdentifier}
            component={Link}
            to={memberPath(group.route)}
            data-testid="group-square"
            withBorder
            shadow="sm"
            padding="sm"
          >
            <Card.Section>
              {/* The name below says what the tile is; the picture is decoration. */}
              <Image src={group.image} alt="" h={160} fit="cover" />
            </Card.Section>
            <Text fw={700} ta="center" mt="sm">
              {group.groupName}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
