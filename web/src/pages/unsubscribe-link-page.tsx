import { Alert, Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useUnsubscribe } from '../features/account/unsubscribe';
import { useHomeData } from '../features/home/get-home-data';
import { errorMessage } from '../lib/api-client';
import { accountQueryKey } from '../lib/query-keys';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// /unsubscribe/{key1}/{key2}: the monthly deals digest's footer link. Opening it only asks; the
// button unsubscribes, once, without login. My Account shows the new preference.
export default function UnsubscribeLinkPage() {
  const { key1 = '', key2 = '' } = useParams();
  const name = useHomeData().data?.coopData.displayName ?? 'your cooperative';
  const queryClient = useQueryClient();
  const { mutate, data, error, isPending } = useUnsubscribe();
  const send = () =>
    mutate({ key1, key2 }, { onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueryKey }) });

  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>Unsubscribe from the monthly savings email</Title>
        {data?.success ? (
          <Alert color="green" title="Unsubscribed" role="status" w="100%" data-testid="unsubscribe-result">
            {data.message}
          </Alert>
        ) : (
          <>
            <Text>
              Stop the monthly email of member deals from {name} to this address? Emails about your account, such as
              password resets, still come.
            </Text>
            {error ? (
              <Alert
                color="red"
                title={COMMON_MESSAGES.errorTitle}
                role="alert"
                w="100%"
                data-testid="unsubscribe-result"
              >
                {errorMessage(error)}
              </Alert>
            ) : null}
            <Button onClick={send} loading={isPending} disabled={Boolean(error)}>
              Unsubscribe
            </Button>
          </>
        )}
        <Text>
          You can change your email preference at any time: log in and open My Account at the top of the page.
        </Text>
        <Anchor component={Link} to="/b2c/chome">
          Go to the home page
        </Anchor>
      </Stack>
    </Container>
  );
}
