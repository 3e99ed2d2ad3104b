import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApi, usingPostgres, type TestApi } from './support/test-api.js';
import { listenerName } from '../src/db/database.js';
import { SESSION_CHANGES_CHANNEL } from '../src/services/session-cache.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ LOGIN_MAX_FAILURES_PER_USERNAME: 3 }, { books: 0, maxChapters: 1 });
});
afterAll(() => api.close());

const recoveryCodePattern = /^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/;

describe('POST /api/auth/register', () => {
  it('creates a user with 0 coins and answers the user, a token, a recovery code and a timestamp', async () => {
    const answer = await api.call('POST', '/api/auth/register', { body: { username: 'alice_01', password: 'reader-pass-1', email: 'alice@example.com' } });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, message: 'Registration successful' });
    expect(answer.body.data).toMatchObject({ username: 'alice_01', email: 'alice@example.com', coins: 0, readHistory: [], hasRecoveryCode: true });
    expect(answer.body.data.token).toMatch(/^[\w-]{40,}$/);
    expect(answer.body.data.recoveryCode).toMatch(recoveryCodePattern);
    expect(new Date(answer.body.timestamp!).getTime()).not.toBeNaN();
    expect(answer.body.data).not.toHaveProperty('password_hash');
    // Only a hash of the code is kept.
    const { rows } = await api.db.query<{ recovery_code_hash: string }>("SELECT recovery_code_hash FROM users WHERE username = 'alice_01'");
    expect(rows[0]!.recovery_code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.recovery_code_hash).not.toContain(answer.body.data.recoveryCode);
  });

  it.each([
    [{ username: 'ab', password: 'reader-pass-1' }, 'username length must be 3-20 characters', 'USERNAME_LENGTH'],
    [{ username: 'a'.repeat(21), password: 'reader-pass-1' }, 'username length must be 3-20 characters', 'USERNAME_LENGTH'],
    [{ username: 'bad name!', password: 'reader-pass-1' }, 'username may contain only letters, digits and underscore', 'USERNAME_CHARACTERS'],
    [{ username: 'bob_123', password: '12345' }, 'password must be at least 6 characters', 'PASSWORD_TOO_SHORT'],
    [{ username: 'bob_123', password: '        ' }, 'Please enter your password', 'PASSWORD_REQUIRED'],
    [{ username: 'bob_123', password: 'reader-pass-1', email: 'not-an-email' }, 'Please enter a valid email address', 'EMAIL_INVALID'],
    [{ password: 'reader-pass-1' }, 'username is required', 'BAD_REQUEST'],
  ])('refuses %j with "%s" (%s) and creates nothing', async (body, message, code) => {
    const answer = await api.call('POST', '/api/auth/register', { body });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, data: null, message, code, timestamp: expect.any(String) });
    const { rows } = await api.db.query("SELECT 1 FROM users WHERE username = 'bob_123'");
    expect(rows).toHaveLength(0);
  });

  it.each(['123456', 'password', 'Password', 'qwerty123', 'secret1', 'iloveyou'])('refuses the common password %s', async (password) => {
    const answer = await api.call('POST', '/api/auth/register', { body: { username: 'common_pw', password } });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('PASSWORD_TOO_COMMON');
    expect(answer.body.message).toMatch(/most common/);
    expect((await api.db.query("SELECT 1 FROM users WHERE username = 'common_pw'")).rows).toHaveLength(0);
  });

  it('refuses a taken username, whatever its case, with 409 "Username already exists"', async () => {
    await api.call('POST', '/api/auth/register', { body: { username: 'carol', password: 'reader-pass-1' } });
    const answer = await api.call('POST', '/api/auth/register', { body: { username: 'CAROL', password: 'reader-pass-2' } });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ message: 'Username already exists', code: 'USERNAME_TAKEN' });
  });

  it('stores a salted scrypt hash, never the password', async () => {
    await api.call('POST', '/api/auth/register', { body: { username: 'dave_1', password: 'reader-pass-1' } });
    await api.call('POST', '/api/auth/register', { body: { username: 'dave_2', password: 'reader-pass-1' } });
    const { rows } = await api.db.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE username LIKE 'dave_%' ORDER BY id");
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$/);
    expect(rows[0]!.password_hash).not.toContain('reader-pass-1');
    expect(rows[0]!.password_hash).not.toBe(rows[1]!.password_hash);
  });

  it('answers malformed JSON with 400', async () => {
    const answer = await api.call('POST', '/api/auth/register', { body: '{"username": ' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: 'Malformed JSON body', code: 'MALFORMED_JSON' });
  });

  it('answers an oversized body with 413', async () => {
    const answer = await api.call('POST', '/api/auth/register', { body: { username: 'big', password: 'x'.repeat(200_000) } });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    // Stamped as every auth answer is (spec section 7).
    expect(Number.isNaN(Date.parse(String(answer.body.timestamp)))).toBe(false);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password and the token opens the session', async () => {
    const user = await api.register();
    const answer = await api.call('POST', '/api/auth/login', { body: { username: user.username, password: user.password } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.id).toBe(user.id);
    expect(answer.body.data).not.toHaveProperty('recoveryCode');
    const session = await api.call('GET', '/api/auth/session', { token: answer.body.data.token });
    expect(session.body.data.username).toBe(user.username);
  });

  it('answers a wrong password and an unknown user alike: 401 "Invalid username or password"', async () => {
    const user = await api.register();
    const wrong = await api.call('POST', '/api/auth/login', { body: { username: user.username, password: 'nope-nope' } });
    const unknown = await api.call('POST', '/api/auth/login', { body: { username: 'nobody_here', password: 'nope-nope' } });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ message: 'Invalid username or password', code: 'INVALID_CREDENTIALS' });
    }
  });

  it('stamps refusals with a timestamp, as every auth answer (spec section 7); other routes do not', async () => {
    const user = await api.register();
    const refusals = [
      await api.call('POST', '/api/auth/login', { body: { username: user.username, password: 'nope-nope' } }),
      await api.call('POST', '/api/auth/login', { body: { username: '  ', password: 'x' } }),
      await api.call('POST', '/api/auth/register', { body: { username: user.username, password: 'a-long-passphrase', email: 'x@example.com' } }),
      await api.call('GET', '/api/auth/session'),
    ];
    for (const answer of refusals) {
      expect(answer.body).toMatchObject({ success: false, data: null, code: expect.any(String) });
      expect(Date.parse(answer.body.timestamp ?? '')).toBeGreaterThan(Date.now() - 60_000);
    }
    const elsewhere = await api.call('GET', `/api/user/${user.id}`);
    expect(elsewhere.body.success).toBe(false);
    expect(elsewhere.body).not.toHaveProperty('timestamp');
  });

  it('requires both fields, non-blank', async () => {
    const answer = await api.call('POST', '/api/auth/login', { body: { username: '  ', password: 'x' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: 'Please enter your username', code: 'USERNAME_REQUIRED' });
    const blank = await api.call('POST', '/api/auth/login', { body: { username: 'someone', password: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ message: 'Please enter your password', code: 'PASSWORD_REQUIRED' });
  });

  it('still lets a reader whose old password is now on the common list sign in', async () => {
    const user = await api.register();
    const { hashPassword } = await import('../src/lib/password.js');
    await api.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, await hashPassword('123456')]);
    expect((await api.call('POST', '/api/auth/login', { body: { username: user.username, password: '123456' } })).status).toBe(200);
  });

  it('throttles repeated failures for a username with 429, even with the right password', async () => {
    const user = await api.register('throttled');
    for (let i = 0; i < 3; i++) await api.call('POST', '/api/auth/login', { body: { username: user.username, password: 'wrong-pass' } });
    const answer = await api.call('POST', '/api/auth/login', { body: { username: user.username, password: user.password } });
    expect(answer.status).toBe(429);
    expect(answer.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(answer.body.message).toMatch(/Too many failed attempts/);
  });

  it('counts failures per account whatever the case and spacing of the username typed', async () => {
    const user = await api.register('spelled');
    const spellings = [user.username.toUpperCase(), ` ${user.username}`, `${user.username.toUpperCase()} `];
    for (const username of spellings) await api.call('POST', '/api/auth/login', { body: { username, password: 'wrong-pass' } });
    const answer = await api.call('POST', '/api/auth/login', { body: { username: user.username, password: user.password } });
    expect(answer.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  it('counts parallel guesses too: a burst cannot slip under the limit', async () => {
    const user = await api.register('burst');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => api.call('POST', '/api/auth/login', { body: { username: user.username, password: 'wrong-pass' } })),
    );
    expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(3);
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(5);
  });
});

