/**
 * Every business constant of the coin economy, in one place (ARCHITECTURE.md, "Business rules").
 * Routes, services and tests read these; nothing else hard-codes a reward or a limit.
 */
export const COIN_RULES = {
  newUserCoins: 0,
  checkinReward: 30,
  checkinPeriodHours: 24,
  /** Paid once per user and chapter, on the first progress report at or above this percentage. */
  chapterRewardProgress: 20,
  chapterReward: 5,
  firstReadReward: 10,
  chapterTask: { target: 10, reward: 50 },
  novelTask: { target: 5, reward: 100 },
  /** In VIP books, chapters after this many cost book_price coins each. */
  freeChaptersInVipBook: 10,
} as const;

/** The reading clock (ARCHITECTURE.md, "Reading time: one clock per reader"). */
export const READING_CLOCK = {
  /** An idle tab does not read: at most this many seconds between two reading events count. */
  maxSecondsPerEvent: 120,
} as const;

/**
 * How far ahead of the server a device's clock is believed, for the time a settings change says it
 * was made. "The later change wins" compares such times: one from further ahead would win for good,
 * so it is refused as bad input.
 */
export const MAX_DEVICE_CLOCK_AHEAD_MS = 5 * 60 * 1000;

/** True when a device's time is further ahead of the server's clock than MAX_DEVICE_CLOCK_AHEAD_MS. */
export const isAheadOfServer = (deviceTime: Date, now = Date.now()) => deviceTime.getTime() > now + MAX_DEVICE_CLOCK_AHEAD_MS;

export const PAGE_SIZES = {
  books: 10,
  search: 20,
  favorites: 20,
  chapters: 50,
  accountDetails: 20,
  maxChapters: 1000,
  maxList: 100,
} as const;

export const SEARCH_SORTS = ['relevance', 'rating', 'readCount', 'viewCount', 'createdAt'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

export const TASK_TYPES = [
  'daily_checkin',
  'chapter_reading',
  'novel_reading',
  'chapter_reward',
  'first_read_reward',
  'other',
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

/** What a chapter costs: only chapters past the free ones of a VIP book have a price. */
export function chapterPrice(book: { book_vip: number; book_price: number }, chapterNo: number): number {
  return book.book_vip === 1 && chapterNo > COIN_RULES.freeChaptersInVipBook ? book.book_price : 0;
}
