import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { serverErrorField } from './use-validated-form';

const failure = (code?: string) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: 'refused', extensions: code ? { code } : {} }] });

describe('serverErrorField', () => {
  const codes = { USERNAME_TAKEN: 'username', PASSWORD_TOO_COMMON: 'password' } as const;

  it('puts a refusal under the field its code belongs to', () => {
    expect(serverErrorField(failure('USERNAME_TAKEN'), codes)).toBe('username');
    expect(serverErrorField(failure('PASSWORD_TOO_COMMON'), codes)).toBe('password');
  });

  it('leaves other failures to the form', () => {
    expect(serverErrorField(failure('TOO_MANY_ATTEMPTS'), codes)).toBeNull();
    expect(serverErrorField(failure(), codes)).toBeNull();
    expect(serverErrorField(new TypeError('Failed to fetch'), codes)).toBeNull();
  });
});
