import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userRepository } from '../src/repositories/users.js';
import { ensureAdmin } from '../src/services/admin-account.js';
import { startTestApi, usingPostgres, type TestApi, type TestUser } from './support/test-api.js';

// Accounts: the administrator the environment names, profile changes, the public user record and
// the readiness probe.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({}, { books: 3, maxChapters: 2 });
});
afterAll(() => api.close());

const login = (username: string, password: string) => api.call('POST', '/api/auth/login', { body: { username, password } });
const profile = async (user: Pick<TestUser, 'id' | 'token'>) => (await api.call('GET', `/api/user/${user.id}`, { token: user.token })).body.data;

describe('the administrator named in the environment', () => {
  it('is created with that password when no such user exists', async () => {
    const id = await ensureAdmin(api.db, 'site_admin', 'admin-password-1');
    const answer = await login('site_admin', 'admin-password-1');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id, username: 'site_admin', role: 'admin', email: null });
  });

  it('is an existing reader promoted, keeping the account, with the new password only', async () => {
    const reader = await api.register('promoted');
    expect(await ensureAdmin(api.db, reader.username, 'admin-password-2')).toBe(reader.id);
    expect((await login(reader.username, reader.password)).status).toBe(401);
    // Whoever held the name before keeps no way in: not their session, not their recovery code.
    await vi.waitFor(async () => expect((await api.call('GET', '/api/auth/session', { token: reader.token })).status).toBe(401), {
      timeout: 2_000,
      interval: 20,
    });
    const reset = await api.call('POST', '/api/auth/reset-password', {
      body: { username: reader.username, recoveryCode: reader.recoveryCode, newPassword: 'taken-back-1' },
    });
    expect(reset.body.code).toBe('INVALID_RECOVERY_CODE');
    const answer = await login(reader.username, 'admin-password-2');
    expect(answer.body.data).toMatchObject({ id: reader.id, role: 'admin' });
    // An administrator may correct balances.
    const corrected = await api.call('PUT', `/api/user/${reader.id}/coins`, { token: answer.body.data.token, body: { coins: 5 } });
    expect(corrected.body.data.coins).toBe(5);
  });

  it('stays signed in across restarts that name the same password, and is signed out when it changes', async () => {
    await ensureAdmin(api.db, 'steady_admin', 'admin-password-4');
    const { token } = (await login('steady_admin', 'admin-password-4')).body.data;
    await ensureAdmin(api.db, 'steady_admin', 'admin-password-4');
    expect((await api.call('GET', '/api/auth/session', { token })).status).toBe(200);
    await ensureAdmin(api.db, 'steady_admin', 'admin-password-5');
    // The API hears of the ended session from the database's notice (its session cache), a moment later.
    await vi.waitFor(async () => expect((await api.call('GET', '/api/auth/session', { token })).status).toBe(401), { timeout: 2_000, interval: 20 });
    expect((await login('steady_admin', 'admin-password-5')).status).toBe(200);
  });
});

