import '@mantine/core/styles/Popover.css';
import { Button, Popover, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { LoginForm } from '#web/features/auth/login-form.js';
import { RecoverForm } from '#web/features/auth/recover-form.js';

// The b2b shell's login panel: email, password and the forgot-password link,
// which turns the panel into the existing forgot-password form (as inside the login modal). Its
// own chunk with the popover and the form layer: the shell shows a plain Account/Login button
// until it is pressed, then this takes its place, open.

export default function B2bLoginPopover() {
  const [open, setOpen] = useState(true);
  const [view, setView] = useState<'login' | 'recover'>('login');
  return (
    <Popover opened={open} onChange={setOpen} position="bottom-end" shadow="md" withArrow trapFocus returnFocus>
      <Popover.Target>
        <Button onClick={() => setOpen((o) => !o)}>Account/Login</Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Login panel" data-testid="b2b-login-panel">
        <Stack gap="sm" w={{ base: '100%', xs: 320 }}>
          <Title order={2} size="h4">
            {view === 'login' ? 'Login' : 'Forgot password'}
          </Title>
          {view === 'login' ? (
            <LoginForm onSuccess={() => setOpen(false)} onForgot={() => setView('recover')} />
          ) : (
            <RecoverForm onBack={() => setView('login')} />
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
