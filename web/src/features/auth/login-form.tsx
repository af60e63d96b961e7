import '@mantine/core/styles/PasswordInput.css';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod';
import { fill, LIMITS, PATTERNS } from '../../../../shared/constants';
import { loginRequest } from '../../../../shared/schemas/account';
import { FormAlert } from '../../components/form-alert';
import { inOrder } from '../../lib/forms/form-rules';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { useSubmit } from '../../lib/forms/use-submit';
import { useMemberSession } from '../../lib/member-session';
import { useLogin } from './api/login';
import { ACCOUNT_MESSAGES } from '../../../../shared/schemas/account-messages';
import { COMMON_MESSAGES } from '../../../../shared/schemas/common-messages';

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

/** Email and password, then outside/login. */
export function LoginForm({ onSuccess, onForgot }: LoginFormProps) {
  const login = useLogin();
  const navigate = useNavigate();
  const session = useMemberSession();
  const schemaForm = useSchemaForm({ schema: loginForm, initialValues: { email: '', password: '' }, tone: 'error' });
  const { form, alert } = schemaForm;
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
      </Stack>
    </form>
  );
}
