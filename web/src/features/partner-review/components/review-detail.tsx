import { Button, Group, Image, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LIMITS, MESSAGES } from '../../../../../shared/constants';
import { rejectBusinessRequest } from '../../../../../shared/schemas/partners';
import { FormAlert } from '../../../components/form-alert';
import { formatDollars, offerLimit } from '../../../lib/format';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useSubmit } from '../../../lib/forms/use-submit';
import type { ResponseOf } from '../../../../../shared/routes';
import { useReviewDecision } from '../api/review-api';

type Item = ResponseOf<'admin/getbusinesssubmission'>;

/** One submitted business as staff review it: contact, images, locations, offers; approve or send back with a reason. */
export function ReviewDetail({ item, onDone }: { item: Item; onDone: () => void }) {
  const b = item.business;
  const { approve, reject } = useReviewDecision();
  const rejectForm = useSchemaForm({ schema: rejectBusinessRequest.pick({ reason: true }), initialValues: { reason: '' } });
  const { onSubmit: sendBack, pending } = useSubmit(rejectForm, {
    action: ({ reason }) => reject.mutateAsync({ bpId: b.bpId, reason }),
    notify: (answer) => ({ title: 'Sent back', message: answer.message ?? MESSAGES.businessRejected }),
    onSuccess: onDone,
  });
  const onApprove = async () => {
    try {
      const answer = await approve.mutateAsync(b.bpId);
      notifications.show({ color: 'green', title: 'Approved', message: answer.message ?? MESSAGES.businessApproved });
      onDone();
    } catch (error) {
      rejectForm.setAlert({ tone: 'error', message: error instanceof Error ? error.message : MESSAGES.serverError });
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
        Sent by {b.submittedBy.name} ({b.submittedBy.email}) on {new Date(b.submittedAt).toLocaleDateString('en-US')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {images.map(([label, src]) => (
          <Stack key={label} gap={4}>
            <Text fw={600}>{label}</Text>
            {src ? <Image src={src} alt={`${label} of ${b.businessName}`} h={120} w="auto" fit="contain" /> : <Text c="dimmed">None</Text>}
          </Stack>
        ))}
      </SimpleGrid>
      <Table aria-label="Submitted locations" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Location</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {item.locations.map((l) => (
            <Table.Tr key={l.locationId}>
              <Table.Td>{l.locationName}</Table.Td>
              <Table.Td>{`${l.address}, ${l.city}, ${l.state} ${l.zip}`}</Table.Td>
              <Table.Td>{l.phone}</Table.Td>
              <Table.Td>{l.status === 1 ? 'Enabled' : 'Disabled'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Table aria-label="Submitted offers" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Offer</Table.Th>
            <Table.Th>Value</Table.Th>
            <Table.Th>Limit</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th>Redeem at</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {item.offers.map((o) => (
            <Table.Tr key={o.dealId}>
              <Table.Td>
                <Text fw={600}>{o.value}</Text>
                <Text size="sm">{o.description}</Text>
              </Table.Td>
              <Table.Td>{formatDollars(o.dollarValue)}</Table.Td>
              <Table.Td>{offerLimit(o.frequency, o.timeLapse)}</Table.Td>
              <Table.Td>{o.expirationDate}</Table.Td>
              <Table.Td>{o.locations.join(', ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <form onSubmit={sendBack} noValidate aria-label="Review decision">
        <Stack gap="sm">
          <FormAlert notice={rejectForm.alert} />
          <Textarea label="Reason (to send the business back)" maxLength={LIMITS.rejectReason} rows={3} {...rejectForm.form.getInputProps('reason')} />
          <Group>
            <Button onClick={onApprove} loading={approve.isPending} color="green">
              Approve
            </Button>
            <Button type="submit" variant="outline" color="red" loading={pending}>
              Send back
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
