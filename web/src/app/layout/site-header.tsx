import { Box, Burger, Button, Collapse, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { CoopData, FeatureGroup } from '#shared/schemas/home.js';
import { useIsMobile } from '#web/lib/media.js';
import { openAccountEntry, openModal } from '#web/lib/modal-store.js';
import { MainNav } from './main-nav';
import { visibleNavGroups } from './nav-groups';
import { ShellSearch } from './shell-search';
import classes from './site-header.module.css';

interface SiteHeaderProps {
  coop: CoopData;
  groups: readonly FeatureGroup[];
  isLoggedIn: boolean;
}

/** Create Account and Login for visitors, My Account for members. */
function AccountButtons({ isLoggedIn, onOpen }: { isLoggedIn: boolean; onOpen?: () => void }) {
  if (isLoggedIn) {
    return (
      <Button
        onClick={() => {
          onOpen?.();
          openModal('account');
        }}
      >
        My Account
      </Button>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        variant="outline"
        onClick={() => {
          onOpen?.();
          openAccountEntry('signup');
        }}
      >
        Create Account
      </Button>
      <Button
        onClick={() => {
          onOpen?.();
          openAccountEntry('login');
        }}
      >
        Login
      </Button>
    </Group>
  );
}

export function SiteHeader({ coop, groups, isLoggedIn }: SiteHeaderProps) {
  // The nav collapses into a burger below the mobile breakpoint.
  const isMobile = useIsMobile();
  const [menuOpen, menu] = useDisclosure(false);
  const { pathname, search } = useLocation();
  const navGroups = visibleNavGroups(groups, isLoggedIn);
  const closeMenu = menu.close;

  // A followed link or a search closes the mobile menu.
  useEffect(() => closeMenu(), [pathname, search, closeMenu]);

  const logo = (
    <Link to="/b2c/chome" aria-label={`${coop.displayName} home`}>
      <img src={coop.logo} alt={`${coop.displayName} logo`} className={classes.logo} data-testid="coop-logo" />
    </Link>
  );

  if (isMobile) {
    return (
      <Box component="header" className={classes.header}>
        <Container size="xl" py="sm">
          <Group justify="space-between" wrap="nowrap">
            {logo}
            <Burger
              opened={menuOpen}
              onClick={menu.toggle}
              aria-label="Menu"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
            />
          </Group>
        </Container>
        <Collapse expanded={menuOpen} id="mobile-menu" className={classes.mobileMenu} data-open={menuOpen || undefined}>
          <Container size="xl" pb="md">
            <Stack gap="sm">
              <MainNav groups={navGroups} vertical />
              <ShellSearch />
              <AccountButtons isLoggedIn={isLoggedIn} onOpen={closeMenu} />
            </Stack>
          </Container>
        </Collapse>
      </Box>
    );
  }

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" py="sm">
        <Group justify="space-between" wrap="nowrap" gap="md">
          {logo}
          <Group gap="md" wrap="nowrap">
            <ShellSearch />
            <AccountButtons isLoggedIn={isLoggedIn} />
          </Group>
        </Group>
        <Box mt="xs">
          <MainNav groups={navGroups} />
        </Box>
      </Container>
    </Box>
  );
}
