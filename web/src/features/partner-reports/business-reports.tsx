import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { BusinessReport } from '#shared/schemas/deal-reports.js';
import { REPORT_MESSAGES } from '#shared/schemas/deal-reports-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { DataTable } from '#web/components/data-table.js';
import { LoadError } from '#web/components/load-error.js';
import { errorMessage } from '#web/lib/api-client.js';
import { formatDate } from '#web/lib/format.js';
import { useBusinessReports } from './list-business-reports';

// My business: what members reported about this business's offers (ADR 0096), open until the
// co-op's staff have answered the member, then closed. The member who reported is never named.

export function BusinessReports({ bpId, businessName }: { bpId: string; businessName: string }) {
  const reports = useBusinessReports(bpId);
  const rows = reports.data?.pages.flatMap((p) => p.reports) ?? [];
  return (
    <Stack gap="sm" component="section" aria-label={`Reports about ${businessName}`} data-testid="business-reports">
      <Title order={3} size="h4">
        Reports from members
      </Title>
      {reports.error ? (
        <LoadError
          inline
          title={COMMON_MESSAGES.errorTitle}
          message={errorMessage(reports.error)}
          onRetry={() => void reports.refetch()}
        />
      ) : !reports.data ? (
        <Text size="sm">Loading reports…</Text>
      ) : rows.length === 0 ? (
        <Alert color="blue">{REPORT_MESSAGES.noReports}</Alert>
      ) : (
        <>
          <DataTable
            label={`Reports about ${businessName}`}
            striped
            rows={rows}
            rowKey={(r) => r.id}
            columns={[
              { header: 'Received', cell: (r) => formatDate(r.createdAt) },
              { header: 'Offer', cell: (r) => r.offerValue },
              { header: 'Location', cell: (r) => r.locationName },
              { header: 'Problem', cell: (r) => r.reasonText },
              { header: 'Message', cell: (r) => r.message || '—' },
              { header: 'Status', cell: (r) => <ReportStatus report={r} /> },
            ]}
          />
          {reports.hasNextPage ? (
            <Group>
              <Button
                variant="default"
                loading={reports.isFetchingNextPage}
                onClick={() => void reports.fetchNextPage()}
              >
                Show more
              </Button>
            </Group>
          ) : null}
        </>
      )}
    </Stack>
  );
}

function ReportStatus({ report }: { report: BusinessReport }) {
  return report.status === 'open' ? (
    <Badge color="orange" variant="dot">
      Open
    </Badge>
  ) : (
    <Badge color="green" variant="dot">
      Closed{report.closedAt ? ` ${formatDate(report.closedAt)}` : ''}
    </Badge>
  );
}
