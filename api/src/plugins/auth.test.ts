import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../lib/session-token.js';
import type { SessionRepository } from '../repositories/sessions.js';
import { authPlugin } from './auth.js';

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
  await app.register(authPlugin, { sessions: sessions as unknown as SessionRepository });
  app.get('/list', { config: { auth: 'ifUserId' } }, async (request) => ({ userId: request.identity?.userId ?? null }));
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

  it('reads the session when the query names a userId, and lets a request without one through as a guest', async () => {
    const sessions = sessionsKnowing('good');
    const app = await appWith(sessions);
    close = () => app.close();
    expect((await app.inject({ url: '/list?userId=7', headers: { authorization: 'Bearer good' } })).json()).toEqual({ userId: 7 });
    expect((await app.inject({ url: '/list?userId=7', headers: { authorization: 'Bearer stale' } })).json()).toEqual({ userId: null });
    expect(sessions.lookups).toBe(2);
  });
});
