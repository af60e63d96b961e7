import { InputBase, type InputBaseProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
// Only the pattern masks: react-imask's index (and imask's) registers every mask kind (dates,
// numbers, ranges...), about half of its weight.
import 'imask/esm/masked/pattern';
// And regular-expression masks, for inputs no pattern fits (a dollar value of any length).
import 'imask/esm/masked/regexp';
import IMaskInput from 'react-imask/esm/input';

// A Mantine input with a react-imask mask that takes a form's getInputProps as they are: the
// mask reports each accepted value (never a half-typed one it refused) through onChange.

/**
 * The spec's masks: phone (000) 000-0000 (PATTERNS.phone) and a 5-digit ZIP; and an amount of
 * dollars, digits with at most one decimal point and two decimals.
 */
export const MASKS = { phone: '(000) 000-0000', zip: '00000', dollars: /^\d*\.?\d{0,2}$/ } as const;

type NativeProps = Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'defaultValue' | 'onChange' | 'size' | 'style'>;

export interface MaskedInputProps extends InputBaseProps, NativeProps {
  mask: string | RegExp;
  value?: string;
  onChange?: (value: string) => void;
}

export function MaskedInput({ mask, value, onChange, ...others }: MaskedInputProps) {
  return (
    <InputBase
      {...others}
      component={IMaskInput}
      mask={mask}
      value={value ?? ''}
      onAccept={(accepted: string) => onChange?.(accepted)}
    />
  );
}