describe('the user record', () => {
  it('carries the profile fields, never a hash', async () => {
    const reader = await api.register();
    const { rows } = await api.db.query<{ created_at: Date }>('SELECT created_at FROM users WHERE id = $1', [reader.id]);
    expect(await profile(reader)).toEqual({
      id: reader.id,
      username: reader.username,
      email: null,
      coins: 0,
      role: 'reader',
      readHistory: [],
      hasRecoveryCode: true,
      createdAt: rows[0]!.created_at.toISOString(),
    });
  });

  it('lists the books read last (ten at most), newest first, each with the chapter touched last', async () => {
    const reader = await api.register();
    const { rows: chapters } = await api.db.query<{ book_id: number; id: number }>(
      'SELECT DISTINCT ON (book_id) book_id, id FROM chapters ORDER BY book_id, chapter_no LIMIT 3',
    );
    // Twelve reports over three books, a minute apart: the last chapter reported wins for each book.
    for (const [minute, chapter] of [...chapters, ...chapters, ...chapters, ...chapters].entries()) {
      await api.db.query(
        `INSERT INTO reading_progress (user_id, chapter_id, book_id, progress, updated_at)
         VALUES ($1, $2, $3, $4, now() - make_interval(mins => $5))
         ON CONFLICT (user_id, chapter_id) DO UPDATE SET progress = EXCLUDED.progress, updated_at = EXCLUDED.updated_at`,
        [reader.id, chapter.id, chapter.book_id, minute, 60 - minute],
      );
    }
    const history = (await profile(reader)).readHistory as Array<{ bookId: number; chapterId: number; progress: number }>;
    expect(history.map((entry) => [entry.bookId, entry.progress])).toEqual([
      [chapters[2]!.book_id, 11],
      [chapters[1]!.book_id, 10],
      [chapters[0]!.book_id, 9],
    ]);
    // More books than asked for: the most recent ones (the record asks for ten).
    const newestTwo = await userRepository(api.db).readHistory(reader.id, 2);
    expect(newestTwo.map((entry) => entry.bookId)).toEqual([chapters[2]!.book_id, chapters[1]!.book_id]);
  });

  it('changes only the field given: the username keeps the email, the email keeps the username', async () => {
    const reader = await api.register();
    const info = (body: Record<string, string>) => api.call('PUT', `/api/user/${reader.id}/info`, { token: reader.token, body });
    const withEmail = await info({ email: 'first@example.com' });
    expect(withEmail.body).toMatchObject({ message: 'User information updated', data: { username: reader.username, email: 'first@example.com' } });
    const renamed = await info({ username: `${reader.username.slice(0, 15)}_new` });
    expect(renamed.body.data).toMatchObject({ username: `${reader.username.slice(0, 15)}_new`, email: 'first@example.com' });
    expect(await profile(reader)).toMatchObject({ username: `${reader.username.slice(0, 15)}_new`, email: 'first@example.com' });
  });

  it('is found by username in any letter case, and only by its owner', async () => {
    const reader = await api.register();
    const answer = await api.call('GET', `/api/auth/user/${reader.username.toUpperCase()}`, { token: reader.token });
    expect(answer.body.data).toMatchObject({ id: reader.id, username: reader.username });
  });

  it('is deleted by its holder alone: an admin deleting another account is 403 and changes nothing', async () => {
    const reader = await api.register();
    const adminId = await ensureAdmin(api.db, 'delete_admin', 'admin-password-3');
    const admin = { id: adminId, token: (await login('delete_admin', 'admin-password-3')).body.data.token as string };
    const byAdmin = await api.call('DELETE', `/api/user/${reader.id}`, { token: admin.token });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(await profile(reader)).toMatchObject({ id: reader.id, username: reader.username });
    expect((await api.call('DELETE', `/api/user/${reader.id}`, { token: reader.token })).status).toBe(200);
    expect((await api.db.query('SELECT 1 FROM users WHERE id = $1', [reader.id])).rows).toHaveLength(0);
    expect((await api.call('DELETE', `/api/user/${reader.id}`, { token: reader.token })).status).toBe(401);
    expect((await profile(admin)).role).toBe('admin');
  });
});

describe('an account deleted while one of its requests runs', () => {
  it.runIf(usingPostgres)('answers the request 401 SESSION_EXPIRED, not a server error, and keeps nothing of it', async () => {
    const reader = await api.register('deleted_mid');
    const { book_id: bookId } = (await api.db.query<{ book_id: number }>('SELECT book_id FROM books LIMIT 1')).rows[0]!;
    let favorite: ReturnType<TestApi['call']> | undefined;
    await api.db.transaction(async (tx) => {
      // Holds the favorite, already past its session check, at its first look at the book.
      await tx.query('LOCK TABLE books IN ACCESS EXCLUSIVE MODE');
      favorite = api.call('POST', '/api/favorites/add', { token: reader.token, body: { userId: reader.id, bookId } });
      const waiting = "SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE '%books%'";
      await vi.waitFor(async () => expect((await api.db.query(waiting)).rowCount).toBeGreaterThan(0), { timeout: 5_000, interval: 20 });
      expect((await api.call('DELETE', `/api/user/${reader.id}`, { token: reader.token })).status).toBe(200);
    });
    const answer = await favorite!;
    expect([answer.status, answer.body.code]).toEqual([401, 'SESSION_EXPIRED']);
    expect((await api.db.query('SELECT 1 FROM favorites WHERE user_id = $1', [reader.id])).rowCount).toBe(0);
  });
});

describe('readiness', () => {
  it('names the database it checked', async () => {
    const answer = await api.call('GET', '/readyz');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ready', database: usingPostgres ? 'postgres' : 'pglite' });
  });
});
