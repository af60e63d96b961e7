import { SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { LIMITS } from '#shared/constants.js';

type NameEmailField = 'firstName' | 'lastName' | 'email';

/** The form's props for one field, as @mantine/form's getInputProps gives them. */
interface FieldSource {
  getInputProps: (path: NameEmailField) => GetInputPropsReturnType;
}

// Registration and My Account ask a member's name and email the same way (labels, autofill hints,
// lengths), so a browser's autofill and the server's limits agree in both.
export function NameEmailFields({ form }: { form: FieldSource }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
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
      </SimpleGrid>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={LIMITS.email}
        {...form.getInputProps('email')}
      />
    </>
  );
}
