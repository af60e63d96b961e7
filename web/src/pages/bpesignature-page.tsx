import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/List.css';
import {
  Alert,
  Button,
  Center,
  Checkbox,
  Container,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { agreementSections, CONSENT_TEXT } from '#shared/agreement.js';
import { LIMITS } from '#shared/constants.js';
import { eSignature } from '#shared/schemas/partners.js';
import { FormAlert } from '../components/form-alert';
import { callApi } from '../lib/api-client';
import { useSchemaForm } from '../lib/forms/use-schema-form';
import { useSubmit } from '../lib/forms/use-submit';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';
import { PARTNERS_MESSAGES } from '#shared/schemas/partners-messages.js';

// /bpesignature/{key1}/{key2}: the emailed agreement link. The
// page shows the agreement as the server will render it (the same shared text), asks consent to
// sign electronically, takes by, name and title, and signs; then the root with 'Agreement Signed'.
export default function BpesignaturePage() {
  const { key1 = '', key2 = '' } = useParams();
  const navigate = useNavigate();
  const [consent, setConsent] = useState(false);
  const info = useQuery({
    queryKey: ['agreement', key1, key2],
    queryFn: () => callApi('outside/getbpinfo', { key1, key2 }),
    retry: false,
    staleTime: Infinity,
  });
  const sign = useMutation({
    mutationFn: (s: { by: string; name: string; title: string }) =>
      callApi('outside/signAgreement', { key1, key2, eSignature: s, agreement: '' }),
  });
  const schemaForm = useSchemaForm({
    schema: eSignature,
    initialValues: { by: '', name: '', title: '' },
    titles: { [PARTNERS_MESSAGES.signatureIncomplete]: COMMON_MESSAGES.warningTitle },
  });
  // The name and title the owner gave in the wizard's Agreement tab, once the agreement is in;
  // the signature itself ("by") stays the signer's to type, as the act of signing.
  const signer = info.data?.contractInfo.businessData;
  const prefill = useEffectEvent((name: string, title: string) => {
    const shown = schemaForm.form.getValues();
    if (!shown.name && !shown.title) schemaForm.form.setValues({ name, title });
  });
  useEffect(() => {
    if (signer) prefill(signer.printedName ?? '', signer.title ?? '');
  }, [signer]);
  const { onSubmit, pending } = useSubmit(schemaForm, {
    action: (values) => sign.mutateAsync(values),
    failure: { title: COMMON_MESSAGES.warningTitle, tone: 'warning' },
    onSuccess: () => {
      notifications.show({
        color: 'green',
        title: PARTNERS_MESSAGES.agreementSigned,
        message: PARTNERS_MESSAGES.agreementSignedDetail,
        autoClose: false,
      });
      navigate('/', { replace: true });
    },
  });

  if (info.isPending) {
    return (
      <Center mih="60dvh">
        <Loader role="status" aria-label="Loading the agreement" />
      </Center>
    );
  }
  if (!info.data) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="This agreement cannot be opened" data-testid="agreement-fallback">
          {info.error instanceof Error ? info.error.message : COMMON_MESSAGES.serverError} If you need help, contact the
          cooperative that sent it.
        </Alert>
      </Container>
    );
  }
  const d = info.data;
  const sections = agreementSections({
    business: {
      name: d.bpData.businessName,
      address: d.bpData.address,
      city: d.bpData.city,
      state: d.bpData.state,
      zip: d.bpData.zip,
    },
    coop: {
      name: d.plData.coopName,
      address: d.plData.address,
      city: d.plData.city,
      state: d.plData.state,
      zip: d.plData.zip,
    },
    offers: d.offers,
  });
  const { form, alert } = schemaForm;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>Participating Business Agreement</Title>
        <article aria-label="Agreement">
          <Stack gap="sm">
            {sections.map((s) => (
              <section key={s.heading}>
                <Title order={2} size="h4">
                  {s.heading}
                </Title>
                {s.heading === 'Offers' ? (
                  <List spacing="xs">
                    {s.paragraphs.map((p) => (
                      <List.Item key={p}>{p}</List.Item>
                    ))}
                  </List>
                ) : (
                  s.paragraphs.map((p) => <Text key={p}>{p}</Text>)
                )}
              </section>
            ))}
            <Text fw={600}>For the Cooperative: {d.plData.coopName}, by its authorized representative.</Text>
          </Stack>
        </article>
        <form onSubmit={onSubmit} noValidate aria-label="Electronic signature">
          <Stack gap="sm">
            <FormAlert notice={alert} />
            <Checkbox label={CONSENT_TEXT} checked={consent} onChange={(e) => setConsent(e.currentTarget.checked)} />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput label="Signature (by)" maxLength={LIMITS.signatureField} {...form.getInputProps('by')} />
              <TextInput label="Full name" maxLength={LIMITS.signatureField} {...form.getInputProps('name')} />
              <TextInput label="Job title" maxLength={LIMITS.signatureField} {...form.getInputProps('title')} />
            </SimpleGrid>
            <Button type="submit" loading={pending} disabled={!consent}>
              Sign the agreement
            </Button>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}
