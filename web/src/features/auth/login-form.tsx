import '@mantine/core/styles/PasswordInput.css';
import { Anchor, Button, Divider, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod';
import { fill, LIMITS, PATTERNS } from '#shared/constants.js';
import { loginRequest } from '#shared/schemas/account.js';
import { FormAlert } from '#web/components/form-alert.js';
import { inOrder } from '#web/lib/forms/form-rules.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import { useMemberSession } from '#web/lib/member-session.js';
import { useLogin } from './api/login';
import { usePasskeyLogin } from './api/passkey-login';
import { notice, type Notice } from '#web/lib/notice.js';
import { passkeyErrorMessage, passkeysSupported } from '#web/lib/passkey-errors.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { PASSKEY_MESSAGES } from '#shared/schemas/passkey-messages.js';

// Both fields required, then a valid email, then at least 8 characters. The
// server's schema has only the first (it answers a wrong login alike for every other case).
const loginForm = inOrder(
  loginRequest,
  z.object({
    email: z.string().regex(PATTERNS.email, ACCOUNT_MESSAGES.loginEmailInvalid),
    password: z.string().min(LIMITS.passwordMin, ACCOUNT_MESSAGES.loginPasswordShort),
  }),
);

interface LoginFormProps {
  /** After the session items are stored and the home data reloaded. */
  onSuccess: () => void;
  /** Shows the forgot-password view. */
  onForgot: () => void;
}

/** Email and password, then outside/login; or a passkey (the email, if typed, names the account). */
export function LoginForm({ onSuccess, onForgot }: LoginFormProps) {
  const login = useLogin();
  const navigate = useNavigate();
  const session = useMemberSession();
  const schemaForm = useSchemaForm({ schema: loginForm, initialValues: { email: '', password: '' }, tone: 'error' });
  const { form, alert } = schemaForm;
  const passkey = usePasskeyLogin();
  const [passkeyAlert, setPasskeyAlert] = useState<Notice | null>(null);
  const withPasskey = async () => {
    setPasskeyAlert(null);
    try {
      const result = await passkey.mutateAsync(form.getValues().email);
      notifications.show({
        color: 'green',
        title: fill(ACCOUNT_MESSAGES.welcomeBackTitle, { name: result.firstName }),
        message: PASSKEY_MESSAGES.loggedIn,
      });
      await session.signIn(result);
      onSuccess();
    } catch (error) {
      setPasskeyAlert(notice(passkeyErrorMessage(error), COMMON_MESSAGES.errorTitle));
    }
  };
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action: login.mutateAsync,
    failure: { title: COMMON_MESSAGES.errorTitle },
    onSuccess: async (result) => {
      await session.signIn(result);
      onSuccess();
      // Staff go on to their second step (ADR 0090); the admin area waits for it.
      if (result.secondStep) navigate('/secondstep');
    },
    notify: (result) => ({
      title: fill(ACCOUNT_MESSAGES.welcomeBackTitle, { name: result.firstName }),
      message: ACCOUNT_MESSAGES.loggedIn,
    }),
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Login">
      <Stack gap="sm">
        <FormAlert notice={alert} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          maxLength={LIMITS.email}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          maxLength={LIMITS.loginPassword}
          {...form.getInputProps('password')}
        />
        <Group justify="space-between" align="center">
          <Anchor component="button" type="button" size="sm" onClick={onForgot}>
            Forgot password?
          </Anchor>
          <Button type="submit" loading={pending}>
            Login
          </Button>
        </Group>
        {passkeysSupported() && (
          <>
            <Divider label="or" labelPosition="center" />
            <FormAlert notice={passkeyAlert} />
            <Button type="button" variant="default" onClick={() => void withPasskey()} loading={passkey.isPending}>
              Sign in with a passkey
            </Button>
          </>
        )}
      </Stack>
    </form>
  );
}
