import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { DataTable } from '#web/components/data-table.js';
import { LoadError } from '#web/components/load-error.js';
import { Preloader } from '#web/components/preloader.js';
import { errorMessage } from '#web/lib/api-client.js';
import { formatDate } from '#web/lib/format.js';
import { useActivePartners, usePartner } from './api/partners-api';
import { PartnerOffers } from './components/partner-offers';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

/**
 * The co-op's active partners, 25 at a time, and the one opened; `numbers` renders the opened
 * business's numbers (another feature's, composed by the page).
 */
export function ActivePartners({
  canChange,
  numbers,
  initiallyOpen = null,
}: {
  canChange: boolean;
  numbers?: (bpId: string) => ReactNode;
  /** A partner to open at once (a link to it), whether or not it is on the list's first page. */
  initiallyOpen?: string | null;
}) {
  const list = useActivePartners();
  const [open, setOpen] = useState<string | null>(initiallyOpen);
  const partner = usePartner(open);
  if (list.error)
    return (
      <LoadError
        title={COMMON_MESSAGES.errorTitle}
        message={errorMessage(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  if (!list.data) return <Preloader />;
  const partners = list.data.pages.flatMap((p) => p.partners);
  return (
    <Stack gap="md">
      {partners.length === 0 ? (
        <Alert color="blue">No active business partner yet.</Alert>
      ) : (
        <DataTable
          label="Active partners"
          striped
          minWidth={560}
          rows={partners}
          rowKey={(p) => p.bpId}
          columns={[
            { header: 'Business', cell: (p) => p.businessName },
            { header: 'Place', cell: (p) => [p.city, p.state].filter(Boolean).join(', ') },
            { header: 'Signed', cell: (p) => formatDate(p.signedAt) },
            { header: 'Offers', cell: (p) => p.offers },
            {
              header: 'Open',
              cell: (p) => (
                <Button size="xs" variant="light" onClick={() => setOpen(p.bpId)} aria-label={`Open ${p.businessName}`}>
                  Open
                </Button>
              ),
            },
          ]}
        />
      )}
      {list.hasNextPage ? (
        <Group>
          <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            Show more
          </Button>
        </Group>
      ) : null}
      {open && partner.error ? <Alert color="red">{errorMessage(partner.error)}</Alert> : null}
      {open && partner.data ? (
        <>
          <PartnerOffers key={open} partner={partner.data} canChange={canChange} />
          {numbers?.(open)}
        </>
      ) : open ? (
        <Preloader />
      ) : null}
    </Stack>
  );
}
