import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { DraftOffer } from '../../../../../shared/schemas/partners';
import { formatDollars, offerLimit } from '../../../lib/format';

const statusOf = (status: number) => (status === 1 ? { label: 'Enabled', color: 'green' } : status === 0 ? { label: 'Disabled', color: 'gray' } : { label: 'Pending', color: 'yellow' });

/** Offers: the discounts, each with its limit, expiry and where it is redeemed. Saved offers have no delete. */
export function OffersTab({ offers, onAdd, onEdit, onDelete }: { offers: readonly DraftOffer[]; onAdd: () => void; onEdit: (o: DraftOffer) => void; onDelete: (o: DraftOffer) => void }) {
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text>Add the discounts you offer members, how often a member may use each, and where.</Text>
        <Button onClick={onAdd}>Add offer</Button>
      </Group>
      {offers.length === 0 ? (
        <Text c="dimmed">No offers yet.</Text>
      ) : (
        <Table striped aria-label="Offers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Offer</Table.Th>
              <Table.Th>Value</Table.Th>
              <Table.Th>Limit</Table.Th>
              <Table.Th>Expires</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {offers.map((o) => {
              const status = statusOf(o.status);
              return (
                <Table.Tr key={o.id}>
                  <Table.Td>{o.value}</Table.Td>
                  <Table.Td>{formatDollars(o.dollarValue)}</Table.Td>
                  <Table.Td>{offerLimit(o.frequency, o.timeLapse)}</Table.Td>
                  <Table.Td>{o.endDate}</Table.Td>
                  <Table.Td>
                    <Badge color={status.color}>{status.label}</Badge>
                  </Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
