import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { LIMITS } from '#shared/constants.js';
import { listMembersRequest, type MemberRow } from '#shared/schemas/admin-members.js';
import { DataTable } from '#web/components/data-table.js';
import { FormAlert } from '#web/components/form-alert.js';
import { LoadError } from '#web/components/load-error.js';
import { PageLoader } from '#web/components/preloader.js';
import { errorMessage } from '#web/lib/api-client.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useMemberSearch } from './api/members-api';
import { formatDate, STATUS_COLOR, STATUS_LABEL } from './utils/member-text';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

const searchForm = listMembersRequest.pick({ query: true });

/**
 * The co-op's members: one box (a last name or its beginning, "Lee, Ann", an email, or a ZIP code), a page of
 * 25 with Next and Previous; a member's name opens their detail. `below` (the page's other sections)
 * and the pager come in once the first list has: drawn under the loader, they moved by the
 * difference between the loader's height and the list's (a layout shift on every load).
 */
export function MemberSearch({ onOpen, below }: { onOpen: (member: MemberRow) => void; below?: ReactNode }) {
  const [query, setQuery] = useState('');
  // The cursor of each page opened so far: the last one is the page shown.
  const [pages, setPages] = useState<(string | null)[]>([null]);
  const search = useMemberSearch(query, pages.at(-1) ?? null);
  const { form, alert, handleSubmit } = useSchemaForm({ schema: searchForm, initialValues: { query: '' } });
  const onSubmit = handleSubmit((values) => {
    setQuery(values.query);
    setPages([null]);
  });

  const data = search.data;
  // Once shown, they stay while a later page or search loads.
  const [listed, setListed] = useState(false);
  if (!listed && (data || search.error)) setListed(true);
  return (
    <Stack gap="sm">
      <form onSubmit={onSubmit} noValidate role="search" aria-label="Member search">
        <FormAlert notice={alert} />
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Search members"
            description="A last name or its beginning (Lee, or Lee, Ann), an email or a ZIP code"
            maxLength={LIMITS.memberSearch}
            style={{ flex: 1, minWidth: 220 }}
            {...form.getInputProps('query')}
          />
          <Button type="submit">Search</Button>
        </Group>
      </form>
      {search.error ? (
        <LoadError
          inline
          title={COMMON_MESSAGES.errorTitle}
          message={errorMessage(search.error)}
          onRetry={() => void search.refetch()}
        />
      ) : !data ? (
        <PageLoader />
      ) : data.members.length === 0 ? (
        <Alert color="blue">{query ? 'No member matches this search.' : 'Your cooperative has no members yet.'}</Alert>
      ) : (
        <DataTable
          label="Members"
          striped
          highlightOnHover
          minWidth={640}
          rows={data.members}
          rowKey={(m) => m.memberId}
          columns={[
            {
              header: 'Name',
              cell: (m) => (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  px={0}
                  onClick={() => onOpen(m)}
                  aria-label={`Open ${m.lastName}, ${m.firstName}`}
                >
                  {m.lastName}, {m.firstName}
                </Button>
              ),
            },
            {
              header: 'Email',
              // Whole at every width: a long address breaks anywhere rather than run under the next column.
              cell: (m) => (
                <Text span inherit style={{ overflowWrap: 'anywhere' }} data-testid="member-email">
                  {m.email}
                </Text>
              ),
            },
            { header: 'ZIP', cell: (m) => m.zip },
            {
              header: 'Status',
              cell: (m) => (
                <Badge color={STATUS_COLOR[m.status]} variant="dot">
                  {STATUS_LABEL[m.status]}
                </Badge>
              ),
            },
            { header: 'Signed up', cell: (m) => formatDate(m.signupDate) },
          ]}
        />
      )}
      {listed && (
        <>
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
                disabled={!data?.next || search.isFetching}
                onClick={() => data?.next && setPages((p) => [...p, data.next])}
              >
                Next
              </Button>
            </Group>
          </Group>
          {below}
        </>
      )}
    </Stack>
  );
}
