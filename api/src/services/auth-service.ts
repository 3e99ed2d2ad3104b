import type { Database } from '../db/database.js';
import { appError, notFound } from '../domain/errors.js';
import { decoyHash, hashPassword, verifyPassword } from '../lib/password.js';
import { hashRecoveryCode, newRecoveryCode, recoveryCodeMatches } from '../lib/recovery-code.js';
import { hashSessionToken, newSessionToken } from '../lib/session-token.js';
import type { SessionRepository } from '../repositories/sessions.js';
import { userRepository, type UserRow } from '../repositories/users.js';
import type { AttemptLimits } from './attempt-limits.js';
import { publicUser } from './user-service.js';

const invalidCredentials = () => appError('INVALID_CREDENTIALS', 'Invalid username or password');
const wrongCurrentPassword = () => appError('CURRENT_PASSWORD_INCORRECT', 'The current password is not correct');
const invalidRecoveryCode = () => appError('INVALID_RECOVERY_CODE', 'The username or recovery code is not correct');

/**
 * Accounts and sessions (ARCHITECTURE.md, "Identity and access" and "Trust and abuse"). Knowing a
 * username is never enough to take an account: a reset needs the reader's one-time recovery code,
 * and changing the password or the code needs the current password. Every guess is throttled.
 */
export function authService(db: Database, options: { sessionTtlHours: number; limits: AttemptLimits; sessions: SessionRepository }) {
  const users = userRepository(db);
  const { limits, sessions } = options;

  async function openSession(user: UserRow) {
    const token = newSessionToken();
    // The password changed since it was checked: the old one opens nothing.
    if (!(await sessions.create(user.id, hashSessionToken(token), options.sessionTtlHours, user.password_hash))) throw invalidCredentials();
    return { ...(await publicUser(db, user)), token };
  }

  /** Checks the signed-in reader's current password, counting a wrong one like a failed login. */
  async function confirmPassword(userId: number, currentPassword: string, address: string): Promise<UserRow> {
    const user = await users.findById(userId);
    if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
    return limits.checkingPassword(user.username, address, 'CURRENT_PASSWORD_INCORRECT', async () => {
      if (!(await verifyPassword(currentPassword, user.password_hash))) throw wrongCurrentPassword();
      return user;
    });
  }

  return {
    /** Creates the account and its first recovery code (answered once, only its hash is kept). */
    async register(input: { username: string; password: string; email: string | null }, address: string) {
      // Hashed inside the limit: an address past it costs no scrypt work.
      return limits.registering(address, async () => {
        const passwordHash = await hashPassword(input.password);
        const recoveryCode = newRecoveryCode();
        const user = await users.create({ ...input, passwordHash, recoveryCodeHash: hashRecoveryCode(recoveryCode) });
        return { ...(await openSession(user)), recoveryCode };
      });
    },

    async login(username: string, password: string, address: string) {
      return limits.checkingPassword(username, address, 'INVALID_CREDENTIALS', async () => {
        const user = await users.findByUsername(username);
        // Verify against a decoy when the user does not exist, so timing does not reveal usernames.
        const valid = await verifyPassword(password, user?.password_hash ?? decoyHash);
        if (!user || !valid) throw invalidCredentials();
        return openSession(user);
      });
    },

    logout: (tokenHash: string) => sessions.revoke(tokenHash),

    /**
     * The forgot-password flow: the username, its recovery code and a new password. A reset
     * consumes the code, issues a new one (answered once) and signs the user out everywhere.
     */
    async resetPassword(input: { username: string; recoveryCode: string; newPassword: string }, address: string) {
      return limits.resetting(input.username, address, async () => {
        const user = await users.findByUsername(input.username);
        const usedCodeHash = user?.recovery_code_hash ?? null;
        if (!recoveryCodeMatches(input.recoveryCode, usedCodeHash) || !user || usedCodeHash === null) throw invalidRecoveryCode();
        const recoveryCode = newRecoveryCode();
        const consumed = await users.resetCredentials(user.id, await hashPassword(input.newPassword), hashRecoveryCode(recoveryCode), usedCodeHash);
        // Another reset used the same code a moment before: it is spent.
        if (!consumed) throw invalidRecoveryCode();
        await sessions.revokeAllForUser(user.id);
        // The user, as every auth answer carries (spec section 7), but no session: they sign in anew.
        return { ...(await publicUser(db, user)), userId: user.id, recoveryCode };
      });
    },

    /** Changes the password after checking the current one; every other session is signed out. */
    async changePassword(userId: number, input: { currentPassword: string; newPassword: string }, keepTokenHash: string, address: string) {
      await confirmPassword(userId, input.currentPassword, address);
      await users.updatePasswordHash(userId, await hashPassword(input.newPassword));
      await sessions.revokeAllForUser(userId, keepTokenHash);
    },

    /** Replaces the recovery code after checking the current password; answers the new code once. */
    async issueRecoveryCode(userId: number, currentPassword: string, address: string) {
      await confirmPassword(userId, currentPassword, address);
      const recoveryCode = newRecoveryCode();
      await users.updateRecoveryCodeHash(userId, hashRecoveryCode(recoveryCode));
      return { recoveryCode };
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
