import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Checkbox, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { LIMITS } from '#shared/constants.js';
import { US_STATES } from '#shared/us-states.js';
import { MASKS, MaskedInput } from '#web/components/masked-input.js';
import type { SchemaForm } from '#web/lib/forms/use-schema-form.js';
import type { businessInfoForm } from '../utils/wizard-forms';

export const STATE_OPTIONS = [
  { value: '', label: 'Select State...' },
  ...US_STATES.map((s) => ({ value: s.code, label: s.name })),
];

/** Business Info: the business's name, main address, phone, website and email. */
export function BusinessInfoTab({
  schemaForm,
  includeAsLocation,
  onIncludeAsLocation,
}: {
  schemaForm: SchemaForm<typeof businessInfoForm>;
  includeAsLocation: boolean;
  onIncludeAsLocation: (checked: boolean) => void;
}) {
  const { form } = schemaForm;
  const text = (label: string, field: 'businessName' | 'address' | 'city', autoComplete: string) => (
    <TextInput
      label={label}
      maxLength={LIMITS.businessField}
      autoComplete={autoComplete}
      {...form.getInputProps(field)}
    />
  );
  return (
    <Stack gap="sm">
      <Text>
        Tell members about your business. Its name and main address appear on your offers and on the agreement.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {text('Business name', 'businessName', 'organization')}
        {text('Address', 'address', 'street-address')}
        {text('City', 'city', 'address-level2')}
        <NativeSelect label="State" data={STATE_OPTIONS} {...form.getInputProps('state')} />
        <MaskedInput
          label="ZIP code"
          mask={MASKS.zip}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={LIMITS.zip}
          {...form.getInputProps('zip')}
        />
        <MaskedInput
          label="Phone"
          mask={MASKS.phone}
          type="tel"
          autoComplete="tel"
          placeholder="(000) 000-0000"
          {...form.getInputProps('phone')}
        />
        <TextInput
          label="Website"
          maxLength={LIMITS.businessWebsite}
          autoComplete="url"
          {...form.getInputProps('website')}
        />
        <TextInput
          label="Email"
          type="email"
          maxLength={LIMITS.businessEmail}
          autoComplete="email"
          {...form.getInputProps('email')}
        />
      </SimpleGrid>
      <Checkbox
        label="Include the main business address as a location"
        checked={includeAsLocation}
        onChange={(event) => onIncludeAsLocation(event.currentTarget.checked)}
      />
    </Stack>
  );
}
