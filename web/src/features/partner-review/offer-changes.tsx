import '@mantine/core/styles/Card.css';
import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { timeLapseLabel } from '#shared/constants.js';
import type { ResponseOf } from '#shared/routes.js';
import { sendBackOfferChangeRequest } from '#shared/schemas/partner-offers.js';
import { OFFER_MESSAGES } from '#shared/schemas/partner-offers-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { DataTable } from '#web/components/data-table.js';
import { LoadError } from '#web/components/load-error.js';
import { errorMessage } from '#web/lib/api-client.js';
import { formatDollars } from '#web/lib/format.js';
import { DecisionForm } from './decision-form';
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

const ANSWERED = { approved: OFFER_MESSAGES.changeApproved, sentBack: OFFER_MESSAGES.changeSentBack };

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
        <DecisionForm
          label="Offer change decision"
          what="change"
          reasonSchema={sendBackOfferChangeRequest.pick({ reason: true })}
          canChange={canChange}
          approveLabel="Approve change"
          reasonRows={2}
          approve={() => approve.mutateAsync(ref)}
          approving={approve.isPending}
          sendBack={(reason) => sendBack.mutateAsync({ ...ref, reason })}
          answered={ANSWERED}
        />
      </Stack>
    </Card>
  );
}
