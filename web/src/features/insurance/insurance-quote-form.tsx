import '@mantine/core/styles/Combobox.css';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { INSURANCE_GENDERS, INSURANCE_HELP, LIMITS } from '#shared/constants.js';
import { US_STATES } from '#shared/us-states.js';
import { FormAlert } from '#web/components/form-alert.js';
import { MASKS, MaskedInput } from '#web/components/masked-input.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import { readItem } from '#web/lib/session-storage.js';
import { useSaveInsuranceLead } from './api/save-insurance-lead';
import type { InsuranceListProduct } from './list-insurance';
import { emptyQuote, QUOTE_TITLES, quoteForm } from './utils/quote-form';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

const choose = (label: string, values: readonly string[]) => [
  { value: '', label },
  ...values.map((value) => ({ value, label: value })),
];
const GENDERS = choose('Select your gender', INSURANCE_GENDERS);
const HELP = choose('Select how we can help', INSURANCE_HELP);
const STATES = [{ value: '', label: 'Select your state' }, ...US_STATES.map((s) => ({ value: s.code, label: s.name }))];

/**
 * The quote request for one product: the checks in the spec's order, warnings
 * titled Warning, the server's answer titled Success; a sent request clears the form, then `onSent`.
 */
export function InsuranceQuoteForm({ product, onSent }: { product: InsuranceListProduct; onSent: () => void }) {
  const save = useSaveInsuranceLead();
  const schemaForm = useSchemaForm({ schema: quoteForm, initialValues: emptyQuote(), titles: QUOTE_TITLES });
  const { form, alert } = schemaForm;
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action: (data) =>
      save.mutateAsync({ credentials: readItem('credentials'), productIdentifier: product.productIdentifier, data }),
    failure: { title: COMMON_MESSAGES.warningTitle, tone: 'warning' },
    notify: (answer) => ({
      title: COMMON_MESSAGES.successTitle,
      message: answer.message ?? COMMON_MESSAGES.successTitle,
    }),
    onSuccess: () => {
      form.reset();
      onSent();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Quote request">
      <Stack gap="sm">
        <FormAlert notice={alert} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="First name"
            autoComplete="given-name"
            maxLength={LIMITS.name}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            maxLength={LIMITS.name}
            {...form.getInputProps('lastName')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={LIMITS.email}
            {...form.getInputProps('email')}
          />
          <MaskedInput
            label="Phone"
            mask={MASKS.phone}
            type="tel"
            autoComplete="tel"
            maxLength={LIMITS.insurancePhone}
            placeholder="(000) 000-0000"
            {...form.getInputProps('phone')}
          />
          <NativeSelect label="Gender" data={GENDERS} {...form.getInputProps('gender')} />
          <MaskedInput
            label="Age"
            mask="00"
            inputMode="numeric"
            maxLength={LIMITS.insuranceAge}
            {...form.getInputProps('age')}
          />
          <MaskedInput
            label="ZIP code"
            mask={MASKS.zip}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={LIMITS.zip}
            {...form.getInputProps('zip')}
          />
          <NativeSelect label="State" data={STATES} {...form.getInputProps('state')} />
        </SimpleGrid>
        <NativeSelect label="How can we help?" data={HELP} {...form.getInputProps('howToHelp')} />
        <Textarea label="Notes" rows={5} maxLength={LIMITS.insuranceNotes} {...form.getInputProps('notes')} />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            Request a quote
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
