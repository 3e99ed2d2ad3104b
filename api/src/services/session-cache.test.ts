import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Subscription } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { cachedSessions, type CachedSessions } from './session-cache.js';

/** The database, counting the session lookups that reach it. */
function countingLookups(db: Database) {
  const counted = {
    ...db,
    lookups: 0,
    query: ((sql, params) => {
      if (typeof sql !== 'string' && sql.name === 'session_find_active') counted.lookups += 1;
      return db.query(sql, params);
    }) as Database['query'],
  };
  return counted;
}

let db: Database;
let counting: ReturnType<typeof countingLookups>;
let sessions: CachedSessions;
let following: Subscription | null = null;
let userId: number;

beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  const { rows } = await db.query<{ id: number }>("INSERT INTO users (username, password_hash) VALUES ('kept-sessions', 'x') RETURNING id");
  userId = rows[0]!.id;
});
afterAll(() => db.close());

beforeEach(async () => {
  await following?.close();
  await db.query('DELETE FROM sessions');
  counting = countingLookups(db);
  sessions = cachedSessions(counting);
  following = sessions.followChanges();
  // PGlite follows the channel once its LISTEN has run.
  await db.query('SELECT 1');
});

async function openSession(tokenHash: string, hours = 1) {
  await sessions.create(userId, tokenHash, hours, 'x');
}

describe('sessions kept in memory', () => {
  it('asks the database once for a session used again and again', async () => {
    await openSession('a');
    for (let i = 0; i < 5; i++) expect((await sessions.findActive('a'))?.user_id).toBe(userId);
    expect(counting.lookups).toBe(1);
  });

  it('never keeps a session that was not found', async () => {
    expect(await sessions.findActive('unknown')).toBeNull();
    expect(await sessions.findActive('unknown')).toBeNull();
    expect(counting.lookups).toBe(2);
  });

  it('forgets a session revoked here before the revocation returns', async () => {
    await openSession('a');
    await sessions.findActive('a');
    await sessions.revoke('a');
    expect(await sessions.findActive('a')).toBeNull();
  });

  it('forgets every session of a reader signed out everywhere, but the one kept', async () => {
    await openSession('a');
    await openSession('b');
    await sessions.findActive('a');
    await sessions.findActive('b');
    await sessions.revokeAllForUser(userId, 'b');
    expect(await sessions.findActive('a')).toBeNull();
    expect((await sessions.findActive('b'))?.token_hash).toBe('b');
  });

  it('hears of changes made by anyone else through the database: a deletion, an expiry, a new role', async () => {
    await openSession('a');
    await sessions.findActive('a');
    await db.query("UPDATE users SET role = 'admin' WHERE id = $1", [userId]);
    expect((await sessions.findActive('a'))?.role).toBe('admin');
    await db.query("UPDATE users SET role = 'reader' WHERE id = $1", [userId]);
    expect((await sessions.findActive('a'))?.role).toBe('reader');
    await db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = 'a'");
    expect(await sessions.findActive('a')).toBeNull();

    await openSession('b');
    await sessions.findActive('b');
    await db.query("DELETE FROM sessions WHERE token_hash = 'b'");
    expect(await sessions.findActive('b')).toBeNull();
  });

  it('stops using a session once its expiry has passed, without being told', async () => {
    await db.query("INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ('soon', $1, now() + interval '300 milliseconds')", [
      userId,
    ]);
    expect(await sessions.findActive('soon')).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await sessions.findActive('soon')).toBeNull();
  });

  it('keeps nothing while the changes are not followed, and forgets what it kept when they stop', async () => {
    await openSession('a');
    await sessions.findActive('a');
    await following?.close();
    following = null;
    await sessions.findActive('a');
    await sessions.findActive('a');
    expect(counting.lookups).toBe(3);
  });

  it('does not keep what a lookup read when a change was heard while it was under way', async () => {
    await openSession('a');
    const slow = cachedSessions({
      ...counting,
      query: (async (sql, params) => {
        const answer = await counting.query(sql, params);
        // The session is revoked elsewhere between the lookup's read and its return.
        if (typeof sql !== 'string' && sql.name === 'session_find_active') await db.query("DELETE FROM sessions WHERE token_hash = 'a'");
        return answer;
      }) as Database['query'],
    });
    const followingSlow = slow.followChanges();
    await db.query('SELECT 1');
    expect(await slow.findActive('a')).not.toBeNull();
    expect(await slow.findActive('a')).toBeNull();
    await followingSlow.close();
  });

  it('forgets every session when the table is emptied at once', async () => {
    await openSession('a');
    await sessions.findActive('a');
    await db.query('TRUNCATE sessions');
    expect(await sessions.findActive('a')).toBeNull();
  });

  it('forgets everything on a notification naming no readers it can read', async () => {
    await openSession('a');
    await sessions.findActive('a');
    await db.query("SELECT pg_notify('session_changes', '*')");
    await sessions.findActive('a');
    expect(counting.lookups).toBe(2);
  });
});
