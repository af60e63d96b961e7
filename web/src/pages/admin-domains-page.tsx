import { Stack, Text, Title } from '@mantine/core';
import { hasRole } from '#shared/roles.js';
import { LoadError } from '../components/load-error';
import { Preloader } from '../components/preloader';
import { DomainsForm } from '../features/admin-catalog/domains-form';
import { useDomains } from '../features/admin-catalog/setup-catalog-api';
import { SetupNav } from '../features/admin-setup/setup-nav';
import { errorMessage } from '../lib/api-client';
import { useRole } from '../lib/session-storage';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// /admin/setup/domains, Platform Setup: the host names that open this co-op and the ZIPs it
// serves. Back-office staff read only.

export default function AdminDomainsPage() {
  const readOnly = !hasRole(useRole(), 'admin');
  const domains = useDomains();
  return (
    <Stack gap="md">
      <Title order={1}>Platform Setup</Title>
      <SetupNav />
      <Title order={2} size="h3">
        Domains and served ZIPs
      </Title>
      <Text size="sm" c="dimmed">
        The addresses of your portal and the ZIP codes your cooperative serves.
      </Text>
      {domains.error ? (
        <LoadError
          title={COMMON_MESSAGES.errorTitle}
          message={errorMessage(domains.error)}
          onRetry={() => void domains.refetch()}
        />
      ) : !domains.data ? (
        <Preloader />
      ) : (
        <DomainsForm key={domains.data.version} domains={domains.data} readOnly={readOnly} />
      )}
    </Stack>
  );
}
