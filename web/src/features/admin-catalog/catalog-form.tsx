import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Button, Checkbox, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { saveCatalogRequest } from '#shared/schemas/admin-catalog.js';
import type { ResponseOf } from '#shared/routes.js';
import { FormAlert } from '#web/components/form-alert.js';
import { useSchemaForm } from '#web/lib/forms/use-schema-form.js';
import { useSubmit } from '#web/lib/forms/use-submit.js';
import { useSaveCatalog } from './setup-catalog-api';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// Which of the network's national deals and insurance products the co-op offers, and which
// offered products its home highlights. The member pages follow on their next load.

type Catalog = ResponseOf<'admin/getcatalog'>;

const valuesOf = (c: Catalog) => ({
  version: c.version,
  nationalDealIds: c.nationalDeals.filter((d) => d.offered).map((d) => d.dealId),
  insuranceIds: c.insurance.filter((p) => p.offered).map((p) => p.productIdentifier),
  insuranceSelected: c.insurance.filter((p) => p.highlighted).map((p) => p.productIdentifier),
});

export function CatalogForm({ catalog, readOnly }: { catalog: Catalog; readOnly: boolean }) {
  const save = useSaveCatalog();
  const schemaForm = useSchemaForm({ schema: saveCatalogRequest, initialValues: valuesOf(catalog) });
  const { form, alert } = schemaForm;
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action: (v) =>
      save.mutateAsync({
        version: v.version,
        nationalDealIds: v.nationalDealIds,
        insuranceIds: v.insuranceIds,
        insuranceSelected: v.insuranceSelected,
      }),
    notify: (r) => ({ title: 'Catalog', message: r.message }),
    onSuccess: (r) => form.setValues(valuesOf(r)),
  });
  const { nationalDealIds, insuranceIds, insuranceSelected } = form.values;
  const toggle = (field: 'nationalDealIds' | 'insuranceIds' | 'insuranceSelected', id: string, on: boolean) => {
    const now = form.values[field];
    form.setFieldValue(field, on ? [...now, id] : now.filter((x) => x !== id));
    // A product no longer offered is no longer highlighted either.
    if (field === 'insuranceIds' && !on)
      form.setFieldValue(
        'insuranceSelected',
        form.values.insuranceSelected.filter((x) => x !== id),
      );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Catalog">
      <Stack gap="md">
        <FormAlert notice={alert} />
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <Stack gap="xs">
              <Title order={2} size="h4">
                National deals
              </Title>
              <Checkbox.Group label="Offered to members" value={nationalDealIds}>
                <Stack gap={6} mt={6}>
                  {catalog.nationalDeals.map((d) => (
                    <Checkbox
                      key={d.dealId}
                      value={d.dealId}
                      label={`${d.companyName}: ${d.title}`}
                      checked={nationalDealIds.includes(d.dealId)}
                      onChange={(e) => toggle('nationalDealIds', d.dealId, e.currentTarget.checked)}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            </Stack>
            <Stack gap="xs">
              <Title order={2} size="h4">
                Insurance products
              </Title>
              <Table aria-label="Insurance products">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Product</Table.Th>
                    <Table.Th>Offered</Table.Th>
                    <Table.Th>Highlighted</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {catalog.insurance.map((p) => (
                    <Table.Tr key={p.productIdentifier}>
                      <Table.Td>{p.productName}</Table.Td>
                      <Table.Td>
                        <Checkbox
                          aria-label={`Offer ${p.productName}`}
                          checked={insuranceIds.includes(p.productIdentifier)}
                          onChange={(e) => toggle('insuranceIds', p.productIdentifier, e.currentTarget.checked)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Checkbox
                          aria-label={`Highlight ${p.productName}`}
                          disabled={!insuranceIds.includes(p.productIdentifier)}
                          checked={insuranceSelected.includes(p.productIdentifier)}
                          onChange={(e) => toggle('insuranceSelected', p.productIdentifier, e.currentTarget.checked)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          </SimpleGrid>
        </fieldset>
        {readOnly ? (
          <Text size="sm" c="dimmed">
            {COMMON_MESSAGES.staffReadOnly}
          </Text>
        ) : (
          <Group>
            <Button type="submit" loading={pending}>
              Save catalog
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
