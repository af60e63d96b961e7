import '@mantine/core/styles/PasswordInput.css';
import { Button, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { LIMITS, MESSAGES } from '../../../../../shared/constants';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { useMemberSession } from '../../../lib/member-session';
import { openModal } from '../../../lib/modal-store';
import { notice, type Notice } from '../../../lib/notice';
import { readItem } from '../../../lib/session-storage';
import { useChangePassword } from '../api/change-password';
import { checkChangePassword, type ChangePasswordForm as Form } from '../utils/validation';

/** Change password; success ends the session and opens the login (spec section 4). */
export function ChangePasswordForm() {
  const [form, setForm] = useState<Form>({ password: '', newPassword: '', confirmPassword: '' });
  const [problem, setProblem] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const change = useChangePassword();
  const session = useMemberSession();
  const field = (name: keyof Form) => ({
    value: form[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [name]: value }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkChangePassword(form);
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await change.mutateAsync({ credentials: readItem('credentials'), data: form });
    } catch (error) {
      setProblem(notice(errorMessage(error), MESSAGES.errorTitle, 'warning'));
      setBusy(false);
      return;
    }
    notifications.show({ title: MESSAGES.changesSavedTitle, message: MESSAGES.passwordChanged, color: 'green' });
    // The server has ended every session of the member; the browser follows and offers the login
    // (the login replaces this modal before the account could be asked for again).
    const signedOut = session.signOut();
    openModal('login');
    await signedOut;
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Change password
        </Title>
        <FormAlert notice={problem} />
        <PasswordInput label="Current password" autoComplete="current-password" maxLength={LIMITS.currentPassword} {...field('password')} />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          maxLength={LIMITS.newPassword}
          description={MESSAGES.passwordRule}
          {...field('newPassword')}
        />
        <PasswordInput label="Confirm new password" autoComplete="new-password" maxLength={LIMITS.newPassword} {...field('confirmPassword')} />
        <Group justify="flex-end">
          <Button type="submit" variant="outline" loading={busy}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
