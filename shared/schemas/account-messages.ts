// Messages of accounts: registration, login, emailed links, My Account, passwords.
// Kept by domain so a bundle carries only the words its pages and routes use.

export const ACCOUNT_MESSAGES = {
  // Login
  loginEmpty: 'Please enter email and password',
  loginEmailInvalid: 'Please enter valid email address',
  loginPasswordShort: 'Password must be at least 8 characters long',
  // Registration
  allFieldsRequiredTitle: 'All fields are required',
  enterFirstName: 'Please enter first name',
  enterLastName: 'Please enter last name',
  enterEmail: 'Please enter email',
  enterPassword: 'Please enter password',
  enterPasswordConfirmation: 'Please enter password confirmation',
  enterZip: 'Please enter zip code',
  passwordMismatchTitle: 'Password Mismatch',
  passwordMismatch: 'Password and password confirmation do not match',
  invalidEmailTitle: 'Invalid Email',
  invalidEmail: 'Please enter a valid email address',
  passwordRule:
    'Password must be between 8 and 30 characters long, and contain at least one number, one uppercase letter, one lowercase letter, and one special character',
  selectCoop: 'Please select a Co-op',
  zipRequired: 'Please enter zip code',
  zipInvalid: 'Please enter valid zip code. If your ZIP code has less than 5 digits, complete with 0 on the left side.',
  registrationFailedTitle: 'Registration Failed',
  // Account
  mailUndeliverableTitle: 'We cannot reach your email address',
  mailUndeliverable:
    'Mail we sent to your email address was returned as undeliverable or reported as spam, so we no longer send mail to it. Please correct your email address in My Account.',
  accountFirstName: 'Please enter your first name',
  accountLastName: 'Please enter your last name',
  accountEmail: 'Please enter your email',
  accountSaved: 'Your account changes have been saved.',
  passwordChanged: 'Your password has been changed. Please login again.',
  dobInvalid: 'Please enter a valid date of birth.',
  emailChangePassword: 'Please enter your current password to change your email.',
  emailChangeSent:
    'Your account changes have been saved. We sent a confirmation link to {email}: your email changes when you open it.',
  emailChanged: 'Your email address has been changed. Please use it the next time you login.',
  // Account security: the password strength estimate, email change
  passwordTooWeak:
    "This password is too easy to guess. Please choose a longer one that is not a common word or pattern and does not use your name, your email or the co-op's name.",
  emailChangeInvalid: 'This link is not valid anymore. Please change your email again from My Account.',
  // One-click unsubscribe from the monthly deals digest (product wording; RFC 8058)
  unsubscribed:
    'You are unsubscribed: {coop} will not send you the monthly savings email. You can turn it back on in My Account.',
  unsubscribeInvalid:
    'This unsubscribe link is not valid: it was already used or has expired. You can change your email preference in My Account.',
  oneClickOnly: 'This address takes one-click unsubscribe requests only (List-Unsubscribe=One-Click).',
  // Change password
  enterCurrentPassword: 'Enter your current password',
  newPasswordMismatch: 'The new password and the confirmation password do not match',
  checkNewPasswordTitle: 'Check your new password',
  invalidPasswordTitle: 'Invalid Password',
  // Activation and reset
  setPasswordRule:
    'Password must be at least 8 characters long, contain at least one uppercase letter, one lowercase letter, one number and one special character',
  recoverEmailRequired: 'Please enter your email address',
  resetPasswordTitle: 'Reset Password',
  passwordResetTitle: 'Password Reset',
  passwordResetDone: 'Your password has been reset successfully',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordUpdated: 'Password updated successfully',
  invalidResetLink: 'Invalid password reset link',
  welcomeBackTitle: 'Welcome back, {name}',
  loggedIn: 'You have been logged in successfully',
  logoutConfirm: 'Are you sure? Log out this session?',
  // Product wording where the spec names a message without giving it
  csignuploginExclusive: 'This feature is exclusive for cooperative Members. Login or register below.',
  csignuploginHome: 'Login or register below for your free membership.',
  welcomeNewTitle: 'Welcome, {name}!',
  welcomeNew: 'Your account has been created and you are now logged in.',
  enterNewPassword: 'Enter your new password',
  enterConfirmPassword: 'Confirm your new password',
  noSavings: 'No savings yet. Your redeemed deals and what you saved will show here.',
  // Answers that say what happened and what to do next, never nothing or the wrong thing.
  // Only after the right password (a wrong one hears badCredentials, so this reveals nothing).
  accountInactive: 'Your account is inactive. Please contact {coop} at {contact} to have it reactivated.',
  accountInactiveNoContact: 'Your account is inactive. Please contact {coop} to have it reactivated.',
  activationLinkDeadTitle: 'This link cannot be used',
  activationLinkDead:
    'This activation link was already used or has expired. If you have set your password, please log in; otherwise use Forgot password to get a new link.',
  resetLinkDead:
    'This password reset link was already used, was replaced by a newer one, or has expired: only the newest link we sent works, and only once.',
  sendNewResetLink: 'Send a new link',
  // Answers of the account routes (the server's own words)
  badCredentials: 'The email or password is incorrect.',
  duplicateEmail: 'An account with this email already exists. Please login or use Forgot password.',
  emailTaken: 'This email is already used by another account.',
  unknownZip: 'We could not find a cooperative serving this ZIP code. Please check the ZIP code and try again.',
  coopDoesNotServeZip: 'Please select a Co-op',
  welcome: 'Welcome! Your account has been created.',
  recoverSent:
    'If an account exists for this email, we have sent it a link to reset your password. Please check your inbox.',
  invalidLink: 'This link is not valid anymore. Please request a new one.',
  wrongCurrentPassword: 'Your current password is not correct.',
  staleAccount: 'Your account changed in another window. Please reload and try again.',
  loggedOut: 'You have been logged out.',
} as const;
