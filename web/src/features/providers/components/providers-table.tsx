import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import { MESSAGES } from '../../../../../shared/constants';
import type { ProvidersAnswer } from '../api/get-providers';

// The locator's results (member-portal 3): one row per provider, nearest first as the server
// sorted them; an empty answer shows the spec's no-providers message.

const miles = (d: number) => `${d.toFixed(2)} mi`;

export function ProvidersTable({ answer }: { answer: ProvidersAnswer }) {
  if (!answer.data.length) return <Text role="status">{MESSAGES.noProviders}</Text>;
  return (
    <>
      {answer.message && (
        <Text size="sm" c="dimmed" role="status">
          {answer.message}
        </Text>
      )}
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover aria-label="Providers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Facility</Table.Th>
              <Table.Th>Provider</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>City</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>ZIP</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Distance</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.data.map((p, i) => (
              <Table.Tr key={`${i}-${p.FacilityName}`}>
                <Table.Td>{p.FacilityName}</Table.Td>
                <Table.Td>{p.ProviderName}</Table.Td>
                <Table.Td>{p.Address}</Table.Td>
                <Table.Td>{p.City}</Table.Td>
                <Table.Td>{p.State}</Table.Td>
                <Table.Td>{p.Zip}</Table.Td>
                <Table.Td>
                  <a href={`tel:${p.Phone.replace(/[^0-9+]/g, '')}`}>{p.Phone}</a>
                </Table.Td>
                <Table.Td>{miles(p.Distance)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
