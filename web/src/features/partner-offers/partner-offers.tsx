import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Card.css';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Suspense, useState } from 'react';
import { usFromIso } from '#shared/us-dates.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { ChunkBoundary, inlineChunkFallback } from '#web/components/chunk-boundary.js';
import { LoadError } from '#web/components/load-error.js';
import { errorMessage } from '#web/lib/api-client.js';
import { retryableLazy } from '#web/lib/retryable-lazy.js';
import { formatDollars, offerLimit } from '#web/lib/format.js';
import { type MyLocation, type MyOffer, useMyOffers, useSetMyLocation, useSetMyOffer } from './my-offers';

// The dialogs carry the form layer and the masked inputs: loaded when the owner opens one, not
// with My business.
const EditOfferDialog = retryableLazy(() =>
  import('./components/edit-offer-dialog').then((m) => ({ default: m.EditWhenCategoriesLoad })),
);
const ExtendOfferDialog = retryableLazy(() =>
  import('./components/extend-offer-dialog').then((m) => ({ default: m.ExtendOfferDialog })),
);
const dialogLoading = <Loader size="sm" role="status" aria-label="Loading the form" />;

// My business, per business: its offers and locations kept current by their owner (ADR 0095).
// Pause and resume and Extend act at once; Edit sends a change of terms to the co-op's staff,
// shown here while it waits (or with their reason once sent back) beside the live offer.

/** Where an offer stands, in words (plain text: Mantine's light badges fall below AA contrast). */
const STATE_LABEL: Record<MyOffer['state'], string> = {
  live: 'Live',
  paused: 'Paused',
  ended: 'Ended',
  noLocation: 'Not shown: its locations are paused',
};

const failed = (error: unknown) =>
  notifications.show({ color: 'red', title: COMMON_MESSAGES.errorTitle, message: errorMessage(error) });
const done = (title: string) => (answer: { message: string }) =>
  notifications.show({ color: 'green', title, message: answer.message });

export function PartnerOffers({ bpId }: { bpId: string }) {
  const offers = useMyOffers(bpId);
  const [dialog, setDialog] = useState<{ kind: 'extend' | 'edit'; dealId: string } | null>(null);
  if (offers.error)
    return (
      <LoadError
        inline
        title="We could not load your offers"
        message={errorMessage(offers.error)}
        onRetry={() => void offers.refetch()}
        retrying={offers.isFetching}
      />
    );
  if (!offers.data) return <Loader size="sm" role="status" aria-label="Loading your offers" />;
  const data = offers.data;
  const open = dialog && data.offers.find((o) => o.dealId === dialog.dealId);
  return (
    <Stack gap="md" data-testid={`partner-offers-${bpId}`}>
      {data.active ? null : (
        <Text size="sm">You can pause, extend and edit your offers once the agreement is signed.</Text>
      )}
      <Title order={3} size="h4">
        Offers
      </Title>
      {data.offers.map((o) => (
        <OfferCard
          key={o.dealId}
          bpId={bpId}
          offer={o}
          active={data.active}
          onExtend={() => setDialog({ kind: 'extend', dealId: o.dealId })}
          onEdit={() => setDialog({ kind: 'edit', dealId: o.dealId })}
        />
      ))}
      <Title order={3} size="h4">
        Locations
      </Title>
      {data.locations.map((l) => (
        <LocationRow key={l.locationId} bpId={bpId} location={l} active={data.active} />
      ))}
      <ChunkBoundary fallback={inlineChunkFallback}>
        <Suspense fallback={dialogLoading}>
          {open && dialog?.kind === 'extend' ? (
            <ExtendOfferDialog bpId={bpId} offer={open} maxEndDate={data.maxEndDate} onClose={() => setDialog(null)} />
          ) : null}
          {open && dialog?.kind === 'edit' ? (
            <EditOfferDialog bpId={bpId} offer={open} onClose={() => setDialog(null)} />
          ) : null}
        </Suspense>
      </ChunkBoundary>
    </Stack>
  );
}

function OfferCard({
  bpId,
  offer,
  active,
  onExtend,
  onEdit,
}: {
  bpId: string;
  offer: MyOffer;
  active: boolean;
  onExtend: () => void;
  onEdit: () => void;
}) {
  const setOffer = useSetMyOffer();
  const paused = offer.status !== 1;
  const toggle = () =>
    setOffer.mutate(
      { bpId, dealId: offer.dealId, status: paused ? 1 : 0 },
      { onSuccess: done(paused ? 'Resumed' : 'Paused'), onError: failed },
    );
  return (
    <Card withBorder padding="sm" component="article" aria-label={`Offer ${offer.value}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            {offer.value}{' '}
            <Text span size="sm" c="dimmed">
              ({formatDollars(offer.dollarValue)} estimated saving)
            </Text>
          </Text>
          <Text fw={600} size="sm">
            {STATE_LABEL[offer.state]}
          </Text>
        </Group>
        <Text size="sm">{offer.description}</Text>
        <Text size="xs" c="dimmed">
          {offerLimit(offer.frequency, offer.timeLapse)} · at {offer.locations.join(', ')} · ends{' '}
          {usFromIso(offer.expirationDate)}
        </Text>
        <ChangeState offer={offer} />
        {active ? (
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={toggle} loading={setOffer.isPending}>
              {paused ? 'Resume' : 'Pause'}
            </Button>
            <Button size="xs" variant="light" onClick={onExtend}>
              Extend
            </Button>
            <Button size="xs" variant="light" onClick={onEdit}>
              Edit
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Where the offer's change stands: waiting for staff (members see the live offer), or sent back with their reason. */
function ChangeState({ offer }: { offer: MyOffer }) {
  const change = offer.change;
  if (!change) return null;
  const after = change.terms;
  const summary = `${after.value} (${formatDollars(after.dollarValue)}), ${offerLimit(after.frequency, after.timeLapse)}`;
  return change.state === 'waiting' ? (
    <Alert color="blue" title="Change waiting for review" data-testid="change-waiting">
      Your cooperative is reviewing your change: {summary}. Members see the offer as above until it is approved.
    </Alert>
  ) : (
    <Alert color="orange" title="Change sent back" data-testid="change-sent-back">
      <Text size="sm">Your cooperative sent your change ({summary}) back with this note:</Text>
      <Text size="sm" fs="italic">
        {change.reviewNote}
      </Text>
      <Text size="sm">Members see the offer as above. Edit it again to send a new change.</Text>
    </Alert>
  );
}

function LocationRow({ bpId, location, active }: { bpId: string; location: MyLocation; active: boolean }) {
  const setLocation = useSetMyLocation();
  const paused = location.status !== 1;
  const toggle = () =>
    setLocation.mutate(
      { bpId, locationId: location.locationId, status: paused ? 1 : 0 },
      { onSuccess: done(paused ? 'Resumed' : 'Paused'), onError: failed },
    );
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="xs"
      component="article"
      aria-label={`Location ${location.locationName}`}
    >
      <div>
        <Group gap="xs">
          <Text fw={600}>{location.locationName}</Text>
          <Text size="sm">({paused ? 'Paused' : 'Open'})</Text>
        </Group>
        <Text size="xs" c="dimmed">
          {location.address}, {location.city}, {location.state} {location.zip}
        </Text>
      </div>
      {active ? (
        <Button size="xs" variant="light" onClick={toggle} loading={setLocation.isPending}>
          {paused ? 'Resume' : 'Pause'}
        </Button>
      ) : null}
    </Group>
  );
}
