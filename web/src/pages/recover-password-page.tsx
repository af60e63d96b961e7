import '@mantine/core/styles/PasswordInput.css';
import { Button, Container, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LIMITS, MESSAGES } from '../../../shared/constants';
import { FormAlert } from '../components/form-alert';
import { useUpdatePassword } from '../features/auth/api/update-password';
import { checkRecoveryPage } from '../features/auth/utils/validation';
import { errorMessage } from '../lib/api-client';
import { notice, type Notice } from '../lib/notice';

// /recoverpassword/{key}: two password fields and a submit (spec sections 2, 5 and 8); success
// returns to /b2c/chome.
export default function RecoverPasswordPage() {
  const { key = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const [problem, setProblem] = useState<Notice | null>(null);
  const update = useUpdatePassword();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkRecoveryPage(password, password2);
    setProblem(invalid);
    if (invalid) return;
    try {
      await update.mutateAsync({ key, password, password2 });
      notifications.show({ title: MESSAGES.successTitle, message: MESSAGES.passwordUpdated, color: 'green' });
      navigate('/b2c/chome');
    } catch (error) {
      setProblem(notice(errorMessage(error), MESSAGES.errorTitle));
    }
  };

  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate aria-label="Recover password">
          <Stack gap="sm">
            <Title order={1} size="h3">
              {MESSAGES.resetPasswordTitle}
            </Title>
            <FormAlert notice={problem} />
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              maxLength={LIMITS.passwordMax}
              description={MESSAGES.passwordRule}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              maxLength={LIMITS.passwordMax}
              value={password2}
              onChange={(e) => setPassword2(e.currentTarget.value)}
            />
            <Button type="submit" loading={update.isPending}>
              Save new password
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
