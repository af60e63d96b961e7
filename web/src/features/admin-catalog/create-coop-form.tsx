import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Popover.css';
import { Button, ColorInput, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { createCoopRequest, DEFAULT_COLORS } from '#shared/schemas/admin-catalog.js';
import { FormAlert } from '#web/components/form-alert.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import { useCreateCoop } from './setup-catalog-api';

// The network admin's new co-op: names, home ZIP, host name, colours (defaults given) and the
// first administrator, who is invited by email. The server takes the next free co-op number.

const empty = () => ({
  coopName: '',
  displayName: '',
  zip: '',
  host: '',
  adminEmail: '',
  adminFirstName: '',
  adminLastName: '',
  ...DEFAULT_COLORS,
});

const COLORS = [
  ['topBarColor', 'Top bar colour'],
  ['mainColor', 'Main colour'],
  ['secondColor', 'Second colour'],
  ['thirdColor', 'Third colour'],
] as const;

export function CreateCoopForm() {
  const create = useCreateCoop();
  const schemaForm = useSchemaForm({ schema: createCoopRequest, initialValues: empty() });
  const { form, alert } = schemaForm;
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action: ({ credentials: _c, ...v }) => create.mutateAsync(v),
    notify: (r) => ({
      title: 'New cooperative',
      // The message names the portal's full address (port included locally); the number is the co-op's.
      message: `${r.message} (${r.coop.displayName}, number ${r.coop.plid})`,
      autoClose: false,
    }),
    onSuccess: () => form.setValues(empty()),
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="New cooperative">
      <Stack gap="sm" maw={720}>
        <Title order={2} size="h3">
          New cooperative
        </Title>
        <FormAlert notice={alert} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Cooperative name" {...form.getInputProps('coopName')} />
          <TextInput label="Display name" description="Shown to members" {...form.getInputProps('displayName')} />
          <TextInput
            label="Home ZIP code"
            description="Local deals search around it; it is served"
            maxLength={5}
            {...form.getInputProps('zip')}
          />
          <TextInput
            label="Host name"
            description="e.g. valley.localhost locally, savings.valley.coop deployed"
            {...form.getInputProps('host')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {COLORS.map(([field, label]) => (
            <ColorInput
              key={field}
              label={label}
              format="hex"
              eyeDropperButtonProps={{ 'aria-label': `Pick the ${label.toLowerCase()} from the screen` }}
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        <Title order={3} size="h5">
          First administrator (invited by email)
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="Email" type="email" {...form.getInputProps('adminEmail')} />
          <TextInput label="First name" {...form.getInputProps('adminFirstName')} />
          <TextInput label="Last name" {...form.getInputProps('adminLastName')} />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={pending}>
            Create cooperative
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
