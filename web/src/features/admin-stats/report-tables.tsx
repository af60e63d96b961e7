import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { RedemptionReport } from '#shared/schemas/admin-stats.js';
import { DataTable, type DataColumn } from '#web/components/data-table.js';
import { formatDollars } from '#web/lib/format.js';
import { saveCsv } from '#web/lib/save-file.js';

// The redemption report's three views, each with its CSV download (the rows as shown; savings in
// dollars with two decimals, so the rows of any file add up to the report's totals).

type Row = { redemptions: number; savings: number };

interface Section<R extends Row> {
  title: string;
  file: string;
  rows: R[];
  columns: { header: string; value: (r: R) => string }[];
  rowKey: (r: R) => string;
}

export function ReportTables({ report }: { report: RedemptionReport }) {
  const period = `${report.from}-to-${report.to}`;
  return (
    <Stack gap="xl">
      <Text fw={600} aria-live="polite">
        {report.totals.redemptions.toLocaleString('en-US')} redemptions, {formatDollars(report.totals.savings)}{' '}
        estimated member savings from {report.from} to {report.to}.
      </Text>
      <ReportSection
        title="By business"
        file={`redemptions-by-business-${period}.csv`}
        rows={report.byBusiness}
        rowKey={(r) => r.bpId}
        columns={[{ header: 'Business', value: (r) => r.businessName }, ...FIGURES]}
      />
      <ReportSection
        title="By deal"
        file={`redemptions-by-deal-${period}.csv`}
        rows={report.byDeal}
        rowKey={(r) => `${r.bpId}#${r.dealId}`}
        columns={[
          { header: 'Business', value: (r) => r.businessName },
          { header: 'Deal', value: (r) => r.deal },
          ...FIGURES,
        ]}
      />
      <ReportSection
        title="By month"
        file={`redemptions-by-month-${period}.csv`}
        rows={report.byMonth}
        rowKey={(r) => r.month}
        columns={[{ header: 'Month', value: (r) => r.month }, ...FIGURES]}
      />
    </Stack>
  );
}

const FIGURES: { header: string; value: (r: Row) => string }[] = [
  { header: 'Redemptions', value: (r) => String(r.redemptions) },
  { header: 'Member savings', value: (r) => r.savings.toFixed(2) },
];

function ReportSection<R extends Row>({ title, file, rows, columns, rowKey }: Section<R>) {
  const download = () =>
    saveCsv(
      file,
      columns.map((c) => c.header),
      rows.map((r) => columns.map((c) => c.value(r))),
    );
  const shown: DataColumn<R>[] = columns.map((c) => ({
    header: c.header,
    cell: (r: R) => (c.header === 'Member savings' ? formatDollars(r.savings) : c.value(r)),
  }));
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Group justify="space-between">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Button variant="light" size="xs" onClick={download} disabled={!rows.length}>
          Download CSV
        </Button>
      </Group>
      {rows.length ? (
        <DataTable
          label={`Redemptions ${title.toLowerCase()}`}
          striped
          rows={rows}
          rowKey={rowKey}
          columns={shown}
          minWidth={480}
        />
      ) : (
        <Text c="dimmed">No redemptions in this period.</Text>
      )}
    </Stack>
  );
}
