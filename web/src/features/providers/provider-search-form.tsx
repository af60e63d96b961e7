import '@mantine/core/styles/Combobox.css';
import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { useEffect, useEffectEvent } from 'react';
import { LIMITS, LOCATOR } from '#shared/constants.js';
import { getProvidersRequest } from '#shared/schemas/benefits.js';
import { FormAlert } from '#web/components/form-alert.js';
import { MASKS, MaskedInput } from '#web/components/masked-input.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import { readItem } from '#web/lib/session-storage.js';
import { useSpecialties, type Benefit } from './api/get-specialties';
import { useGetProviders, type ProvidersAnswer } from './get-providers';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// The provider locator's search (member-portal sections 3, 5, 8): benefit, specialty, distance
// and a ZIP with a 5-digit mask, checked by getproviders' own schema. Choosing a benefit resets the
// specialty to all (-1) and reloads the specialty list. A refused search: a warning titled Error
// with the server's message.

const providerSearch = getProvidersRequest.shape.data;

const BENEFITS = [
  { value: '', label: 'Select a benefit' },
  ...LOCATOR.benefits.map((b) => ({ value: b.code, label: b.label })),
];
const DISTANCES = LOCATOR.distances.map((d) => ({ value: String(d), label: `${d} ${d === 1 ? 'mile' : 'miles'}` }));
const ALL = String(LOCATOR.defaultSpecialty);

/** `memberZip`: the member's own ZIP, put in the box once known unless something is typed there already. */
export function ProviderSearchForm({
  onResult,
  memberZip,
}: {
  onResult: (answer: ProvidersAnswer) => void;
  memberZip?: string | null;
}) {
  const search = useGetProviders();
  const schemaForm = useSchemaForm({
    schema: providerSearch,
    initialValues: { benefit: '' as Benefit, specialty: ALL, distance: String(LOCATOR.defaultDistance), zip: '' },
  });
  const { form, alert } = schemaForm;
  // Only a newly known ZIP fills the box, and only while it is empty.
  const fillZip = useEffectEvent((zip: string) => {
    if (form.getValues().zip === '') form.setFieldValue('zip', zip);
  });
  useEffect(() => {
    if (memberZip) fillZip(memberZip);
  }, [memberZip]);
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action: (data) => search.mutateAsync({ credentials: readItem('credentials'), data }),
    failure: { title: COMMON_MESSAGES.errorTitle, tone: 'warning' },
    onSuccess: (answer) => onResult(answer),
  });
  const benefit = String(form.getValues().benefit ?? '') as Benefit | '';
  const specialties = useSpecialties(benefit);
  const specialtyOptions = [
    { value: ALL, label: 'All specialties' },
    ...(specialties.data?.data ?? []).map((s) => ({ value: String(s.ID), label: s.Name })),
  ];
  const benefitProps = form.getInputProps('benefit');

  return (
    <form onSubmit={onSubmit} noValidate role="search" aria-label="Provider search">
      <Stack gap="sm">
        <FormAlert notice={alert} />
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label="Benefit"
            data={BENEFITS}
            style={{ flex: '1 1 160px' }}
            {...benefitProps}
            onChange={(event) => {
              benefitProps.onChange(event);
              form.setFieldValue('specialty', ALL);
            }}
          />
          <NativeSelect
            label="Specialty"
            data={specialtyOptions}
            disabled={!benefit}
            style={{ flex: '2 1 200px' }}
            {...form.getInputProps('specialty')}
          />
          <NativeSelect
            label="Distance"
            data={DISTANCES}
            style={{ flex: '1 1 120px' }}
            {...form.getInputProps('distance')}
          />
          <MaskedInput
            label="ZIP code"
            mask={MASKS.zip}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={LIMITS.zip}
            style={{ flex: '1 1 110px' }}
            {...form.getInputProps('zip')}
          />
          <Button type="submit" loading={pending} style={{ flex: '0 0 auto' }}>
            Search
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
