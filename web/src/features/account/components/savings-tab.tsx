import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Stack, Table, Text } from '@mantine/core';
import { LOCAL_DEALS } from '../../../../../shared/constants';
import { formatDate, formatDollars } from '../../../lib/format';
import type { Account } from '../get-account';
import { ACCOUNT_MESSAGES } from '../../../../../shared/schemas/account-messages';

const SOURCES: Record<string, string> = { [LOCAL_DEALS.printSource]: 'Printed', [LOCAL_DEALS.mobileSource]: 'Mobile' };

/** The member's savings history and total, money as dollars with 2 decimals. */
export function SavingsTab({ account }: { account: Account }) {
  return (
    <Stack gap="md">
      {account.deals.length === 0 ? (
        <Text c="dimmed" data-testid="no-savings">
          {ACCOUNT_MESSAGES.noSavings}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520} type="native">
          <Table striped data-testid="savings-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Business</Table.Th>
                <Table.Th>Value</Table.Th>
                <Table.Th ta="right">You saved</Table.Th>
                <Table.Th>Source</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {account.deals.map((deal, i) => (
                <Table.Tr key={`${deal.datetime}-${i}`}>
                  <Table.Td>{formatDate(deal.datetime)}</Table.Td>
                  <Table.Td>{deal.businessName}</Table.Td>
                  <Table.Td>{deal.value}</Table.Td>
                  <Table.Td ta="right">{formatDollars(deal.dollarvalue)}</Table.Td>
                  <Table.Td>{SOURCES[deal.source] ?? deal.source}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text fw={700} data-testid="savings-total">
        Total savings: {formatDollars(account.total)}
      </Text>
    </Stack>
  );
}
