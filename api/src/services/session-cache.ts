import { LRUCache } from 'lru-cache';
import type { Database, Subscription } from '../db/database.js';
import { sessionRepository, type ActiveSession } from '../repositories/sessions.js';

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
  const kept = new LRUCache<string, ActiveSession>({ max: MAX_SESSIONS, ttl: SESSION_MEMORY_MS });
  let following = false;
  // Counts what was forgotten: a lookup that started before a change must not keep what it read.
  let changes = 0;

  const forgetAll = () => {
    changes += 1;
    kept.clear();
  };
  const forgetUsers = (userIds: ReadonlySet<number>) => {
    changes += 1;
    for (const [tokenHash, session] of kept.entries()) if (userIds.has(session.user_id)) kept.delete(tokenHash);
  };

  return {
    ...sessions,

    /** Whether the database's notices are followed now (sessions are kept only then). */
    isFollowingChanges: () => following,

    async findActive(tokenHash: string): Promise<ActiveSession | null> {
      const known = kept.get(tokenHash);
      if (known && known.expires_at.getTime() > Date.now()) return known;
      const changesBefore = changes;
      const session = await sessions.findActive(tokenHash);
      if (session && following && changes === changesBefore) kept.set(tokenHash, session);
      return session;
    },

    async revoke(tokenHash: string): Promise<void> {
      await sessions.revoke(tokenHash);
      changes += 1;
      kept.delete(tokenHash);
    },

    async revokeAllForUser(userId: number, exceptTokenHash: string | null = null): Promise<void> {
      await sessions.revokeAllForUser(userId, exceptTokenHash);
      forgetUsers(new Set([userId]));
    },

    /**
     * Follows the database's notifications; sessions are kept from the moment they are heard.
     * `onFollowing` hears when that starts and stops (a dropped connection, then its return).
     */
    followChanges(onFollowing: (following: boolean) => void = () => undefined): Subscription {
      return db.listen(SESSION_CHANGES_CHANNEL, {
        notification: (payload) => {
          const userIds = payload === '*' ? null : payload.split(',').map(Number);
          if (userIds === null || userIds.some((id) => !Number.isInteger(id))) forgetAll();
          else forgetUsers(new Set(userIds));
        },
        listening: () => {
          forgetAll();
          following = true;
          onFollowing(true);
        },
        lost: () => {
          following = false;
          forgetAll();
          onFollowing(false);
        },
      });
    },
  };
}

export type CachedSessions = ReturnType<typeof cachedSessions>;
