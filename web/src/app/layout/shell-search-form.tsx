import { ActionIcon, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { createSearchParams, useNavigate } from 'react-router-dom';
import * as z from 'zod';
import { LIMITS } from '#shared/constants.js';
import { listDealsRequest } from '#shared/schemas/deals.js';
import { filled, inOrder } from '#web/lib/forms/form-rules.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { TONE_COLOR } from '#web/lib/notice.js';
import { SearchIcon } from './search-icon';
import { DEALS_MESSAGES } from '#shared/schemas/deals-messages.js';

// The shell's local-deals search on the form layer (member-portal sections 2 and 5): empty text is
// refused with the spec's message, anything else (at most listdeals' criteria length) goes to
// clocaldeals?search=.

const shellSearchForm = inOrder(
  filled({ search: DEALS_MESSAGES.enterSearch }),
  z.object({ search: listDealsRequest.shape.payload.shape.criteria }),
);

export interface ShellSearchFormProps {
  onSearch?: () => void;
  /** What was typed in the stand-in (shell-search.tsx) before this form took over. */
  initialText?: string;
  /** The stand-in was submitted: run the submit once mounted. */
  submitNow?: boolean;
  /** The stand-in had the focus: keep it. */
  takeFocus?: boolean;
}

export default function ShellSearchForm({
  onSearch,
  initialText = '',
  submitNow = false,
  takeFocus = false,
}: ShellSearchFormProps) {
  const navigate = useNavigate();
  const { form, alert, setAlert, handleSubmit } = useSchemaForm({
    schema: shellSearchForm,
    initialValues: { search: initialText },
    titles: { [DEALS_MESSAGES.enterSearch]: DEALS_MESSAGES.enterSearchTitle },
  });

  // The header has no room for an alert under the box: a failed check is a notification.
  useEffect(() => {
    if (!alert) return;
    notifications.show({ title: alert.title, message: alert.message, color: TONE_COLOR[alert.tone] });
    setAlert(null);
  }, [alert, setAlert]);

  const submit = handleSubmit(({ search }) => {
    navigate({ pathname: '/b2c/clocaldeals', search: `?${createSearchParams({ search: search.trim() })}` });
    onSearch?.();
  });

  // Taking over from the stand-in: the focus moves in the same commit (before the next key event
  // is dispatched), with the caret after the text; a submit made there runs once mounted.
  const box = useRef<HTMLInputElement>(null);
  const pending = useRef(submitNow);
  useLayoutEffect(() => {
    const input = box.current;
    if (!takeFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [takeFocus]);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    box.current?.form?.requestSubmit();
  }, []);

  // No inline error under the box either (it would push the header's layout about).
  const { error: _error, ...input } = form.getInputProps('search');
  return (
    <form role="search" aria-label="Site search" onSubmit={submit} noValidate data-ready="true">
      <TextInput
        {...input}
        ref={box}
        maxLength={LIMITS.shellSearch}
        placeholder="Search local deals"
        aria-label="Search local deals"
        w={{ base: '100%', md: 260 }}
        rightSection={
          <ActionIcon type="submit" variant="subtle" aria-label="Search">
            <SearchIcon />
          </ActionIcon>
        }
      />
    </form>
  );
}
