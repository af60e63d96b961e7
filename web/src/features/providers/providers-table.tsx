import { Text } from '@mantine/core';
import { DataTable, type DataColumn } from '#web/components/data-table.js';
import type { ProvidersAnswer } from './get-providers';
import { BENEFITS_MESSAGES } from '#shared/schemas/benefits-messages.js';

// The locator's results: one row per provider, nearest first as the server
// sorted them; an empty answer shows the spec's no-providers message.

const miles = (d: number) => `${d.toFixed(2)} mi`;

const columns: DataColumn<ProvidersAnswer['data'][number]>[] = [
  { header: 'Facility', cell: (p) => p.FacilityName },
  { header: 'Provider', cell: (p) => p.ProviderName },
  { header: 'Address', cell: (p) => p.Address },
  { header: 'City', cell: (p) => p.City },
  { header: 'State', cell: (p) => p.State },
  { header: 'ZIP', cell: (p) => p.Zip },
  { header: 'Phone', cell: (p) => <a href={`tel:${p.Phone.replace(/[^0-9+]/g, '')}`}>{p.Phone}</a> },
  { header: 'Distance', cell: (p) => miles(p.Distance) },
];

export function ProvidersTable({ answer }: { answer: ProvidersAnswer }) {
  if (!answer.data.length) return <Text role="status">{BENEFITS_MESSAGES.noProviders}</Text>;
  return (
    <>
      {answer.message && (
        <Text size="sm" c="dimmed" role="status">
          {answer.message}
        </Text>
      )}
      <DataTable
        striped
        highlightOnHover
        label="Providers"
        minWidth={760}
        rows={answer.data}
        rowKey={(p, i) => `${i}-${p.FacilityName}`}
        columns={columns}
      />
    </>
  );
}
