import '@mantine/core/styles/Image.css';
import { Button, Group, Image, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LIMITS } from '#shared/constants.js';
import { usFromIso } from '#shared/us-dates.js';
import { rejectBusinessRequest } from '#shared/schemas/partners.js';
import { DataTable, type DataColumn } from '#web/components/data-table.js';
import { FormAlert } from '#web/components/form-alert.js';
import { formatDollars, offerLimit } from '#web/lib/format.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import type { ResponseOf } from '#shared/routes.js';
import { useReviewDecision } from './review-api';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
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
  const rejectForm = useSchemaForm({
    schema: rejectBusinessRequest.pick({ reason: true }),
    initialValues: { reason: '' },
  });
  const { onSubmit: sendBack, pending } = useSubmit(rejectForm, {
    action: ({ reason }) => reject.mutateAsync({ bpId: b.bpId, reason }),
    notify: (answer) => ({ title: 'Sent back', message: answer.message ?? PARTNERS_MESSAGES.businessRejected }),
    onSuccess: onDone,
  });
  const onApprove = async () => {
    try {
      const answer = await approve.mutateAsync(b.bpId);
      notifications.show({
        color: 'green',
        title: 'Approved',
        message: answer.message ?? PARTNERS_MESSAGES.businessApproved,
      });
      onDone();
    } catch (error) {
      rejectForm.setAlert({
        tone: 'error',
        message: error instanceof Error ? error.message : COMMON_MESSAGES.serverError,
      });
    }
  };
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
      <form onSubmit={sendBack} noValidate aria-label="Review decision">
        <Stack gap="sm">
          <FormAlert notice={rejectForm.alert} />
          {canChange ? null : (
            <Text size="sm" c="dimmed">
              Only your cooperative&apos;s administrators can approve a business or send it back.
            </Text>
          )}
          <Textarea
            disabled={!canChange}
            label="Reason (to send the business back)"
            maxLength={LIMITS.rejectReason}
            rows={3}
            {...rejectForm.form.getInputProps('reason')}
          />
          <Group>
            <Button onClick={onApprove} loading={approve.isPending} color="green" disabled={!canChange}>
              Approve
            </Button>
            <Button type="submit" variant="outline" color="red" loading={pending} disabled={!canChange}>
              Send back
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
