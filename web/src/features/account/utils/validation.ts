import { MESSAGES, PATTERNS } from '../../../../../shared/constants';
import { notice, type Notice } from '../../../lib/notice';

// My Account's client-side checks (member-portal section 5), first failure wins.

export interface AccountForm {
  firstName: string;
  lastName: string;
  email: string;
  cellPhone: string;
  zip: string;
  gender: string;
  dob: string;
  optout: string;
}

export function checkAccountChanges(form: AccountForm): Notice | null {
  if (!form.firstName.trim()) return notice(MESSAGES.accountFirstName, MESSAGES.allFieldsRequiredTitle, 'warning');
  if (!form.lastName.trim()) return notice(MESSAGES.accountLastName, MESSAGES.allFieldsRequiredTitle, 'warning');
  if (!form.email.trim()) return notice(MESSAGES.accountEmail, MESSAGES.allFieldsRequiredTitle, 'warning');
  if (!PATTERNS.email.test(form.email.trim())) return notice(MESSAGES.invalidEmail, MESSAGES.invalidEmailTitle, 'warning');
  if (form.zip.trim() && !PATTERNS.zip.test(form.zip.trim())) return notice(MESSAGES.zipInvalid, MESSAGES.attentionTitle, 'warning');
  return null;
}

export interface ChangePasswordForm {
  password: string;
  newPassword: string;
  confirmPassword: string;
}

/** Current, new and confirmation required; then the match; then the rule. */
export function checkChangePassword(form: ChangePasswordForm): Notice | null {
  if (!form.password) return notice(MESSAGES.enterCurrentPassword, MESSAGES.invalidPasswordTitle, 'warning');
  if (!form.newPassword) return notice(MESSAGES.enterNewPassword, MESSAGES.checkNewPasswordTitle, 'warning');
  if (!form.confirmPassword) return notice(MESSAGES.enterConfirmPassword, MESSAGES.checkNewPasswordTitle, 'warning');
  if (form.newPassword !== form.confirmPassword) return notice(MESSAGES.newPasswordMismatch, MESSAGES.checkNewPasswordTitle, 'warning');
  if (!PATTERNS.password.test(form.newPassword)) return notice(MESSAGES.passwordRule, MESSAGES.invalidPasswordTitle, 'warning');
  return null;
}
