import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { fill } from '#shared/constants.js';
import { importRow } from '#shared/schemas/admin-members.js';
import { FormAlert } from '#web/components/form-alert.js';
import { NameEmailFields } from '#web/components/name-email-fields.js';
import { ZipField } from '#web/components/zip-field.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import { notice } from '#web/lib/notice.js';
import { importChunk, useRefreshMembers } from './api/members-api';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';

/**
 * Invite one member (name, email, ZIP) without building a CSV file: the import's one-row case,
 * sent through the same route, so the same checks, duplicate rule, limits and invitation email
 * apply. The answer for the row says what happened.
 */
export function MemberInvite() {
  const refresh = useRefreshMembers();
  const schemaForm = useSchemaForm({
    schema: importRow,
    initialValues: { firstName: '', lastName: '', email: '', zip: '' },
  });
  const { form, alert, setAlert } = schemaForm;
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action: (values) => importChunk([{ row: 1, ...values }]),
    onSuccess: async (answer, values) => {
      const report = answer.rows[0];
      if (report?.result === 'created') {
        setAlert(
          notice(report.reason ?? fill(ADMIN_MESSAGES.memberInvited, { email: values.email }), undefined, 'success'),
        );
        form.reset();
        await refresh();
      } else {
        setAlert(notice(report?.reason ?? ADMIN_MESSAGES.importDuplicate, undefined, 'warning'));
      }
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Invite a member">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Invite a member
        </Title>
        <Text size="sm">We email them a link to set their password, as for a member imported from a file.</Text>
        <FormAlert notice={alert} />
        <NameEmailFields form={form} />
        <ZipField inputProps={form.getInputProps('zip')} />
        <Group>
          <Button type="submit" loading={pending}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
