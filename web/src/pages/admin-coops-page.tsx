import '@mantine/core/styles/Badge.css';
import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { hasRole } from '#shared/roles.js';
import { DataTable } from '../components/data-table';
import { LoadError } from '../components/load-error';
import { Preloader } from '../components/preloader';
import { CreateCoopForm } from '../features/admin-catalog/create-coop-form';
import { useCoops, useSwitchCoop } from '../features/admin-catalog/setup-catalog-api';
import { errorMessage } from '../lib/api-client';
import { removeItems, useRole } from '../lib/session-storage';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

// /admin/coops, the network admin's cooperatives: the list, a new co-op, and "Work in this
// co-op", which moves the network admin's own session there so /admin runs it.

export default function AdminCoopsPage() {
  const network = hasRole(useRole(), 'network');
  const coops = useCoops();
  const switchCoop = useSwitchCoop();

  if (!network) return <Text>{ADMIN_MESSAGES.networkOnly}</Text>;

  const workIn = (plid: number) =>
    switchCoop.mutate(plid, {
      onSuccess: () => {
        // The member side's cached home data is the old co-op's.
        removeItems('homeData', 'key');
        window.location.assign('/admin/ahome');
      },
      onError: (e) => notifications.show({ color: 'red', title: COMMON_MESSAGES.errorTitle, message: errorMessage(e) }),
    });

  return (
    <Stack gap="lg">
      <Title order={1}>Cooperatives</Title>
      {coops.error ? (
        <LoadError
          title={COMMON_MESSAGES.errorTitle}
          message={errorMessage(coops.error)}
          onRetry={() => void coops.refetch()}
        />
      ) : !coops.data ? (
        <Preloader />
      ) : (
        <DataTable
          label="Cooperatives"
          striped
          minWidth={560}
          rows={coops.data.coops}
          rowKey={(c) => String(c.plid)}
          columns={[
            { header: 'Number', cell: (c) => c.plid },
            {
              header: 'Name',
              cell: (c) => (
                <Text size="sm">
                  {c.displayName}
                  <br />
                  {c.coopName}
                </Text>
              ),
            },
            { header: 'Host', cell: (c) => c.primaryDomain },
            { header: 'ZIP', cell: (c) => c.zip },
            {
              header: 'Admin',
              cell: (c) =>
                c.plid === coops.data.currentPlid ? (
                  <Badge variant="dot">Working here</Badge>
                ) : (
                  <Button
                    size="xs"
                    variant="light"
                    loading={switchCoop.isPending && switchCoop.variables === c.plid}
                    onClick={() => workIn(c.plid)}
                    aria-label={`Work in this co-op: ${c.displayName}`}
                  >
                    Work in this co-op
                  </Button>
                ),
            },
          ]}
        />
      )}
      <CreateCoopForm />
    </Stack>
  );
}
