import '@mantine/core/styles/PasswordInput.css';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { fill, LIMITS, MESSAGES } from '../../../../../shared/constants';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { useMemberSession } from '../../../lib/member-session';
import { notice, type Notice } from '../../../lib/notice';
import { useLogin } from '../api/login';
import { checkLogin } from '../utils/validation';

interface LoginFormProps {
  /** After the session items are stored and the home data reloaded. */
  onSuccess: () => void;
  /** Shows the forgot-password view. */
  onForgot: () => void;
}

/** Email and password (spec section 5: checks in order), then outside/login. */
export function LoginForm({ onSuccess, onForgot }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const login = useLogin();
  const session = useMemberSession();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkLogin({ email, password });
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const result = await login.mutateAsync({ email: email.trim(), password });
      await session.signIn(result);
      notifications.show({ title: fill(MESSAGES.welcomeBackTitle, { name: result.firstName }), message: MESSAGES.loggedIn, color: 'green' });
      onSuccess();
    } catch (error) {
      setProblem(notice(errorMessage(error), MESSAGES.errorTitle));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Login">
      <Stack gap="sm">
        <FormAlert notice={problem} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          maxLength={LIMITS.email}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          maxLength={LIMITS.loginPassword}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <Group justify="space-between" align="center">
          <Anchor component="button" type="button" size="sm" onClick={onForgot}>
            Forgot password?
          </Anchor>
          <Button type="submit" loading={busy}>
            Login
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
