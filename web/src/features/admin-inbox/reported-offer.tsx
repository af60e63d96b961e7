import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router-dom';
import type { InboxItem } from '#shared/schemas/inbox.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { partnerLink } from '#web/lib/admin-links.js';
import { errorMessage } from '#web/lib/api-client.js';
import { usePauseOffer, useReportedOffer } from './inbox-api';

// A deal report's offer in the inbox (ADR 0096): whether members can still find it, and for
// admins one button that pauses it through the staff route that switches offers off
// (admin/setoffer: inactive, its listings removed from search at once). A link opens the
// business in Business Partners (its offers, locations, agreement and numbers).

type Report = NonNullable<InboxItem['report']>;

export function ReportedOffer({ report, canPause }: { report: Report; canPause: boolean }) {
  const offer = useReportedOffer(report.bpId, report.dealId);
  const pause = usePauseOffer();
  const current = offer.data;
  const live = current?.status === 1;

  const pauseOffer = async (expirationDate: string) => {
    try {
      const answer = await pause.mutateAsync({ bpId: report.bpId, dealId: report.dealId, expirationDate });
      notifications.show({ color: 'green', title: 'Offer paused', message: answer.message });
    } catch (error) {
      notifications.show({ color: 'red', title: COMMON_MESSAGES.errorTitle, message: errorMessage(error) });
    }
  };

  return (
    <Stack gap="xs" component="section" aria-label="Reported offer">
      {offer.error ? (
        <Alert color="red">{errorMessage(offer.error)}</Alert>
      ) : !offer.isSuccess ? (
        <Text size="sm">Checking the offer…</Text>
      ) : !current ? (
        <Text size="sm">This offer is no longer among {report.businessName}'s offers.</Text>
      ) : (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" data-testid="reported-offer-state">
            {live
              ? `${report.offerValue} is live: members can find it in local deals.`
              : `${report.offerValue} is paused: members cannot find it in local deals.`}
          </Text>
          {canPause && live ? (
            <Button
              color="red"
              variant="light"
              loading={pause.isPending}
              onClick={() => void pauseOffer(current.expirationDate)}
            >
              Pause offer
            </Button>
          ) : null}
        </Group>
      )}
      <Anchor component={Link} to={partnerLink(report.bpId)} size="sm" w="fit-content">
        Open {report.businessName} in Business Partners
      </Anchor>
    </Stack>
  );
}
