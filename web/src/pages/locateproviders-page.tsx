import { Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { MembersOnly } from '../components/members-only';
import { useAccount } from '../features/account/get-account';
import type { ProvidersAnswer } from '../features/providers/get-providers';
import { ProviderSearchForm } from '../features/providers/provider-search-form';
import { ProvidersTable } from '../features/providers/providers-table';

// /b2c/chealth/locateproviders (member-portal sections 2, 3, 5, 8): find vision, dental,
// chiropractic and pharmacy providers near a ZIP (the member's own to start with). Members only:
// a visitor gets 'Please Login' and the home page, as at every other gate.

export default function LocateprovidersPage() {
  return (
    <MembersOnly>
      <ProviderSearch />
    </MembersOnly>
  );
}

function ProviderSearch() {
  const [answer, setAnswer] = useState<ProvidersAnswer | null>(null);
  // The member's own ZIP starts the search box (the account is cached from My Account if opened).
  const account = useAccount();
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>Locate a Provider</Title>
          <Text mt="xs">Find vision, dental, chiropractic and pharmacy providers near you.</Text>
        </div>
        <ProviderSearchForm onResult={setAnswer} memberZip={account.data?.zip} />
        {answer && <ProvidersTable answer={answer} />}
      </Stack>
    </Container>
  );
}
