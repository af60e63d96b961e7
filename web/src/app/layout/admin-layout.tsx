import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/NavLink.css';
import { Badge, Box, Button, Group, NavLink, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { hasRole } from '../../../../shared/roles';
import { showPleaseLogin } from '../../lib/please-login';
import { isStaff, useIsLoggedIn, useRole } from '../../lib/session-storage';
import { PageBoundary } from '../page-boundary';
import { COMMON_MESSAGES } from '../../../../shared/schemas/common-messages';

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
/** The network admin's own section, after the spec's six. */
const NETWORK_SECTIONS: { label: string; to?: string }[] = [{ label: 'Cooperatives', to: '/admin/coops' }];

/** The section is open: its own page or one under it (Platform Setup's /admin/setup/slides). */
const within = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

const ROLE_NAMES: Record<string, string> = {
  backoffice: 'back office staff (read only)',
  admin: "your cooperative's administrator",
  network: 'the network administrator',
};

export default function AdminLayout() {
  const member = useIsLoggedIn();
  const role = useRole();
  const staff = isStaff(role);
  const { pathname } = useLocation();
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

  return (
    <Box px="md" py="lg">
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Stack component="nav" aria-label="Admin" gap={4} w={{ base: '100%', sm: 220 }}>
          {(hasRole(role, 'network') ? [...SECTIONS, ...NETWORK_SECTIONS] : SECTIONS).map((s) =>
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
