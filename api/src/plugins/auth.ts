import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthenticated } from '../domain/errors.js';
import { hashSessionToken } from '../lib/session-token.js';
import type { SessionRepository } from '../repositories/sessions.js';

export interface Identity {
  userId: number;
  role: 'reader' | 'admin';
  tokenHash: string;
}

/**
 * How a route treats the caller: `user` and `admin` need a valid session; `optional` reads one if
 * sent; `ifUserId` is for public reads that can also show the caller's own state: a session is read
 * only when the query names a `userId`, which must then be the caller's (401 without a session, 403
 * for another reader's), so the public read itself costs no session lookup.
 */
export type AuthMode = 'none' | 'optional' | 'ifUserId' | 'user' | 'admin';

/** The query's `userId`: raw before validation (onRequest), the parsed number after it. */
function queryUserId(request: FastifyRequest): unknown {
  return (request.query as Record<string, unknown> | undefined)?.userId;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null;
  }
  interface FastifyContextConfig {
    auth?: AuthMode;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The refusal of a request that needs a session and has none: a token sent but not (or no longer) valid says so. */
function noSession(token: string | null) {
  return token ? unauthenticated('Session expired or invalid, please log in again', 'SESSION_EXPIRED') : unauthenticated();
}

/**
 * Resolves `Authorization: Bearer <token>` to the session's user before validation runs, so a
 * request without a session gets 401 whatever else is wrong with it; an `ifUserId` route checks
 * its `userId` after validation, as only a valid one names a reader.
 */
export const authPlugin = fp<{ sessions: SessionRepository }>(async (app: FastifyInstance, { sessions }) => {
  app.decorateRequest('identity', null);
  app.addHook('onRequest', async (request) => {
    const mode = request.routeOptions.config.auth ?? 'none';
    if (mode === 'none' || (mode === 'ifUserId' && queryUserId(request) === undefined)) return;
    const token = bearerToken(request);
    const session = token ? await sessions.findActive(hashSessionToken(token)) : null;
    if (session) request.identity = { userId: session.user_id, role: session.role, tokenHash: session.token_hash };
    if (mode === 'optional' || mode === 'ifUserId') return;
    if (!request.identity) throw noSession(token);
    if (mode === 'admin' && request.identity.role !== 'admin') throw forbidden('Administrator role required', 'ADMIN_REQUIRED');
  });
  app.addHook('onRoute', (route) => {
    const mode = route.config?.auth ?? 'none';
    // The OpenAPI document asks for the bearer token everywhere unless a route says otherwise.
    if (mode !== 'user' && mode !== 'admin') route.schema = { ...route.schema, security: mode === 'none' ? [] : [{}, { bearer: [] }] };
    // After validation, on `ifUserId` routes only: the userId the route was given must be the caller's.
    if (mode !== 'ifUserId') return;
    const existing = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [...existing, callerOwnsUserId];
  });
});

async function callerOwnsUserId(request: FastifyRequest): Promise<void> {
  const userId = queryUserId(request);
  if (typeof userId !== 'number') return;
  if (!request.identity) throw noSession(bearerToken(request));
  assertSelf(request, userId);
}

/** The signed-in user, for routes whose auth mode guarantees one. */
export function currentUser(request: FastifyRequest): Identity {
  if (!request.identity) throw unauthenticated();
  return request.identity;
}

/** Paths and bodies name a userId; only that user may act on it (ARCHITECTURE.md, identity). */
export function assertSelf(request: FastifyRequest, userId: number): Identity {
  const identity = currentUser(request);
  if (identity.userId !== userId) throw forbidden("You may not access another user's data");
  return identity;
}
