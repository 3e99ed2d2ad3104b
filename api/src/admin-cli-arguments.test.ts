import { describe, expect, it } from 'vitest';
import { adminArguments } from './admin-cli-arguments.js';

describe('adminArguments', () => {
  it('creates the account a login finds: the username trimmed as the login form trims it', () => {
    expect(adminArguments([' boss ', 'a-long-admin-password'])).toEqual({ username: 'boss', password: 'a-long-admin-password' });
  });

  it('refuses a missing or short password and a username the rules refuse', () => {
    expect(adminArguments(['boss'])).toBeNull();
    expect(adminArguments(['boss', 'short-pass'])).toBeNull();
    expect(adminArguments(['b!', 'a-long-admin-password'])).toBeNull();
    expect(adminArguments([])).toBeNull();
  });
});
