import '@mantine/core/styles/Combobox.css';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { INSURANCE_GENDERS, LIMITS, MESSAGES, OPTOUT } from '../../../../../shared/constants';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { notice, type Notice } from '../../../lib/notice';
import { accountQueryKey } from '../../../lib/query-keys';
import { readItem, writeItem } from '../../../lib/session-storage';
import type { Account } from '../api/get-account';
import { useSaveAccountChanges } from '../api/save-account-changes';
import { checkAccountChanges, type AccountForm as Form } from '../utils/validation';

const EMAIL_PREFERENCES = [
  { value: String(OPTOUT.receive), label: 'Send me emails about savings' },
  { value: String(OPTOUT.none), label: 'No emails' },
];

/** A date-of-birth value the date input can show (YYYY-MM-DD), else empty. */
function dateInputValue(dob: string | null): string {
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(dob ?? '');
  return match ? match[1]! : '';
}

function formOf(account: Account): Form {
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    cellPhone: account.cellPhone ?? '',
    zip: account.zip ?? '',
    gender: account.gender ?? '',
    dob: dateInputValue(account.dob),
    // Spec section 3: the form's default is 1 (no emails).
    optout: String(account.optout ?? OPTOUT.none),
  };
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** The My Account tab: the member's details and email preference (spec sections 3 and 5). */
export function AccountForm({ account }: { account: Account }) {
  const [form, setForm] = useState<Form>(() => formOf(account));
  const [problem, setProblem] = useState<Notice | null>(null);
  const save = useSaveAccountChanges();
  const queryClient = useQueryClient();
  const genders = [...INSURANCE_GENDERS, ...(form.gender && !(INSURANCE_GENDERS as readonly string[]).includes(form.gender) ? [form.gender] : [])];
  const field = (name: keyof Form) => ({
    value: form[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [name]: value }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkAccountChanges(form);
    setProblem(invalid);
    if (invalid) return;
    try {
      await save.mutateAsync({
        credentials: readItem('credentials'),
        data: {
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          email: form.email.trim(),
          cellPhone: orNull(form.cellPhone),
          zip: orNull(form.zip),
          gender: orNull(form.gender),
          dob: orNull(form.dob),
          optout: Number(form.optout),
        },
      });
      writeItem('firstName', form.firstName.trim());
      notifications.show({ title: MESSAGES.changesSavedTitle, message: MESSAGES.accountSaved, color: 'green' });
      await queryClient.invalidateQueries({ queryKey: accountQueryKey });
    } catch (error) {
      setProblem(notice(errorMessage(error), MESSAGES.attentionTitle, 'warning'));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="My Account">
      <Stack gap="sm">
        <FormAlert notice={problem} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="First name" autoComplete="given-name" maxLength={LIMITS.name} {...field('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" maxLength={LIMITS.name} {...field('lastName')} />
        </SimpleGrid>
        <TextInput label="Email" type="email" autoComplete="email" maxLength={LIMITS.email} {...field('email')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Cell phone" type="tel" autoComplete="tel" maxLength={LIMITS.cellPhone} {...field('cellPhone')} />
          <TextInput label="ZIP code" inputMode="numeric" autoComplete="postal-code" maxLength={LIMITS.zip} {...field('zip')} />
          <NativeSelect label="Gender" data={[{ value: '', label: 'Prefer not to say' }, ...genders.map((g) => ({ value: g, label: g }))]} {...field('gender')} />
          <TextInput label="Date of birth" type="date" {...field('dob')} />
        </SimpleGrid>
        <NativeSelect label="Email preference" data={EMAIL_PREFERENCES} {...field('optout')} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
