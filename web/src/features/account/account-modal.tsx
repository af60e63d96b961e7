import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import { Center, Divider, Loader, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { AppModal } from '../../components/app-modal';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-client';
import type { AccountTab } from '../../lib/modal-store';
import { notice } from '../../lib/notice';
import { ACCOUNT_MESSAGES } from '../../../../shared/schemas/account-messages';
import { AccountForm, accountFormValues } from './components/account-form';
import { ChangePasswordForm } from './components/change-password-form';
import { MembershipTab } from './components/membership-tab';
import { SavingsTab } from './components/savings-tab';
import { useAccount } from './get-account';

interface AccountModalProps {
  onClose: () => void;
  coopName: string;
  tab?: AccountTab;
}

/** My Account with the tabs Membership, My Account and Savings. */
export function AccountModal({ onClose, coopName, tab = 'membership' }: AccountModalProps) {
  const [active, setActive] = useState<AccountTab>(tab);
  const { data: account, error, isPending } = useAccount();

  let body;
  if (account) {
    body = (
      <Stack gap="md">
        {/* Goes away once a new address is confirmed: the flag is read for the address on file. */}
        {account.mailUndeliverable && <FormAlert notice={notice(ACCOUNT_MESSAGES.mailUndeliverable, ACCOUNT_MESSAGES.mailUndeliverableTitle, 'warning')} />}
        <Tabs value={active} onChange={(value) => value && setActive(value as AccountTab)} keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="membership">Membership</Tabs.Tab>
            <Tabs.Tab value="account">My Account</Tabs.Tab>
            <Tabs.Tab value="savings">Savings</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="membership" pt="md">
            <MembershipTab account={account} coopName={coopName} onNavigate={onClose} />
          </Tabs.Panel>
          <Tabs.Panel value="account" pt="md">
            <Stack gap="lg">
              {/* Keyed by the saved values, so a reload of the account resets the form to them. */}
              <AccountForm key={JSON.stringify(accountFormValues(account))} account={account} />
              <Divider />
              <ChangePasswordForm />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="savings" pt="md">
            <SavingsTab account={account} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    );
  } else if (error) {
    body = <FormAlert notice={notice(errorMessage(error))} />;
  } else if (isPending) {
    body = (
      <Center py="xl" role="status" aria-label="Loading your account">
        <Loader />
      </Center>
    );
  }

  return (
    <AppModal title="My Account" onClose={onClose} size="lg">
      {body}
    </AppModal>
  );
}
