import '@mantine/core/styles/Combobox.css';
import { Button, CloseButton, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import type * as z from 'zod';
import { listDealsRequest } from '#shared/schemas/deals.js';
import { FormAlert } from '#web/components/form-alert.js';
import { MASKS, MaskedInput } from '#web/components/masked-input.js';
import { emptyAsAbsent } from '#web/lib/forms/form-rules.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { DISTANCES, FIELDS, FORM_PROPS, type SearchField, type SearchInputs } from './deal-search-fields';

// The search form of clocaldeals: text (empty shows all), ZIP with a
// 5-digit mask (empty: the server's default ZIP), distance. Checked by listdeals' own payload schema.
// Its own chunk: until the bar is used, deal-search-bar.tsx shows a stand-in and hands over.

const dealSearchForm = emptyAsAbsent(
  listDealsRequest.shape.payload.pick({ criteria: true, zipcode: true, radius: true }),
);
export type DealSearchValues = z.output<typeof dealSearchForm>;

export interface DealSearchFormProps {
  /** What the stand-in held when this form took over. */
  initial: SearchInputs;
  /** The ZIP last filled in from an answer (the stand-in's), so a later answer may replace it. */
  filledZip: string | null;
  /** The ZIP the last answer searched around: shown in the ZIP box unless the member typed one. */
  usedZip: string | null | undefined;
  onSearch: (values: DealSearchValues) => void;
  /** The stand-in's field that had the focus: it keeps it here, caret at the end. */
  focusField: SearchField | null;
  /** The stand-in was submitted: submit once mounted. */
  submitNow: boolean;
}

export default function DealSearchForm({
  initial,
  filledZip: filledBefore,
  usedZip,
  onSearch,
  focusField,
  submitNow,
}: DealSearchFormProps) {
  const schemaForm = useSchemaForm({ schema: dealSearchForm, initialValues: initial });
  const { form, alert, handleSubmit } = schemaForm;
  const formNode = useRef<HTMLFormElement>(null);
  const textInput = useRef<HTMLInputElement>(null);
  const filledZip = useRef<string | null>(filledBefore);
  const pendingSubmit = useRef(submitNow);

  // Taking over from the stand-in in the same commit: the focus, then a submit made there.
  useLayoutEffect(() => {
    const field = focusField && formNode.current?.elements.namedItem(focusField);
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) return;
    field.focus();
    if (field instanceof HTMLInputElement) field.setSelectionRange(field.value.length, field.value.length);
  }, [focusField]);
  useEffect(() => {
    if (!pendingSubmit.current) return;
    pendingSubmit.current = false;
    formNode.current?.requestSubmit();
  }, []);

  // Only a new answer fills the box, and only if the member has not typed another ZIP since.
  const fillZip = useEffectEvent((zip: string) => {
    const shown = form.getValues().zipcode ?? '';
    if (shown === '' || shown === filledZip.current) {
      filledZip.current = zip;
      form.setFieldValue('zipcode', zip);
    }
  });
  useEffect(() => {
    if (usedZip) fillZip(usedZip);
  }, [usedZip]);

  const text = form.getValues().criteria ?? '';
  return (
    <form ref={formNode} onSubmit={handleSubmit(onSearch)} {...FORM_PROPS} data-ready="true">
      <Stack gap="sm">
        <FormAlert notice={alert} />
        <Group align="flex-end" gap="sm">
          <TextInput
            {...FIELDS.criteria}
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
          <MaskedInput {...FIELDS.zipcode} mask={MASKS.zip} {...form.getInputProps('zipcode')} />
          <NativeSelect {...FIELDS.radius} data={DISTANCES} {...form.getInputProps('radius')} />
          <Button type="submit" style={{ flex: '0 0 auto' }}>
            Search
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
