import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { listActivityRequest } from '#shared/schemas/admin-activity.js';
import { ACTIVITY_MESSAGES } from '#shared/schemas/activity-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { DataTable } from '#web/components/data-table.js';
import { FormAlert } from '#web/components/form-alert.js';
import { LoadError } from '#web/components/load-error.js';
import { PageLoader } from '#web/components/preloader.js';
import { errorMessage } from '#web/lib/api-client.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { saveCsv } from '#web/lib/save-file.js';
import { useRole } from '#web/lib/session-storage.js';
import type { ActivityEntry } from '#shared/schemas/admin-activity.js';
import { allActivity, CSV_MAX_PAGES, useActivity, type ActivityFilters } from './api/activity-api';
import { changeLines, CSV_FIELDS, csvRow, formatTime } from './utils/activity-text';

const NO_FILTERS: ActivityFilters = { person: '', target: '', from: '', to: '', everyCoop: false };

/**
 * The co-op's audit trail, newest first: filters (a person by member id or email, a target id,
 * a date range in UTC days), a page of 50 with Next and Previous, and every row of the filters as
 * a CSV (through the one CSV writer, which disarms formulas). The network admin may widen it to
 * every co-op, each row then naming its co-op.
 */
export function ActivityList() {
  const network = useRole() === 'network';
  const [filters, setFilters] = useState<ActivityFilters>(NO_FILTERS);
  // The cursor of each page opened so far: the last one is the page shown.
  const [pages, setPages] = useState<(string | null)[]>([null]);
  const activity = useActivity(filters, pages.at(-1) ?? null);
  const { form, alert, handleSubmit } = useSchemaForm({
    schema: listActivityRequest,
    initialValues: { credentials: null, ...NO_FILTERS },
    checksIn: 'field',
  });
  const onSubmit = handleSubmit((values) => {
    setFilters({
      person: values.person,
      target: values.target,
      from: values.from ?? '',
      to: values.to ?? '',
      everyCoop: network && values.everyCoop,
    });
    setPages([null]);
  });
  const [exporting, setExporting] = useState(false);
  const [exportNote, setExportNote] = useState<string | null>(null);
  const exportCsv = async () => {
    setExporting(true);
    setExportNote(null);
    try {
      const { entries, complete } = await allActivity(filters);
      saveCsv('activity.csv', CSV_FIELDS, entries.map(csvRow));
      if (!complete)
        setExportNote(
          `The file holds the newest ${entries.length} rows (${CSV_MAX_PAGES} pages): narrow the dates for the rest.`,
        );
    } catch (error) {
      setExportNote(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  const data = activity.data;
  return (
    <Stack gap="sm">
      <form onSubmit={onSubmit} noValidate role="search" aria-label="Activity filters">
        <Stack gap="xs">
          <FormAlert notice={alert} />
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Person"
              description="Member id or email of the staff member"
              style={{ flex: 1, minWidth: 200 }}
              {...form.getInputProps('person')}
            />
            <TextInput
              label="Target"
              description="Id of a member, business, deal or co-op"
              style={{ flex: 1, minWidth: 200 }}
              {...form.getInputProps('target')}
            />
            <TextInput type="date" label="From" {...form.getInputProps('from')} />
            <TextInput type="date" label="To" {...form.getInputProps('to')} />
            {network ? (
              <Checkbox label="Every co-op" {...form.getInputProps('everyCoop', { type: 'checkbox' })} />
            ) : null}
            <Button type="submit">Show</Button>
          </Group>
        </Stack>
      </form>
      {activity.error ? (
        <LoadError
          inline
          title={COMMON_MESSAGES.errorTitle}
          message={errorMessage(activity.error)}
          onRetry={() => void activity.refetch()}
        />
      ) : !data ? (
        <PageLoader />
      ) : data.entries.length === 0 ? (
        <Alert color="blue">{ACTIVITY_MESSAGES.noActivity}</Alert>
      ) : (
        <DataTable
          label="Activity"
          striped
          minWidth={760}
          rows={data.entries}
          rowKey={(e) => e.auditId}
          columns={[
            { header: 'Time', cell: (e) => formatTime(e.at) },
            ...(filters.everyCoop ? [{ header: 'Co-op', cell: (e: ActivityEntry) => e.plid }] : []),
            {
              header: 'Who',
              cell: (e) => (
                <Text span inherit style={{ overflowWrap: 'anywhere' }}>
                  {e.actorId} ({e.actorRole})
                </Text>
              ),
            },
            { header: 'Action', cell: (e) => e.route },
            {
              header: 'Targets',
              cell: (e) => (
                <Text span inherit style={{ overflowWrap: 'anywhere' }}>
                  {e.targets.join(', ')}
                </Text>
              ),
            },
            {
              header: 'Changes',
              cell: (e) => (
                <Stack gap={0}>
                  {changeLines(e).map((line) => (
                    <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {line}
                    </Text>
                  ))}
                </Stack>
              ),
            },
            { header: 'Address', cell: (e) => e.ip },
          ]}
        />
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Page {pages.length}
        </Text>
        <Group gap="xs">
          <Button variant="default" disabled={pages.length === 1} onClick={() => setPages((p) => p.slice(0, -1))}>
            Previous
          </Button>
          <Button
            variant="default"
            disabled={!data?.next}
            onClick={() => data?.next && setPages((p) => [...p, data.next])}
          >
            Next
          </Button>
          <Button variant="light" onClick={() => void exportCsv()} loading={exporting} disabled={!data?.entries.length}>
            Download CSV
          </Button>
        </Group>
      </Group>
      {exportNote ? (
        <Text size="sm" role="status">
          {exportNote}
        </Text>
      ) : null}
    </Stack>
  );
}
