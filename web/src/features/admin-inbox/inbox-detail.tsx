import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import { Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { LIMITS } from '#shared/constants.js';
import { replyInboxRequest, type InboxItem } from '#shared/schemas/inbox.js';
import { DataTable } from '#web/components/data-table.js';
import { FormAlert } from '#web/components/form-alert.js';
import { formatDate } from '#web/lib/format.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import { useReply } from './inbox-api';
import { ReportedOffer } from './reported-offer';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

const replyForm = replyInboxRequest.pick({ text: true });

/** One message or lead: what the sender wrote, the replies so far and, for admins, the reply form. */
export function InboxDetail({
  item,
  canReply,
  onReplied,
}: {
  item: InboxItem;
  canReply: boolean;
  onReplied: (item: InboxItem) => void;
}) {
  const reply = useReply();
  const schemaForm = useSchemaForm({ schema: replyForm, initialValues: { text: '' }, checksIn: 'field' });
  const { form } = schemaForm;
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action: ({ text }) => reply.mutateAsync({ kind: item.kind, id: item.id, text }),
    failure: { title: COMMON_MESSAGES.warningTitle, tone: 'warning' },
    notify: (answer) => ({ title: 'Reply sent', message: answer.message }),
    onSuccess: (answer) => {
      form.reset();
      onReplied(answer.item);
    },
  });

  return (
    <Card withBorder padding="lg" component="section" aria-label={`${item.subject} from ${item.fromName}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3">
            {item.subject}
          </Title>
          <StatusBadge status={item.status} />
        </Group>
        <Text size="sm">
          From {item.fromName} &lt;{item.email}&gt;, received {formatDate(item.createdAt)}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{item.message || 'No message.'}</Text>
        {item.details.length ? (
          <DataTable
            label={item.kind === 'report' ? 'Deal report' : 'Quote request'}
            rows={item.details}
            rowKey={([k]) => k}
            columns={[
              { header: 'Field', cell: ([k]) => k },
              { header: 'Answer', cell: ([, v]) => v },
            ]}
          />
        ) : null}
        {item.report ? <ReportedOffer report={item.report} canPause={canReply} /> : null}
        {item.replies.map((r, i) => (
          <Card key={i} component="article" withBorder padding="sm" bg="gray.0" aria-label={`Reply by ${r.by}`}>
            <Text size="sm" fw={600}>
              Reply by {r.by} to {r.to}, {formatDate(r.at)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {r.text}
            </Text>
          </Card>
        ))}
        {canReply ? (
          <form onSubmit={onSubmit} noValidate aria-label="Reply">
            <Stack gap="xs">
              <FormAlert notice={schemaForm.alert} />
              <Textarea
                label={`Reply to ${item.email}`}
                rows={5}
                maxLength={LIMITS.inboxReply}
                {...form.getInputProps('text')}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={pending}>
                  Send reply
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Text size="sm" c="dimmed">
            Back-office staff can read the inbox; an administrator answers.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

export function StatusBadge({ status }: { status: InboxItem['status'] }) {
  return (
    <Badge color={status === 'new' ? 'orange' : 'green'} variant="dot">
      {status === 'new' ? 'New' : 'Answered'}
    </Badge>
  );
}
