import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Alert, Button, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DataTable } from '../components/data-table';
import { LoadError } from '../components/load-error';
import { Preloader } from '../components/preloader';
import { hasRole } from '#shared/roles.js';
import { ActivePartners } from '../features/admin-partners/active-partners';
import { PartnerNumbers } from '../features/partner-numbers/partner-numbers';
import { useReviewItem, useReviewQueue } from '../features/partner-review/review-api';
import { ReviewDetail } from '../features/partner-review/review-detail';
import { OfferChanges } from '../features/partner-review/offer-changes';
import { PARTNER_PARAM } from '../lib/admin-links';
import { errorMessage } from '../lib/api-client';
import { useRole } from '../lib/session-storage';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// /admin/business-partners: the co-op's businesses sent for approval, and its active partners with
// their offers, signed agreements and numbers, in the admin shell (staff only). The server checks role and
// co-op on every call.
export default function AdminBusinessReviewPage() {
  // ?partner=<bpId> (partnerLink: the inbox's link from a deal report) opens that active partner; the server
  // answers it only for the staff member's own co-op.
  const [search] = useSearchParams();
  const linked = search.get(PARTNER_PARAM);
  const [tab, setTab] = useState<'waiting' | 'active'>(linked ? 'active' : 'waiting');
  const canChange = hasRole(useRole(), 'admin');
  return (
    <Stack gap="md">
      <Title order={1}>Business Partners</Title>
      <SegmentedControl
        aria-label="Show"
        w="fit-content"
        value={tab}
        onChange={(v) => setTab(v as 'waiting' | 'active')}
        data={[
          { value: 'waiting', label: 'Waiting for approval' },
          { value: 'active', label: 'Active partners' },
        ]}
      />
      {tab === 'waiting' ? (
        <>
          <ReviewQueue canChange={canChange} />
          <OfferChanges canChange={canChange} />
        </>
      ) : (
        <ActivePartners
          canChange={canChange}
          initiallyOpen={linked}
          numbers={(bpId) => <PartnerNumbers bpId={bpId} viewer="staff" />}
        />
      )}
    </Stack>
  );
}

function ReviewQueue({ canChange }: { canChange: boolean }) {
  const queue = useReviewQueue();
  const [open, setOpen] = useState<string | null>(null);
  const item = useReviewItem(open);
  const heading = useRef<HTMLHeadingElement>(null);
  // After a decision the detail below closes: back to the queue, where the reviewer reads the
  // notice and picks the next business, not a page scrolled to the empty space it left.
  const backToQueue = () => {
    setOpen(null);
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  };
  if (queue.error)
    return (
      <LoadError
        title={COMMON_MESSAGES.errorTitle}
        message={errorMessage(queue.error)}
        onRetry={() => void queue.refetch()}
      />
    );
  if (!queue.data) return <Preloader />;
  const businesses = queue.data.businesses;
  return (
    <Stack gap="md">
      <Title order={2} ref={heading} tabIndex={-1}>
        Businesses waiting for approval
      </Title>
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
      {open && item.data ? (
        <ReviewDetail key={open} item={item.data} onDone={backToQueue} canChange={canChange} />
      ) : open ? (
        <Text>Loading…</Text>
      ) : null}
    </Stack>
  );
}
