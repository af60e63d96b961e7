import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { OFFER_TERMS_CHECKS, type OfferTermsFields } from '#shared/offer-terms-rules.js';
import { alertsOf, ordered } from '#shared/partner-rules.js';
import type { ResponseOf } from '#shared/routes.js';
import { AppModal } from '#web/components/app-modal.js';
import { FormAlert } from '#web/components/form-alert.js';
import {
  CategoryChecklist,
  type CategoryChoice,
  OfferValueFields,
  SpecialInstructionsField,
} from '#web/components/offer-terms-fields.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import { errorMessage } from '#web/lib/api-client.js';
import { type MyOffer, useEditMyOffer, useOfferCategories } from '../my-offers';

// Edit: what the offer promises, in the wizard's fields and words. Sent to the co-op's staff for
// review; members keep seeing the live offer until they approve (ADR 0095).

type Terms = NonNullable<MyOffer['change']>['terms'];
type Categories = ResponseOf<'tbp/listcategories'>['categories'];

interface EditInputs extends OfferTermsFields {
  dollarValue: string;
  frequency: string;
  timeLapse: string;
  categories: CategoryChoice[];
}
const editForm = ordered<EditInputs>(OFFER_TERMS_CHECKS);
const TITLES = alertsOf(OFFER_TERMS_CHECKS);

/** The co-op's categories as boxes, checked where the terms have them (and any the terms have that the list lost). */
function choicesOf(all: Categories, terms: Terms): CategoryChoice[] {
  const chosen = new Map(terms.categories.map((c) => [c.category, new Set(c.subcategories)]));
  const listed = all.map((c) => {
    const subs = c.subcategories.map((s) => ({
      subcategory: s.subcategory,
      selected: chosen.get(c.category)?.has(s.subcategory) ?? false,
    }));
    return { category: c.category, selected: subs.length > 0 && subs.every((s) => s.selected), subcategories: subs };
  });
  const known = new Set(all.map((c) => c.category));
  const kept = terms.categories
    .filter((c) => !known.has(c.category))
    .map((c) => ({
      category: c.category,
      selected: true,
      subcategories: c.subcategories.map((subcategory) => ({ subcategory, selected: true })),
    }));
  return [...listed, ...kept];
}

const inputsOf = (t: Terms, categories: Categories): EditInputs => ({
  value: t.value,
  description: t.description,
  dollarValue: String(t.dollarValue),
  frequency: String(t.frequency),
  timeLapse: String(t.timeLapse),
  stubCopy: t.stubCopy,
  categories: choicesOf(categories, t),
});

/** Edit, once the co-op's categories are here (the form's boxes). */
export function EditWhenCategoriesLoad({
  bpId,
  offer,
  onClose,
}: {
  bpId: string;
  offer: MyOffer;
  onClose: () => void;
}) {
  const categories = useOfferCategories();
  if (categories.error)
    return (
      <AppModal title={`Edit "${offer.value}"`} onClose={onClose}>
        <Alert color="red" role="alert">
          {errorMessage(categories.error)}
        </Alert>
      </AppModal>
    );
  if (!categories.data) return <Loader size="sm" role="status" aria-label="Loading the categories" />;
  return <EditOfferDialog bpId={bpId} offer={offer} categories={categories.data.categories} onClose={onClose} />;
}

function EditOfferDialog({
  bpId,
  offer,
  categories,
  onClose,
}: {
  bpId: string;
  offer: MyOffer;
  categories: Categories;
  onClose: () => void;
}) {
  const edit = useEditMyOffer();
  // A change sent back or waiting is where the owner left off; otherwise the live offer.
  const start = offer.change?.terms ?? offer;
  const schemaForm = useSchemaForm({ schema: editForm, initialValues: inputsOf(start, categories), titles: TITLES });
  const { form } = schemaForm;
  const values = form.getValues();
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action: (v) =>
      edit.mutateAsync({
        bpId,
        dealId: offer.dealId,
        terms: {
          value: v.value,
          dollarValue: v.dollarValue,
          description: v.description,
          frequency: v.frequency,
          timeLapse: Number(v.timeLapse),
          stubCopy: v.stubCopy,
          categories: v.categories
            .map((c) => ({
              category: c.category,
              subcategories: c.subcategories.filter((s) => s.selected).map((s) => s.subcategory),
            }))
            .filter((c) => c.subcategories.length > 0),
        },
      }),
    notify: (answer) => ({ title: 'Sent for review', message: answer.message }),
    onSuccess: onClose,
  });
  return (
    <AppModal title={`Edit "${offer.value}"`} onClose={onClose} size="xl">
      <form onSubmit={onSubmit} noValidate aria-label="Edit offer">
        <Stack gap="sm">
          <Alert color="blue">
            Your cooperative reviews a change before members see it. Until then they keep seeing the offer as it is now.
          </Alert>
          <FormAlert notice={schemaForm.alert} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <OfferValueFields inputProps={(field) => form.getInputProps(field)} />
          </SimpleGrid>
          <SpecialInstructionsField inputProps={(field) => form.getInputProps(field)} />
          <Text fw={500}>Categories</Text>
          <CategoryChecklist
            categories={values.categories}
            onChange={(next) => form.setFieldValue('categories', next)}
            error={form.errors.categories}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Send for review
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
