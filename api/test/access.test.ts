import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from './support/test-api.js';

let api: TestApi;
let owner: TestUser;
let intruder: TestUser;
beforeAll(async () => {
  api = await startTestApi({}, { books: 5, maxChapters: 3 });
  owner = await api.register('owner');
  intruder = await api.register('intruder');
});
afterAll(() => api.close());

/** Every route that names a user, as [method, path, body] for the given user id. */
const userRoutes = (id: number): Array<[string, string, unknown?]> => [
  ['GET', `/api/user/${id}`],
  ['PUT', `/api/user/${id}/info`, { email: 'x@example.com' }],
  ['PUT', `/api/user/${id}/password`, { currentPassword: 'any-password', newPassword: 'another-pass' }],
  ['POST', `/api/user/${id}/recovery-code`, { currentPassword: 'any-password' }],
  ['DELETE', `/api/user/${id}`],
  ['POST', '/api/favorites/add', { userId: id, bookId: 1 }],
  ['POST', '/api/favorites/remove', { userId: id, bookId: 1 }],
  ['GET', `/api/favorites/check/${id}/1`],
  ['GET', `/api/favorites/check/${id}?bookIds=1,2`],
  ['GET', `/api/favorites/${id}`],
  ['POST', '/api/reading/start', { userId: id, bookId: 1, chapterId: 1 }],
  ['POST', '/api/reading/progress', { userId: id, bookId: 1, chapterId: 1, progressPercentage: 50 }],
  ['GET', `/api/reading/progress/${id}/1`],
  ['GET', `/api/reading/progress/${id}?bookIds=1`],
  ['GET', `/api/reading/chapters/${id}?bookIds=1`],
  ['GET', `/api/reading/recent/${id}`],
  ['GET', `/api/reading/stats/${id}`],
  ['GET', `/api/user/${id}/reader-settings`],
  ['PUT', `/api/user/${id}/reader-settings`, { settings: { theme: 'day', fontSize: 16, lineHeight: 1.6, fontColor: '#000000', backgroundColor: '#ffffff', opacity: 1, mode: 'scroll', voice: null, speechRate: 1, appearance: 'system' }, changedAt: '2026-11-23T00:00:00Z' }],
  ['GET', `/api/reading/rewards/${id}/1`],
  ['GET', `/api/reading/history/${id}/1/1`],
  ['GET', `/api/tasks/checkin/${id}`],
  ['POST', '/api/tasks/checkin', { userId: id }],
  ['GET', `/api/tasks/chapter-reading/${id}`],
  ['POST', '/api/tasks/chapter-reading/progress', { userId: id, bookId: 1, chapterId: 1 }],
  ['GET', `/api/tasks/novel-reading/${id}`],
  ['POST', '/api/tasks/novel-reading/progress', { userId: id }],
  ['GET', `/api/withdraw/progress/${id}`],
  ['GET', `/api/withdraw/target/${id}`],
  ['POST', '/api/withdraw/achievement', { userId: id, targetLevel: 1 }],
  ['POST', '/api/withdraw/withdraw', { userId: id, targetLevel: 1, withdrawAmount: 10_000_000 }],
  ['GET', `/api/account/details/${id}`],
];

describe('access control', () => {
  it('answers 401 on every user route without a session', async () => {
    for (const [method, path, body] of userRoutes(owner.id)) {
      const answer = await api.call(method, path, { body });
      expect({ method, path, status: answer.status }).toEqual({ method, path, status: 401 });
      expect(answer.body).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
  });

  it("answers 403 on every route naming another user's id, and changes nothing", async () => {
    const coinsBefore = (await api.call('GET', `/api/user/${owner.id}`, { token: owner.token })).body.data.coins;
    for (const [method, path, body] of userRoutes(owner.id)) {
      const answer = await api.call(method, path, { token: intruder.token, body });
      expect({ method, path, status: answer.status }).toEqual({ method, path, status: 403 });
      expect(answer.body.code).toBe('FORBIDDEN');
    }
    const after = await api.call('GET', `/api/user/${owner.id}`, { token: owner.token });
    expect(after.status).toBe(200);
    expect(after.body.data).toMatchObject({ coins: coinsBefore, email: null });
    expect((await api.call('POST', '/api/auth/login', { body: { username: owner.username, password: owner.password } })).status).toBe(200);
  });

  it('keeps the balance admin-only, even for your own account', async () => {
    const answer = await api.call('PUT', `/api/user/${owner.id}/coins`, { token: owner.token, body: { coins: 1_000_000 } });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('Administrator role required');
  });
});

describe('user info', () => {
  it('updates username and email, validating both', async () => {
    const user = await api.register();
    const base = `/api/user/${user.id}/info`;
    expect((await api.call('PUT', base, { token: user.token, body: {} })).body.message).toBe('No changes to update');
    expect((await api.call('PUT', base, { token: user.token, body: { email: 'nope' } })).body.message).toBe('Please enter a valid email address');
    expect((await api.call('PUT', base, { token: user.token, body: { username: 'x' } })).body.message).toBe('username length must be 3-20 characters');
    expect((await api.call('PUT', base, { token: user.token, body: { username: owner.username } })).status).toBe(409);
    const updated = await api.call('PUT', base, { token: user.token, body: { username: 'renamed_user', email: 'r@example.com' } });
    expect(updated.body.data).toMatchObject({ username: 'renamed_user', email: 'r@example.com' });
  });

  it('deletes your own account and its sessions', async () => {
    const user = await api.register();
    expect((await api.call('DELETE', `/api/user/${user.id}`, { token: user.token })).status).toBe(200);
    expect((await api.call('GET', `/api/user/${user.id}`, { token: user.token })).status).toBe(401);
    expect((await api.call('POST', '/api/auth/login', { body: { username: user.username, password: user.password } })).status).toBe(401);
  });
});
