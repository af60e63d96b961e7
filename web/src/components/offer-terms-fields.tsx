import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Checkbox, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { LIMITS, TIME_LAPSES } from '#shared/constants.js';
import { MASKS, MaskedInput } from './masked-input';

// What an offer promises, as the business wizard's offer dialog and My business's Edit offer ask
// for it (ADR 0095): the same inputs, labels and limits in both, each bound to its form by the
// caller's `inputProps` (a form's getInputProps), so each form keeps its own rule.

/** A category with its subcategories as the forms hold them: each box checked or not. */
export interface CategoryChoice {
  category: string;
  selected: boolean;
  subcategories: { subcategory: string; selected: boolean }[];
}

export function toggleCategory(
  categories: readonly CategoryChoice[],
  category: string,
  selected: boolean,
): CategoryChoice[] {
  return categories.map((c) =>
    c.category === category ? { ...c, selected, subcategories: c.subcategories.map((s) => ({ ...s, selected })) } : c,
  );
}

export function toggleSubcategory(
  categories: readonly CategoryChoice[],
  category: string,
  subcategory: string,
  selected: boolean,
): CategoryChoice[] {
  return categories.map((c) => {
    if (c.category !== category) return c;
    const subcategories = c.subcategories.map((s) => (s.subcategory === subcategory ? { ...s, selected } : s));
    return { ...c, subcategories, selected: subcategories.every((s) => s.selected) };
  });
}

const TIME_LAPSE_OPTIONS = TIME_LAPSES.map((t) => ({ value: String(t.days), label: t.label }));

export type OfferTermField = 'value' | 'dollarValue' | 'description' | 'frequency' | 'timeLapse' | 'stubCopy';
type InputProps = GetInputPropsReturnType;

/** Display value, estimated dollar value, full description and the limit (frequency in each time lapse); `beside` goes under the limit. */
export function OfferValueFields({
  inputProps,
  beside,
}: {
  inputProps: (field: OfferTermField) => InputProps;
  beside?: ReactNode;
}) {
  return (
    <>
      <TextInput
        label="Display value"
        description="What members see first, e.g. 10% off"
        maxLength={LIMITS.offerValue}
        {...inputProps('value')}
      />
      <MaskedInput
        label="Estimated dollar value"
        mask={MASKS.dollars}
        inputMode="decimal"
        maxLength={9}
        {...inputProps('dollarValue')}
      />
      <Textarea label="Full description" maxLength={LIMITS.offerDescription} rows={3} {...inputProps('description')} />
      <Stack gap="xs">
        <Group grow align="flex-start">
          <MaskedInput
            label="Frequency"
            description="Uses per member"
            mask="000"
            inputMode="numeric"
            {...inputProps('frequency')}
          />
          <NativeSelect
            label="Time lapse"
            description="In each"
            data={TIME_LAPSE_OPTIONS}
            {...inputProps('timeLapse')}
          />
        </Group>
        {beside}
      </Stack>
    </>
  );
}

export function SpecialInstructionsField({ inputProps }: { inputProps: (field: 'stubCopy') => InputProps }) {
  return (
    <Textarea
      label="Special instructions (printed on the coupon)"
      maxLength={LIMITS.offerStubCopy}
      rows={4}
      {...inputProps('stubCopy')}
    />
  );
}

/** The categories, each with its subcategories; checking a category checks them all. */
export function CategoryChecklist({
  categories,
  onChange,
  error,
}: {
  categories: readonly CategoryChoice[];
  onChange: (next: CategoryChoice[]) => void;
  error?: ReactNode;
}) {
  return (
    <Stack gap="xs" role="group" aria-label="Categories">
      {categories.map((c) => (
        <Stack key={c.category} gap={4}>
          <Checkbox
            label={c.category}
            fw={600}
            checked={c.selected}
            onChange={(e) => onChange(toggleCategory(categories, c.category, e.currentTarget.checked))}
          />
          <Group gap="md" pl="lg">
            {c.subcategories.map((s) => (
              <Checkbox
                key={s.subcategory}
                label={s.subcategory}
                checked={s.selected}
                onChange={(e) =>
                  onChange(toggleSubcategory(categories, c.category, s.subcategory, e.currentTarget.checked))
                }
              />
            ))}
          </Group>
        </Stack>
      ))}
      {error ? (
        <Text c="red" size="sm">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