describe('sessions', () => {
  it('rejects requests without a token or with a made-up one', async () => {
    const none = await api.call('GET', '/api/auth/session');
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('UNAUTHENTICATED');
    const answer = await api.call('GET', '/api/auth/session', { token: 'made-up-token' });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('SESSION_EXPIRED');
  });

  it('logout revokes the session', async () => {
    const user = await api.register();
    expect((await api.call('POST', '/api/auth/logout', { token: user.token })).status).toBe(200);
    expect((await api.call('GET', '/api/auth/session', { token: user.token })).status).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const user = await api.register();
    const { rows } = await api.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toBe(user.token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('an expired session no longer opens anything', async () => {
    const user = await api.register();
    await api.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1", [user.id]);
    expect((await api.call('GET', `/api/user/${user.id}`, { token: user.token })).status).toBe(401);
  });

  // The API keeps the sessions it has looked up in memory (services/session-cache.ts).
  it('a session revoked from outside the API (the admin CLI, SQL by hand) stops working as soon as the database says so', async () => {
    const user = await api.register();
    const session = () => api.call('GET', '/api/auth/session', { token: user.token });
    expect((await session()).status).toBe(200);
    expect((await session()).status).toBe(200);
    await api.db.query('DELETE FROM sessions WHERE user_id = $1', [user.id]);
    await vi.waitFor(async () => expect((await session()).status).toBe(401), { timeout: 2_000, interval: 20 });
  });

  it.runIf(usingPostgres)('keeps no session while it cannot hear of changes, and keeps them again once it hears', async () => {
    const first = await api.register();
    const session = (user: { token: string }) => api.call('GET', '/api/auth/session', { token: user.token });
    expect((await session(first)).status).toBe(200);
    // Every API's listening connection on this server drops (the others' reconnect as this one does).
    const dropListeners = () =>
      api.db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND pid <> pg_backend_pid()', [
        listenerName(SESSION_CHANGES_CHANNEL),
      ]);
    expect((await dropListeners()).rowCount).toBeGreaterThan(0);
    // The drop reaches the API within milliseconds (more on a busy machine); it listens again only after 0.5 s.
    await vi.waitFor(() => expect(api.ctx.sessions.isFollowingChanges()).toBe(false), { timeout: 2_000, interval: 5 });
    // Changes made now go unheard: none may be kept.
    await api.db.query('DELETE FROM sessions WHERE user_id = $1', [first.id]);
    expect((await session(first)).status).toBe(401);
    // It listens again 0.5 s after the drop (later when a busy server refuses the first tries), and
    // then keeps sessions again: one deleted with the notice switched off still opens, until the
    // notice comes. Asked with a new reader each time until it does.
    const deleteUnheard = async (userId: number) => {
      await api.db.query('ALTER TABLE sessions DISABLE TRIGGER sessions_deleted');
      try {
        await api.db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
      } finally {
        await api.db.query('ALTER TABLE sessions ENABLE TRIGGER sessions_deleted');
      }
    };
    let second = first;
    await vi.waitFor(
      async () => {
        second = await api.register();
        expect((await session(second)).status).toBe(200);
        await deleteUnheard(second.id);
        expect((await session(second)).status).toBe(200);
      },
      { timeout: 15_000, interval: 250 },
    );
    await api.db.query("SELECT pg_notify('session_changes', $1)", [String(second.id)]);
    await vi.waitFor(async () => expect((await session(second)).status).toBe(401), { timeout: 2_000, interval: 20 });
  });
});

describe('password reset with the recovery code', () => {
  const reset = (body: Record<string, unknown>) => api.call('POST', '/api/auth/reset-password', { body });

  it('sets the new password, consumes the code, answers a new one and signs the user out everywhere', async () => {
    const user = await api.register();
    const answer = await reset({ username: user.username, recoveryCode: user.recoveryCode, newPassword: 'brand-new-1' });
    expect(answer.status).toBe(200);
    expect(answer.body.timestamp).toBeDefined();
    expect(answer.body.data.userId).toBe(user.id);
    // The user, as every auth answer carries (spec section 7), and no session.
    expect(answer.body.data).toMatchObject({ id: user.id, username: user.username, coins: 0, hasRecoveryCode: true });
    expect(answer.body.data).not.toHaveProperty('token');
    expect(answer.body.data.recoveryCode).toMatch(recoveryCodePattern);
    expect(answer.body.data.recoveryCode).not.toBe(user.recoveryCode);
    expect((await api.call('GET', '/api/auth/session', { token: user.token })).status).toBe(401);
    expect((await api.call('POST', '/api/auth/login', { body: { username: user.username, password: user.password } })).status).toBe(401);
    expect((await api.call('POST', '/api/auth/login', { body: { username: user.username, password: 'brand-new-1' } })).status).toBe(200);
    // The old code is spent; the new one works.
    const again = await reset({ username: user.username, recoveryCode: user.recoveryCode, newPassword: 'brand-new-2' });
    expect(again.status).toBe(401);
    const withNew = await reset({ username: user.username, recoveryCode: answer.body.data.recoveryCode, newPassword: 'brand-new-3' });
    expect(withNew.status).toBe(200);
  });

  it('lets one code reset once, even when two resets with it arrive together', async () => {
    const user = await api.register();
    const answers = await Promise.all(
      ['together-one-1', 'together-two-2'].map((newPassword) => reset({ username: user.username, recoveryCode: user.recoveryCode, newPassword })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const won = answers.find((answer) => answer.status === 200)!;
    const lost = answers.find((answer) => answer.status === 401)!;
    expect(lost.body.code).toBe('INVALID_RECOVERY_CODE');
    // Only the winner's password and code stand.
    const password = won === answers[0] ? 'together-one-1' : 'together-two-2';
    const other = won === answers[0] ? 'together-two-2' : 'together-one-1';
    expect((await api.call('POST', '/api/auth/login', { body: { username: user.username, password } })).status).toBe(200);
    expect((await api.call('POST', '/api/auth/login', { body: { username: user.username, password: other } })).status).toBe(401);
    expect((await reset({ username: user.username, recoveryCode: won.body.data.recoveryCode, newPassword: 'after-both-3' })).status).toBe(200);
  });

  it('reads the code the way people type it: lower case, spaces, no dashes', async () => {
    const user = await api.register();
    const typed = ` ${user.recoveryCode.toLowerCase().replaceAll('-', ' ')} `;
    expect((await reset({ username: user.username, recoveryCode: typed, newPassword: 'brand-new-1' })).status).toBe(200);
  });

  it('knowing the username is not enough: a missing or wrong code changes nothing', async () => {
    const user = await api.register();
    const missing = await reset({ username: user.username, newPassword: 'taken-over-1' });
    expect(missing.status).toBe(400);
    const wrong = await reset({ username: user.username, recoveryCode: 'AAAAA-BBBBB-CCCCC-DDDDD', newPassword: 'taken-over-1' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'INVALID_RECOVERY_CODE', message: 'The username or recovery code is not correct' });
    const unknown = await reset({ username: 'ghost_user', recoveryCode: user.recoveryCode, newPassword: 'taken-over-1' });
    // The same answer but for when it was given.
    expect({ ...unknown.body, timestamp: undefined }).toEqual({ ...wrong.body, timestamp: undefined });
    // The owner is still signed in and still has the old password.
    expect((await api.call('GET', '/api/auth/session', { token: user.token })).status).toBe(200);
    expect((await api.call('POST', '/api/auth/login', { body: { username: user.username, password: user.password } })).status).toBe(200);
  });

  it('validates the new password, common ones included', async () => {
    const user = await api.register();
    expect((await reset({ username: user.username, recoveryCode: user.recoveryCode, newPassword: '123' })).body.code).toBe('PASSWORD_TOO_SHORT');
    expect((await reset({ username: user.username, recoveryCode: user.recoveryCode, newPassword: 'password1' })).body.code).toBe('PASSWORD_TOO_COMMON');
  });

  it('is throttled per username, success or failure', async () => {
    const user = await api.register('resetter');
    for (let i = 0; i < 3; i++) await reset({ username: user.username, recoveryCode: 'AAAAA-BBBBB-CCCCC-DDDDD', newPassword: 'taken-over-1' });
    const answer = await reset({ username: user.username, recoveryCode: user.recoveryCode, newPassword: 'brand-new-1' });
    expect(answer.status).toBe(429);
    expect((await api.call('POST', '/api/auth/login', { body: { username: user.username, password: user.password } })).status).toBe(200);
  });
});

describe('changing the password and the recovery code', () => {
  const change = (user: { id: number; token: string }, body: Record<string, unknown>) =>
    api.call('PUT', `/api/user/${user.id}/password`, { token: user.token, body });

  it('needs the current password, keeps the current session and revokes the others', async () => {
    const user = await api.register();
    const other = await api.call('POST', '/api/auth/login', { body: { username: user.username, password: user.password } });
    const answer = await change(user, { currentPassword: user.password, newPassword: 'changed-pass' });
    expect(answer.status).toBe(200);
    expect((await api.call('GET', '/api/auth/session', { token: user.token })).status).toBe(200);
    expect((await api.call('GET', '/api/auth/session', { token: other.body.data.token })).status).toBe(401);
  });

  it('refuses a missing or wrong current password and changes nothing', async () => {
    const user = await api.register();
    expect((await change(user, { newPassword: 'changed-pass' })).status).toBe(400);
    const wrong = await change(user, { currentPassword: 'not-the-password', newPassword: 'changed-pass' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'CURRENT_PASSWORD_INCORRECT', message: 'The current password is not correct' });
    expect((await api.call('POST', '/api/auth/login', { body: { username: user.username, password: user.password } })).status).toBe(200);
  });

  it('refuses a common new password', async () => {
    const user = await api.register();
    expect((await change(user, { currentPassword: user.password, newPassword: 'abc123' })).body.code).toBe('PASSWORD_TOO_COMMON');
  });

  it('issues a new recovery code with the current password; the old code stops working', async () => {
    const user = await api.register();
    const wrong = await api.call('POST', `/api/user/${user.id}/recovery-code`, { token: user.token, body: { currentPassword: 'nope-nope-1' } });
    expect(wrong.body).toMatchObject({ code: 'CURRENT_PASSWORD_INCORRECT', message: 'The current password is not correct' });
    const issued = await api.call('POST', `/api/user/${user.id}/recovery-code`, { token: user.token, body: { currentPassword: user.password } });
    expect(issued.status).toBe(200);
    expect(issued.body.data.recoveryCode).toMatch(recoveryCodePattern);
    const stale = await api.call('POST', '/api/auth/reset-password', { body: { username: user.username, recoveryCode: user.recoveryCode, newPassword: 'brand-new-1' } });
    expect(stale.status).toBe(401);
    const fresh = await api.call('POST', '/api/auth/reset-password', {
      body: { username: user.username, recoveryCode: issued.body.data.recoveryCode, newPassword: 'brand-new-1' },
    });
    expect(fresh.status).toBe(200);
  });

  it('lets a reader who registered before recovery codes issue one', async () => {
    const user = await api.register();
    await api.db.query('UPDATE users SET recovery_code_hash = NULL WHERE id = $1', [user.id]);
    expect((await api.call('GET', `/api/user/${user.id}`, { token: user.token })).body.data.hasRecoveryCode).toBe(false);
    const noCode = await api.call('POST', '/api/auth/reset-password', { body: { username: user.username, recoveryCode: user.recoveryCode, newPassword: 'brand-new-1' } });
    expect(noCode.status).toBe(401);
    await api.call('POST', `/api/user/${user.id}/recovery-code`, { token: user.token, body: { currentPassword: user.password } });
    expect((await api.call('GET', `/api/user/${user.id}`, { token: user.token })).body.data.hasRecoveryCode).toBe(true);
  });

  it("refuses another reader's recovery code route", async () => {
    const user = await api.register();
    const other = await api.register();
    const answer = await api.call('POST', `/api/user/${other.id}/recovery-code`, { token: user.token, body: { currentPassword: user.password } });
    expect(answer.status).toBe(403);
  });
});

describe('GET /api/auth/user/:username', () => {
  it('answers your own record and 403 for anyone else, existing or not', async () => {
    const user = await api.register();
    const other = await api.register();
    expect((await api.call('GET', `/api/auth/user/${user.username}`, { token: user.token })).body.data.id).toBe(user.id);
    expect((await api.call('GET', `/api/auth/user/${other.username}`, { token: user.token })).status).toBe(403);
    expect((await api.call('GET', '/api/auth/user/ghost_user', { token: user.token })).status).toBe(403);
  });
});
