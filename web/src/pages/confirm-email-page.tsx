import { Alert, Button, Center, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Preloader } from '../components/preloader';
import { useConfirmEmail } from '../features/account/confirm-email';
import { ApiError, errorMessage } from '../lib/api-client';
import { accountQueryKey } from '../lib/query-keys';
import { clearSignIn } from '../lib/session-storage';
import { useEmailedLink } from '../lib/use-emailed-link';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

const HOME = '/b2c/chome';

/** A refused link reads as such (the server's words, else a plain 'not valid'); other failures say what happened. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 200 && error.status < 500) {
    return error.message && error.message !== COMMON_MESSAGES.serverError
      ? error.message
      : ACCOUNT_MESSAGES.emailChangeInvalid;
  }
  return errorMessage(error);
}

// /confirmemail/{key1}/{key2}: the link emailed to a new address from My Account. Opening it
// confirms the change (the old address stops working) and leads on to the member's co-op.
export default function ConfirmEmailPage() {
  const { mutate, data, error } = useConfirmEmail();
  const queryClient = useQueryClient();
  const { key1, key2 } = useEmailedLink((keys) => {
    if (!keys.key1 || !keys.key2) return;
    mutate(keys, {
      // The server has ended the member's sessions (the login identity changed): this browser
      // follows, and forgets the account it showed with the old address.
      onSuccess: () => {
        clearSignIn();
        queryClient.removeQueries({ queryKey: accountQueryKey });
      },
    });
  });
  const incomplete = !key1 || !key2;

  if (!incomplete && !data && !error) return <Preloader />;
  const confirmed = Boolean(data?.success);
  const home = data?.url ? `/coop/${encodeURIComponent(data.url)}` : HOME;

  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" maw={480} w="100%">
        <Title order={1} size="h3">
          Confirm your new email
        </Title>
        {confirmed ? (
          <Alert
            color="green"
            title={COMMON_MESSAGES.changesSavedTitle}
            role="status"
            w="100%"
            data-testid="confirm-email-result"
          >
            {ACCOUNT_MESSAGES.emailChanged}
          </Alert>
        ) : (
          <Alert
            color="red"
            title={COMMON_MESSAGES.errorTitle}
            role="alert"
            w="100%"
            data-testid="confirm-email-result"
          >
            {incomplete ? ACCOUNT_MESSAGES.emailChangeInvalid : failureMessage(error)}
          </Alert>
        )}
        <Button component={Link} to={home} replace>
          Go to the home page
        </Button>
      </Stack>
    </Center>
  );
}
