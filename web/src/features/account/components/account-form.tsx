import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/PasswordInput.css';
import { Button, Group, NativeSelect, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { INSURANCE_GENDERS, LIMITS, OPTOUT, PATTERNS } from '#shared/constants.js';
import { editableAccount, type AccountEditsInput } from '#shared/schemas/account.js';
import { isoFromUs } from '#shared/us-dates.js';
import { FormAlert } from '#web/components/form-alert.js';
import { NameEmailFields } from '#web/components/name-email-fields.js';
import { MASKS, MaskedInput } from '#web/components/masked-input.js';
import { emptyAsAbsent } from '#web/lib/forms/form-rules.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import { accountQueryKey } from '#web/lib/query-keys.js';
import { readItem, writeItem } from '#web/lib/session-storage.js';
import { useSaveAccountChanges } from '../api/save-account-changes';
import type { Account } from '../get-account';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

const EMAIL_PREFERENCES = [
  { value: String(OPTOUT.receive), label: 'Send me emails about savings' },
  { value: String(OPTOUT.none), label: 'No emails' },
];

const TITLES = {
  [ACCOUNT_MESSAGES.accountFirstName]: ACCOUNT_MESSAGES.allFieldsRequiredTitle,
  [ACCOUNT_MESSAGES.accountLastName]: ACCOUNT_MESSAGES.allFieldsRequiredTitle,
  [ACCOUNT_MESSAGES.accountEmail]: ACCOUNT_MESSAGES.allFieldsRequiredTitle,
  [ACCOUNT_MESSAGES.invalidEmail]: ACCOUNT_MESSAGES.invalidEmailTitle,
};

/** The date input's value (YYYY-MM-DD). A US date on file is shown as that day; anything else stays as it is, so saving refuses it instead of dropping it. */
export function dobInputValue(dob: string | null): string {
  if (!dob) return '';
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(dob);
  if (iso) return iso[1]!;
  return PATTERNS.date.test(dob) ? isoFromUs(dob) : dob;
}

/** The form's values for the account on file: every input holds a string. */
export function accountFormValues(account: Account): AccountEditsInput {
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    currentPassword: '',
    cellPhone: account.cellPhone ?? '',
    zip: account.zip ?? '',
    gender: account.gender ?? '',
    dob: dobInputValue(account.dob),
    // The form's default is 1 (no emails).
    optout: String(account.optout ?? OPTOUT.none),
  };
}

/** The server compares addresses case-folded; folding the same way never asks less than it needs. */
const folded = (email: string) => email.trim().normalize('NFKC').toLowerCase();
const emailChanged = (typed: unknown, onFile: string) => typeof typed === 'string' && folded(typed) !== folded(onFile);

/**
 * b2c/saveaccountchanges' own schema, plus what only the form knows: a new email needs the current
 * password (sent only then), and the phone is complete when given (it is typed through the mask).
 */
export function accountForm(emailOnFile: string) {
  return emptyAsAbsent(editableAccount)
    .refine((edits) => !emailChanged(edits.email, emailOnFile) || Boolean(edits.currentPassword), {
      error: ACCOUNT_MESSAGES.emailChangePassword,
      path: ['currentPassword'],
    })
    .refine((edits) => !edits.cellPhone || PATTERNS.phone.test(edits.cellPhone), {
      error: COMMON_MESSAGES.phoneInvalid,
      path: ['cellPhone'],
    })
    .transform(({ currentPassword, ...edits }) =>
      emailChanged(edits.email, emailOnFile) ? { ...edits, currentPassword } : edits,
    );
}

/** The My Account tab: the member's details and email preference. */
export function AccountForm({ account }: { account: Account }) {
  const save = useSaveAccountChanges();
  const queryClient = useQueryClient();
  const schema = useMemo(() => accountForm(account.email), [account.email]);
  const schemaForm = useSchemaForm({ schema, initialValues: accountFormValues(account), titles: TITLES });
  const { form, alert } = schemaForm;
  const changingEmail = emailChanged(form.values.email, account.email);
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action: (data) => save.mutateAsync({ credentials: readItem('credentials'), data }),
    failure: { title: COMMON_MESSAGES.attentionTitle, tone: 'warning' },
    // A new email is confirmed by an emailed link: the server's message says where it went, and
    // stays until closed.
    notify: (answer, data) => ({
      title: COMMON_MESSAGES.changesSavedTitle,
      message: answer.message ?? ACCOUNT_MESSAGES.accountSaved,
      ...('currentPassword' in data ? { autoClose: false as const } : {}),
    }),
    onSuccess: async (_, data) => {
      writeItem('firstName', data.firstName);
      await queryClient.invalidateQueries({ queryKey: accountQueryKey });
      // Back to what is on file (a changed account remounts this form with the new values);
      // the email stays the old one until the link is opened.
      form.reset();
    },
  });
  const genders = [
    ...INSURANCE_GENDERS,
    ...(account.gender && !(INSURANCE_GENDERS as readonly string[]).includes(account.gender) ? [account.gender] : []),
  ];

  return (
    <form onSubmit={onSubmit} noValidate aria-label="My Account">
      <Stack gap="sm">
        <FormAlert notice={alert} />
        <NameEmailFields form={form} />
        {changingEmail && (
          <PasswordInput
            label="Current password"
            description="Needed to change your email; we then send a confirmation link to the new address."
            autoComplete="current-password"
            maxLength={LIMITS.currentPassword}
            {...form.getInputProps('currentPassword')}
          />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <MaskedInput
            label="Cell phone"
            mask={MASKS.phone}
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('cellPhone')}
          />
          <MaskedInput
            label="ZIP code"
            mask={MASKS.zip}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={LIMITS.zip}
            {...form.getInputProps('zip')}
          />
          <NativeSelect
            label="Gender"
            data={[{ value: '', label: 'Prefer not to say' }, ...genders.map((g) => ({ value: g, label: g }))]}
            {...form.getInputProps('gender')}
          />
          <TextInput label="Date of birth" type="date" {...form.getInputProps('dob')} />
        </SimpleGrid>
        <NativeSelect label="Email preference" data={EMAIL_PREFERENCES} {...form.getInputProps('optout')} />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
