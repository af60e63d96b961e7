import { Anchor, Box, Container, Group } from '@mantine/core';
import { Link } from 'react-router-dom';

// Spec section 2: Home, About and Mobile App (the logged-in links come with member accounts).
const LINKS = [
  { label: 'Home', to: '/b2c/chome' },
  { label: 'About', to: '/b2c/caboutus' },
  { label: 'Mobile App', to: '/b2c/cmobile' },
] as const;

export function TopBar() {
  return (
    <Box data-testid="top-bar" bg="var(--coop-top-bar, #1f2937)" c="var(--coop-top-bar-text, #fff)" py={6}>
      <Container size="xl">
        <Group component="nav" aria-label="Site" gap="lg" justify="flex-end">
          {LINKS.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} c="inherit" size="sm" fw={500}>
              {link.label}
            </Anchor>
          ))}
        </Group>
      </Container>
    </Box>
  );
}
