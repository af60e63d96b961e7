import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
import { Center, Loader, Stack, Tabs } from '@mantine/core';
import { Suspense, useState } from 'react';
import { AppModal } from '#web/components/app-modal.js';
import { ChunkBoundary, inlineChunkFallback } from '#web/components/chunk-boundary.js';
import { FormAlert } from '#web/components/form-alert.js';
import { errorMessage } from '#web/lib/api-client.js';
import type { AccountTab } from '#web/lib/modal-store.js';
import { notice } from '#web/lib/notice.js';
import { retryableLazy } from '#web/lib/retryable-lazy.js';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account-messages.js';
import { MembershipTab } from './components/membership-tab';
import { SavingsTab } from './components/savings-tab';
import { useAccount } from './get-account';

// The My Account tab's forms (the form library, the masked inputs, the password fields) are most
// of this modal's code; the modal opens on Membership, so they load the first time that tab is
// chosen, or as the pointer or focus comes to it. In the open's chunk they made the open's main
// thread work (on a throttled phone) 119 ms of blocking time.
const loadSettings = () => import('./components/account-settings-tab');
const AccountSettingsTab = retryableLazy(loadSettings);

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
        {account.mailUndeliverable && (
          <FormAlert
            notice={notice(ACCOUNT_MESSAGES.mailUndeliverable, ACCOUNT_MESSAGES.mailUndeliverableTitle, 'warning')}
          />
        )}
        <Tabs value={active} onChange={(value) => value && setActive(value as AccountTab)} keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="membership">Membership</Tabs.Tab>
            <Tabs.Tab value="account" onPointerEnter={() => void loadSettings()} onFocus={() => void loadSettings()}>
              My Account
            </Tabs.Tab>
            <Tabs.Tab value="savings">Savings</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="membership" pt="md">
            <MembershipTab account={account} coopName={coopName} onNavigate={onClose} />
          </Tabs.Panel>
          <Tabs.Panel value="account" pt="md">
            <ChunkBoundary fallback={inlineChunkFallback}>
              <Suspense fallback={<TabLoader label="Loading your details" />}>
                <AccountSettingsTab account={account} />
              </Suspense>
            </ChunkBoundary>
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
    body = <TabLoader label="Loading your account" />;
  }

  return (
    <AppModal title="My Account" onClose={onClose} size="lg">
      {body}
    </AppModal>
  );
}

function TabLoader({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}
