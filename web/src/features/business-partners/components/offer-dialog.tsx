import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Tabs.css';
import { Button, Checkbox, Group, SimpleGrid, Stack, Switch, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { PERPETUAL_DATE } from '#shared/constants.js';
import type { DraftLocation, DraftOffer } from '#shared/schemas/partners.js';
import { AppModal } from '#web/components/app-modal.js';
import { FormAlert } from '#web/components/form-alert.js';
import { MaskedInput } from '#web/components/masked-input.js';
import { CategoryChecklist, OfferValueFields, SpecialInstructionsField } from '#web/components/offer-terms-fields.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { offerForm, WIZARD_TITLES, type OfferInputs } from '../utils/wizard-forms';

/** Which of the dialog's tabs holds each checked field, so a failed check shows its tab. */
const TAB_OF: Record<string, string> = {
  value: 'info',
  description: 'info',
  dollarValue: 'info',
  frequency: 'info',
  endDate: 'info',
  isPrinted: 'spec',
  categories: 'categories',
  locationIds: 'locations',
};

const inputsOf = (o: DraftOffer, locationIds: string[]): OfferInputs => ({
  value: o.value,
  description: o.description,
  dollarValue: o.value === '' && o.dollarValue === 0 ? '' : String(o.dollarValue),
  frequency: String(o.frequency),
  timeLapse: String(o.timeLapse),
  endDate: o.endDate,
  perpetual: o.endDate === PERPETUAL_DATE,
  stubCopy: o.stubCopy,
  enabled: o.status === 1,
  isPrinted: o.isPrinted === 1,
  isMobile: o.isMobile === 1,
  categories: o.categories,
  locationIds,
});

interface OfferDialogProps {
  offer: DraftOffer;
  isNew: boolean;
  locationIds: string[];
  locations: readonly DraftLocation[];
  onSave: (offer: DraftOffer, locationIds: string[]) => void;
  onClose: () => void;
}

/** The offer dialog: Offer Information, Offer Specification, Categories and Locations. */
export function OfferDialog({ offer, isNew, locationIds, locations, onSave, onClose }: OfferDialogProps) {
  const [tab, setTab] = useState<string | null>('info');
  const schemaForm = useSchemaForm({
    schema: offerForm,
    initialValues: inputsOf(offer, locationIds),
    titles: WIZARD_TITLES,
  });
  const { form, alert, handleSubmit } = schemaForm;
  const values = form.getValues();
  const enabledLocations = locations.filter((l) => l.status === 1);

  const onSubmit = handleSubmit((v) => {
    onSave(
      {
        ...offer,
        value: v.value.trim(),
        description: v.description.trim(),
        dollarValue: Number(v.dollarValue),
        frequency: Number(v.frequency),
        timeLapse: Number(v.timeLapse),
        endDate: v.endDate,
        stubCopy: v.stubCopy,
        status: v.enabled ? 1 : 0,
        isPrinted: v.isPrinted ? 1 : 0,
        isMobile: v.isMobile ? 1 : 0,
        categories: v.categories,
      },
      v.locationIds,
    );
  });
  // A failed check opens the tab its field is on.
  const showFailingTab = () => {
    const result = offerForm.safeParse(form.getValues());
    const field = result.error?.issues[0]?.path[0];
    if (typeof field === 'string' && TAB_OF[field]) setTab(TAB_OF[field]);
  };

  const perpetual = (checked: boolean) => {
    form.setFieldValue('perpetual', checked);
    form.setFieldValue('endDate', checked ? PERPETUAL_DATE : '');
  };
  const categoryError = form.errors.categories;
  const locationError = form.errors.locationIds;

  return (
    <AppModal title={isNew ? 'Add offer' : 'Edit offer'} onClose={onClose} size="xl">
      <form onSubmit={onSubmit} noValidate aria-label="Offer">
        <Stack gap="sm">
          <FormAlert notice={alert} />
          <Tabs value={tab} onChange={setTab} keepMounted>
            <Tabs.List>
              <Tabs.Tab value="info">Offer Information</Tabs.Tab>
              <Tabs.Tab value="spec">Offer Specification</Tabs.Tab>
              <Tabs.Tab value="categories">Categories</Tabs.Tab>
              <Tabs.Tab value="locations">Locations</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="info" pt="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <OfferValueFields
                  inputProps={(field) => form.getInputProps(field)}
                  beside={
                    <>
                      <MaskedInput
                        label="Expiration date"
                        mask="00/00/0000"
                        placeholder="MM/DD/YYYY"
                        inputMode="numeric"
                        disabled={values.perpetual}
                        {...form.getInputProps('endDate')}
                      />
                      <Checkbox
                        label="Perpetual (no end: expires 01/01/2050)"
                        checked={values.perpetual}
                        onChange={(e) => perpetual(e.currentTarget.checked)}
                      />
                    </>
                  }
                />
              </SimpleGrid>
            </Tabs.Panel>
            <Tabs.Panel value="spec" pt="sm">
              <Stack gap="sm">
                <SpecialInstructionsField inputProps={(field) => form.getInputProps(field)} />
                <Switch label="Enabled" {...form.getInputProps('enabled', { type: 'checkbox' })} />
                <Text fw={500}>Channels</Text>
                <Checkbox label="Printed coupon" {...form.getInputProps('isPrinted', { type: 'checkbox' })} />
                <Checkbox label="Mobile redemption" {...form.getInputProps('isMobile', { type: 'checkbox' })} />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="categories" pt="sm">
              <CategoryChecklist
                categories={values.categories}
                onChange={(next) => form.setFieldValue('categories', next)}
                error={categoryError}
              />
            </Tabs.Panel>
            <Tabs.Panel value="locations" pt="sm">
              <Checkbox.Group
                label="Redeem at"
                description="Only enabled locations can be chosen."
                {...form.getInputProps('locationIds')}
                error={locationError}
              >
                <Stack gap="xs" mt="xs">
                  {enabledLocations.length === 0 ? <Text c="dimmed">Add an enabled location first.</Text> : null}
                  {enabledLocations.map((l) => (
                    <Checkbox key={l.id} value={l.id} label={`${l.locationName}: ${l.address}, ${l.city}`} />
                  ))}
                </Stack>
              </Checkbox.Group>
            </Tabs.Panel>
          </Tabs>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" onClick={showFailingTab}>
              Save offer
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
