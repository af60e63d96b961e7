import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { DraftOffer } from '#shared/schemas/partners.js';
import { DataTable, type DataColumn } from '#web/components/data-table.js';
import { formatDollars, offerLimit } from '#web/lib/format.js';

const statusOf = (status: number) =>
  status === 1
    ? { label: 'Enabled', color: 'green' }
    : status === 0
      ? { label: 'Disabled', color: 'gray' }
      : { label: 'Pending', color: 'yellow' };

/** Offers: the discounts, each with its limit, expiry and where it is redeemed. Saved offers have no delete. */
export function OffersTab({
  offers,
  onAdd,
  onEdit,
  onDelete,
}: {
  offers: readonly DraftOffer[];
  onAdd: () => void;
  onEdit: (o: DraftOffer) => void;
  onDelete: (o: DraftOffer) => void;
}) {
  const columns: DataColumn<DraftOffer>[] = [
    { header: 'Offer', cell: (o) => o.value },
    { header: 'Value', cell: (o) => formatDollars(o.dollarValue) },
    { header: 'Limit', cell: (o) => offerLimit(o.frequency, o.timeLapse) },
    { header: 'Expires', cell: (o) => o.endDate },
    {
      header: 'Status',
      cell: (o) => {
        const status = statusOf(o.status);
        return <Badge color={status.color}>{status.label}</Badge>;
      },
    },
    {
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      cell: (o) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => onEdit(o)} aria-label={`Edit ${o.value}`}>
            Edit
          </Button>
          {o.databaseId ? null : (
            <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(o)} aria-label={`Delete ${o.value}`}>
              Delete
            </Button>
          )}
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text>Add the discounts you offer members, how often a member may use each, and where.</Text>
        <Button onClick={onAdd}>Add offer</Button>
      </Group>
      {offers.length === 0 ? (
        <Text c="dimmed">No offers yet.</Text>
      ) : (
        <DataTable striped label="Offers" rows={offers} rowKey={(o) => o.id} columns={columns} />
      )}
    </Stack>
  );
}
