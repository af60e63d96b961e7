import '@mantine/core/styles/Card.css';
import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LIMITS, timeLapseLabel } from '#shared/constants.js';
import type { ResponseOf } from '#shared/routes.js';
import { sendBackOfferChangeRequest } from '#shared/schemas/partner-offers.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { DataTable } from '#web/components/data-table.js';
import { FormAlert } from '#web/components/form-alert.js';
import { LoadError } from '#web/components/load-error.js';
import { errorMessage } from '#web/lib/api-client.js';
import { formatDollars } from '#web/lib/format.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import { useOfferChangeDecision, useOfferChanges } from './review-api';

// Owners' changes to live offers, as staff review them (ADR 0095): each field before (what members
// see now) and after, the changed ones marked; approve makes the change live, send back keeps the
// live offer and mails the owner the reason. Back-office staff see it all with the decision disabled.

type Change = ResponseOf<'admin/listofferchanges'>['changes'][number];
type Terms = Change['before'];

const categoriesText = (t: Terms) =>
  t.categories.map((c) => `${c.category}: ${c.subcategories.join(', ')}`).join('; ') || 'None';
const FIELDS: { label: string; text: (t: Terms) => string }[] = [
  { label: 'Display value', text: (t) => t.value },
  { label: 'Estimated dollar value', text: (t) => formatDollars(t.dollarValue) },
  { label: 'Full description', text: (t) => t.description },
  { label: 'Frequency', text: (t) => String(t.frequency) },
  { label: 'Time lapse', text: (t) => timeLapseLabel(t.timeLapse) ?? `every ${t.timeLapse} days` },
  { label: 'Special instructions', text: (t) => t.stubCopy || 'None' },
  { label: 'Categories', text: categoriesText },
];

export function OfferChanges({ canChange }: { canChange: boolean }) {
  const changes = useOfferChanges();
  if (changes.error)
    return (
      <LoadError
        inline
        title={COMMON_MESSAGES.errorTitle}
        message={errorMessage(changes.error)}
        onRetry={() => void changes.refetch()}
      />
    );
  if (!changes.data) return null;
  return (
    <Stack gap="md">
      <Title order={2}>Offer changes waiting for approval</Title>
      {changes.data.changes.length === 0 ? (
        <Alert color="blue">No offer change is waiting for review.</Alert>
      ) : (
        changes.data.changes.map((c) => <ChangeCard key={c.changeId} change={c} canChange={canChange} />)
      )}
    </Stack>
  );
}

function ChangeCard({ change, canChange }: { change: Change; canChange: boolean }) {
  const { approve, sendBack } = useOfferChangeDecision();
  const ref = { bpId: change.bpId, dealId: change.dealId, changeId: change.changeId };
  const backForm = useSchemaForm({
    schema: sendBackOfferChangeRequest.pick({ reason: true }),
    initialValues: { reason: '' },
  });
  const { onSubmit, pending } = useSubmit(backForm, {
    action: ({ reason }) => sendBack.mutateAsync({ ...ref, reason }),
    notify: (answer) => ({ title: 'Sent back', message: answer.message }),
  });
  const onApprove = async () => {
    try {
      const answer = await approve.mutateAsync(ref);
      notifications.show({ color: 'green', title: 'Approved', message: answer.message });
    } catch (error) {
      backForm.setAlert({ tone: 'error', message: errorMessage(error) });
    }
  };
  const rows = FIELDS.map((f) => ({
    label: f.label,
    before: f.text(change.before),
    after: f.text(change.after),
  }));
  return (
    <Card withBorder padding="md" component="article" aria-label={`Change to ${change.before.value}`}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {change.businessName}: {change.before.value}
        </Title>
        <Text size="sm">
          Sent by {change.submittedBy.name} ({change.submittedBy.email}) on{' '}
          {new Date(change.submittedAt).toLocaleDateString('en-US')}
        </Text>
        <DataTable
          label="Before and after"
          rows={rows}
          rowKey={(r) => r.label}
          columns={[
            { header: 'Field', cell: (r) => r.label },
            { header: 'Now (members see)', cell: (r) => r.before },
            {
              header: 'After the change',
              cell: (r) => (r.after === r.before ? r.after : <Text fw={700}>{r.after} (changed)</Text>),
            },
          ]}
        />
        <form onSubmit={onSubmit} noValidate aria-label="Offer change decision">
          <Stack gap="sm">
            <FormAlert notice={backForm.alert} />
            {canChange ? null : (
              <Text size="sm" c="dimmed">
                Only your cooperative&apos;s administrators can approve a change or send it back.
              </Text>
            )}
            <Textarea
              disabled={!canChange}
              label="Reason (to send the change back)"
              maxLength={LIMITS.rejectReason}
              rows={2}
              {...backForm.form.getInputProps('reason')}
            />
            <Group>
              <Button onClick={onApprove} loading={approve.isPending} color="green" disabled={!canChange}>
                Approve change
              </Button>
              <Button type="submit" variant="outline" color="red" loading={pending} disabled={!canChange}>
                Send back
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
