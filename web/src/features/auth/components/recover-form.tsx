import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { LIMITS, MESSAGES } from '../../../../../shared/constants';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { notice, type Notice } from '../../../lib/notice';
import { useRecoverPassword } from '../api/recover-password';
import { checkRecoverEmail } from '../utils/validation';

/** The forgot-password view inside the login modal (spec sections 5 and 8). */
export function RecoverForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<Notice | null>(null);
  const recover = useRecoverPassword();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkRecoverEmail(email);
    setResult(invalid);
    if (invalid) return;
    try {
      const answer = await recover.mutateAsync({ email: email.trim() });
      setResult(notice(answer.message ?? '', MESSAGES.resetPasswordTitle, 'success'));
    } catch (error) {
      // Spec section 8: a non-success shows the message with success styling under a blank title.
      setResult(notice(errorMessage(error), undefined, 'success'));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Forgot password">
      <Stack gap="sm">
        <Text size="sm">Enter the email of your account and we will send you a link to reset your password.</Text>
        <FormAlert notice={result} />
        <TextInput label="Email" type="email" autoComplete="username" maxLength={LIMITS.email} value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        <Group justify="space-between" align="center">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            Back to login
          </Anchor>
          <Button type="submit" loading={recover.isPending}>
            Send reset link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
