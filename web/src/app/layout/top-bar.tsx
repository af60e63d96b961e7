import { Anchor, Box, Container, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { openModal } from '#web/lib/modal-store.js';
import { useIsLoggedIn } from '#web/lib/session-storage.js';

// Home, About and Mobile App; when logged in also Print Card, Offer A Discount,
// Save on Prescriptions and Logout.
const LINKS = [
  { label: 'Home', to: '/b2c/chome' },
  { label: 'About', to: '/b2c/caboutus' },
  { label: 'Mobile App', to: '/b2c/cmobile' },
] as const;

const MEMBER_LINKS = [
  { label: 'Print Card', to: '/b2c/ccard' },
  { label: 'Offer A Discount', to: '/b2c/newbp' },
  { label: 'Save on Prescriptions', to: '/b2c/chealth/pharmacy' },
] as const;

export function TopBar() {
  const loggedIn = useIsLoggedIn();
  const links = loggedIn ? [...LINKS, ...MEMBER_LINKS] : LINKS;
  return (
    <Box data-testid="top-bar" bg="var(--coop-top-bar, #1f2937)" c="var(--coop-top-bar-text, #fff)" py={6}>
      <Container size="xl">
        <Group component="nav" aria-label="Site" gap="lg" justify="flex-end">
          {links.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} c="inherit" size="sm" fw={500}>
              {link.label}
            </Anchor>
          ))}
          {loggedIn && (
            <Anchor component="button" type="button" c="inherit" size="sm" fw={500} onClick={() => openModal('logout')}>
              Logout
            </Anchor>
          )}
        </Group>
      </Container>
    </Box>
  );
}
