import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDate } from '#web/lib/format.js';
import { isStaff, useRole } from '#web/lib/session-storage.js';
import type { Account } from '../get-account';

interface MembershipTabProps {
  account: Account;
  coopName: string;
  /** Following a link closes the modal. */
  onNavigate: () => void;
}

/** Who the member is and where they belong; the Back Office link for staff. */
export function MembershipTab({ account, coopName, onNavigate }: MembershipTabProps) {
  const staff = isStaff(useRole());
  const rows: Array<[string, string]> = [
    ['Name', `${account.firstName} ${account.lastName}`],
    ['Email', account.email],
    ['Co-op', coopName],
    ['Member since', formatDate(account.signupDate)],
  ];
  return (
    <Stack gap="md">
      <Table variant="vertical" layout="fixed" withTableBorder data-testid="membership">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={140}>{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {staff ? (
        <Anchor component={Link} to="/admin/ahome" onClick={onNavigate}>
          Back Office
        </Anchor>
      ) : (
        <Text size="sm">
          Own a business?{' '}
          <Anchor component={Link} to="/b2c/newbp" onClick={onNavigate}>
            Offer A Discount
          </Anchor>
        </Text>
      )}
      <Text size="sm">
        A partner already?{' '}
        <Anchor component={Link} to="/b2c/mybusiness" onClick={onNavigate}>
          My business
        </Anchor>
        : how your deals do and keeping them current.
      </Text>
    </Stack>
  );
}
