import { Alert, Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { useHomeData } from '../features/home/get-home-data';
import { useConfirmNewsletter } from '../features/newsletter/confirm-newsletter';
import { errorMessage } from '../lib/api-client';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// /newsletter/{key1}/{key2}: the newsletter's emailed confirmation link, in the b2b shell. Opening
// it only asks (a mail scanner that opens links confirms nothing); the button confirms, once.
export default function NewsletterConfirmPage() {
  const { key1 = '', key2 = '' } = useParams();
  const name = useHomeData().data?.coopData.displayName ?? 'your cooperative';
  const { mutate, data, error, isPending } = useConfirmNewsletter();

  return (
    <Container size="sm" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>Confirm your newsletter subscription</Title>
        {data?.success ? (
          <Alert color="green" title="Subscription confirmed" role="status" w="100%" data-testid="newsletter-result">
            {data.message}
          </Alert>
        ) : (
          <>
            <Text>
              Receive the {name} newsletter at the address this link was sent to? Press the button to confirm.
            </Text>
            {error ? (
              <Alert
                color="red"
                title={COMMON_MESSAGES.errorTitle}
                role="alert"
                w="100%"
                data-testid="newsletter-result"
              >
                {errorMessage(error)}
              </Alert>
            ) : null}
            <Button onClick={() => mutate({ key1, key2 })} loading={isPending} disabled={Boolean(error)}>
              Confirm my subscription
            </Button>
          </>
        )}
        <Anchor component={Link} to="/b2b">
          Go to the business page
        </Anchor>
      </Stack>
    </Container>
  );
}
