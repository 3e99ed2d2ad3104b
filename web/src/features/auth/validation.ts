/**
 * The form rules of the guest screens and settings (spec section 5). Pure functions: they take the
 * raw field values and return translation keys of the auth namespace ('validation.*'), so the
 * screens only render what comes back.
 *
 * This module holds the shared checks and the login form's rule, and ships with the app's entry,
 * which the login route's size budget counts; the other forms' rules are in
 * account-validation.ts, loaded with their screens.
 */

export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,20}$/;
export const SETTINGS_USERNAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 6;
/** Text, an at sign, text, a dot, text; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type MessageKey =
  | 'validation.fillAllRequired'
  | 'validation.fillUsername'
  | 'validation.fillPassword'
  | 'validation.fillConfirmPassword'
  | 'validation.loginRequired'
  | 'validation.usernameLength'
  | 'validation.usernameRequired'
  | 'validation.usernameTooShort'
  | 'validation.passwordLength'
  | 'validation.passwordMismatch'
  | 'validation.resetPasswordMismatch'
  | 'validation.emailInvalid'
  | 'validation.enterNewPassword'
  | 'validation.fillRecoveryCode'
  | 'validation.enterCurrentPassword';

/** Field messages shown under each input, and an optional message for the whole form. */
export interface FormErrors<Field extends string> {
  form: MessageKey | null;
  fields: Partial<Record<Field, MessageKey>>;
}

export const isBlank = (value: string): boolean => value.trim() === '';
export const isValidUsername = (value: string): boolean => USERNAME_PATTERN.test(value);
export const isValidPassword = (value: string): boolean => value.length >= PASSWORD_MIN_LENGTH;
export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

export function noErrors<Field extends string>(): FormErrors<Field> {
  return { form: null, fields: {} };
}

export function hasErrors(errors: FormErrors<string>): boolean {
  return errors.form !== null || Object.keys(errors.fields).length > 0;
}

// Login ------------------------------------------------------------------------------------------

export type LoginField = 'username' | 'password';

/** Both fields are required and must not be blank; nothing else is checked before the server. */
export function validateLogin(values: Record<LoginField, string>): FormErrors<LoginField> {
  const errors = noErrors<LoginField>();
  if (isBlank(values.username)) errors.fields.username = 'validation.fillUsername';
  if (isBlank(values.password)) errors.fields.password = 'validation.fillPassword';
  if (hasErrors(errors)) errors.form = 'validation.loginRequired';
  return errors;
}
