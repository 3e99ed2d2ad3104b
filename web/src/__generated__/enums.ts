/** The app's color scheme. */
export const Appearance = {
  DARK: 'DARK',
  LIGHT: 'LIGHT',
  /** Follow the device (prefers-color-scheme). */
  SYSTEM: 'SYSTEM',
} as const;

export type Appearance = (typeof Appearance)[keyof typeof Appearance];
/** The book-list categories (都市言情, 玄幻奇幻, 历史军事, 科幻未来, 悬疑推理). */
export const BookCategory = {
  FANTASY_MAGIC: 'FANTASY_MAGIC',
  HISTORY_MILITARY: 'HISTORY_MILITARY',
  MYSTERY_THRILLER: 'MYSTERY_THRILLER',
  SCIFI_FUTURE: 'SCIFI_FUTURE',
  URBAN_ROMANCE: 'URBAN_ROMANCE',
} as const;

export type BookCategory = (typeof BookCategory)[keyof typeof BookCategory];
export const CacheControlScope = {
  PRIVATE: 'PRIVATE',
  PUBLIC: 'PUBLIC',
} as const;

export type CacheControlScope = (typeof CacheControlScope)[keyof typeof CacheControlScope];
/**
 * What went wrong: the `extensions.code` of every error the graph answers. The REST API's own codes
 * (its `ErrorCode`) pass through, with a few folded together where a client need not tell them
 * apart (any missing or dead session is UNAUTHENTICATED, anything not found is NOT_FOUND, malformed
 * input is BAD_USER_INPUT, a failing API is UPSTREAM_UNAVAILABLE); the rest are the graph's own.
 * Clients show an error by its code, in the reader's language; the message is an English fallback.
 */
