// Messages of passkeys (WebAuthn): adding one in My Account and signing in with one.
// Kept by domain so a bundle carries only the words its pages and routes use.

export const PASSKEY_MESSAGES = {
  // My Account
  nameRequired: 'Please give the passkey a name, such as "My phone".',
  nameTooLong: 'Please keep the passkey name to 50 characters.',
  added: 'Passkey added. Next time you can sign in with it instead of your password.',
  removed: 'Passkey removed. It can no longer sign in to your account.',
  notFound: 'That passkey is not on your account (it may have been removed already).',
  tooManyPasskeys: 'Your account has the most passkeys it can hold (10). Please remove one before adding another.',
  alreadyAdded: 'This passkey is already on your account.',
  // Both ceremonies
  badResponse: 'The passkey answer could not be read. Please try again.',
  expired: 'The passkey request expired or was already used. Please try again.',
  notVerified: 'The passkey could not be verified. Please try again, or sign in with your password.',
  // Sign-in: one answer for an unknown passkey, one on another account and a wrong signature,
  // so a guesser learns nothing about which accounts hold which passkeys.
  signInRefused:
    'This passkey is not registered for this account. Sign in with your password, then add it in My Account.',
  counterRegressed:
    'This passkey reported an older use than one we have seen, which can mean it was copied. It has not signed you in; sign in with your password and, if you did not copy it, remove it in My Account.',
  loggedIn: 'You have been signed in with your passkey.',
  // The page
  unsupported: 'This browser cannot use passkeys. Please sign in with your password.',
  cancelled: 'The passkey request was cancelled. You can try again or sign in with your password.',
} as const;
