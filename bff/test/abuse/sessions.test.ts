import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.js';
import { startStack, type Stack } from '../support/stack.js';

// Attack: keep using a session after it was revoked at the API (logout on another device, a
// password reset, an expiry) because the BFF still has it cached.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ config: { SESSION_RECHECK_SECONDS: 1 }, seed: { books: 2, maxChapters: 2 } });
});
afterAll(() => stack.close());

describe('revoked sessions', () => {
  it('the BFF re-checks sessions within 30 s by default, and never allows longer', () => {
    expect(loadConfig({}).SESSION_RECHECK_SECONDS).toBeLessThanOrEqual(30);
    expect(() => loadConfig({ SESSION_RECHECK_SECONDS: '600' })).toThrow(/SESSION_RECHECK_SECONDS/);
  });

  it.each(['ab%0Acd', '%E4%BD%A0%E5%A5%BD', 'short'])('a cookie %s that no session could have is nobody, and is dropped', async (cookie) => {
    const answer = await stack.client().query('{ me { id } }', undefined, { cookie: `novel_session=${cookie}` });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.me).toBeNull();
    expect(answer.restCalls).toEqual([]);
    expect(answer.headers.getSetCookie()).toEqual([expect.stringMatching(/^novel_session=;.*Max-Age=0/i)]);
  });

  it('a session revoked at the API stops working at the BFF within SESSION_RECHECK_SECONDS', async () => {
    const client = stack.client();
    const user = await client.register('revoked');
    await client.query('mutation { addFavorite(bookId: "1") { book { id } } }');
    expect((await client.query('{ me { id } favorites { total } }')).data).toEqual({ me: { id: user.id }, favorites: { total: 1 } });
    // Revoked behind the BFF's back: straight at the API, as another device's logout would.
    const token = client.cookie!.split('=')[1]!;
    expect((await stack.api.call('POST', '/api/auth/logout', { token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const after = await client.query('{ me { id } }');
    expect(after.data.me).toBeNull();
    const favorites = await client.query('{ favorites { total } }');
    expect(favorites.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
