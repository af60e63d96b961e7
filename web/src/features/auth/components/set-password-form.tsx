import '@mantine/core/styles/PasswordInput.css';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { LIMITS, MESSAGES } from '../../../../../shared/constants';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { notice, type Notice } from '../../../lib/notice';
import { checkSetPassword } from '../utils/validation';

interface SetPasswordFormProps {
  submitLabel: string;
  /** Throws on failure; the server's message is shown under 'Error'. */
  onSubmit: (password: string, confirmation: string) => Promise<void>;
}

/** The activation and reset screens: two password fields (spec section 5). */
export function SetPasswordForm({ submitLabel, onSubmit }: SetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkSetPassword(password, confirmation);
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await onSubmit(password, confirmation);
    } catch (error) {
      setProblem(notice(errorMessage(error), MESSAGES.errorTitle, 'warning'));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Set password">
      <Stack gap="sm">
        <FormAlert notice={problem} />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          maxLength={LIMITS.newPassword}
          description={MESSAGES.setPasswordRule}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          maxLength={LIMITS.newPassword}
          value={confirmation}
          onChange={(e) => setConfirmation(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
