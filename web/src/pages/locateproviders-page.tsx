import { Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { MembersOnly } from '../components/members-only';
import type { ProvidersAnswer } from '../features/providers/api/get-providers';
import { ProviderSearchForm } from '../features/providers/components/provider-search-form';
import { ProvidersTable } from '../features/providers/components/providers-table';

// /b2c/chealth/locateproviders (member-portal sections 2, 3, 5, 8): find vision, dental,
// chiropractic and pharmacy providers near a ZIP. Members only: a visitor gets 'Please Login' and
// the home page, as at every other gate.

export default function LocateprovidersPage() {
  return (
    <MembersOnly>
      <ProviderSearch />
    </MembersOnly>
  );
}

function ProviderSearch() {
  const [answer, setAnswer] = useState<ProvidersAnswer | null>(null);
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>Locate a Provider</Title>
          <Text mt="xs">Find vision, dental, chiropractic and pharmacy providers near you.</Text>
        </div>
        <ProviderSearchForm onResult={setAnswer} />
        {answer && <ProvidersTable answer={answer} />}
      </Stack>
    </Container>
  );
}
