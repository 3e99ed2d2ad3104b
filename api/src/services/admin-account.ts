import type { Database } from '../db/database.js';
import { hashPassword } from '../lib/password.js';
import { userRepository } from '../repositories/users.js';

/**
 * Creates the administrator named in the environment, or promotes and re-keys an existing user of
 * that name. There is no default admin password: without both variables no admin exists.
 */
export async function ensureAdmin(db: Database, username: string, password: string): Promise<number> {
  const users = userRepository(db);
  const existing = await users.findByUsername(username);
  const passwordHash = await hashPassword(password);
  if (existing) {
    await users.setRole(existing.id, 'admin');
    await users.updatePasswordHash(existing.id, passwordHash);
    return existing.id;
  }
  const created = await users.create({ username, email: null, passwordHash, role: 'admin' });
  return created.id;
}
