import { Stack, Text, Title } from '@mantine/core';
import { hasRole } from '#shared/roles.js';
import { LoadError } from '../components/load-error';
import { Preloader } from '../components/preloader';
import { CatalogForm } from '../features/admin-catalog/catalog-form';
import { useCatalog } from '../features/admin-catalog/setup-catalog-api';
import { SetupNav } from '../features/admin-setup/setup-nav';
import { errorMessage } from '../lib/api-client';
import { useRole } from '../lib/session-storage';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// /admin/setup/catalog, Platform Setup: the national deals and insurance products this co-op
// offers (National Deals, Insurance and the home follow). Back-office staff read only.

export default function AdminCatalogPage() {
  const readOnly = !hasRole(useRole(), 'admin');
  const catalog = useCatalog();
  return (
    <Stack gap="md">
      <Title order={1}>Platform Setup</Title>
      <SetupNav />
      <Title order={2} size="h3">
        Catalog
      </Title>
      <Text size="sm" c="dimmed">
        Which of the network&apos;s national deals and insurance products your members see. Members see a change on
        their next page load.
      </Text>
      {catalog.error ? (
        <LoadError
          title={COMMON_MESSAGES.errorTitle}
          message={errorMessage(catalog.error)}
          onRetry={() => void catalog.refetch()}
        />
      ) : !catalog.data ? (
        <Preloader />
      ) : (
        <CatalogForm key={catalog.data.version} catalog={catalog.data} readOnly={readOnly} />
      )}
    </Stack>
  );
}
