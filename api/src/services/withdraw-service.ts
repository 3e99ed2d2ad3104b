import type { Database, Queryable } from '../db/database.js';
import { badRequest, conflict, notFound } from '../domain/errors.js';
import { ledgerRepository } from '../repositories/ledger.js';
import { userRepository } from '../repositories/users.js';
import { withdrawalRepository, type TargetRow } from '../repositories/withdrawals.js';

export interface WithdrawTarget {
  level: number;
  target_name: string;
  target_name_en: string;
  target_amount: number;
}

const toTarget = (row: TargetRow): WithdrawTarget => ({
  level: row.level,
  target_name: row.name_zh,
  target_name_en: row.name_en,
  target_amount: row.target_amount,
});

const allTargets = (tx: Queryable) => withdrawalRepository(tx).targets();

/**
 * Where a user stands on the withdraw ladder. `withdraw_level` is the next level to withdraw;
 * past the last level the user is at the max level and the last target stays on show.
 */
function standing(user: { coins: number; withdraw_level: number }, targets: TargetRow[]) {
  const last = targets[targets.length - 1]!;
  const isMaxLevel = user.withdraw_level > last.level;
  const target = targets.find((row) => row.level === user.withdraw_level) ?? last;
  const isTargetCompleted = isMaxLevel || user.coins >= target.target_amount;
  return {
    userCoins: user.coins,
    target: toTarget(target),
    currentLevel: target.level,
    withdrawnLevel: user.withdraw_level - 1,
    targetLevel: target.level,
    isMaxLevel,
    isTargetCompleted,
  };
}

export function withdrawService(db: Database) {
  async function userOrThrow(tx: Queryable, userId: number) {
    const user = await userRepository(tx).findById(userId);
    if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
    return user;
  }

  return {
    async config() {
      const first = (await allTargets(db))[0]!;
      return { requiredCoins: first.target_amount, level: first.level, target_name: first.name_zh, target_name_en: first.name_en };
    },

    /** The config's requiredCoins is the level-1 target; later targets must stay above it. */
    async updateConfig(requiredCoins: number) {
      const targets = await allTargets(db);
      const next = targets[1];
      if (next && requiredCoins >= next.target_amount) {
        throw badRequest(`requiredCoins must be below the level ${next.level} target (${next.target_amount})`, 'WITHDRAW_CONFIG_OUT_OF_RANGE');
      }
      await withdrawalRepository(db).setTargetAmount(1, requiredCoins);
      return this.config();
    },

    targets: async () => (await allTargets(db)).map(toTarget),

    async progress(userId: number) {
      const [user, targets] = await Promise.all([userOrThrow(db, userId), allTargets(db)]);
      const { target, isMaxLevel, currentLevel } = standing(user, targets);
      const required = target.target_amount;
      const reached = user.coins >= required;
      return {
        userCoins: user.coins,
        requiredCoins: required,
        // To two decimals, and 100 only once the target is reached (99.996% is not there yet).
        progressPercentage: reached ? 100 : Math.min(99.99, Math.round((user.coins / required) * 10000) / 100),
        canWithdraw: !isMaxLevel && reached,
        remainingCoins: Math.max(0, required - user.coins),
        currentLevel,
        isMaxLevel,
      };
    },

    async target(userId: number) {
      const [user, targets] = await Promise.all([userOrThrow(db, userId), allTargets(db)]);
      return standing(user, targets);
    },

    /** Records that a user reached a target level: allowed once the level is withdrawn or affordable. */
    async recordAchievement(userId: number, targetLevel: number) {
      return db.transaction(async (tx) => {
        // Locked, so requests for the same achievement run one after the other. Unlocked, the one that
        // lost the insert conflict could not see the winner's row in its snapshot, and answered 500.
        const user = await userRepository(tx).lockById(userId);
        if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
        const targets = await allTargets(tx);
        const target = targets.find((row) => row.level === targetLevel);
        if (!target) throw notFound(`No withdraw target at level ${targetLevel}`, 'WITHDRAW_TARGET_NOT_FOUND');
        const reached = user.withdraw_level > targetLevel || user.coins >= target.target_amount;
        if (!reached) throw conflict('TARGET_NOT_REACHED', 'This withdraw target has not been reached yet');
        const { achievedAt, newlyAchieved } = await withdrawalRepository(tx).recordAchievement(userId, targetLevel);
        return { targetLevel, targetName: target.name_zh, achievedAt: achievedAt.toISOString(), newlyAchieved };
      });
    },

    /** Withdraws the current target: debits its amount and moves the user to the next level. */
    async withdraw(userId: number, targetLevel: number, withdrawAmount: number) {
      return db.transaction(async (tx) => {
        const user = await userRepository(tx).lockById(userId);
        if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
        const targets = await allTargets(tx);
        const { target, isMaxLevel } = standing(user, targets);
        if (isMaxLevel) throw conflict('MAX_LEVEL_REACHED', 'All withdraw levels are already completed');
        if (targetLevel !== target.level) {
          throw conflict('WRONG_TARGET_LEVEL', `Your current withdraw target is level ${target.level}`);
        }
        if (withdrawAmount !== target.target_amount) {
          throw badRequest(`withdrawAmount must equal the level ${target.level} target of ${target.target_amount} coins`, 'WITHDRAW_AMOUNT_MISMATCH');
        }
        const remainingCoins = await ledgerRepository(tx).debit({
          userId,
          amount: withdrawAmount,
          taskType: 'other',
          description: 'withdrawal',
          detail: { targetName: target.target_name, targetNameEn: target.target_name_en, level: target.level },
        });
        const withdrawalId = await withdrawalRepository(tx).recordWithdrawal(userId, targetLevel, withdrawAmount);
        const after = standing({ coins: remainingCoins, withdraw_level: user.withdraw_level + 1 }, targets);
        return {
          withdrawalId,
          targetLevel,
          amount: withdrawAmount,
          remainingCoins,
          nextLevel: after.currentLevel,
          isMaxLevel: after.isMaxLevel,
        };
      });
    },
  };
}