export const ErrorCode = {
  ADMIN_REQUIRED: 'ADMIN_REQUIRED',
  ALREADY_CHECKED_IN: 'ALREADY_CHECKED_IN',
  /** The HTTP request itself is wrong (a CSRF-able request, too many batched operations). */
  BAD_REQUEST: 'BAD_REQUEST',
  /** A variable or argument the graph itself refuses (a malformed id, a page out of range). */
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  CHAPTER_EMPTY: 'CHAPTER_EMPTY',
  CHAPTER_LOCKED: 'CHAPTER_LOCKED',
  /** A conflict the API answered without a code of its own. */
  CONFLICT: 'CONFLICT',
  CONTROL_CHARACTERS: 'CONTROL_CHARACTERS',
  CURRENT_PASSWORD_INCORRECT: 'CURRENT_PASSWORD_INCORRECT',
  EMAIL_INVALID: 'EMAIL_INVALID',
  FORBIDDEN: 'FORBIDDEN',
  /** The operation is not valid GraphQL. */
  GRAPHQL_PARSE_FAILED: 'GRAPHQL_PARSE_FAILED',
  /** The operation does not fit the schema or its limits (depth, aliases). */
  GRAPHQL_VALIDATION_FAILED: 'GRAPHQL_VALIDATION_FAILED',
  INSUFFICIENT_COINS: 'INSUFFICIENT_COINS',
  /** A fault in the BFF itself. */
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  INVALID_RECOVERY_CODE: 'INVALID_RECOVERY_CODE',
  MAX_LEVEL_REACHED: 'MAX_LEVEL_REACHED',
  NOT_FOUND: 'NOT_FOUND',
  NO_CHANGES: 'NO_CHANGES',
  /** The operation could not be chosen (a document with several and no name). */
  OPERATION_RESOLUTION_FAILURE: 'OPERATION_RESOLUTION_FAILURE',
  PASSWORD_REQUIRED: 'PASSWORD_REQUIRED',
  PASSWORD_TOO_COMMON: 'PASSWORD_TOO_COMMON',
  PASSWORD_TOO_LONG: 'PASSWORD_TOO_LONG',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  PERSISTED_QUERY_NOT_FOUND: 'PERSISTED_QUERY_NOT_FOUND',
  /** Persisted queries are not offered. */
  PERSISTED_QUERY_NOT_SUPPORTED: 'PERSISTED_QUERY_NOT_SUPPORTED',
  /** Lists multiply past MAX_QUERY_COST. */
  QUERY_TOO_COMPLEX: 'QUERY_TOO_COMPLEX',
  SEARCH_KEYWORDS_REQUIRED: 'SEARCH_KEYWORDS_REQUIRED',
  SEARCH_KEYWORDS_TOO_LONG: 'SEARCH_KEYWORDS_TOO_LONG',
  TARGET_NOT_REACHED: 'TARGET_NOT_REACHED',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  TOO_MANY_REGISTRATIONS: 'TOO_MANY_REGISTRATIONS',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  UNKNOWN_CATEGORY: 'UNKNOWN_CATEGORY',
  /** The request would make more REST calls than MAX_UPSTREAM_CALLS_PER_REQUEST. */
  UPSTREAM_BUDGET_EXCEEDED: 'UPSTREAM_BUDGET_EXCEEDED',
  /** The API cannot be reached or failed. */
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  USERNAME_CHARACTERS: 'USERNAME_CHARACTERS',
  USERNAME_LENGTH: 'USERNAME_LENGTH',
  USERNAME_REQUIRED: 'USERNAME_REQUIRED',
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  WITHDRAW_AMOUNT_MISMATCH: 'WITHDRAW_AMOUNT_MISMATCH',
  WITHDRAW_CONFIG_OUT_OF_RANGE: 'WITHDRAW_CONFIG_OUT_OF_RANGE',
  WRONG_TARGET_LEVEL: 'WRONG_TARGET_LEVEL',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
/** The two interface languages. The server localises texts it writes (ledger descriptions, reward messages). */
export const Language = {
  EN_US: 'EN_US',
  ZH_CN: 'ZH_CN',
} as const;

export type Language = (typeof Language)[keyof typeof Language];
/** Theme presets set font and background together; CUSTOM keeps the reader's own colors. */
export const ReaderTheme = {
  CUSTOM: 'CUSTOM',
  DARK: 'DARK',
  DAY: 'DAY',
  GREEN: 'GREEN',
  NIGHT: 'NIGHT',
  SEPIA: 'SEPIA',
} as const;

export type ReaderTheme = (typeof ReaderTheme)[keyof typeof ReaderTheme];
export const ReadingMode = {
  /** Turn screen-sized pages. */
  PAGE: 'PAGE',
  /** Scroll through the chapter. */
  SCROLL: 'SCROLL',
} as const;

export type ReadingMode = (typeof ReadingMode)[keyof typeof ReadingMode];
export const ReadingTaskType = {
  CHAPTER_READING: 'CHAPTER_READING',
  NOVEL_READING: 'NOVEL_READING',
} as const;

export type ReadingTaskType = (typeof ReadingTaskType)[keyof typeof ReadingTaskType];
export const RewardType = {
  CHAPTER_READING_TASK: 'CHAPTER_READING_TASK',
  CHAPTER_REWARD: 'CHAPTER_REWARD',
  FIRST_READ_REWARD: 'FIRST_READ_REWARD',
  NOVEL_READING_TASK: 'NOVEL_READING_TASK',
} as const;

export type RewardType = (typeof RewardType)[keyof typeof RewardType];
/** The genres search can filter by. */
export const SearchGenre = {
  FANTASY: 'FANTASY',
  HISTORY: 'HISTORY',
  ROMANCE: 'ROMANCE',
  SCIFI: 'SCIFI',
  URBAN: 'URBAN',
  WUXIA: 'WUXIA',
} as const;

export type SearchGenre = (typeof SearchGenre)[keyof typeof SearchGenre];
export const SearchSort = {
  CREATED_AT: 'CREATED_AT',
  RATING: 'RATING',
  READ_COUNT: 'READ_COUNT',
  RELEVANCE: 'RELEVANCE',
  VIEW_COUNT: 'VIEW_COUNT',
} as const;

export type SearchSort = (typeof SearchSort)[keyof typeof SearchSort];
export const TaskType = {
  CHAPTER_READING: 'CHAPTER_READING',
  CHAPTER_REWARD: 'CHAPTER_REWARD',
  DAILY_CHECKIN: 'DAILY_CHECKIN',
  FIRST_READ_REWARD: 'FIRST_READ_REWARD',
  NOVEL_READING: 'NOVEL_READING',
  OTHER: 'OTHER',
} as const;

export type TaskType = (typeof TaskType)[keyof typeof TaskType];
export const TransactionType = {
  /** A credit (shown with +). */
  ADD: 'ADD',
  /** A debit (shown with -). */
  SUBTRACT: 'SUBTRACT',
} as const;

export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];
