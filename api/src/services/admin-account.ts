import type { Database } from '../db/database.js';
import { hashPassword, verifyPassword } from '../lib/password.js';
import { sessionRepository } from '../repositories/sessions.js';
import { userRepository } from '../repositories/users.js';

/**
 * Creates the administrator named in the environment, or promotes and re-keys an existing user of
 * that name. There is no default admin password: without both variables no admin exists.
 *
 * Re-keying hands the account to whoever holds the environment's password: its sessions end and
 * its recovery code is dropped, so a reader who held the name before (or held it while the
 * administrator was renamed) keeps no way in. An administrator whose password is already the
 * environment's is left as it is, so restarts do not sign them out.
 */
export async function ensureAdmin(db: Database, username: string, password: string): Promise<number> {
  const existing = await userRepository(db).findByUsername(username);
  if (existing?.role === 'admin' && (await verifyPassword(password, existing.password_hash))) return existing.id;
  const passwordHash = await hashPassword(password);
  if (!existing) return (await userRepository(db).create({ username, email: null, passwordHash, role: 'admin' })).id;
  await db.transaction(async (tx) => {
    const users = userRepository(tx);
    await users.setRole(existing.id, 'admin');
    await users.rekey(existing.id, passwordHash);
    await sessionRepository(tx).revokeAllForUser(existing.id);
  });
  return existing.id;
}
