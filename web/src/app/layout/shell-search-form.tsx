import { ActionIcon, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { createSearchParams, useNavigate } from 'react-router-dom';
import * as z from 'zod';
import { LIMITS, MESSAGES } from '../../../../shared/constants';
import { listDealsRequest } from '../../../../shared/schemas/deals';
import { filled, inOrder } from '../../lib/forms/form-rules';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { TONE_COLOR } from '../../lib/notice';

// The shell's local-deals search on the form layer (member-portal sections 2 and 5): empty text is
// refused with the spec's message, anything else (at most listdeals' criteria length) goes to
// clocaldeals?search=.

const shellSearchForm = inOrder(filled({ search: MESSAGES.enterSearch }), z.object({ search: listDealsRequest.shape.payload.shape.criteria }));

function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

export default function ShellSearchForm({ onSearch }: { onSearch?: () => void }) {
  const navigate = useNavigate();
  const { form, alert, setAlert, handleSubmit } = useSchemaForm({
    schema: shellSearchForm,
    initialValues: { search: '' },
    titles: { [MESSAGES.enterSearch]: MESSAGES.enterSearchTitle },
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

  // No inline error under the box either (it would push the header's layout about).
  const { error: _error, ...input } = form.getInputProps('search');
  return (
    <form role="search" aria-label="Site search" onSubmit={submit} noValidate>
      <TextInput
        {...input}
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
