import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { DraftLocation } from '#shared/schemas/partners.js';
import { DataTable, type DataColumn } from '#web/components/data-table.js';

/** Locations: the business's places where members redeem its offers. */
export function LocationsTab({
  locations,
  onAdd,
  onEdit,
  onDelete,
}: {
  locations: readonly DraftLocation[];
  onAdd: () => void;
  onEdit: (l: DraftLocation) => void;
  onDelete: (l: DraftLocation) => void;
}) {
  const columns: DataColumn<DraftLocation>[] = [
    {
      header: 'Name',
      cell: (l) => (
        <>
          {l.locationName}
          {l.type === 1 ? ' (main address)' : ''}
        </>
      ),
    },
    { header: 'Address', cell: (l) => `${l.address}, ${l.city}, ${l.state} ${l.zip}` },
    { header: 'Phone', cell: (l) => l.phone },
    {
      header: 'Status',
      cell: (l) => <Badge color={l.status === 1 ? 'green' : 'gray'}>{l.status === 1 ? 'Enabled' : 'Disabled'}</Badge>,
    },
    { header: 'Offers', cell: (l) => l.offers.length },
    {
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      cell: (l) => (
        <Group gap="xs" wrap="nowrap">
          {l.type === 0 ? (
            <Button size="xs" variant="light" onClick={() => onEdit(l)} aria-label={`Edit ${l.locationName}`}>
              Edit
            </Button>
          ) : null}
          {l.type === 0 && !l.databaseId ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => onDelete(l)}
              aria-label={`Delete ${l.locationName}`}
            >
              Delete
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text>
          Add each place where members can redeem your offers. The main address can be included from Business Info.
        </Text>
        <Button onClick={onAdd}>Add location</Button>
      </Group>
      {locations.length === 0 ? (
        <Text c="dimmed">No locations yet.</Text>
      ) : (
        <DataTable striped label="Locations" rows={locations} rowKey={(l) => l.id} columns={columns} />
      )}
    </Stack>
  );
}
