import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type * as z from 'zod';
import { LIMITS } from '#shared/constants.js';
import { FormAlert } from '#web/components/form-alert.js';
import { errorMessage } from '#web/lib/api-client.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';

type Answer = { message?: string };

/**
 * Staff's decision on what a partner sent (a business, or a change to a live offer): approve, or
 * send back with a reason the owner is mailed. Back-office staff (read only) see it disabled with
 * the note saying who decides; the server refuses them too.
 */
export function DecisionForm({
  label,
  what,
  reasonSchema,
  canChange,
  approveLabel,
  reasonRows,
  approve,
  approving,
  sendBack,
  answered,
}: {
  /** The form's accessible name. */
  label: string;
  /** What is decided, in the note and the reason's label: "business", "change". */
  what: string;
  reasonSchema: z.ZodObject<{ reason: z.ZodString }>;
  canChange: boolean;
  approveLabel: string;
  reasonRows: number;
  approve: () => Promise<Answer>;
  approving: boolean;
  sendBack: (reason: string) => Promise<Answer>;
  /** After either decision: its notification's message when the answer has none, and what follows. */
  answered: { approved: string; sentBack: string; onDone?: () => void };
}) {
  const backForm = useSchemaForm({ schema: reasonSchema, initialValues: { reason: '' } });
  const { onSubmit, pending } = useSubmit(backForm, {
    action: ({ reason }) => sendBack(reason),
    notify: (answer) => ({ title: 'Sent back', message: answer.message ?? answered.sentBack }),
    onSuccess: answered.onDone,
  });
  const onApprove = async () => {
    try {
      const answer = await approve();
      notifications.show({ color: 'green', title: 'Approved', message: answer.message ?? answered.approved });
      answered.onDone?.();
    } catch (error) {
      backForm.setAlert({ tone: 'error', message: errorMessage(error) });
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="sm">
        <FormAlert notice={backForm.alert} />
        {canChange ? null : (
          <Text size="sm" c="dimmed">
            Only your cooperative&apos;s administrators can approve a {what} or send it back.
          </Text>
        )}
        <Textarea
          disabled={!canChange}
          label={`Reason (to send the ${what} back)`}
          maxLength={LIMITS.rejectReason}
          rows={reasonRows}
          {...backForm.form.getInputProps('reason')}
        />
        <Group>
          <Button onClick={onApprove} loading={approving} color="green" disabled={!canChange}>
            {approveLabel}
          </Button>
          <Button type="submit" variant="outline" color="red" loading={pending} disabled={!canChange}>
            Send back
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
