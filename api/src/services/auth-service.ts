import type { Database } from '../db/database.js';
import { notFound, unauthenticated } from '../domain/errors.js';
import { decoyHash, hashPassword, verifyPassword } from '../lib/password.js';
import { hashSessionToken, newSessionToken } from '../lib/session-token.js';
import { sessionRepository } from '../repositories/sessions.js';
import { userRepository, type UserRow } from '../repositories/users.js';
import type { LoginThrottle } from './login-throttle.js';

export interface PublicUser {
  id: number;
  username: string;
  email: string | null;
  coins: number;
  role: 'reader' | 'admin';
  readHistory: Awaited<ReturnType<ReturnType<typeof userRepository>['readHistory']>>;
  createdAt: string;
}

/** The user record the spec's clients keep: never the hash, never the token. */
export async function publicUser(db: Database, user: UserRow): Promise<PublicUser> {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    coins: user.coins,
    role: user.role,
    readHistory: await userRepository(db).readHistory(user.id),
    createdAt: user.created_at.toISOString(),
  };
}

export function authService(db: Database, options: { sessionTtlHours: number; throttle: LoginThrottle }) {
  const users = userRepository(db);
  const sessions = sessionRepository(db);

  async function openSession(user: UserRow) {
    const token = newSessionToken();
    await sessions.create(user.id, hashSessionToken(token), options.sessionTtlHours);
    return { ...(await publicUser(db, user)), token };
  }

  return {
    async register(input: { username: string; password: string; email: string | null }) {
      const user = await users.create({ username: input.username, email: input.email, passwordHash: await hashPassword(input.password) });
      return openSession(user);
    },

    async login(username: string, password: string, address: string) {
      options.throttle.assertAllowed(username, address);
      const user = await users.findByUsername(username);
      // Verify against a decoy when the user does not exist, so timing does not reveal usernames.
      const valid = await verifyPassword(password, user?.password_hash ?? decoyHash);
      if (!user || !valid) {
        options.throttle.recordFailure(username, address);
        throw unauthenticated('Invalid username or password');
      }
      options.throttle.recordSuccess(username);
      return openSession(user);
    },

    logout: (tokenHash: string) => sessions.revoke(tokenHash),

    /** The spec's reset screen names only the user; every session of that user is revoked. Returns the user id. */
    async resetPassword(username: string, newPassword: string, address: string) {
      options.throttle.assertAllowed(username, address);
      const user = await users.findByUsername(username);
      if (!user) {
        options.throttle.recordFailure(username, address);
        throw notFound('User not found');
      }
      await users.updatePasswordHash(user.id, await hashPassword(newPassword));
      await sessions.revokeAllForUser(user.id);
      return user.id;
    },

    /** Changes the password and signs out every other session; the caller's own stays valid. */
    async changePassword(userId: number, newPassword: string, keepTokenHash: string) {
      await users.updatePasswordHash(userId, await hashPassword(newPassword));
      await sessions.revokeAllForUser(userId, keepTokenHash);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
