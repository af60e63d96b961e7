// Staff's second step after the password: a code from an authenticator app or a recovery code
// (ADR 0090). Kept by domain so a bundle carries only the words its pages and routes use.

export const SECOND_FACTOR_MESSAGES = {
  /** An admin route called by a staff session that has not passed its second step (code secondStepRequired). */
  secondStepRequired:
    'Staff accounts need a second step after the password. Please enter the code from your authenticator app.',
  /** A member (no staff role) asked for the staff's second step. */
  staffOnly: 'The second step is for staff accounts only.',
  codeRequired: 'Please enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  enrolCodeRequired: 'Please enter the 6-digit code your authenticator app shows for this account.',
  /** A code that is neither a current code nor an unused recovery code; the same words for both. */
  wrongCode:
    'That code is not right. Check the time on your phone and enter the code shown now, or use one of your recovery codes.',
  /** The step's code was already used (a code counts once). */
  codeUsed: 'That code was already used. Please wait for the next code from your authenticator app.',
  /** Confirming an app when the account already has one. */
  alreadyEnrolled: 'This account already has an authenticator app. Sign in with a code from it.',
  /** Confirming with no app set up (the page was left open while the factor was reset). */
  notEnrolling: 'Please reload the page to set up your authenticator app.',
  alreadyPassed: 'You have already passed the second step for this session.',
  enrolled:
    'Your authenticator app is set up. Save your ten recovery codes now: each signs you in once if you lose your phone, and they are not shown again.',
  passed: 'Thank you. You can now use the admin area.',
  passedWithRecovery:
    'Signed in with a recovery code. That code cannot be used again; {left} recovery codes are left. If you lost your phone, ask your administrator to reset your second step.',
  // Reset by an administrator (admin member detail)
  resetDone: "{name}'s second step was reset. They set up a new authenticator app at their next login.",
  resetNotStaff: 'Only staff accounts have a second step to reset.',
  resetSelf: 'You cannot reset your own second step. Please ask another administrator.',
  resetTitle: 'Second step reset',
} as const;
