import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Badge.css';
import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Pagination,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { fill } from '#shared/constants.js';
import type { ImportResult, ImportRowInput } from '#shared/schemas/admin-members.js';
import { DataTable } from '#web/components/data-table.js';
import { errorMessage } from '#web/lib/api-client.js';
import { importChunk, useRefreshMembers } from './api/members-api';
import { chunkRows, parseMembersCsv } from './utils/member-csv';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

/** A row of the report: the server's answer beside the address the file gave. */
interface ReportRow {
  row: number;
  email: string;
  result: ImportResult;
  reason?: string;
}

const RESULT_LABEL: Record<ImportResult, string> = {
  created: 'Created',
  duplicate: 'Skipped (duplicate)',
  rejected: 'Rejected',
};
const RESULT_COLOR: Record<ImportResult, string> = { created: 'green', duplicate: 'yellow', rejected: 'red' };
const PAGE = 50;

/**
 * Import members from a CSV file (first name, last name, email, ZIP): read in the browser,
 * sent in chunks one after another with a progress bar, then a report of every row (created and
 * invited by email, skipped as a duplicate, or rejected with the reason) with the totals.
 */
export function MemberImport() {
  const refresh = useRefreshMembers();
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<ImportRowInput[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [report, setReport] = useState<ReportRow[] | null>(null);
  const [running, setRunning] = useState(false);
  const [filter, setFilter] = useState<'all' | ImportResult>('all');
  const [page, setPage] = useState(1);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setRows(null);
    setProblem(null);
    setReport(null);
    setProgress(null);
    if (!chosen) return;
    const parsed = parseMembersCsv(await chosen.text());
    if ('error' in parsed) setProblem(parsed.error);
    else setRows(parsed.rows);
  };

  const run = async () => {
    if (!rows || running) return;
    setRunning(true);
    setProblem(null);
    setFilter('all');
    setPage(1);
    const chunks = chunkRows(rows);
    const emails = new Map(rows.map((r) => [r.row, r.email ?? '']));
    const done: ReportRow[] = [];
    setProgress({ done: 0, total: rows.length });
    setReport([]);
    try {
      for (const chunk of chunks) {
        const answer = await importChunk(chunk);
        done.push(...answer.rows.map((r) => ({ ...r, email: emails.get(r.row) ?? '' })));
        setProgress({ done: done.length, total: rows.length });
        setReport([...done]);
      }
    } catch (error) {
      setProblem(
        `${errorMessage(error)} ${done.length} of ${rows.length} rows were checked; import the file again to finish (rows already created are then skipped as duplicates).`,
      );
    } finally {
      setRunning(false);
      void refresh();
    }
  };

  const totals = report
    ? {
        created: report.filter((r) => r.result === 'created').length,
        duplicate: report.filter((r) => r.result === 'duplicate').length,
        rejected: report.filter((r) => r.result === 'rejected').length,
      }
    : null;
  const shown = report ? (filter === 'all' ? report : report.filter((r) => r.result === filter)) : [];
  const pages = Math.max(1, Math.ceil(shown.length / PAGE));

  return (
    <Stack gap="sm" data-testid="member-import">
      <Title order={2} size="h3">
        Import members
      </Title>
      <Text size="sm" c="dimmed">
        A CSV file with a header row naming the columns first name, last name, email and ZIP. Each new member gets an
        email with a link to set their password.
      </Text>
      <Group align="flex-end" gap="sm">
        <FileInput
          label="Members CSV file"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          value={file}
          onChange={(f) => void choose(f)}
          clearable
          disabled={running}
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button onClick={() => void run()} disabled={!rows || running} loading={running}>
          Import {rows ? `${rows.length} rows` : ''}
        </Button>
      </Group>
      {problem ? (
        <Alert color="red" title={COMMON_MESSAGES.errorTitle} role="alert">
          {problem}
        </Alert>
      ) : null}
      {progress ? (
        <Stack gap={4}>
          <Progress
            value={(progress.done / progress.total) * 100}
            size="lg"
            aria-label="Import progress"
            animated={running}
          />
          {/* Each outcome counted (created, skipped, rejected): a total alone hides the rows not created. */}
          <Text size="sm" role="status" aria-live="polite" data-testid="import-totals">
            {running || !totals
              ? `Importing… ${progress.done} of ${progress.total} rows`
              : fill(ADMIN_MESSAGES.importSummary, {
                  done: String(progress.done),
                  total: String(progress.total),
                  created: String(totals.created),
                  duplicates: String(totals.duplicate),
                  rejected: String(totals.rejected),
                })}
          </Text>
        </Stack>
      ) : null}
      {report && totals && !running ? (
        <Stack gap="xs" data-testid="import-report">
          <SegmentedControl
            value={filter}
            onChange={(v) => {
              setFilter(v as typeof filter);
              setPage(1);
            }}
            data={[
              { value: 'all', label: `All (${report.length})` },
              { value: 'created', label: `Created (${totals.created})` },
              { value: 'duplicate', label: `Duplicates (${totals.duplicate})` },
              { value: 'rejected', label: `Rejected (${totals.rejected})` },
            ]}
          />
          <DataTable
            label="Import report"
            striped
            minWidth={560}
            rows={shown.slice((page - 1) * PAGE, page * PAGE)}
            rowKey={(r) => String(r.row)}
            columns={[
              { header: 'Row', cell: (r) => r.row },
              { header: 'Email', cell: (r) => r.email },
              {
                header: 'Result',
                cell: (r) => (
                  // The whole label, wrapped in a narrow column rather than cut ("SKIPPED (DUP...").
                  <Badge
                    color={RESULT_COLOR[r.result]}
                    variant="dot"
                    tt="none"
                    h="auto"
                    maw="none"
                    styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
                  >
                    {RESULT_LABEL[r.result]}
                  </Badge>
                ),
              },
              { header: 'Reason', cell: (r) => r.reason ?? '' },
            ]}
          />
          {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} aria-label="Report pages" /> : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
