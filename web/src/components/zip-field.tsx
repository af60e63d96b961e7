import type { GetInputPropsReturnType } from '@mantine/form';
import { LIMITS } from '#shared/constants.js';
import { MASKS, MaskedInput } from './masked-input';

/** A ZIP code as every form asks it: five digits, the postal-code autofill hint, the shared limit. */
export function ZipField({ inputProps, label = 'ZIP code' }: { inputProps: GetInputPropsReturnType; label?: string }) {
  return (
    <MaskedInput
      label={label}
      mask={MASKS.zip}
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={LIMITS.zip}
      {...inputProps}
    />
  );
}
