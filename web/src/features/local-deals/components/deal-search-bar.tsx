import '@mantine/core/styles/Combobox.css';
import { Button, CloseButton, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type * as z from 'zod';
import { LIMITS, LOCAL_DEALS } from '../../../../../shared/constants';
import { listDealsRequest } from '../../../../../shared/schemas/deals';
import { FormAlert } from '../../../components/form-alert';
import { MASKS, MaskedInput } from '../../../components/masked-input';
import { emptyAsAbsent } from '../../../lib/forms/form-rules';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';

// The search form of clocaldeals (spec sections 2 and 5): text (empty shows all), ZIP with a
// 5-digit mask (empty: the server's default ZIP), distance. Checked by listdeals' own payload schema.

const dealSearchForm = emptyAsAbsent(listDealsRequest.shape.payload.pick({ criteria: true, zipcode: true, radius: true }));
export type DealSearchValues = z.output<typeof dealSearchForm>;

const DISTANCES = LOCAL_DEALS.radiusOptions.map((r) => ({ value: String(r), label: `${r} ${r === 1 ? 'mile' : 'miles'}` }));

interface DealSearchBarProps {
  criteria: string;
  radius: number;
  /** The ZIP the last answer searched around: shown in the ZIP box unless the member typed one. */
  usedZip: string | null | undefined;
  onSearch: (values: DealSearchValues) => void;
}

export function DealSearchBar({ criteria, radius, usedZip, onSearch }: DealSearchBarProps) {
  const schemaForm = useSchemaForm({ schema: dealSearchForm, initialValues: { criteria, zipcode: '', radius: String(radius) } });
  const { form, alert, handleSubmit } = schemaForm;
  const textInput = useRef<HTMLInputElement>(null);
  const filledZip = useRef<string | null>(null);

  useEffect(() => {
    if (!usedZip) return;
    const shown = form.getValues().zipcode ?? '';
    if (shown === '' || shown === filledZip.current) {
      filledZip.current = usedZip;
      form.setFieldValue('zipcode', usedZip);
    }
    // Only a new answer fills the box; the form object is the same for the component's life.
  }, [usedZip]);

  const text = form.getValues().criteria ?? '';
  return (
    <form onSubmit={handleSubmit(onSearch)} noValidate role="search" aria-label="Local deals search">
      <Stack gap="sm">
        <FormAlert notice={alert} />
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Search deals"
            placeholder="Leave empty to show all deals"
            maxLength={LIMITS.localDealsSearch}
            style={{ flex: '3 1 240px' }}
            ref={textInput}
            rightSectionPointerEvents="all"
            rightSection={
              text ? (
                <CloseButton
                  aria-label="Clear search text"
                  onClick={() => {
                    form.setFieldValue('criteria', '');
                    textInput.current?.focus();
                  }}
                />
              ) : null
            }
            {...form.getInputProps('criteria')}
          />
          <MaskedInput
            label="ZIP code"
            mask={MASKS.zip}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={LIMITS.localDealsZipInput}
            style={{ flex: '1 1 110px' }}
            {...form.getInputProps('zipcode')}
          />
          <NativeSelect label="Distance" data={DISTANCES} style={{ flex: '1 1 120px' }} {...form.getInputProps('radius')} />
          <Button type="submit" style={{ flex: '0 0 auto' }}>
            Search
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
