import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { errorMessage } from '#web/lib/api-client.js';
import { usePartnerOptOut } from './partner-mail-api';

// The monthly numbers email's opt-out link (ADR 0097): opening it only asks; the button stops the
// email, once, without login. Mail providers' one-click POST reaches the same route.
export function PartnerOptOut({ key1, key2 }: { key1: string; key2: string }) {
  const { mutate, data, error, isPending } = usePartnerOptOut();
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>Stop the monthly numbers email</Title>
      {data?.success ? (
        <Alert color="green" title="Done" role="status" w="100%" data-testid="partner-optout-result">
          {data.message}
        </Alert>
      ) : (
        <>
          <Text>Stop the monthly email with your offers' numbers? The reminders before an offer ends still come.</Text>
          {error ? (
            <Alert
              color="red"
              title={COMMON_MESSAGES.errorTitle}
              role="alert"
              w="100%"
              data-testid="partner-optout-result"
            >
              {errorMessage(error)}
            </Alert>
          ) : null}
          <Button onClick={() => mutate({ key1, key2 })} loading={isPending} disabled={Boolean(error)}>
            Stop the monthly email
          </Button>
        </>
      )}
    </Stack>
  );
}
