import type { Database } from '../db/database.js';
import { badRequest, notFound } from '../domain/errors.js';
import { ledgerRepository } from '../repositories/ledger.js';
import type { SessionRepository } from '../repositories/sessions.js';
import { userRepository, type UserRow } from '../repositories/users.js';

export interface PublicUser {
  id: number;
  username: string;
  email: string | null;
  coins: number;
  role: 'reader' | 'admin';
  readHistory: Awaited<ReturnType<ReturnType<typeof userRepository>['readHistory']>>;
  /** False for readers who registered before recovery codes existed: they should issue one. */
  hasRecoveryCode: boolean;
  createdAt: string;
}

/** The user record the spec's clients keep: never the hashes, never the token. */
export async function publicUser(db: Database, user: UserRow): Promise<PublicUser> {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    coins: user.coins,
    role: user.role,
    readHistory: await userRepository(db).readHistory(user.id),
    hasRecoveryCode: user.recovery_code_hash !== null,
    createdAt: user.created_at.toISOString(),
  };
}

/** Profiles: reading and changing a reader's record, and an administrator's balance corrections. */
export function userService(db: Database, options: { sessions: Pick<SessionRepository, 'revokeAllForUser'> }) {
  const users = userRepository(db);

  async function profile(userId: number): Promise<PublicUser> {
    const user = await users.findById(userId);
    if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
    return publicUser(db, user);
  }

  return {
    profile,

    /** The id of the user with this name (any letter case), or null. */
    idOf: async (username: string) => (await users.findByUsername(username))?.id ?? null,

    /** Changes the username and/or the email; at least one must be given. */
    async updateInfo(userId: number, changes: { username?: string | undefined; email?: string | null | undefined }): Promise<PublicUser> {
      if (changes.username === undefined && (changes.email === undefined || changes.email === null)) throw badRequest('No changes to update', 'NO_CHANGES');
      const updated = await users.updateInfo(userId, { username: changes.username, email: changes.email ?? undefined });
      if (!updated) throw notFound('User not found', 'USER_NOT_FOUND');
      return publicUser(db, updated);
    },

    /** Sets a balance (an administrator's correction): the difference is one ledger row. */
    async setCoins(userId: number, coins: number): Promise<PublicUser> {
      await db.transaction(async (tx) => {
        const user = await userRepository(tx).lockById(userId);
        if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
        const difference = coins - user.coins;
        if (difference === 0) return;
        const ledger = ledgerRepository(tx);
        const movement = { userId, amount: Math.abs(difference), taskType: 'other', description: 'adjustment' } as const;
        await (difference > 0 ? ledger.credit(movement) : ledger.debit(movement));
      });
      return profile(userId);
    },

    /**
     * Deletes the account. Its sessions end first, through the session store, so that this process
     * forgets them before answering (the database's notice reaches it a moment later).
     */
    async delete(userId: number): Promise<void> {
      if (!(await users.findById(userId))) throw notFound('User not found', 'USER_NOT_FOUND');
      await options.sessions.revokeAllForUser(userId);
      if (!(await users.delete(userId))) throw notFound('User not found', 'USER_NOT_FOUND');
    },
  };
}
