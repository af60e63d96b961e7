import { Alert, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { AGREEMENT_TERMINATION_NOTICE_DAYS, LIMITS } from '#shared/constants.js';
import type { SchemaForm } from '#web/lib/forms/use-schema-form.js';
import type { businessInfoForm } from '../utils/wizard-forms';

/**
 * Agreement: who signs the Participating Business Agreement for the business. It is signed
 * electronically from a link emailed to them once the cooperative approves the business.
 */
export function AgreementTab({
  coop,
  schemaForm,
}: {
  coop?: { coopName: string; address: string; city: string; state: string; zip: string };
  schemaForm: SchemaForm<typeof businessInfoForm>;
}) {
  const { form } = schemaForm;
  const business = form.getValues();
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Participating Business Agreement
      </Title>
      <Text>
        Between {business.businessName || 'your business'} and {coop?.coopName ?? 'your cooperative'}
        {coop ? `, ${coop.address}, ${coop.city}, ${coop.state} ${coop.zip}` : ''}. It lists each of your offers with
        its value, limit, expiry and locations; either side may end it with {AGREEMENT_TERMINATION_NOTICE_DAYS} days'
        notice.
      </Text>
      <Alert variant="light" color="blue" role="note">
        Once your cooperative approves the business, we email the person below a link to read and sign the agreement
        electronically. Your offers go live when it is signed.
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label="Signer's full name"
          maxLength={LIMITS.signatureField}
          autoComplete="name"
          {...form.getInputProps('signerName')}
        />
        <TextInput
          label="Signer's job title"
          maxLength={LIMITS.signatureField}
          autoComplete="organization-title"
          {...form.getInputProps('signerTitle')}
        />
        <TextInput
          label="Signer's email"
          description="Leave empty to use the business email"
          type="email"
          maxLength={LIMITS.businessEmail}
          autoComplete="email"
          {...form.getInputProps('signerEmail')}
        />
      </SimpleGrid>
    </Stack>
  );
}
