import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ LOGIN_MAX_FAILURES_PER_USERNAME: 3 }, { books: 0, maxChapters: 1 });
});
afterAll(() => api.close());

describe('POST /api/auth/register', () => {
  it('creates a user with 0 coins and answers the user, a token and a timestamp', async () => {
    const answer = await api.call('POST', '/api/auth/register', { body: { username: 'alice_01', password: 'secret1', email: 'alice@example.com' } });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, message: 'Registration successful' });
    expect(answer.body.data).toMatchObject({ username: 'alice_01', email: 'alice@example.com', coins: 0, readHistory: [] });
    expect(answer.body.data.token).toMatch(/^[\w-]{40,}$/);
    expect(new Date(answer.body.timestamp!).getTime()).not.toBeNaN();
    expect(answer.body.data).not.toHaveProperty('password_hash');
  });

  it.each([
    [{ username: 'ab', password: 'secret1' }, 'username length must be 3-20 characters'],
    [{ username: 'a'.repeat(21), password: 'secret1' }, 'username length must be 3-20 characters'],
    [{ username: 'bad name!', password: 'secret1' }, 'username may contain only letters, digits and underscore'],
    [{ username: 'bob_123', password: '12345' }, 'password must be at least 6 characters'],
    [{ username: 'bob_123', password: 'secret1', email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ password: 'secret1' }, 'username is required'],
  ])('refuses %j with "%s" and creates nothing', async (body, message) => {
    const answer = await api.call('POST', '/api/auth/register', { body });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, data: null, message, code: 'BAD_REQUEST' });
    const { rows } = await api.db.query("SELECT 1 FROM users WHERE username = 'bob_123'");
    expect(rows).toHaveLength(0);
  });

  it('refuses a taken username, whatever its case, with 409 "Username already exists"', async () => {
    await api.call('POST', '/api/auth/register', { body: { username: 'carol', password: 'secret1' } });
    const answer = await api.call('POST', '/api/auth/register', { body: { username: 'CAROL', password: 'secret2' } });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Username already exists');
  });

  it('stores a salted scrypt hash, never the password', async () => {
    await api.call('POST', '/api/auth/register', { body: { username: 'dave_1', password: 'secret1' } });
    await api.call('POST', '/api/auth/register', { body: { username: 'dave_2', password: 'secret1' } });
    const { rows } = await api.db.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE username LIKE 'dave_%' ORDER BY id");
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$/);
    expect(rows[0]!.password_hash).not.toContain('secret1');
    expect(rows[0]!.password_hash).not.toBe(rows[1]!.password_hash);
  });

  it('answers malformed JSON with 400', async () => {
    const answer = await api.call('POST', '/api/auth/register', { body: '{"username": ' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: 'Malformed JSON body' });
  });

  it('answers an oversized body with 413', async () => {
    const answer = await api.call('POST', '/api/auth/register', { body: { username: 'big', password: 'x'.repeat(200_000) } });
    expect(answer.status).toBe(413);
    expect(answer.body.success).toBe(false);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password and the token opens the session', async () => {
    const user = await api.register();
    const answer = await api.call('POST', '/api/auth/login', { body: { username: user.username, password: user.password } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.id).toBe(user.id);
    const session = await api.call('GET', '/api/auth/session', { token: answer.body.data.token });
    expect(session.body.data.username).toBe(user.username);
  });

  it('answers a wrong password and an unknown user alike: 401 "Invalid username or password"', async () => {
    const user = await api.register();
    const wrong = await api.call('POST', '/api/auth/login', { body: { username: user.username, password: 'nope-nope' } });
    const unknown = await api.call('POST', '/api/auth/login', { body: { username: 'nobody_here', password: 'nope-nope' } });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Invalid username or password');
    }
  });

  it('requires both fields', async () => {
    const answer = await api.call('POST', '/api/auth/login', { body: { username: '  ', password: 'x' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Please enter your username');
  });

  it('throttles repeated failures for a username with 429, even with the right password', async () => {
    const user = await api.register('throttled');
    for (let i = 0; i < 3; i++) await api.call('POST', '/api/auth/login', { body: { username: user.username, password: 'wrong-pass' } });
    const answer = await api.call('POST', '/api/auth/login', { body: { username: user.username, password: user.password } });
    expect(answer.status).toBe(429);
    expect(answer.body.message).toMatch(/Too many failed attempts/);
  });
});

describe('sessions', () => {
  it('rejects requests without a token or with a made-up one', async () => {
    expect((await api.call('GET', '/api/auth/session')).status).toBe(401);
    const answer = await api.call('GET', '/api/auth/session', { token: 'made-up-token' });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('UNAUTHENTICATED');
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
});

describe('password changes', () => {
  it('reset-password sets the new password and signs the user out everywhere', async () => {
    const user = await api.register();
    const answer = await api.call('POST', '/api/auth/reset-password', { body: { username: user.username, newPassword: 'brand-new-1' } });
    expect(answer.status).toBe(200);
    expect(answer.body.timestamp).toBeDefined();
    expect(answer.body.data).toEqual({ userId: user.id });
    expect((await api.call('GET', '/api/auth/session', { token: user.token })).status).toBe(401);
    const old = await api.call('POST', '/api/auth/login', { body: { username: user.username, password: user.password } });
    expect(old.status).toBe(401);
    const fresh = await api.call('POST', '/api/auth/login', { body: { username: user.username, password: 'brand-new-1' } });
    expect(fresh.status).toBe(200);
  });

  it('reset-password validates its input and names unknown users', async () => {
    expect((await api.call('POST', '/api/auth/reset-password', { body: { username: 'x_user', newPassword: '123' } })).body.message).toBe(
      'password must be at least 6 characters',
    );
    const unknown = await api.call('POST', '/api/auth/reset-password', { body: { username: 'ghost_user', newPassword: 'secret1' } });
    expect(unknown.status).toBe(404);
  });

  it('changing the password keeps the current session and revokes the others', async () => {
    const user = await api.register();
    const other = await api.call('POST', '/api/auth/login', { body: { username: user.username, password: user.password } });
    const answer = await api.call('PUT', `/api/user/${user.id}/password`, { token: user.token, body: { newPassword: 'changed-pass' } });
    expect(answer.status).toBe(200);
    expect((await api.call('GET', '/api/auth/session', { token: user.token })).status).toBe(200);
    expect((await api.call('GET', '/api/auth/session', { token: other.body.data.token })).status).toBe(401);
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
