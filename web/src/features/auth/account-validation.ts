/**
 * The rules of the register, forgot-password and settings forms (spec section 5), built on the
 * shared checks of validation.ts. Kept apart from the login rule so that the login route does not
 * load them.
 */
import {
  hasErrors,
  isBlank,
  isValidEmail,
  isValidPassword,
  isValidUsername,
  noErrors,
  SETTINGS_USERNAME_MIN_LENGTH,
  type FormErrors,
} from './validation';

// Register ---------------------------------------------------------------------------------------

export type RegisterField = 'username' | 'password' | 'confirmPassword';

/**
 * In order: required fields (each blank field gets its own message, the form gets 'Please fill in
 * all required fields'), then the username rule, the password length, and the confirmation.
 * The first failing rule after the required check is the only one reported.
 */
export function validateRegister(values: Record<RegisterField, string>): FormErrors<RegisterField> {
  const errors = noErrors<RegisterField>();
  if (isBlank(values.username)) errors.fields.username = 'validation.fillUsername';
  if (isBlank(values.password)) errors.fields.password = 'validation.fillPassword';
  if (isBlank(values.confirmPassword)) errors.fields.confirmPassword = 'validation.fillConfirmPassword';
  if (hasErrors(errors)) {
    errors.form = 'validation.fillAllRequired';
    return errors;
  }
  if (!isValidUsername(values.username.trim())) errors.fields.username = 'validation.usernameLength';
  else if (!isValidPassword(values.password)) errors.fields.password = 'validation.passwordLength';
  else if (values.password !== values.confirmPassword) errors.fields.confirmPassword = 'validation.passwordMismatch';
  return errors;
}

// Forgot password --------------------------------------------------------------------------------

export function validateResetUsername(username: string): FormErrors<'username'> {
  const errors = noErrors<'username'>();
  if (isBlank(username)) errors.fields.username = 'validation.fillUsername';
  return errors;
}

export type ResetPasswordField = 'recoveryCode' | 'newPassword' | 'confirmPassword';

/**
 * The recovery code and both passwords are required, and the passwords must be equal; no length
 * rule on this screen (only a help text). The code's format is the server's to judge.
 */
export function validateResetPassword(values: Record<ResetPasswordField, string>): FormErrors<ResetPasswordField> {
  const errors = noErrors<ResetPasswordField>();
  if (isBlank(values.recoveryCode)) errors.fields.recoveryCode = 'validation.fillRecoveryCode';
  if (isBlank(values.newPassword)) errors.fields.newPassword = 'validation.fillPassword';
  if (isBlank(values.confirmPassword)) errors.fields.confirmPassword = 'validation.fillConfirmPassword';
  if (hasErrors(errors)) {
    errors.form = 'validation.fillAllRequired';
    return errors;
  }
  if (values.newPassword !== values.confirmPassword) errors.fields.confirmPassword = 'validation.resetPasswordMismatch';
  return errors;
}

// Settings: profile ------------------------------------------------------------------------------

export type ProfileField = 'username' | 'email';

export type ProfileUpdatePlan =
  | { kind: 'invalid'; errors: FormErrors<ProfileField> }
  | { kind: 'unchanged' }
  | { kind: 'update'; input: { username?: string; email?: string } };

/**
 * Decides what the profile form sends: only fields that changed and are not blank, trimmed.
 * A blank username is an error (it must not be empty once trimmed); a blank email is simply not
 * sent. A changed username needs at least 3 characters; a changed email must look like one.
 */
export function planProfileUpdate(
  current: { username: string; email: string | null | undefined },
  draft: Record<ProfileField, string>,
): ProfileUpdatePlan {
  const errors = noErrors<ProfileField>();
  const username = draft.username.trim();
  const email = draft.email.trim();
  const usernameChanged = username !== '' && username !== current.username;
  const emailChanged = email !== '' && email !== (current.email ?? '').trim();

  if (username === '') errors.fields.username = 'validation.usernameRequired';
  else if (usernameChanged && username.length < SETTINGS_USERNAME_MIN_LENGTH) errors.fields.username = 'validation.usernameTooShort';
  if (emailChanged && !isValidEmail(email)) errors.fields.email = 'validation.emailInvalid';
  if (hasErrors(errors)) return { kind: 'invalid', errors };

  if (!usernameChanged && !emailChanged) return { kind: 'unchanged' };
  const input: { username?: string; email?: string } = {};
  if (usernameChanged) input.username = username;
  if (emailChanged) input.email = email;
  return { kind: 'update', input };
}

// Settings: password -----------------------------------------------------------------------------

export type ChangePasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

/**
 * The current password is required (the server checks it); the new one follows the spec: not
 * empty ('enter new password'), at least 6 characters, and confirmed.
 */
export function validateChangePassword(values: Record<ChangePasswordField, string>): FormErrors<ChangePasswordField> {
  const errors = noErrors<ChangePasswordField>();
  if (values.currentPassword === '') errors.fields.currentPassword = 'validation.enterCurrentPassword';
  if (values.newPassword === '') errors.fields.newPassword = 'validation.enterNewPassword';
  else if (!isValidPassword(values.newPassword)) errors.fields.newPassword = 'validation.passwordLength';
  else if (values.newPassword !== values.confirmPassword) errors.fields.confirmPassword = 'validation.passwordMismatch';
  return errors;
}

// Settings: recovery code ------------------------------------------------------------------------

export type IssueRecoveryCodeField = 'currentPassword';

export function validateIssueRecoveryCode(values: Record<IssueRecoveryCodeField, string>): FormErrors<IssueRecoveryCodeField> {
  const errors = noErrors<IssueRecoveryCodeField>();
  if (values.currentPassword === '') errors.fields.currentPassword = 'validation.enterCurrentPassword';
  return errors;
}
