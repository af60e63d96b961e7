import { Stack, Text, Title } from '@mantine/core';
import { hasRole } from '#shared/roles.js';
import { LoadError } from '../components/load-error';
import { Preloader } from '../components/preloader';
import { GroupsForm } from '../features/admin-catalog/groups-form';
import { useGroups } from '../features/admin-catalog/setup-catalog-api';
import { ImageUpload } from '../features/admin-setup/image-upload';
import { SetupNav } from '../features/admin-setup/setup-nav';
import { errorMessage } from '../lib/api-client';
import { useRole } from '../lib/session-storage';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// /admin/setup/groups, Platform Setup: the co-op's feature groups (home menu tiles). Images are
// uploaded through the setup's image upload; back-office staff read only.

export default function AdminGroupsPage() {
  const readOnly = !hasRole(useRole(), 'admin');
  const groups = useGroups();
  return (
    <Stack gap="md">
      <Title order={1}>Platform Setup</Title>
      <SetupNav />
      <Title order={2} size="h3">
        Feature groups
      </Title>
      <Text size="sm" c="dimmed">
        The tiles and menu entries of the member home, in this order. Members see a change on their next page load.
      </Text>
      {groups.error ? (
        <LoadError
          title={COMMON_MESSAGES.errorTitle}
          message={errorMessage(groups.error)}
          onRetry={() => void groups.refetch()}
        />
      ) : !groups.data ? (
        <Preloader />
      ) : (
        <GroupsForm
          key={groups.data.version}
          listed={groups.data}
          readOnly={readOnly}
          imageUpload={(label, onUploaded) => (
            <ImageUpload
              kind="group"
              label={label}
              src={null}
              previewHeight={0}
              onUploaded={(key) => onUploaded(key)}
            />
          )}
        />
      )}
    </Stack>
  );
}
