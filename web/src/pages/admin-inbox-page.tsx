import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Alert, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { hasRole } from '#shared/roles.js';
import type { InboxItem } from '#shared/schemas/inbox.js';
import { DataTable } from '../components/data-table';
import { LoadError } from '../components/load-error';
import { Preloader } from '../components/preloader';
import { useInbox, type InboxView } from '../features/admin-inbox/inbox-api';
import { InboxDetail, StatusBadge } from '../features/admin-inbox/inbox-detail';
import { errorMessage } from '../lib/api-client';
import { formatDate } from '../lib/format';
import { useIsMobile } from '../lib/media';
import { useRole } from '../lib/session-storage';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// /admin/inbox, Virtual Assistance: the co-op's contact messages, insurance leads and members'
// deal reports (ADR 0096). New ones (every kind) first; an admin answers by email and the reply
// stays with the message (a report closes), and pauses a reported offer from the report.

const VIEWS: { value: InboxView; label: string }[] = [
  { value: 'new', label: 'Not answered' },
  { value: 'contact', label: 'Contact messages' },
  { value: 'lead', label: 'Insurance leads' },
  { value: 'report', label: 'Deal reports' },
];

export default function AdminInboxPage() {
  const [view, setView] = useState<InboxView>('new');
  const [open, setOpen] = useState<InboxItem | null>(null);
  const canReply = hasRole(useRole(), 'admin');
  // Four labels side by side need 560px: on a phone they stack, the width of the screen.
  const isMobile = useIsMobile();
  const inbox = useInbox(view);
  const items = inbox.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Stack gap="md">
      <Title order={1}>Virtual Assistance</Title>
      <SegmentedControl
        aria-label="Show"
        data={VIEWS}
        value={view}
        onChange={(v) => {
          setView(v as InboxView);
          setOpen(null);
        }}
        orientation={isMobile ? 'vertical' : 'horizontal'}
        fullWidth={isMobile}
        w={isMobile ? undefined : 'fit-content'}
      />
      {inbox.error ? (
        <LoadError
          title={COMMON_MESSAGES.errorTitle}
          message={errorMessage(inbox.error)}
          onRetry={() => void inbox.refetch()}
        />
      ) : !inbox.data ? (
        <Preloader />
      ) : items.length === 0 ? (
        <Alert color="blue">{view === 'new' ? 'Every message has been answered.' : 'Nothing here yet.'}</Alert>
      ) : (
        <>
          <DataTable
            label="Inbox"
            striped
            highlightOnHover
            minWidth={640}
            rows={items}
            rowKey={(i) => `${i.kind}:${i.id}`}
            columns={[
              { header: 'Received', cell: (i) => formatDate(i.createdAt) },
              {
                header: 'From',
                cell: (i) => (
                  <Text size="sm">
                    {i.fromName}
                    <br />
                    {i.email}
                  </Text>
                ),
              },
              { header: 'Subject', cell: (i) => i.subject },
              { header: 'Status', cell: (i) => <StatusBadge status={i.status} /> },
              {
                header: 'Open',
                cell: (i) => (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setOpen(i)}
                    aria-label={`Open ${i.subject} from ${i.fromName}`}
                  >
                    Open
                  </Button>
                ),
              },
            ]}
          />
          {inbox.hasNextPage ? (
            <Group>
              <Button variant="default" loading={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
                Show more
              </Button>
            </Group>
          ) : null}
        </>
      )}
      {open ? (
        <InboxDetail key={`${open.kind}:${open.id}`} item={open} canReply={canReply} onReplied={setOpen} />
      ) : null}
    </Stack>
  );
}
