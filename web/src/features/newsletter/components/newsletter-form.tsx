import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { LIMITS } from '#shared/constants.js';
import { newsletterForm } from '#shared/schemas/newsletter.js';
import { FormAlert } from '#web/components/form-alert.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import { notice } from '#web/lib/notice.js';
import { readItem } from '#web/lib/session-storage.js';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { NEWSLETTER_MESSAGES } from '#shared/schemas/newsletter-messages.js';

export interface NewsletterFormProps {
  /** The co-op the page shows: the subscription is for it (the server prefers a member's own). */
  coopKey: string;
  /** What was typed in the stand-in (newsletter-box.tsx) before this form took over. */
  initialText?: string;
  /** The stand-in was submitted: run the submit once mounted. */
  submitNow?: boolean;
  /** The stand-in had the focus: keep it. */
  takeFocus?: boolean;
}

/**
 * The newsletter's subscribe form (double opt-in): the address is checked as the server checks it,
 * then subscribed; the answer says to look for the confirmation mail, the same for every address.
 */
export default function NewsletterForm({
  coopKey,
  initialText = '',
  submitNow = false,
  takeFocus = false,
}: NewsletterFormProps) {
  const subscribe = useSubscribeNewsletter();
  const schemaForm = useSchemaForm({
    schema: newsletterForm,
    initialValues: { email: initialText },
    // One box: its message under it, once (the alert is the server's answer and the thank-you).
    checksIn: 'field',
  });
  const { form, alert, setAlert } = schemaForm;
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action: ({ email }) => subscribe.mutateAsync({ credentials: readItem('credentials'), key: coopKey, email }),
    failure: { title: COMMON_MESSAGES.warningTitle, tone: 'warning' },
    onSuccess: (answer) => {
      form.reset();
      // No title: the message starts with its own "Thank you!", said once.
      setAlert(notice(answer.message ?? NEWSLETTER_MESSAGES.newsletterSent, undefined, 'success'));
    },
  });

  const box = useRef<HTMLInputElement>(null);
  const pendingSubmit = useRef(submitNow);
  useLayoutEffect(() => {
    // Focus only: an email input has no caret position to set (setSelectionRange throws on it).
    if (takeFocus) box.current?.focus();
  }, [takeFocus]);
  useEffect(() => {
    if (!pendingSubmit.current) return;
    pendingSubmit.current = false;
    box.current?.form?.requestSubmit();
  }, []);

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Newsletter" data-ready="true">
      <Stack gap="xs">
        <FormAlert notice={alert} />
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            ref={box}
            label="Email address"
            type="email"
            autoComplete="email"
            maxLength={LIMITS.email}
            style={{ flex: 1 }}
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={pending}>
            Subscribe
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
