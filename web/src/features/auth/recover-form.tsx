import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS } from '#shared/constants.js';
import { recoverPasswordRequest } from '#shared/schemas/account.js';
import { FormAlert } from '#web/components/form-alert.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import { notice } from '#web/lib/notice.js';
import { useRecoverPassword } from './api/recover-password';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';

/** The forgot-password view inside the login modal. */
export function RecoverForm({ onBack }: { onBack: () => void }) {
  const recover = useRecoverPassword();
  const schemaForm = useSchemaForm({ schema: recoverPasswordRequest, initialValues: { email: '' }, tone: 'error' });
  const { form, alert, setAlert } = schemaForm;
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action: recover.mutateAsync,
    // A non-success shows the message with success styling under a blank title.
    failure: { tone: 'success' },
    onSuccess: (answer) => setAlert(notice(answer.message ?? '', ACCOUNT_MESSAGES.resetPasswordTitle, 'success')),
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Forgot password">
      <Stack gap="sm">
        <Text size="sm">Enter the email of your account and we will send you a link to reset your password.</Text>
        <FormAlert notice={alert} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          maxLength={LIMITS.email}
          {...form.getInputProps('email')}
        />
        <Group justify="space-between" align="center">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            Back to login
          </Anchor>
          <Button type="submit" loading={pending}>
            Send reset link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
