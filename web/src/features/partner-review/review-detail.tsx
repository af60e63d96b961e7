import '@mantine/core/styles/Image.css';
import { Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { usFromIso } from '#shared/us-dates.js';
import { rejectBusinessRequest } from '#shared/schemas/partners.js';
import { DataTable, type DataColumn } from '#web/components/data-table.js';
import { formatDollars, offerLimit } from '#web/lib/format.js';
import type { ResponseOf } from '#shared/routes.js';
import { useReviewDecision } from './review-api';
import { DecisionForm } from './decision-form';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

type Item = ResponseOf<'admin/getbusinesssubmission'>;

const locationColumns: DataColumn<Item['locations'][number]>[] = [
  { header: 'Location', cell: (l) => l.locationName },
  { header: 'Address', cell: (l) => `${l.address}, ${l.city}, ${l.state} ${l.zip}` },
  { header: 'Phone', cell: (l) => l.phone },
  { header: 'Status', cell: (l) => (l.status === 1 ? 'Enabled' : 'Disabled') },
];

const offerColumns: DataColumn<Item['offers'][number]>[] = [
  {
    header: 'Offer',
    cell: (o) => (
      <>
        <Text fw={600}>{o.value}</Text>
        <Text size="sm">{o.description}</Text>
      </>
    ),
  },
  { header: 'Value', cell: (o) => formatDollars(o.dollarValue) },
  { header: 'Limit', cell: (o) => offerLimit(o.frequency, o.timeLapse) },
  { header: 'Expires', cell: (o) => usFromIso(o.expirationDate) },
  { header: 'Redeem at', cell: (o) => o.locations.join(', ') },
];

/**
 * One submitted business as staff review it: contact, images, locations, offers; approve or send
 * back with a reason. Back-office staff (read only) see the same with the decision disabled and
 * the note saying who decides, as on the other admin pages; the server refuses them too.
 */
export function ReviewDetail({ item, onDone, canChange }: { item: Item; onDone: () => void; canChange: boolean }) {
  const b = item.business;
  const { approve, reject } = useReviewDecision();
  const images = [
    ['Logo', b.logo],
    ['Primary image', b.image1],
    ['Secondary image', b.image2],
  ] as const;

  return (
    <Stack gap="md" data-testid="review-detail">
      <Title order={2}>{b.businessName}</Title>
      <Text>
        {b.address}, {b.city}, {b.state} {b.zip} · {b.phone} · {b.email} {b.website ? `· ${b.website}` : ''}
      </Text>
      <Text size="sm">
        Sent by {b.submittedBy.name} ({b.submittedBy.email})
        {b.submittedAt ? ` on ${new Date(b.submittedAt).toLocaleDateString('en-US')}` : ''}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {images.map(([label, src]) => (
          <Stack key={label} gap={4}>
            <Text fw={600}>{label}</Text>
            {src ? (
              <Image src={src} alt={`${label} of ${b.businessName}`} h={120} w="auto" fit="contain" />
            ) : (
              <Text c="dimmed">None</Text>
            )}
          </Stack>
        ))}
      </SimpleGrid>
      <DataTable
        label="Submitted locations"
        striped
        rows={item.locations}
        rowKey={(l) => l.locationId}
        columns={locationColumns}
      />
      <DataTable label="Submitted offers" striped rows={item.offers} rowKey={(o) => o.dealId} columns={offerColumns} />
      <DecisionForm
        label="Review decision"
        what="business"
        reasonSchema={rejectBusinessRequest.pick({ reason: true })}
        canChange={canChange}
        approveLabel="Approve"
        reasonRows={3}
        approve={() => approve.mutateAsync(b.bpId)}
        approving={approve.isPending}
        sendBack={(reason) => reject.mutateAsync({ bpId: b.bpId, reason })}
        answered={{
          approved: PARTNERS_MESSAGES.businessApproved,
          sentBack: PARTNERS_MESSAGES.businessRejected,
          onDone,
        }}
      />
    </Stack>
  );
}
