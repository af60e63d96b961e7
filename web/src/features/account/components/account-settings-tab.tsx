import { Divider, Stack } from '@mantine/core';
import type { Account } from '../get-account';
import { AccountForm, accountFormValues } from './account-form';
import { ChangePasswordForm } from './change-password-form';

/** The My Account tab: the member's details and the password change, a chunk of its own (account-modal.tsx). */
export default function AccountSettingsTab({ account }: { account: Account }) {
  return (
    <Stack gap="lg">
      {/* Keyed by the saved values, so a reload of the account resets the form to them. */}
      <AccountForm key={JSON.stringify(accountFormValues(account))} account={account} />
      <Divider />
      <ChangePasswordForm />
    </Stack>
  );
}
