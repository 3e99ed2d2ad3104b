import type { Database, Subscription } from '../db/database.js';
import { sessionRepository, type ActiveSession } from '../repositories/sessions.js';
import { followedMemory } from './followed-memory.js';

/** The channel migration 006 notifies when sessions or a reader's role change. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

/** At most this many sessions are kept, each for at most SESSION_MEMORY_MS. */
const MAX_SESSIONS = 20_000;
/**
 * A bound in case a change ever goes unheard (a listening connection cut without a word, found out
 * by its heartbeat within 15 s): ARCHITECTURE.md's 30 s for a revoked session.
 */
const SESSION_MEMORY_MS = 30_000;

/**
 * The session repository, with the sessions it has found kept in memory: every signed-in request
 * asks for its session, and most ask again within seconds (api/BENCHMARKS.md, "Sessions kept in
 * memory").
 *
 * A revoked session must stop working at once, on every API process. This process forgets a
 * session it revokes itself before answering; the others learn of it from the database, which
 * notifies SESSION_CHANGES_CHANNEL on every change to a session or a reader's role, whoever makes
 * it (migration 006). Sessions are kept only while that channel is followed, and all are forgotten
 * when it drops, since a change may then go unheard.
 */
export function cachedSessions(db: Database) {
  const sessions = sessionRepository(db);
  const kept = followedMemory<string, ActiveSession>({ max: MAX_SESSIONS, ttl: SESSION_MEMORY_MS });

  return {
    ...sessions,

    /** Whether the database's notices are followed now (sessions are kept only then). */
    isFollowingChanges: kept.isFollowing,

    findActive: (tokenHash: string): Promise<ActiveSession | null> =>
      kept.read(tokenHash, () => sessions.findActive(tokenHash), (session) => session.expires_at.getTime() > Date.now()),

    async revoke(tokenHash: string): Promise<void> {
      await sessions.revoke(tokenHash);
      kept.forget(tokenHash);
    },

    async revokeAllForUser(userId: number, exceptTokenHash: string | null = null): Promise<void> {
      await sessions.revokeAllForUser(userId, exceptTokenHash);
      kept.forgetWhere((session) => session.user_id === userId);
    },

    /**
     * Follows the database's notifications; sessions are kept from the moment they are heard.
     * `onFollowing` hears when that starts and stops (a dropped connection, then its return).
     */
    followChanges: (onFollowing?: (following: boolean) => void): Subscription =>
      kept.follow(db, SESSION_CHANGES_CHANNEL, (userIds) => kept.forgetWhere((session) => userIds.has(session.user_id)), onFollowing),
  };
}

export type CachedSessions = ReturnType<typeof cachedSessions>;
