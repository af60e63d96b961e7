import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Button, Drawer, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { fill } from '#shared/constants.js';
import { hasRole, isStaffRole } from '#shared/roles.js';
import { DataTable } from '#web/components/data-table.js';
import { PageLoader } from '#web/components/preloader.js';
import { errorMessage } from '#web/lib/api-client.js';
import { useRole } from '#web/lib/session-storage.js';
import { useMember, useResetFactors, useSetMemberStatus } from './api/members-api';
import { dollars, formatDate, STATUS_COLOR, STATUS_LABEL } from './utils/member-text';
import { ADMIN_MESSAGES } from '#shared/schemas/admin-messages.js';
import { COMMON_MESSAGES } from '#shared/schemas/common-messages.js';

/**
 * One member in a drawer: contact data, status, dates and role, savings history with its total,
 * and Deactivate or Reactivate for the co-op's admins (back-office staff only look).
 */
export function MemberDetail({ memberId, onClose }: { memberId: string | null; onClose: () => void }) {
  const member = useMember(memberId);
  const role = useRole();
  const canChange = hasRole(role, 'admin');
  const setStatus = useSetMemberStatus();
  const resetFactors = useResetFactors();
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  // Deactivating ends the member's sessions at once: it is asked for twice.
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setAnswer(null);
    setConfirming(false);
    setStatus.reset();
    resetFactors.reset();
    onClose();
  };
  const change = (action: 'deactivate' | 'reactivate') =>
    setStatus.mutate(
      { memberId: memberId!, action },
      {
        onSuccess: (r) => setAnswer({ ok: true, message: r.message }),
        onError: (e) => setAnswer({ ok: false, message: errorMessage(e) }),
        onSettled: () => setConfirming(false),
      },
    );

  const m = member.data?.member;
  return (
    <Drawer
      opened={memberId !== null}
      onClose={close}
      closeOnEscape={!confirming}
      position="right"
      size="lg"
      title="Member"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {member.error ? (
        <Alert color="red" title={COMMON_MESSAGES.errorTitle}>
          {errorMessage(member.error)}
        </Alert>
      ) : !m ? (
        <PageLoader />
      ) : (
        <Stack gap="md" data-testid="member-detail">
          <Group justify="space-between" align="flex-start">
            <Title order={2} size="h3">
              {m.firstName} {m.lastName}
            </Title>
            <Badge color={STATUS_COLOR[m.status]} variant="dot" data-testid="member-status">
              {STATUS_LABEL[m.status]}
            </Badge>
          </Group>
          <Table variant="vertical" withTableBorder aria-label="Member details">
            <Table.Tbody>
              {(
                [
                  ['Email', m.email],
                  ['ZIP code', m.zip],
                  ['Phone', m.cellPhone ?? '—'],
                  ['Role', m.role],
                  ['Signed up', formatDate(m.signupDate, true)],
                  ['Last login', formatDate(m.lastLogin, true)],
                ] as const
              ).map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={120}>{label}</Table.Th>
                  {/* A long address breaks where it must rather than widen the table past a phone's screen. */}
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {answer ? (
            <Alert role="status" color={answer.ok ? 'green' : 'red'}>
              {answer.message}
            </Alert>
          ) : null}
          {canChange ? (
            m.status === 'inactive' ? (
              <Button onClick={() => change('reactivate')} loading={setStatus.isPending}>
                Reactivate
              </Button>
            ) : (
              <Button color="red" variant="light" onClick={() => setConfirming(true)} loading={setStatus.isPending}>
                Deactivate
              </Button>
            )
          ) : (
            <Text size="sm" c="dimmed">
              Only your cooperative&apos;s administrators can deactivate or reactivate members.
            </Text>
          )}
          {canChange && isStaffRole(m.role) ? (
            <Button
              variant="default"
              onClick={() =>
                resetFactors.mutate(m.memberId, {
                  onSuccess: (r) => setAnswer({ ok: true, message: r.message }),
                  onError: (e) => setAnswer({ ok: false, message: errorMessage(e) }),
                })
              }
              loading={resetFactors.isPending}
            >
              Reset second step
            </Button>
          ) : null}
          <Modal
            opened={confirming}
            onClose={() => setConfirming(false)}
            title={ADMIN_MESSAGES.deactivateConfirmTitle}
            centered
            closeButtonProps={{ 'aria-label': 'Close' }}
          >
            <Stack gap="md">
              <Text>{fill(ADMIN_MESSAGES.deactivateConfirm, { name: `${m.firstName} ${m.lastName}` })}</Text>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setConfirming(false)}>
                  Cancel
                </Button>
                <Button color="red" onClick={() => change('deactivate')} loading={setStatus.isPending}>
                  Deactivate
                </Button>
              </Group>
            </Stack>
          </Modal>
          <Title order={3} size="h4">
            Savings history
          </Title>
          {member.data!.savings.length === 0 ? (
            <Text c="dimmed">No savings yet.</Text>
          ) : (
            <DataTable
              label="Savings history"
              striped
              rows={member.data!.savings}
              rowKey={(s, i) => `${s.datetime}-${i}`}
              columns={[
                { header: 'Date', cell: (s) => formatDate(s.datetime) },
                { header: 'Business', cell: (s) => s.businessName },
                { header: 'Deal', cell: (s) => s.value },
                { header: 'Saved', cell: (s) => dollars(s.dollarvalue) },
              ]}
            />
          )}
          <Text fw={700} data-testid="member-total">
            Total saved: {dollars(member.data!.total)}
          </Text>
        </Stack>
      )}
    </Drawer>
  );
}
