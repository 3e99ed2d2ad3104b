import type { ApiConfig } from './config/env.js';
import type { Database } from './db/database.js';
import { bookRepository } from './repositories/books.js';
import { chapterRepository } from './repositories/chapters.js';
import { favoriteRepository } from './repositories/favorites.js';
import { sessionRepository } from './repositories/sessions.js';
import { userRepository } from './repositories/users.js';
import { authService } from './services/auth-service.js';
import { checkinService } from './services/checkin-service.js';
import { attemptLimits } from './services/attempt-limits.js';
import { readingService } from './services/reading-service.js';
import { withdrawService } from './services/withdraw-service.js';

/** Everything the routes use, built once per app from the database and configuration. */
export function createAppContext(db: Database, config: ApiConfig) {
  const limits = attemptLimits(db, {
    windowMinutes: config.LOGIN_WINDOW_MINUTES,
    maxFailuresPerUsername: config.LOGIN_MAX_FAILURES_PER_USERNAME,
    maxFailuresPerAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
    registrationsPerAddressPerHour: config.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
  });
  return {
    db,
    config,
    books: bookRepository(db),
    chapters: chapterRepository(db),
    favorites: favoriteRepository(db),
    sessions: sessionRepository(db),
    users: userRepository(db),
    limits,
    auth: authService(db, { sessionTtlHours: config.SESSION_TTL_HOURS, limits }),
    checkins: checkinService(db, config.APP_TIMEZONE),
    reading: readingService(db, {
      timezone: config.APP_TIMEZONE,
      minReadSecondsForReward: config.MIN_READ_SECONDS_FOR_REWARD,
      minReadSecondsForCompletion: config.MIN_READ_SECONDS_FOR_COMPLETION,
    }),
    withdraw: withdrawService(db),
  };
}

export type AppContext = ReturnType<typeof createAppContext>;
