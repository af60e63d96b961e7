import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Tabs.css';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { LIMITS, PERPETUAL_DATE, TIME_LAPSES } from '#shared/constants.js';
import type { DraftLocation, DraftOffer } from '#shared/schemas/partners.js';
import { AppModal } from '#web/components/app-modal.js';
import { FormAlert } from '#web/components/form-alert.js';
import { MASKS, MaskedInput } from '#web/components/masked-input.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { toggleCategory, toggleSubcategory } from '../utils/draft';
import { offerForm, WIZARD_TITLES, type OfferInputs } from '../utils/wizard-forms';

const TIME_LAPSE_OPTIONS = TIME_LAPSES.map((t) => ({ value: String(t.days), label: t.label }));
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
                <TextInput
                  label="Display value"
                  description="What members see first, e.g. 10% off"
                  maxLength={LIMITS.offerValue}
                  {...form.getInputProps('value')}
                />
                <MaskedInput
                  label="Estimated dollar value"
                  mask={MASKS.dollars}
                  inputMode="decimal"
                  maxLength={9}
                  {...form.getInputProps('dollarValue')}
                />
                <Textarea
                  label="Full description"
                  maxLength={LIMITS.offerDescription}
                  rows={3}
                  {...form.getInputProps('description')}
                />
                <Stack gap="xs">
                  <Group grow align="flex-start">
                    <MaskedInput
                      label="Frequency"
                      description="Uses per member"
                      mask="000"
                      inputMode="numeric"
                      {...form.getInputProps('frequency')}
                    />
                    <NativeSelect
                      label="Time lapse"
                      description="In each"
                      data={TIME_LAPSE_OPTIONS}
                      {...form.getInputProps('timeLapse')}
                    />
                  </Group>
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
                </Stack>
              </SimpleGrid>
            </Tabs.Panel>
            <Tabs.Panel value="spec" pt="sm">
              <Stack gap="sm">
                <Textarea
                  label="Special instructions (printed on the coupon)"
                  maxLength={LIMITS.offerStubCopy}
                  rows={4}
                  {...form.getInputProps('stubCopy')}
                />
                <Switch label="Enabled" {...form.getInputProps('enabled', { type: 'checkbox' })} />
                <Text fw={500}>Channels</Text>
                <Checkbox label="Printed coupon" {...form.getInputProps('isPrinted', { type: 'checkbox' })} />
                <Checkbox label="Mobile redemption" {...form.getInputProps('isMobile', { type: 'checkbox' })} />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="categories" pt="sm">
              <Stack gap="xs" role="group" aria-label="Categories">
                {values.categories.map((c) => (
                  <Stack key={c.category} gap={4}>
                    <Checkbox
                      label={c.category}
                      fw={600}
                      checked={c.selected}
                      onChange={(e) =>
                        form.setFieldValue(
                          'categories',
                          toggleCategory(values.categories, c.category, e.currentTarget.checked),
                        )
                      }
                    />
                    <Group gap="md" pl="lg">
                      {c.subcategories.map((s) => (
                        <Checkbox
                          key={s.subcategory}
                          label={s.subcategory}
                          checked={s.selected}
                          onChange={(e) =>
                            form.setFieldValue(
                              'categories',
                              toggleSubcategory(values.categories, c.category, s.subcategory, e.currentTarget.checked),
                            )
                          }
                        />
                      ))}
                    </Group>
                  </Stack>
                ))}
                {categoryError ? (
                  <Text c="red" size="sm">
                    {categoryError}
                  </Text>
                ) : null}
              </Stack>
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
