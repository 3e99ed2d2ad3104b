import type { AppContext } from '../app-context.js';
import { hashPassword } from '../lib/password.js';

/**
 * Creates the administrator named in the environment, or promotes and re-keys an existing user of
 * that name. There is no default admin password: without both variables no admin exists.
 */
export async function ensureAdmin(ctx: AppContext, username: string, password: string): Promise<number> {
  const existing = await ctx.users.findByUsername(username);
  const passwordHash = await hashPassword(password);
  if (existing) {
    await ctx.users.setRole(existing.id, 'admin');
    await ctx.users.updatePasswordHash(existing.id, passwordHash);
    return existing.id;
  }
  const created = await ctx.users.create({ username, email: null, passwordHash, role: 'admin' });
  return created.id;
}
