import { LIMITS, MESSAGES, PATTERNS } from '../../../../../shared/constants';
import { notice, type Notice } from '../../../lib/notice';

// The client-side checks of the login, sign-up, recover and set-password forms, in the spec's
// order (member-portal section 5). Each returns the first failing check, or null.

export function checkLogin(form: { email: string; password: string }): Notice | null {
  const email = form.email.trim();
  if (!email || !form.password) return notice(MESSAGES.loginEmpty);
  if (!PATTERNS.email.test(email)) return notice(MESSAGES.loginEmailInvalid);
  if (form.password.length < LIMITS.passwordMin) return notice(MESSAGES.loginPasswordShort);
  return null;
}

export function checkRecoverEmail(email: string): Notice | null {
  return email.trim() ? null : notice(MESSAGES.recoverEmailRequired);
}

export function checkZipStep(zip: string): Notice | null {
  const value = zip.trim();
  if (!value) return notice(MESSAGES.zipRequired);
  if (!PATTERNS.zip.test(value)) return notice(MESSAGES.zipInvalid);
  return null;
}

export interface RegistrationForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  zip: string;
  plid: string;
}

export function checkRegistration(form: RegistrationForm): Notice | null {
  const required: Array<[string, string]> = [
    [form.firstName, MESSAGES.enterFirstName],
    [form.lastName, MESSAGES.enterLastName],
    [form.email, MESSAGES.enterEmail],
    [form.password, MESSAGES.enterPassword],
    [form.passwordConfirmation, MESSAGES.enterPasswordConfirmation],
    [form.zip, MESSAGES.enterZip],
  ];
  for (const [value, message] of required) {
    if (!value.trim()) return notice(message, MESSAGES.allFieldsRequiredTitle, 'warning');
  }
  if (form.password !== form.passwordConfirmation) return notice(MESSAGES.passwordMismatch, MESSAGES.passwordMismatchTitle, 'warning');
  if (!PATTERNS.email.test(form.email.trim())) return notice(MESSAGES.invalidEmail, MESSAGES.invalidEmailTitle, 'warning');
  if (!PATTERNS.password.test(form.password)) return notice(MESSAGES.passwordRule, MESSAGES.invalidPasswordTitle, 'warning');
  if (!form.plid) return notice(MESSAGES.selectCoop, undefined, 'warning');
  return null;
}

/** Activation and reset: both required, the rule, then the match. */
export function checkSetPassword(password: string, confirmation: string): Notice | null {
  if (!password) return notice(MESSAGES.enterPassword, MESSAGES.allFieldsRequiredTitle, 'warning');
  if (!confirmation) return notice(MESSAGES.enterPasswordConfirmation, MESSAGES.allFieldsRequiredTitle, 'warning');
  if (!PATTERNS.password.test(password)) return notice(MESSAGES.setPasswordRule, MESSAGES.invalidPasswordTitle, 'warning');
  if (password !== confirmation) return notice(MESSAGES.passwordsDoNotMatch, MESSAGES.passwordMismatchTitle, 'warning');
  return null;
}

/** The /recoverpassword/{key} page: the product password check, then the match. */
export function checkRecoveryPage(password: string, confirmation: string): Notice | null {
  if (!PATTERNS.password.test(password)) return notice(MESSAGES.passwordRule, MESSAGES.warningTitle, 'warning');
  if (password !== confirmation) return notice(MESSAGES.passwordsDoNotMatch, MESSAGES.errorTitle);
  return null;
}
