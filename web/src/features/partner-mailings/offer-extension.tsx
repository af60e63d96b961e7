import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { usFromIso } from '#shared/us-dates.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { errorMessage } from '#web/lib/api-client.js';
import { useExtendOffer, useOfferExtension } from './partner-mail-api';

// A reminder's extension link (ADR 0097): the offer and its end date, one button per choice
// naming the date it gives; one press extends it, once. A used or expired link says so.
export function OfferExtension({ key1, key2 }: { key1: string; key2: string }) {
  const info = useOfferExtension({ key1, key2 });
  const extend = useExtendOffer();

  if (info.isPending)
    return (
      <Center mih="40dvh">
        <Loader role="status" aria-label="Loading your offer" />
      </Center>
    );
  if (!info.data)
    return (
      <Alert color="red" title="This link cannot extend an offer" role="alert" data-testid="extend-result">
        {errorMessage(info.error)}
      </Alert>
    );
  const d = info.data;
  return (
    <Stack gap="md" align="flex-start">
      <Text>
        {d.businessName}: <strong>{d.value}</strong> ({d.description}) ends on{' '}
        <strong data-testid="current-end">{usFromIso(extend.data?.endDate ?? d.endDate)}</strong>.
      </Text>
      {extend.data ? (
        <Alert color="green" title="Offer extended" role="status" w="100%" data-testid="extend-result">
          {extend.data.message}
        </Alert>
      ) : (
        <>
          <Text>Keep it for members longer: choose how much longer. The offer itself stays as it is.</Text>
          {extend.error ? (
            <Alert color="red" title={COMMON_MESSAGES.errorTitle} role="alert" w="100%" data-testid="extend-result">
              {errorMessage(extend.error)}
            </Alert>
          ) : null}
          <Group gap="sm" role="group" aria-label="Extend by">
            {d.options.map((o) => (
              <Button
                key={o.months}
                onClick={() => extend.mutate({ key1, key2, months: o.months as 3 | 6 | 12 })}
                loading={extend.isPending && extend.variables?.months === o.months}
                disabled={extend.isPending || Boolean(extend.error)}
              >
                {o.months} months, to {usFromIso(o.endDate)}
              </Button>
            ))}
          </Group>
        </>
      )}
    </Stack>
  );
}

export function OfferExtensionPage({ key1, key2 }: { key1: string; key2: string }) {
  return (
    <Stack gap="md">
      <Title order={1}>Extend your member offer</Title>
      <OfferExtension key1={key1} key2={key2} />
    </Stack>
  );
}
