import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/NavLink.css';
import { Badge, Box, Button, Collapse, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { hasRole } from '#shared/roles.js';
import { showPleaseLogin } from '#web/lib/please-login.js';
import { isStaff, useIsLoggedIn, useRole, useSecondStepPending } from '#web/lib/session-storage.js';
import { PageBoundary } from '../page-boundary';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// The admin shell: the staff's menu beside the section they opened, and Back to
// the member home. Staff only (backoffice and admin of the signed-in co-op); the server checks
// role and co-op again on every admin call. Sections not built yet are listed, disabled.

const SECTIONS: { label: string; to?: string }[] = [
  { label: 'Dashboard', to: '/admin/ahome' },
  { label: 'Members', to: '/admin/members' },
  { label: 'Reports', to: '/admin/reports' },
  { label: 'Platform Setup', to: '/admin/setup' },
  { label: 'Business Partners', to: '/admin/business-partners' },
  { label: 'Virtual Assistance', to: '/admin/inbox' },
];
/** Admins' own section (the audit trail of staff actions; back office staff do not read it). */
const ADMIN_SECTIONS: { label: string; to?: string }[] = [{ label: 'Activity', to: '/admin/activity' }];
/** The network admin's own section, after the spec's six. */
const NETWORK_SECTIONS: { label: string; to?: string }[] = [{ label: 'Cooperatives', to: '/admin/coops' }];

/** The section is open: its own page or one under it (Platform Setup's /admin/setup/slides). */
const within = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/**
 * Below Mantine's sm (48em), where the menu would stack above the section and fill a phone's
 * first screen, it folds behind an Admin menu toggle that names the open section.
 */
const FOLDED_MENU_QUERY = '(max-width: 47.99em)';

const ROLE_NAMES: Record<string, string> = {
  backoffice: 'back office staff (read only)',
  admin: "your cooperative's administrator",
  network: 'the network administrator',
};

/** Three lines, the sign people know for a menu (a Burger is a button itself, and this sits in one). */
function MenuIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <path d="M2 4h14M2 9h14M2 14h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export default function AdminLayout() {
  const member = useIsLoggedIn();
  const role = useRole();
  const staff = isStaff(role);
  const secondStepPending = useSecondStepPending();
  const { pathname } = useLocation();
  // Read at the first render so a phone never shows the open menu first.
  const folded = useMediaQuery(FOLDED_MENU_QUERY, false, { getInitialValueInEffect: false });
  const [menuOpen, menu] = useDisclosure(false);
  const closeMenu = menu.close;
  // A followed link closes the folded menu: the section it opened is what the person wants to see.
  useEffect(() => closeMenu(), [pathname, closeMenu]);
  useEffect(() => {
    if (!member) showPleaseLogin('please-login');
    else if (!staff)
      notifications.show({
        id: 'staff-only',
        title: COMMON_MESSAGES.warningTitle,
        message: COMMON_MESSAGES.staffOnly,
        color: 'orange',
      });
  }, [member, staff]);
  if (!staff) return <Navigate to="/b2c/chome" replace />;
  // Staff pass their second step before the admin area (ADR 0090); the server refuses it until then.
  if (secondStepPending) return <Navigate to="/secondstep" replace />;

  const sections = [
    ...SECTIONS,
    ...(hasRole(role, 'admin') ? ADMIN_SECTIONS : []),
    ...(hasRole(role, 'network') ? NETWORK_SECTIONS : []),
  ];
  const current = sections.find((s) => s.to && within(pathname, s.to))?.label;
  const nav = (
    <Stack component="nav" aria-label="Admin" gap={4} w={folded ? '100%' : 220}>
      {sections.map((s) =>
        s.to ? (
          <NavLink
            key={s.label}
            component={Link}
            to={s.to}
            label={s.label}
            active={within(pathname, s.to)}
            aria-current={within(pathname, s.to) ? 'page' : undefined}
          />
        ) : (
          <NavLink
            key={s.label}
            label={s.label}
            disabled
            rightSection={
              <Badge size="xs" variant="dot" color="gray">
                Soon
              </Badge>
            }
          />
        ),
      )}
      <Button component={Link} to="/b2c/chome" variant="default" mt="sm">
        Back
      </Button>
      {/* In the menu's column, not under the section: there it moved each time a section's list arrived (layout shift). */}
      <Text size="xs" c="dimmed" mt="sm">
        Signed in as {ROLE_NAMES[role!]}.
      </Text>
    </Stack>
  );

  return (
    <Box px="md" py="lg">
      <Group align="flex-start" gap="xl" wrap="wrap">
        {folded ? (
          <Box w="100%">
            <Button
              variant="default"
              fullWidth
              justify="space-between"
              leftSection={<MenuIcon />}
              rightSection={
                current ? (
                  <Text size="sm" c="dimmed">
                    {current}
                  </Text>
                ) : null
              }
              onClick={menu.toggle}
              aria-expanded={menuOpen}
              aria-controls="admin-menu"
              data-testid="admin-menu-toggle"
            >
              Admin menu
            </Button>
            <Collapse expanded={menuOpen} id="admin-menu">
              <Box pt="sm">{nav}</Box>
            </Collapse>
          </Box>
        ) : (
          nav
        )}
        <Box style={{ flex: 1, minWidth: 0 }}>
          {/* A section whose code did not load keeps the menu beside its message. */}
          <PageBoundary>
            <Outlet />
          </PageBoundary>
        </Box>
      </Group>
    </Box>
  );
}
