import { Stack, Text } from '@mantine/core';
import { LOCAL_DEALS } from '#shared/constants.js';
import { DataTable } from '#web/components/data-table.js';
import { formatDate, formatDollars } from '#web/lib/format.js';
import type { Account } from '../get-account';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';

const SOURCES: Record<string, string> = { [LOCAL_DEALS.printSource]: 'Printed', [LOCAL_DEALS.mobileSource]: 'Mobile' };

type Saving = Account['deals'][number];

/** The member's savings history and total, money as dollars with 2 decimals. */
export function SavingsTab({ account }: { account: Account }) {
  return (
    <Stack gap="md">
      {account.deals.length === 0 ? (
        <Text c="dimmed" data-testid="no-savings">
          {ACCOUNT_MESSAGES.noSavings}
        </Text>
      ) : (
        // The app's table: on a phone each saving is a card, so "You saved" and "Source" stay on screen.
        <DataTable<Saving>
          label="Savings"
          striped
          rows={account.deals}
          rowKey={(deal, i) => `${deal.datetime}-${i}`}
          columns={[
            { header: 'Date', cell: (deal) => formatDate(deal.datetime) },
            { header: 'Business', cell: (deal) => deal.businessName },
            { header: 'Value', cell: (deal) => deal.value },
            { header: 'You saved', cell: (deal) => formatDollars(deal.dollarvalue) },
            { header: 'Source', cell: (deal) => SOURCES[deal.source] ?? deal.source },
          ]}
        />
      )}
      <Text fw={700} data-testid="savings-total">
        Total savings: {formatDollars(account.total)}
      </Text>
    </Stack>
  );
}
