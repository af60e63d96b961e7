import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { reportRequest } from '#shared/schemas/admin-stats.js';
import { FormAlert } from '../components/form-alert';
import { LoadError } from '../components/load-error';
import { Preloader } from '../components/preloader';
import { ReportTables } from '../features/admin-stats/report-tables';
import { useRedemptionReport } from '../features/admin-stats/stats-api';
import { errorMessage } from '../lib/api-client';
import { useSchemaForm } from '../lib/forms/use-schema-form';
import { useSubmit } from '../lib/forms/use-submit';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// /admin/reports: the co-op members' redemptions and savings in a period, by business, deal and
// month, each downloadable as CSV. The last 90 days open first.

/** The date on the staff member's own calendar (the co-op's figures are by its own days). */
const day = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export default function AdminReportsPage() {
  const [period, setPeriod] = useState(() => {
    const to = new Date();
    // 89 days back on the calendar, not in hours: a DST change in the period does not shift it.
    const from = new Date(to);
    from.setDate(from.getDate() - 89);
    return { from: day(from), to: day(to) };
  });
  const report = useRedemptionReport(period);
  const schemaForm = useSchemaForm({
    schema: reportRequest,
    initialValues: { credentials: null, ...period },
    checksIn: 'field',
  });
  const { form } = schemaForm;
  const { onSubmit, pending } = useSubmit(schemaForm, { action: async ({ from, to }) => setPeriod({ from, to }) });

  return (
    <Stack gap="lg">
      <Title order={1}>Reports</Title>
      <form onSubmit={onSubmit} noValidate aria-label="Report period">
        <Stack gap="xs">
          <FormAlert notice={schemaForm.alert} />
          <Group align="flex-end" wrap="wrap">
            <TextInput type="date" label="From" {...form.getInputProps('from')} />
            <TextInput type="date" label="To" {...form.getInputProps('to')} />
            <Button type="submit" loading={pending || report.isFetching}>
              Show report
            </Button>
          </Group>
        </Stack>
      </form>
      {report.error ? (
        <LoadError
          title={COMMON_MESSAGES.errorTitle}
          message={errorMessage(report.error)}
          onRetry={() => void report.refetch()}
        />
      ) : report.data ? (
        <ReportTables report={report.data} />
      ) : (
        <Preloader />
      )}
    </Stack>
  );
}
