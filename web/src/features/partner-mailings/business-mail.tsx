import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Alert, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '#shared/routes.js';
import { callApi, errorMessage } from '#web/lib/api-client.js';
import { partnerMailSettingsQuery } from './partner-mail-api';

// My business (ADR 0097): the business's email, for its owner. The monthly numbers email can be
// turned off and on again here (its mail's opt-out link turns it off too); the end-date reminders
// always come, since they are about an offer about to leave search.

export function BusinessMail({ bpId, businessName }: { bpId: string; businessName: string }) {
  const queryClient = useQueryClient();
  const settings = useQuery(partnerMailSettingsQuery(bpId));
  const save = useMutation({
    mutationFn: (numbersEmail: boolean): Promise<ResponseOf<'b2c/setpartnermail'>> =>
      callApi('b2c/setpartnermail', { bpId, numbersEmail }),
    onSuccess: (data) => queryClient.setQueryData(partnerMailSettingsQuery(bpId).queryKey, data),
  });
  const days = settings.data?.reminderDays.join(' and ') ?? '14 and 3';
  return (
    <Stack gap="xs" data-testid="business-mail">
      <Title order={3} size="h5">
        Emails
      </Title>
      <Text size="sm">
        Before an offer ends we email you {days} days ahead, with a link that extends it in one click.
      </Text>
      {settings.error ? (
        <Text size="sm" c="red" role="alert">
          {errorMessage(settings.error)}
        </Text>
      ) : (
        <Switch
          label={`Monthly email with ${businessName}'s numbers`}
          checked={settings.data?.numbersEmail ?? false}
          disabled={!settings.data || save.isPending}
          onChange={(e) => save.mutate(e.currentTarget.checked)}
        />
      )}
      {save.data ? (
        <Text size="sm" role="status">
          {save.data.message}
        </Text>
      ) : null}
      {save.error ? (
        <Alert color="red" role="alert">
          {errorMessage(save.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
