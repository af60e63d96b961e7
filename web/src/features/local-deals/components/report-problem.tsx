import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { LIMITS } from '#shared/constants.js';
import { REPORT_REASON_KEYS, REPORT_REASONS, reportForm, type ReportReason } from '#shared/schemas/deal-reports.js';
import { REPORT_MESSAGES } from '#shared/schemas/deal-reports-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { FormAlert } from '#web/components/form-alert.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import { useReportDeal } from '../api/report-deal';
import type { OpenedDeal } from '../open-deal';

// The deal modal's "Report a problem" view (ADR 0096): what went wrong, in the member's words
// when it is something else, sent to the co-op's staff. The business learns the problem, not who.

interface ReportProblemProps {
  deal: OpenedDeal;
  onCancel: () => void;
  /** The server's thanks, shown by the modal once the report is in. */
  onSent: (message: string) => void;
}

export function ReportProblem({ deal, onCancel, onSent }: ReportProblemProps) {
  const report = useReportDeal();
  const schemaForm = useSchemaForm({
    schema: reportForm,
    // No choice made yet: the schema refuses the empty value with its message.
    initialValues: { reason: '' as ReportReason, message: '' },
    checksIn: 'field',
  });
  const { form } = schemaForm;
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action: (values) => report.mutateAsync({ deal: deal.dealdata, ...values }),
    failure: { title: COMMON_MESSAGES.warningTitle, tone: 'warning' },
    onSuccess: (answer) => onSent(answer.message),
  });
  const other = form.values.reason === 'other';

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Report a problem" data-testid="report-problem">
      <Stack gap="md">
        <Text>
          Tell {deal.businessName}'s cooperative what went wrong with {deal.value} at {deal.locationName}.
        </Text>
        <FormAlert notice={schemaForm.alert} />
        <Radio.Group label="What went wrong?" withAsterisk {...form.getInputProps('reason')}>
          <Stack gap="xs" mt="xs">
            {REPORT_REASON_KEYS.map((key) => (
              <Radio key={key} value={key} label={REPORT_REASONS[key]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={other ? 'What happened?' : 'What happened? (optional)'}
          withAsterisk={other}
          rows={4}
          maxLength={LIMITS.reportMessage}
          {...form.getInputProps('message')}
        />
        <Text size="sm" c="dimmed">
          {REPORT_MESSAGES.privacyNote}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Send report
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
