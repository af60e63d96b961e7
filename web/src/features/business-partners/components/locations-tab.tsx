import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { DraftLocation } from '../../../../../shared/schemas/partners';

/** Locations: the business's places where members redeem its offers. */
export function LocationsTab({ locations, onAdd, onEdit, onDelete }: { locations: readonly DraftLocation[]; onAdd: () => void; onEdit: (l: DraftLocation) => void; onDelete: (l: DraftLocation) => void }) {
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text>Add each place where members can redeem your offers. The main address can be included from Business Info.</Text>
        <Button onClick={onAdd}>Add location</Button>
      </Group>
      {locations.length === 0 ? (
        <Text c="dimmed">No locations yet.</Text>
      ) : (
        <Table striped aria-label="Locations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Offers</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {locations.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>
                  {l.locationName}
                  {l.type === 1 ? ' (main address)' : ''}
                </Table.Td>
                <Table.Td>{`${l.address}, ${l.city}, ${l.state} ${l.zip}`}</Table.Td>
                <Table.Td>{l.phone}</Table.Td>
                <Table.Td>
                  <Badge color={l.status === 1 ? 'green' : 'gray'}>{l.status === 1 ? 'Enabled' : 'Disabled'}</Badge>
                </Table.Td>
                <Table.Td>{l.offers.length}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {l.type === 0 ? (
                      <Button size="xs" variant="light" onClick={() => onEdit(l)} aria-label={`Edit ${l.locationName}`}>
                        Edit
                      </Button>
                    ) : null}
                    {l.type === 0 && !l.databaseId ? (
                      <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(l)} aria-label={`Delete ${l.locationName}`}>
                        Delete
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
