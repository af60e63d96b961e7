import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { LIMITS } from '#shared/constants.js';
import type { DraftLocation } from '#shared/schemas/partners.js';
import { AppModal } from '#web/components/app-modal.js';
import { FormAlert } from '#web/components/form-alert.js';
import { MASKS, MaskedInput } from '#web/components/masked-input.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { newId } from '../utils/draft';
import { locationForm, WIZARD_TITLES, type LocationInputs } from '../utils/wizard-forms';
import { STATE_OPTIONS } from './business-info-tab';

const inputsOf = (l?: DraftLocation): LocationInputs => ({
  locationName: l?.locationName ?? '',
  address: l?.address ?? '',
  city: l?.city ?? '',
  state: l?.state ?? '',
  zip: l?.zip ?? '',
  phone: l?.phone ?? '',
  enabled: (l?.status ?? 1) === 1,
  hideAddress: l?.hideAddress ?? false,
});

/** The location dialog: add or edit one extra location (type 0), with the spec's checks in order. */
export function LocationDialog({
  location,
  onSave,
  onClose,
}: {
  location?: DraftLocation;
  onSave: (l: DraftLocation) => void;
  onClose: () => void;
}) {
  const schemaForm = useSchemaForm({ schema: locationForm, initialValues: inputsOf(location), titles: WIZARD_TITLES });
  const { form, alert, handleSubmit } = schemaForm;
  const onSubmit = handleSubmit((v) => {
    onSave({
      ...(location ?? { id: newId('loc'), type: 0, offers: [] }),
      locationName: v.locationName.trim(),
      address: v.address.trim(),
      city: v.city.trim(),
      state: v.state,
      zip: v.zip,
      phone: v.phone,
      status: v.enabled ? 1 : 0,
      hideAddress: v.hideAddress,
    } as DraftLocation);
  });
  return (
    <AppModal title={location ? 'Edit location' : 'Add location'} onClose={onClose} size="lg">
      <form onSubmit={onSubmit} noValidate aria-label="Location">
        <Stack gap="sm">
          <FormAlert notice={alert} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Location name" maxLength={LIMITS.businessField} {...form.getInputProps('locationName')} />
            <TextInput label="Address" maxLength={LIMITS.businessField} {...form.getInputProps('address')} />
            <TextInput label="City" maxLength={LIMITS.businessField} {...form.getInputProps('city')} />
            <NativeSelect label="State" data={STATE_OPTIONS} {...form.getInputProps('state')} />
            <MaskedInput
              label="ZIP code"
              mask={MASKS.zip}
              inputMode="numeric"
              maxLength={LIMITS.zip}
              {...form.getInputProps('zip')}
            />
            <MaskedInput
              label="Phone"
              mask={MASKS.phone}
              type="tel"
              placeholder="(000) 000-0000"
              {...form.getInputProps('phone')}
            />
          </SimpleGrid>
          <Switch
            label="Enabled (members can redeem offers here)"
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
          <Checkbox
            label="Hide the street address from members"
            {...form.getInputProps('hideAddress', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Save location</Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
