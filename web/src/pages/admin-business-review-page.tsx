import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { MESSAGES } from '../../../shared/constants';
import { DataTable } from '../components/data-table';
import { LoadError } from '../components/load-error';
import { Preloader } from '../components/preloader';
import { useReviewItem, useReviewQueue } from '../features/partner-review/api/review-api';
import { ReviewDetail } from '../features/partner-review/components/review-detail';
import { errorMessage } from '../lib/api-client';

// /admin/business-partners: the co-op staff's queue of businesses sent for approval, in the admin
// shell (which lets staff only in). The server checks role and co-op on every call.
export default function AdminBusinessReviewPage() {
  const queue = useReviewQueue();
  const [open, setOpen] = useState<string | null>(null);
  const item = useReviewItem(open);
  if (queue.error) return <LoadError title={MESSAGES.errorTitle} message={errorMessage(queue.error)} onRetry={() => void queue.refetch()} />;
  if (!queue.data) return <Preloader />;
  const businesses = queue.data.businesses;
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Title order={1}>Businesses waiting for approval</Title>
        {businesses.length === 0 ? (
          <Alert color="blue">No business is waiting for review.</Alert>
        ) : (
          <DataTable
            label="Review queue"
            striped
            rows={businesses}
            rowKey={(b) => b.bpId}
            columns={[
              { header: 'Business', cell: (b) => b.businessName },
              { header: 'Place', cell: (b) => `${b.city}, ${b.state}` },
              { header: 'Sent', cell: (b) => new Date(b.submittedAt).toLocaleDateString('en-US') },
              { header: 'Locations', cell: (b) => b.locations },
              { header: 'Offers', cell: (b) => b.offers },
              {
                header: 'Review',
                cell: (b) => (
                  <Button size="xs" onClick={() => setOpen(b.bpId)} aria-label={`Review ${b.businessName}`}>
                    Review
                  </Button>
                ),
              },
            ]}
          />
        )}
        {open && item.error ? <Alert color="red">{errorMessage(item.error)}</Alert> : null}
        {open && item.data ? <ReviewDetail key={open} item={item.data} onDone={() => setOpen(null)} /> : open ? <Text>Loading…</Text> : null}
      </Stack>
    </Container>
  );
}
