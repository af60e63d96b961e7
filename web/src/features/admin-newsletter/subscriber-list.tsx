import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '#web/components/data-table.js';
import { LoadError } from '#web/components/load-error.js';
import { PageLoader } from '#web/components/preloader.js';
import { errorMessage } from '#web/lib/api-client.js';
import { formatDate } from '#web/lib/format.js';
import { saveCsv } from '#web/lib/save-file.js';
import { allSubscribers, useRemoveSubscriber, useSubscribers } from './api/subscribers-api';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

/**
 * The co-op's newsletter list (the b2b shell's subscribe box): addresses with their status, 100
 * a page; Download CSV reads every page; admins take an address off after a confirmation.
 */
export function SubscriberList({ canRemove }: { canRemove: boolean }) {
  // The cursor of each page opened so far: the last one is the page shown.
  const [pages, setPages] = useState<(string | null)[]>([null]);
  const list = useSubscribers(pages.at(-1) ?? null);
  const remove = useRemoveSubscriber();
  const [asking, setAsking] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    setAnswer(null);
    try {
      const rows = await allSubscribers();
      saveCsv(
        'newsletter-subscribers.csv',
        ['Email', 'Status', 'Subscribed', 'Confirmed'],
        rows.map((s) => [s.email, s.status, s.createdAt, s.confirmedAt ?? '']),
      );
    } catch (error) {
      setAnswer({ ok: false, message: errorMessage(error) });
    } finally {
      setDownloading(false);
    }
  };
  const confirmRemove = (email: string) =>
    remove.mutate(email, {
      onSuccess: (r) => setAnswer({ ok: true, message: `${email}: ${r.message}` }),
      onError: (e) => setAnswer({ ok: false, message: errorMessage(e) }),
      onSettled: () => setAsking(null),
    });

  const data = list.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3">
          Newsletter subscribers
        </Title>
        <Button
          variant="default"
          onClick={() => void download()}
          loading={downloading}
          disabled={!data?.subscribers.length}
        >
          Download CSV
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Addresses from the subscribe box of the business pages. Pending ones have not confirmed from the emailed link
        yet.
      </Text>
      {answer ? (
        <Alert
          role="status"
          color={answer.ok ? 'green' : 'red'}
          withCloseButton
          onClose={() => setAnswer(null)}
          closeButtonLabel="Dismiss"
        >
          {answer.message}
        </Alert>
      ) : null}
      {list.error ? (
        <LoadError
          inline
          title={COMMON_MESSAGES.errorTitle}
          message={errorMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : !data ? (
        <PageLoader />
      ) : data.subscribers.length === 0 ? (
        <Alert color="blue">No one has subscribed to your newsletter yet.</Alert>
      ) : (
        <DataTable
          label="Newsletter subscribers"
          striped
          minWidth={560}
          rows={data.subscribers}
          rowKey={(s) => s.email}
          columns={[
            { header: 'Email', cell: (s) => s.email },
            {
              header: 'Status',
              cell: (s) => (
                <Badge color={s.status === 'confirmed' ? 'green' : 'yellow'} variant="dot">
                  {s.status === 'confirmed' ? 'Confirmed' : 'Pending'}
                </Badge>
              ),
            },
            { header: 'Subscribed', cell: (s) => formatDate(s.createdAt) },
            { header: 'Confirmed', cell: (s) => (s.confirmedAt ? formatDate(s.confirmedAt) : '—') },
            ...(canRemove
              ? [
                  {
                    header: 'Remove',
                    cell: (s: (typeof data.subscribers)[number]) =>
                      asking === s.email ? (
                        <Group gap={4} wrap="nowrap">
                          <Button
                            size="compact-sm"
                            color="red"
                            loading={remove.isPending}
                            onClick={() => confirmRemove(s.email)}
                            aria-label={`Confirm taking ${s.email} off the list`}
                          >
                            Take off
                          </Button>
                          <Button size="compact-sm" variant="default" onClick={() => setAsking(null)}>
                            Cancel
                          </Button>
                        </Group>
                      ) : (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          onClick={() => setAsking(s.email)}
                          aria-label={`Remove ${s.email}`}
                        >
                          Remove
                        </Button>
                      ),
                  },
                ]
              : []),
          ]}
        />
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Subscribers page {pages.length}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            disabled={pages.length === 1}
            onClick={() => setPages((p) => p.slice(0, -1))}
            aria-label="Previous page of subscribers"
          >
            Previous
          </Button>
          <Button
            variant="default"
            disabled={!data?.next || list.isFetching}
            onClick={() => data?.next && setPages((p) => [...p, data.next])}
            aria-label="Next page of subscribers"
          >
            Next
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
