import type { Database } from '../db/database.js';
import { daysEndingOn, streaks } from '../domain/reading-days.js';
import { readingStatisticsRepository } from '../repositories/reading-statistics.js';

export interface StatisticsRules {
  timezone: string;
  /** Reading time a day needs to count for a streak (STREAK_MIN_MINUTES). */
  streakMinMinutes: number;
}

// Rounded down, so a day shown at the streak's minimum has it: 299 s reads 4.9 min, not 5.0.
const minutes = (seconds: number) => Math.floor(seconds / 6) / 10;

/**
 * A reader's habit, from the server's reading clock only (never from what a client claims):
 * minutes read per calendar day of APP_TIMEZONE, today's minutes, the current and longest streak
 * of days with at least STREAK_MIN_MINUTES, chapters completed and novels started.
 */
export function readingStatisticsService(db: Database, rules: StatisticsRules) {
  const statistics = readingStatisticsRepository(db);

  return {
    async of(userId: number, dayCount: number) {
      const [today, perDay, totals] = await Promise.all([statistics.today(rules.timezone), statistics.secondsPerDay(userId), statistics.totals(userId)]);
      const secondsOn = new Map(perDay.map((row) => [row.day, row.seconds]));
      const streakDays = new Set(perDay.filter((row) => row.seconds >= rules.streakMinMinutes * 60).map((row) => row.day));
      const { current, longest } = streaks(streakDays, today);
      const todaySeconds = Math.floor(secondsOn.get(today) ?? 0);
      return {
        timezone: rules.timezone,
        today,
        streakMinMinutes: rules.streakMinMinutes,
        days: daysEndingOn(today, dayCount).map((date) => {
          const seconds = Math.floor(secondsOn.get(date) ?? 0);
          return { date, seconds, minutes: minutes(seconds) };
        }),
        todaySeconds,
        todayMinutes: minutes(todaySeconds),
        currentStreak: current,
        longestStreak: longest,
        ...totals,
      };
    },
  };
}
