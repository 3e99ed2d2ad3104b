import type { ApiConfig } from './config/env.js';
import type { Database } from './db/database.js';
import { accountService } from './services/account-details.js';
import { attemptLimits } from './services/attempt-limits.js';
import { authService } from './services/auth-service.js';
import { catalogService } from './services/catalog-service.js';
import { checkinService } from './services/checkin-service.js';
import { cachedFavorites } from './services/favorite-cache.js';
import { favoriteService } from './services/favorite-service.js';
import { readingService } from './services/reading-service.js';
import { readerSettingsService } from './services/reader-settings-service.js';
import { readingStatisticsService } from './services/reading-statistics.js';
import { readiness } from './services/readiness.js';
import { cachedSessions } from './services/session-cache.js';
import { taskService } from './services/task-service.js';
import { userService } from './services/user-service.js';
import { withdrawService } from './services/withdraw-service.js';

/**
 * The services the routes call, built once per app from the database and configuration. Routes
 * only parse a request, call one of these and answer; SQL lives in the repositories under them.
 */
export function createAppContext(db: Database, config: ApiConfig) {
  const limits = attemptLimits(db, {
    windowMinutes: config.LOGIN_WINDOW_MINUTES,
    maxFailuresPerUsername: config.LOGIN_MAX_FAILURES_PER_USERNAME,
    maxFailuresPerAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
    registrationsPerAddressPerHour: config.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
  });
  /** Session lookups for the auth plugin (every authenticated request), kept in memory while safe. */
  const sessions = cachedSessions(db);
  /** Readers' favorites for the favorite checks (every page of the home page), kept in memory while safe. */
  const keptFavorites = cachedFavorites(db);
  return {
    config,
    sessions,
    keptFavorites,
    limits,
    readiness: readiness(db),
    auth: authService(db, { sessionTtlHours: config.SESSION_TTL_HOURS, limits, sessions }),
    users: userService(db, { sessions }),
    catalog: catalogService(db),
    favorites: favoriteService(db, { favorites: keptFavorites }),
    reading: readingService(db, {
      timezone: config.APP_TIMEZONE,
      minReadSecondsForReward: config.MIN_READ_SECONDS_FOR_REWARD,
      minReadSecondsForCompletion: config.MIN_READ_SECONDS_FOR_COMPLETION,
    }),
    statistics: readingStatisticsService(db, { timezone: config.APP_TIMEZONE, streakMinMinutes: config.STREAK_MIN_MINUTES }),
    readerSettings: readerSettingsService(db),
    checkins: checkinService(db, config.APP_TIMEZONE),
    tasks: taskService(db, config.APP_TIMEZONE),
    withdraw: withdrawService(db),
    account: accountService(db),
  };
}

export type AppContext = ReturnType<typeof createAppContext>;
