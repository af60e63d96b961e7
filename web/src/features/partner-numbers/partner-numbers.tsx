import '@mantine/core/styles/Combobox.css';
import { Alert, Button, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { fill } from '#shared/constants.js';
import type { NumbersFigures } from '#shared/schemas/partner-numbers.js';
import { NUMBERS_MESSAGES } from '#shared/schemas/partner-numbers-messages.js';
import { BarChart, CHART_MONTHS } from '#web/components/bar-chart.js';
import { DataTable } from '#web/components/data-table.js';
import { errorMessage } from '#web/lib/api-client.js';
import { formatDollars } from '#web/lib/format.js';
import { downloadCsv } from '#web/lib/download-csv.js';
import { useBusinessNumbers, type NumbersViewer } from './numbers-api';
import { CSV_FIELDS, csvName, csvRows, MEASURES, monthBars, monthLabel, monthRows } from './utils/numbers-rows';

// A business's numbers (ADR 0094): a month's figures per offer and location, one measure by month
// over this month and the last twelve in the project's accessible chart, and every row as a CSV.
// The owner sees it on My business, staff in Admin Business Partners.

const show = (key: keyof NumbersFigures, value: number) =>
  key === 'savings' ? formatDollars(value) : value.toLocaleString('en-US');

export function PartnerNumbers({ bpId, viewer }: { bpId: string; viewer: NumbersViewer }) {
  const numbers = useBusinessNumbers(bpId, viewer);
  const [month, setMonth] = useState<string | null>(null);
  const [measure, setMeasure] = useState<keyof NumbersFigures>('prints');
  if (numbers.error)
    return (
      <Alert color="red" title={NUMBERS_MESSAGES.loadFailed}>
        {errorMessage(numbers.error)}
      </Alert>
    );
  if (!numbers.data) return <Loader size="sm" role="status" aria-label="Loading the numbers" />;
  const data = numbers.data;
  const shown = month ?? data.months.at(-1) ?? '';
  const { rows, total } = monthRows(data, shown);
  const measureLabel = MEASURES.find((m) => m.key === measure)?.label ?? measure;
  return (
    <Stack gap="md" component="section" aria-label={`${NUMBERS_MESSAGES.title}: ${data.businessName}`}>
      <Group justify="space-between" align="end">
        <Title order={3} size="h4">
          {NUMBERS_MESSAGES.title}
        </Title>
        <Button
          variant="default"
          size="xs"
          disabled={!data.rows.length}
          onClick={() => void downloadCsv(csvName(data), CSV_FIELDS, csvRows(data))}
        >
          {NUMBERS_MESSAGES.exportCsv}
        </Button>
      </Group>
      {data.rows.length ? null : <Text size="sm">{NUMBERS_MESSAGES.noFigures}</Text>}
      <NativeSelect
        label={NUMBERS_MESSAGES.month}
        value={shown}
        onChange={(e) => setMonth(e.currentTarget.value)}
        data={[...data.months].reverse().map((m) => ({ value: m, label: monthLabel(m) }))}
        maw={220}
      />
      <DataTable
        label={`${NUMBERS_MESSAGES.title}, ${monthLabel(shown)}`}
        striped
        minWidth={640}
        rows={[...rows, { ...total, month: shown, dealId: '', offer: 'Total', locationId: '', location: '' }]}
        rowKey={(r) => `${r.dealId}#${r.locationId}`}
        columns={[
          { header: 'Offer', cell: (r) => r.offer },
          { header: 'Location', cell: (r) => r.location },
          ...MEASURES.map((m) => ({ header: m.label, cell: (r: NumbersFigures) => show(m.key, r[m.key]) })),
        ]}
      />
      <NativeSelect
        label={NUMBERS_MESSAGES.chartMeasure}
        value={measure}
        onChange={(e) => setMeasure(e.currentTarget.value as keyof NumbersFigures)}
        data={MEASURES.map((m) => ({ value: m.key, label: m.label }))}
        maw={220}
      />
      <BarChart
        title={fill(NUMBERS_MESSAGES.chartOf, { measure: measureLabel })}
        color="#1c7ed6"
        bars={monthBars(data, measure)}
        format={(v) => show(measure, v)}
        period={CHART_MONTHS}
      />
    </Stack>
  );
}
