import { describe, expect, it } from 'vitest';
import {
  planProfileUpdate,
  validateChangePassword,
  validateIssueRecoveryCode,
  validateRegister,
  validateResetPassword,
  validateResetUsername,
} from './account-validation';
import { hasErrors, isValidEmail, isValidPassword, isValidUsername, validateLogin } from './validation';

describe('username rule', () => {
  it('accepts 3 to 20 letters, digits and underscores', () => {
    for (const name of ['abc', 'reader_01', 'A_B_C', '12345678901234567890', '___']) expect(isValidUsername(name), name).toBe(true);
  });

  it('rejects other lengths and characters', () => {
    for (const name of ['', 'ab', '123456789012345678901', 'has space', 'dash-name', 'dot.name', '读者名字', 'emoji😀']) {
      expect(isValidUsername(name), name).toBe(false);
    }
  });
});

describe('password and email rules', () => {
  it('needs at least 6 characters for a password', () => {
    expect(isValidPassword('12345')).toBe(false);
    expect(isValidPassword('123456')).toBe(true);
    expect(isValidPassword('      ')).toBe(true);
  });

  it('accepts text@text.text only', () => {
    for (const email of ['a@b.co', 'reader.one@mail.example.com', ' x@y.z ']) expect(isValidEmail(email), email).toBe(true);
    for (const email of ['', 'plain', 'a@b', '@b.co', 'a@.co', 'a b@c.d', 'a@b.', 'a@@b.co'])
      expect(isValidEmail(email), email).toBe(false);
  });
});

describe('validateLogin', () => {
  it('requires both fields, not blank', () => {
    expect(validateLogin({ username: ' ', password: '' })).toEqual({
      form: 'validation.loginRequired',
      fields: { username: 'validation.fillUsername', password: 'validation.fillPassword' },
    });
    expect(validateLogin({ username: 'reader', password: '   ' }).fields).toEqual({ password: 'validation.fillPassword' });
  });

  it('passes any non-blank pair (the server judges the rest)', () => {
    expect(hasErrors(validateLogin({ username: 'x', password: 'y' }))).toBe(false);
  });
});

describe('validateRegister', () => {
  const valid = { username: 'reader_1', password: 'secret1', confirmPassword: 'secret1' };

  it('accepts a valid form', () => {
    expect(hasErrors(validateRegister(valid))).toBe(false);
  });

  it('reports every blank field with its own message and the form message', () => {
    expect(validateRegister({ username: '', password: ' ', confirmPassword: '' })).toEqual({
      form: 'validation.fillAllRequired',
      fields: {
        username: 'validation.fillUsername',
        password: 'validation.fillPassword',
        confirmPassword: 'validation.fillConfirmPassword',
      },
    });
    expect(validateRegister({ ...valid, confirmPassword: '' })).toEqual({
      form: 'validation.fillAllRequired',
      fields: { confirmPassword: 'validation.fillConfirmPassword' },
    });
  });

  it('checks the username before the password and the password before the match', () => {
    expect(validateRegister({ username: 'ab', password: '123', confirmPassword: 'zzz' })).toEqual({
      form: null,
      fields: { username: 'validation.usernameLength' },
    });
    expect(validateRegister({ username: 'reader', password: '123', confirmPassword: 'zzz' })).toEqual({
      form: null,
      fields: { password: 'validation.passwordLength' },
    });
    expect(validateRegister({ username: 'reader', password: '123456', confirmPassword: '1234567' })).toEqual({
      form: null,
      fields: { confirmPassword: 'validation.passwordMismatch' },
    });
  });

  it('rejects usernames with characters outside the rule', () => {
    expect(validateRegister({ ...valid, username: 'bad name' }).fields).toEqual({ username: 'validation.usernameLength' });
    expect(validateRegister({ ...valid, username: 'x'.repeat(21) }).fields).toEqual({ username: 'validation.usernameLength' });
  });
});

