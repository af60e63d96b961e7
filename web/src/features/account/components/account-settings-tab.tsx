import { Divider, Stack } from '@mantine/core';
import type { Account } from '../get-account';
import { AccountForm, accountFormValues } from './account-form';
import { ChangePasswordForm } from './change-password-form';
import { PasskeysSection } from './passkeys-section';

/** The My Account tab: the member's details, the password change and the passkeys, a chunk of its own (account-modal.tsx). */
export default function AccountSettingsTab({ account }: { account: Account }) {
  return (
    <Stack gap="lg">
      {/* Keyed by the saved values, so a reload of the account resets the form to them. */}
      <AccountForm key={JSON.stringify(accountFormValues(account))} account={account} />
      <Divider />
      <ChangePasswordForm />
      <Divider />
      <PasskeysSection />
    </Stack>
  );
}
