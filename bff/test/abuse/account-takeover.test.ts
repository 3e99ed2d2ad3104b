import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, startStack, type Stack } from '../support/stack.js';

// Attack: take over an account knowing only its username (the forgot-password flow), or change
// a password from a borrowed session, or pick a password an attacker guesses first.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ api: { LOGIN_MAX_FAILURES_PER_USERNAME: 5 }, seed: { books: 2, maxChapters: 2 } });
});
afterAll(() => stack.close());

const RESET = 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { message recoveryCode } }';
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { user { id } } }';
const CHANGE = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { message } }';

async function stillOwnedBy(owner: ReturnType<Stack['client']>, user: { id: string; username: string; password: string }) {
  expect((await owner.query('{ me { id } }')).data.me?.id).toBe(user.id);
  expect((await stack.client().query(LOGIN, { input: { username: user.username, password: user.password } })).errors).toBeUndefined();
}

describe('account takeover by username', () => {
  it('the reset needs the recovery code: without one the GraphQL and REST calls are refused', async () => {
    const owner = stack.client();
    const user = await owner.register('victim');
    const graph = await stack.client().query(RESET, { input: { username: user.username, newPassword: 'taken-over-1' } });
    expect(codes(graph)).toEqual(['BAD_USER_INPUT']);
    const rest = await stack.api.call('POST', '/api/auth/reset-password', { body: { username: user.username, newPassword: 'taken-over-1' } });
    expect(rest.status).toBe(400);
    await stillOwnedBy(owner, user);
  });

  it('guessed codes are refused alike for real and made-up usernames, then throttled even for the right code', async () => {
    const owner = stack.client();
    const user = await owner.register('victim');
    const attacker = stack.client();
    // One symbol off the real code: its last symbol changed, never kept (a code ending in 0 once made the "guess" right).
    const nearMiss = user.recoveryCode.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
    const guesses = ['AAAAA-BBBBB-CCCCC-DDDDD', '00000-00000-00000-00000', nearMiss, 'xxxx', '12345-67890-ABCDE-FGHJK'];
    for (const recoveryCode of guesses) {
      const answer = await attacker.query(RESET, { input: { username: user.username, recoveryCode, newPassword: 'taken-over-1' } });
      expect(codes(answer)).toEqual(['INVALID_RECOVERY_CODE']);
    }
    const ghost = await attacker.query(RESET, { input: { username: 'ghost_user_x', recoveryCode: guesses[0], newPassword: 'taken-over-1' } });
    expect(ghost.errors![0]!.message).toBe('The username or recovery code is not correct');
    const throttled = await attacker.query(RESET, { input: { username: user.username, recoveryCode: user.recoveryCode, newPassword: 'taken-over-1' } });
    expect(codes(throttled)).toEqual(['TOO_MANY_ATTEMPTS']);
    await stillOwnedBy(owner, user);
  });

  it('a code works once: replaying a used code is refused', async () => {
    const owner = stack.client();
    const user = await owner.register('victim');
    const first = await stack.client().query(RESET, { input: { username: user.username, recoveryCode: user.recoveryCode, newPassword: 'owner-new-1' } });
    expect(first.errors).toBeUndefined();
    const replay = await stack.client().query(RESET, { input: { username: user.username, recoveryCode: user.recoveryCode, newPassword: 'taken-over-1' } });
    expect(codes(replay)).toEqual(['INVALID_RECOVERY_CODE']);
    expect((await stack.client().query(LOGIN, { input: { username: user.username, password: 'owner-new-1' } })).errors).toBeUndefined();
  });
});

describe('password change from a borrowed session', () => {
  it('needs the current password; without it or with a wrong one nothing changes', async () => {
    const owner = stack.client();
    const user = await owner.register('victim');
    const borrowed = stack.client();
    borrowed.cookie = owner.cookie;
    expect(codes(await borrowed.query(CHANGE, { input: { newPassword: 'taken-over-1' } }))).toEqual(['BAD_USER_INPUT']);
    expect(codes(await borrowed.query(CHANGE, { input: { currentPassword: 'guess-guess-1', newPassword: 'taken-over-1' } }))).toEqual([
      'CURRENT_PASSWORD_INCORRECT',
    ]);
    const rest = await stack.api.call('PUT', `/api/user/${user.id}/password`, {
      token: owner.cookie!.split('=')[1],
      body: { newPassword: 'taken-over-1' },
    });
    expect(rest.status).toBe(400);
    await stillOwnedBy(owner, user);
  });

  it('guessing the current password is throttled like logins', async () => {
    const owner = stack.client();
    const user = await owner.register('victim');
    for (let i = 0; i < 5; i++) await owner.query(CHANGE, { input: { currentPassword: `guess-${i}-pass`, newPassword: 'taken-over-1' } });
    expect(codes(await owner.query(CHANGE, { input: { currentPassword: user.password, newPassword: 'taken-over-1' } }))).toEqual(['TOO_MANY_ATTEMPTS']);
  });
});

describe('common passwords', () => {
  it.each(['123456', 'password', 'qwerty', 'iloveyou', '12345678', 'Password1'])('%s is refused at registration, reset and change', async (password) => {
    const register = await stack.client().query('mutation($input: RegisterInput!) { register(input: $input) { user { id } } }', {
      input: { username: `weak_${Math.random().toString(36).slice(2, 8)}`, password },
    });
    expect(codes(register)).toEqual(['PASSWORD_TOO_COMMON']);
    const owner = stack.client();
    const user = await owner.register('strong');
    expect(codes(await owner.query(CHANGE, { input: { currentPassword: user.password, newPassword: password } }))).toEqual(['PASSWORD_TOO_COMMON']);
    const reset = await stack.client().query(RESET, { input: { username: user.username, recoveryCode: user.recoveryCode, newPassword: password } });
    expect(codes(reset)).toEqual(['PASSWORD_TOO_COMMON']);
  });
});