describe('forgot password', () => {
  it('needs a username in step one', () => {
    expect(validateResetUsername('  ').fields).toEqual({ username: 'validation.fillUsername' });
    expect(hasErrors(validateResetUsername('reader'))).toBe(false);
  });

  it('needs the recovery code and both passwords, equal, with no length rule', () => {
    expect(validateResetPassword({ recoveryCode: ' ', newPassword: '', confirmPassword: '' })).toEqual({
      form: 'validation.fillAllRequired',
      fields: {
        recoveryCode: 'validation.fillRecoveryCode',
        newPassword: 'validation.fillPassword',
        confirmPassword: 'validation.fillConfirmPassword',
      },
    });
    expect(validateResetPassword({ recoveryCode: '', newPassword: 'abc', confirmPassword: 'abc' })).toEqual({
      form: 'validation.fillAllRequired',
      fields: { recoveryCode: 'validation.fillRecoveryCode' },
    });
    expect(validateResetPassword({ recoveryCode: 'CODE', newPassword: 'abc', confirmPassword: 'abd' }).fields).toEqual({
      confirmPassword: 'validation.resetPasswordMismatch',
    });
    expect(hasErrors(validateResetPassword({ recoveryCode: 'CODE', newPassword: 'abc', confirmPassword: 'abc' }))).toBe(false);
  });
});

describe('planProfileUpdate', () => {
  const current = { username: 'reader', email: 'reader@mail.com' };

  it('reports nothing to do when nothing changed', () => {
    expect(planProfileUpdate(current, { username: 'reader', email: 'reader@mail.com' })).toEqual({ kind: 'unchanged' });
    expect(planProfileUpdate(current, { username: ' reader ', email: '' })).toEqual({ kind: 'unchanged' });
  });

  it('sends only the changed, non-blank fields, trimmed', () => {
    expect(planProfileUpdate(current, { username: 'reader2', email: 'reader@mail.com' })).toEqual({
      kind: 'update',
      input: { username: 'reader2' },
    });
    expect(planProfileUpdate(current, { username: 'reader', email: ' new@mail.com ' })).toEqual({
      kind: 'update',
      input: { email: 'new@mail.com' },
    });
    expect(planProfileUpdate({ username: 'reader', email: null }, { username: 'neo', email: 'neo@x.io' })).toEqual({
      kind: 'update',
      input: { username: 'neo', email: 'neo@x.io' },
    });
  });

  it('rejects a blank or too short username and a malformed email, per field', () => {
    expect(planProfileUpdate(current, { username: '  ', email: 'bad' })).toEqual({
      kind: 'invalid',
      errors: { form: null, fields: { username: 'validation.usernameRequired', email: 'validation.emailInvalid' } },
    });
    expect(planProfileUpdate(current, { username: 'ab', email: '' })).toEqual({
      kind: 'invalid',
      errors: { form: null, fields: { username: 'validation.usernameTooShort' } },
    });
  });
});

describe('validateChangePassword', () => {
  const current = 'old-secret';

  it('asks for a new password first', () => {
    expect(validateChangePassword({ currentPassword: current, newPassword: '', confirmPassword: '' }).fields).toEqual({
      newPassword: 'validation.enterNewPassword',
    });
  });

  it('then checks the length and the confirmation', () => {
    expect(validateChangePassword({ currentPassword: current, newPassword: '12345', confirmPassword: '12345' }).fields).toEqual({
      newPassword: 'validation.passwordLength',
    });
    expect(validateChangePassword({ currentPassword: current, newPassword: '123456', confirmPassword: '654321' }).fields).toEqual({
      confirmPassword: 'validation.passwordMismatch',
    });
    expect(hasErrors(validateChangePassword({ currentPassword: current, newPassword: '123456', confirmPassword: '123456' }))).toBe(false);
  });

  it('needs the current password, reported beside the new-password rules', () => {
    expect(validateChangePassword({ currentPassword: '', newPassword: '123456', confirmPassword: '123456' }).fields).toEqual({
      currentPassword: 'validation.enterCurrentPassword',
    });
    expect(validateChangePassword({ currentPassword: '', newPassword: '123', confirmPassword: '' }).fields).toEqual({
      currentPassword: 'validation.enterCurrentPassword',
      newPassword: 'validation.passwordLength',
    });
  });
});

describe('validateIssueRecoveryCode', () => {
  it('needs the current password', () => {
    expect(validateIssueRecoveryCode({ currentPassword: '' }).fields).toEqual({ currentPassword: 'validation.enterCurrentPassword' });
    expect(hasErrors(validateIssueRecoveryCode({ currentPassword: ' x ' }))).toBe(false);
  });
});
