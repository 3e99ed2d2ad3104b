import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { useErrorMessage } from '@/shared/api/use-error-message';
import { renderHookWithProviders } from '@/shared/testing/render';
import { useValidatedForm } from './use-validated-form';

/** A failed submit's message on the account forms follows a language switch made while it shows. */
describe('useValidatedForm failures', () => {
  function setup() {
    return renderHookWithProviders(() => {
      const form = useValidatedForm({ username: '' }, () => ({ form: null, fields: {} }), { USERNAME_TAKEN: 'username' });
      const errorMessage = useErrorMessage();
      return { form, errorMessage };
    });
  }
  const submitEvent = { preventDefault: () => undefined } as FormEvent;

  it('shows a form-level failure in the language chosen after it appeared', async () => {
    const { result, i18n } = setup();
    await act(async () => {
      result.current.form.onSubmit(
        () => Promise.reject(new TypeError('Failed to fetch')),
        (error) => result.current.errorMessage(error, 'auth:login.failed'),
      )(submitEvent);
    });
    expect(result.current.form.serverError).toBe('网络错误，请稍后重试');
    await act(() => i18n.changeLanguage('en-US'));
    expect(result.current.form.serverError).toBe('network error, please try again later');
    expect(result.current.form.formMessage).toBe('network error, please try again later');
  });

  it('keeps a refusal under its field, also after a language switch, until that field is edited', async () => {
    const { result, i18n } = setup();
    const taken = new CombinedGraphQLErrors({ data: null, errors: [{ message: 'Username already exists', extensions: { code: 'USERNAME_TAKEN' } }] });
    await act(async () => {
      result.current.form.onSubmit(
        () => Promise.reject(taken),
        (error) => result.current.errorMessage(error, 'auth:register.failed'),
      )(submitEvent);
    });
    const zh = result.current.form.fieldError('username');
    expect(zh).toBeTruthy();
    expect(result.current.form.serverError).toBeNull();
    await act(() => i18n.changeLanguage('en-US'));
    const en = result.current.form.fieldError('username');
    expect(en).toBeTruthy();
    expect(en).not.toBe(zh);
    act(() => result.current.form.edit('username', 'someone'));
    expect(result.current.form.fieldError('username')).toBeNull();
  });
});
