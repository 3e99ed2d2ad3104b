import type { Database, Queryable } from '../db/database.js';
import { conflict, notFound } from '../domain/errors.js';
import { translate } from '../domain/messages.js';
import { COIN_RULES, type Language } from '../domain/rules.js';
import { checkinRepository } from '../repositories/checkins.js';
import { ledgerRepository } from '../repositories/ledger.js';
import { userRepository } from '../repositories/users.js';

export interface CheckinStatus {
  hasCheckedIn: boolean;
  /** The calendar day (APP_TIMEZONE) of the last check-in, or null before the first. */
  date: string | null;
  lastCheckinTime: string | null;
  nextCheckinTime: string | null;
  reward: number;
  /** The server's time as the status was read: clients time the check-in by it, not by their own clock. */
  serverTime: string;
}

async function statusOf(tx: Queryable, userId: number, timezone: string): Promise<CheckinStatus> {
  const row = await checkinRepository(tx).standing(userId, timezone);
  if (!row) throw notFound('User not found', 'USER_NOT_FOUND');
  return {
    hasCheckedIn: row.next_checkin_at !== null && row.now < row.next_checkin_at,
    date: row.day,
    lastCheckinTime: row.checked_in_at?.toISOString() ?? null,
    nextCheckinTime: row.next_checkin_at?.toISOString() ?? null,
    reward: COIN_RULES.checkinReward,
    serverTime: row.now.toISOString(),
  };
}

/**
 * Daily check-in: allowed when now >= nextCheckinTime, pays +30 and moves nextCheckinTime to
 * 24 h later. The user row is locked for the check, and the unique (user, period) key on
 * `checkins` backs it up, so concurrent check-ins pay exactly once.
 */
export function checkinService(db: Database, timezone: string) {
  return {
    status: (userId: number) => statusOf(db, userId, timezone),

    async checkIn(userId: number, language: Language) {
      return db.transaction(async (tx) => {
        const user = await userRepository(tx).lockById(userId);
        if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
        const checkins = checkinRepository(tx);
        const next = await checkins.openNextPeriod(userId, COIN_RULES.checkinPeriodHours);
        if (!next) throw conflict('ALREADY_CHECKED_IN', 'Already checked in, come back after the next check-in time');
        await checkins.record(userId, user.next_checkin_at, next, COIN_RULES.checkinReward);
        const totalCoins = await ledgerRepository(tx).credit({
          userId,
          amount: COIN_RULES.checkinReward,
          taskType: 'daily_checkin',
          description: 'daily_checkin',
        });
        const status = await statusOf(tx, userId, timezone);
        return {
          data: { ...status, coins: COIN_RULES.checkinReward, totalCoins },
          message: translate(language, 'checkin.success', { coins: COIN_RULES.checkinReward }),
        };
      });
    },
  };
}
