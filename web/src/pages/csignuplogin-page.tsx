import { Button, Container, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { LoginForm } from '../features/auth/login-form';
import { openAccountEntry, openModal } from '../lib/modal-store';
import { useIsLoggedIn } from '../lib/session-storage';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

const HOME = '/b2c/chome';

/** Where /csignuplogin/{route} goes after login: /b2c/{route}, or chome for none. */
export function destinationOf(route: string | undefined, search = ''): string {
  const clean = (route ?? '').replace(/^\/+|\/+$/g, '');
  // Only a member-area path of plain segments; anything else (//host, ..) goes home.
  if (!clean || clean === 'chome' || !/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(clean)) return HOME;
  return `/b2c/${clean}${search}`;
}

// /csignuplogin/{route}: protected pages send visitors here; after login they continue there.
export default function CsignuploginPage() {
  const route = useParams()['*'];
  const { search } = useLocation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const destination = destinationOf(route, search);

  // Logged in (here, by the sign-up modal, or already): go on to the destination.
  useEffect(() => {
    if (loggedIn) navigate(destination, { replace: true });
  }, [loggedIn, destination, navigate]);

  return (
    <Container size="xs" py="xl">
      <Stack gap="lg">
        <Title order={1} size="h2" ta="center">
          {destination === HOME ? ACCOUNT_MESSAGES.csignuploginHome : ACCOUNT_MESSAGES.csignuploginExclusive}
        </Title>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <Title order={2} size="h4">
              Login
            </Title>
            <LoginForm
              onSuccess={() => navigate(destination, { replace: true })}
              onForgot={() => openModal('login', { recover: true, next: destination })}
            />
            <Divider label="New here?" labelPosition="center" />
            <Text size="sm" ta="center">
              {COMMON_MESSAGES.loginRequired}
            </Text>
            <Button variant="outline" onClick={() => openAccountEntry('signup', { next: destination })}>
              Create Account
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
