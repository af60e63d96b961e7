import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { LIMITS } from '#shared/constants.js';
import { FormAlert } from '#web/components/form-alert.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import { notice } from '#web/lib/notice.js';
import { readItem } from '#web/lib/session-storage.js';
import { useSendContactMessage } from './api/send-contact-message';
import { CONTACT_TITLES, contactForm, emptyContact } from './utils/contact-form';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { CONTACT_MESSAGES } from '#shared/schemas/contact-messages.js';

/**
 * Contact Us (local-deals sections 2, 5, 8): a blank field warns 'Complete all fields'; a refused
 * call warns under 'Warning' with the server's message; a sent message clears the form and says
 * 'Thank you!'. `coopKey` names the co-op the page shows, so the message goes to it.
 */
export function ContactForm({ coopKey }: { coopKey: string }) {
  const send = useSendContactMessage();
  const schemaForm = useSchemaForm({ schema: contactForm, initialValues: emptyContact(), titles: CONTACT_TITLES });
  const { form, alert, setAlert } = schemaForm;
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action: (message) => send.mutateAsync({ credentials: readItem('credentials') ?? '', key: coopKey, message }),
    failure: { title: COMMON_MESSAGES.warningTitle, tone: 'warning' },
    onSuccess: (answer) => {
      form.reset();
      setAlert(
        notice(answer.message ?? CONTACT_MESSAGES.contactThanks, CONTACT_MESSAGES.contactThanksTitle, 'success'),
      );
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact Us">
      <Stack gap="sm">
        <FormAlert notice={alert} />
        <TextInput
          label="Full name"
          autoComplete="name"
          maxLength={LIMITS.contactName}
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label="Email address"
          type="email"
          autoComplete="email"
          maxLength={LIMITS.contactEmail}
          {...form.getInputProps('email')}
        />
        <Textarea label="Message" rows={6} maxLength={LIMITS.contactMessage} {...form.getInputProps('message')} />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            Send message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
