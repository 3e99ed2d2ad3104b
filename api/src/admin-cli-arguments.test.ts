import { describe, expect, it } from 'vitest';
import { adminArguments } from './admin-cli-arguments.js';
import { loadConfig } from './config/env.js';

describe('adminArguments', () => {
  it('creates the account a login finds: the username trimmed as the login form trims it', () => {
    expect(adminArguments([' boss ', 'a-long-admin-password'])).toEqual({ username: 'boss', password: 'a-long-admin-password' });
  });

  it('refuses a missing or short password and a username the rules refuse, saying why', () => {
    expect(adminArguments(['boss'])).toEqual({ problems: [expect.stringMatching(/^password: /)] });
    expect(adminArguments(['boss', 'short-pass'])).toEqual({ problems: ['password: password must be at least 12 characters'] });
    expect(adminArguments(['b!', 'a-long-admin-password'])).toEqual({ problems: [expect.stringMatching(/^username: /), expect.stringMatching(/^username: /)] });
    expect(adminArguments([])).toMatchObject({ problems: expect.arrayContaining([expect.stringMatching(/^username: /)]) });
  });

  it('refuses a password a login would refuse (over 128 characters) or a common one', () => {
    expect(adminArguments(['boss', 'Z9'.repeat(65)])).toEqual({ problems: ['password: password must be at most 128 characters'] });
    expect(adminArguments(['boss', 'Z9'.repeat(64)])).toEqual({ username: 'boss', password: 'Z9'.repeat(64) });
    expect(adminArguments(['boss', 'qwerty123456'])).toEqual({ problems: [expect.stringMatching(/^password: .*common/)] });
  });
});

describe('ADMIN_USERNAME and ADMIN_PASSWORD', () => {
  it('follow the same rules as admin:create', () => {
    expect(loadConfig({ ADMIN_USERNAME: ' boss ', ADMIN_PASSWORD: 'a-long-admin-password' })).toMatchObject({ ADMIN_USERNAME: 'boss' });
    expect(() => loadConfig({ ADMIN_USERNAME: ' x', ADMIN_PASSWORD: 'a-long-admin-password' })).toThrow(/ADMIN_USERNAME: username length/);
    expect(() => loadConfig({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: '1qaz2wsx3edc' })).toThrow(/ADMIN_PASSWORD: .*common/);
    expect(() => loadConfig({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'a'.repeat(129) })).toThrow(/ADMIN_PASSWORD: password must be at most 128/);
    expect(() => loadConfig({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'short-pass' })).toThrow(/ADMIN_PASSWORD: password must be at least 12/);
  });
});
