import { createHash } from 'node:crypto';
import { parse as parseCookie, serialize as serializeCookie } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';
import type { BffConfig } from './config/env.js';
import { cacheKeys } from './cache/keys.js';
import { CACHE_TTL } from './cache/lifetimes.js';
import type { ResponseCache } from './cache/response-cache.js';
import type { RestClient } from './rest/client.js';
import type { UserDto } from './rest/dto.js';
import { errorReason } from './errors.js';

export interface Viewer {
  userId: number;
}

interface SessionEntry {
  userId: number;
  /** The user's session-family stamp when this entry was written; a password change moves it. */
  stamp: string;
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The session cookie as the request sent it, or null. */
function sessionCookie(req: Request, cookieName: string): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  return parseCookie(header)[cookieName] ?? null;
}

/** What the API's tokens look like (base64url): anything else could not be one, or even be sent on as a header. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,256}$/;

/** The session token from the request's cookie, or null (none, or one no session could have). */
export function sessionToken(req: Request, cookieName: string): string | null {
  const cookie = sessionCookie(req, cookieName);
  return cookie !== null && TOKEN_SHAPE.test(cookie) ? cookie : null;
}

function clearSessionCookie(res: Response, config: Pick<BffConfig, 'SESSION_COOKIE_NAME' | 'COOKIE_SECURE'>): void {
  res.append(
    'Set-Cookie',
    serializeCookie(config.SESSION_COOKIE_NAME, '', { httpOnly: true, sameSite: 'lax', secure: config.COOKIE_SECURE, path: '/', maxAge: 0 }),
  );
}

/**
 * Drops a session cookie no session could have (a control character, non-ASCII text): the request
 * goes on as a guest's, and the browser stops sending it, instead of every request failing.
 */
export function dropMalformedSessionCookie(config: Pick<BffConfig, 'SESSION_COOKIE_NAME' | 'COOKIE_SECURE'>): RequestHandler {
  return (req, res, next) => {
    if (sessionCookie(req, config.SESSION_COOKIE_NAME) !== null && sessionToken(req, config.SESSION_COOKIE_NAME) === null) clearSessionCookie(res, config);
    next();
  };
}

/**
 * The reader as the answer lookup found them (answer-lookup.ts) before the operation ran: null for a
 * guest, or a user whose cached session entry still counts, with their favorites version.
 */
export type KnownViewer = { userId: number; favoritesVersion: string } | null;

/**
 * The reader's session as the BFF sees it: the token from the httpOnly cookie, and the user it
 * belongs to. The token -> user mapping is cached briefly; logout deletes the entry and password
 * changes move the user's stamp, so a revoked token stops reading per-user cache entries at once.
 */
export class Session {
  private viewerPromise: Promise<Viewer | null> | null = null;

  constructor(
    private readonly config: BffConfig,
    private readonly req: Request,
    private readonly res: Response,
    private readonly cache: ResponseCache,
    private readonly known?: KnownViewer,
  ) {
    if (known !== undefined) this.viewerPromise = Promise.resolve(known && { userId: known.userId });
  }

  get token(): string | null {
    return sessionToken(this.req, this.config.SESSION_COOKIE_NAME);
  }

  /**
   * The reader's favorites version as this request started: private cached answers are keyed by
   * it, so an answer computed before a favorite toggle is never found after it.
   */
  favoritesVersionAtStart(userId: number): Promise<string> {
    if (this.known && this.known.userId === userId) return Promise.resolve(this.known.favoritesVersion);
    return this.cache.version(cacheKeys.favoritesFamily(userId));
  }

  /** Resolves the signed-in user once per request; null for guests and dead sessions. */
  viewer(rest: RestClient): Promise<Viewer | null> {
    this.viewerPromise ??= this.resolveViewer(rest);
    return this.viewerPromise;
  }

  private async resolveViewer(rest: RestClient): Promise<Viewer | null> {
    const token = this.token;
    if (!token) return null;
    const key = cacheKeys.session(tokenHash(token));
    const entry = await this.cache.get<SessionEntry>(key);
    if (entry && entry.stamp === (await this.cache.version(cacheKeys.sessionsFamily(entry.userId)))) return { userId: entry.userId };
    try {
      const user = (await rest.call('get', '/api/auth/session', {})).data;
      await this.remember(token, user);
      return { userId: user.id };
    } catch (error) {
      if (isUnauthenticated(error)) {
        this.clearCookie();
        return null;
      }
      throw error;
    }
  }

  /** After login or registration: set the cookie and cache the mapping. */
  async start(token: string, user: UserDto): Promise<void> {
    this.res.append(
      'Set-Cookie',
      serializeCookie(this.config.SESSION_COOKIE_NAME, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: this.config.COOKIE_SECURE,
        path: '/',
        maxAge: this.config.SESSION_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60,
      }),
    );
    await this.remember(token, user);
    this.viewerPromise = Promise.resolve({ userId: user.id });
  }

  async end(): Promise<void> {
    const token = this.token;
    if (token) await this.cache.delete(cacheKeys.session(tokenHash(token)));
    this.clearCookie();
    this.viewerPromise = Promise.resolve(null);
  }

  /** Every cached session of the user stops counting (password change or reset). */
  async revokeAllCached(userId: number): Promise<void> {
    await this.cache.bumpVersion(cacheKeys.sessionsFamily(userId));
  }

  clearCookie(): void {
    clearSessionCookie(this.res, this.config);
  }

  private async remember(token: string, user: UserDto): Promise<void> {
    const stamp = await this.cache.version(cacheKeys.sessionsFamily(user.id));
    await Promise.all([
      // Re-checked with the API every SESSION_RECHECK_SECONDS, so a session revoked there (logout
      // elsewhere, a reset, an expiry) stops working here within that time.
      this.cache.set(cacheKeys.session(tokenHash(token)), { userId: user.id, stamp } satisfies SessionEntry, this.config.SESSION_RECHECK_SECONDS),
      this.cache.set(cacheKeys.user(user.id), user, CACHE_TTL.user),
    ]);
  }
}

/** A missing or dead session (not a wrong password at sign-in, which shares the common code). */
export function isUnauthenticated(error: unknown): boolean {
  return errorReason(error) === 'UNAUTHENTICATED';
}
