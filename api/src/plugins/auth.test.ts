import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../lib/session-token.js';
import type { SessionRepository } from '../repositories/sessions.js';
import { authPlugin } from './auth.js';
import { registerErrorHandling } from './error-handler.js';

/** A session store that knows one token and counts its lookups. */
function sessionsKnowing(token: string) {
  const store = {
    lookups: 0,
    async findActive(tokenHash: string) {
      store.lookups += 1;
      return tokenHash === hashSessionToken(token) ? { user_id: 7, role: 'reader' as const, token_hash: tokenHash } : null;
    },
  };
  return store;
}

async function appWith(sessions: ReturnType<typeof sessionsKnowing>) {
  const app = Fastify();
  registerErrorHandling(app);
  await app.register(authPlugin, { sessions: sessions as unknown as SessionRepository });
  const querystring = { type: 'object', properties: { userId: { type: 'integer', minimum: 1 } } };
  app.get('/list', { config: { auth: 'ifUserId' }, schema: { querystring } }, async (request) => ({ userId: request.identity?.userId ?? null }));
  await app.ready();
  return app;
}

describe("the 'ifUserId' auth mode", () => {
  let close: () => Promise<unknown> = async () => undefined;
  afterEach(() => close());

  it('reads no session when the query names no userId, whatever token comes with it', async () => {
    const sessions = sessionsKnowing('good');
    const app = await appWith(sessions);
    close = () => app.close();
    for (const authorization of ['Bearer good', 'Bearer stale', undefined]) {
      const answer = await app.inject({ url: '/list?page=1', headers: authorization ? { authorization } : {} });
      expect(answer.json()).toEqual({ userId: null });
    }
    expect(sessions.lookups).toBe(0);
  });

  it("reads the session when the query names a userId, which must be the caller's: 401 without a session, 403 for another's", async () => {
    const sessions = sessionsKnowing('good');
    const app = await appWith(sessions);
    close = () => app.close();
    const status = async (url: string, authorization?: string) => (await app.inject({ url, headers: authorization ? { authorization } : {} })).statusCode;
    const mine = await app.inject({ url: '/list?userId=7', headers: { authorization: 'Bearer good' } });
    expect(mine.json()).toEqual({ userId: 7 });
    expect(await status('/list?userId=8', 'Bearer good')).toBe(403);
    const stale = await app.inject({ url: '/list?userId=7', headers: { authorization: 'Bearer stale' } });
    expect([stale.statusCode, stale.json().code]).toEqual([401, 'SESSION_EXPIRED']);
    const none = await app.inject({ url: '/list?userId=7' });
    expect([none.statusCode, none.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    expect(sessions.lookups).toBe(3);
    // A userId that is not one is refused before anyone is asked about it.
    expect(await status('/list?userId=abc', 'Bearer good')).toBe(400);
    expect(await status('/list?userId=', 'Bearer good')).toBe(400);
    expect(await status('/list?userId=7&userId=8', 'Bearer good')).toBe(400);
  });
});
