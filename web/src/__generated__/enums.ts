/** The app's color scheme. */
export const Appearance = {
  /** Always dark. */
  DARK: 'DARK',
  /** Always light. */
  LIGHT: 'LIGHT',
  /** Follow the device (prefers-color-scheme). */
  SYSTEM: 'SYSTEM',
} as const;

export type Appearance = (typeof Appearance)[keyof typeof Appearance];
/** The book-list categories (都市言情, 玄幻奇幻, 历史军事, 科幻未来, 悬疑推理). */
export const BookCategory = {
  /** 玄幻奇幻, Fantasy & Magic. */
  FANTASY_MAGIC: 'FANTASY_MAGIC',
  /** 历史军事, History & Military. */
  HISTORY_MILITARY: 'HISTORY_MILITARY',
  /** 悬疑推理, Mystery & Thriller. */
  MYSTERY_THRILLER: 'MYSTERY_THRILLER',
  /** 科幻未来, Sci-fi & Future. */
  SCIFI_FUTURE: 'SCIFI_FUTURE',
  /** 都市言情, Urban Romance. */
  URBAN_ROMANCE: 'URBAN_ROMANCE',
} as const;

export type BookCategory = (typeof BookCategory)[keyof typeof BookCategory];
/** Whether a kept answer is shared or kept per reader. */
export const CacheControlScope = {
  /** Kept per signed-in reader; never kept for a guest. */
  PRIVATE: 'PRIVATE',
  /** Shared: one copy for all guests, one for all signed-in readers. */
  PUBLIC: 'PUBLIC',
} as const;

export type CacheControlScope = (typeof CacheControlScope)[keyof typeof CacheControlScope];
/**
 * What went wrong. Every error the graph answers has a common code in `extensions.code`: BAD_USER_INPUT
 * (refused input), UNAUTHENTICATED (no session, or a wrong password at sign-in), FORBIDDEN, NOT_FOUND,
 * CONFLICT (the state does not allow it), INSUFFICIENT_COINS, ALREADY_CHECKED_IN, UPSTREAM_UNAVAILABLE,
 * or one of the graph's own request-level codes. Where a more specific code says why, it is in
 * `extensions.reason` (USERNAME_TAKEN under CONFLICT, PASSWORD_TOO_SHORT under BAD_USER_INPUT,
 * INVALID_CREDENTIALS under UNAUTHENTICATED, ...). The REST API's own codes (its `ErrorCode`) pass
 * through as reasons, with a few folded together where a client need not tell them apart (any
 * missing or dead session is UNAUTHENTICATED, anything not found is NOT_FOUND, malformed input is
 * BAD_USER_INPUT, a failing API is UPSTREAM_UNAVAILABLE). Clients show an error by its most specific
 * code (`reason`, else `code`) in the reader's language; the message is an English fallback.
 */
export const ErrorCode = {
  /** An administrator's action; no graph operation needs one. */
  ADMIN_REQUIRED: 'ADMIN_REQUIRED',
  /** Check-in before nextCheckinTime (less than checkinPeriodHours since the last one). */
  ALREADY_CHECKED_IN: 'ALREADY_CHECKED_IN',
  /**
   * The HTTP request itself is wrong: a CSRF-able request, too many batched operations, a malformed
   * body, no query, or a persisted query whose hash does not match its text or whose version is not 1.
   */
  BAD_REQUEST: 'BAD_REQUEST',
  /**
   * Input refused: a malformed id, a page, size or limit out of range, a variable of the wrong type,
   * or input the API refuses without a more specific code (such as a reportId that is not a UUID).
   */
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  /** startReading on a chapter with no text yet (empty or blank); nothing changed. */
  CHAPTER_EMPTY: 'CHAPTER_EMPTY',
  /** Progress reported on a paid chapter the reader has not unlocked: call startReading first. */
  CHAPTER_LOCKED: 'CHAPTER_LOCKED',
  /** A conflict the API answered without a code of its own. */
  CONFLICT: 'CONFLICT',
  /** A text input holds a control character (NUL, tab, line break and the like); nothing changed. */
  CONTROL_CHARACTERS: 'CONTROL_CHARACTERS',
  /** changePassword or issueRecoveryCode with a wrong current password; it counts toward TOO_MANY_ATTEMPTS. */
  CURRENT_PASSWORD_INCORRECT: 'CURRENT_PASSWORD_INCORRECT',
  /** The email does not look like name@domain.tld, or is over 254 characters. */
  EMAIL_INVALID: 'EMAIL_INVALID',
  /** The API refused access to another user's data; the graph only ever asks for the signed-in reader's own. */
  FORBIDDEN: 'FORBIDDEN',
  /** The operation is not valid GraphQL, or has more than MAX_TOKENS tokens. */
  GRAPHQL_PARSE_FAILED: 'GRAPHQL_PARSE_FAILED',
  /** The operation does not fit the schema or its limits (depth, aliases). */
  GRAPHQL_VALIDATION_FAILED: 'GRAPHQL_VALIDATION_FAILED',
  /** The balance does not cover a paid chapter's price (startReading) or a withdrawal; nothing changed. */
  INSUFFICIENT_COINS: 'INSUFFICIENT_COINS',
  /** A fault in the BFF itself. */
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
  /** Sign-in with a wrong username or password; it counts toward TOO_MANY_ATTEMPTS. */
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  /** Password reset with a recovery code that does not belong to that username, or was already used. */
  INVALID_RECOVERY_CODE: 'INVALID_RECOVERY_CODE',
  /** withdraw after every level has been withdrawn. */
  MAX_LEVEL_REACHED: 'MAX_LEVEL_REACHED',
  /** No such book, chapter (in that book), user or withdraw level. */
  NOT_FOUND: 'NOT_FOUND',
  /** updateProfile was given neither a username nor an email (blank fields do not count). */
  NO_CHANGES: 'NO_CHANGES',
  /** The operation could not be chosen (a document with several and no name, or a name it does not contain). */
  OPERATION_RESOLUTION_FAILURE: 'OPERATION_RESOLUTION_FAILURE',
  /** A password field is empty or blank. */
  PASSWORD_REQUIRED: 'PASSWORD_REQUIRED',
  /** A new password is among the 10,000 most common ones (in any letter case): choose another. */
  PASSWORD_TOO_COMMON: 'PASSWORD_TOO_COMMON',
  /** A password is longer than 128 characters. */
  PASSWORD_TOO_LONG: 'PASSWORD_TOO_LONG',
  /** A new password is shorter than 6 characters. */
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  /** The request body is over the BFF's BODY_LIMIT (100 kB by default) or the API's limit. */
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /**
   * The request sent only a query's SHA-256 hash (an automatic persisted query) and the BFF does not
   * know that text: it was never registered, or its registration expired (kept about a day). Send the
   * same request again with the query text to register it; Apollo Client's PersistedQueryLink does
   * this by itself. The web app's own operations are always known.
   */
  PERSISTED_QUERY_NOT_FOUND: 'PERSISTED_QUERY_NOT_FOUND',
  /**
   * Not sent by this BFF: Apollo Server answers it only when persisted queries are turned off, and
   * the BFF always offers automatic persisted queries (see PERSISTED_QUERY_NOT_FOUND).
   */
  PERSISTED_QUERY_NOT_SUPPORTED: 'PERSISTED_QUERY_NOT_SUPPORTED',
  /** The request asks for more fields than MAX_QUERY_COST once list sizes multiply them (batched operations add up): ask for smaller pages or fewer fields. */
  QUERY_TOO_COMPLEX: 'QUERY_TOO_COMPLEX',
  /** The search text is blank (a text with nothing to search by, such as punctuation, finds no books instead). */
  SEARCH_KEYWORDS_REQUIRED: 'SEARCH_KEYWORDS_REQUIRED',
  /** The search text is over 100 characters (after trimming). */
  SEARCH_KEYWORDS_TOO_LONG: 'SEARCH_KEYWORDS_TOO_LONG',
  /** recordAchievement for a level the reader has neither withdrawn nor has the balance for. */
  TARGET_NOT_REACHED: 'TARGET_NOT_REACHED',
  /** Too many failed sign-ins or wrong current passwords, or too many password resets, for this username or address within LOGIN_WINDOW_MINUTES (15 by default); try again later. */
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  /** This address has already opened REGISTRATIONS_PER_ADDRESS_PER_HOUR accounts (10 by default) in the last hour. */
  TOO_MANY_REGISTRATIONS: 'TOO_MANY_REGISTRATIONS',
  /** No session, or it expired or was ended (logout, a password change or reset elsewhere): the reader must sign in again. */
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** A category or genre filter the API does not know; the graph's enums always name known ones. */
  UNKNOWN_CATEGORY: 'UNKNOWN_CATEGORY',
  /** The request would make more REST calls than MAX_UPSTREAM_CALLS_PER_REQUEST. */
  UPSTREAM_BUDGET_EXCEEDED: 'UPSTREAM_BUDGET_EXCEEDED',
  /** The API cannot be reached, timed out or failed (5xx); retry later. */
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  /** A new username holds something other than ASCII letters, digits and underscores. */
  USERNAME_CHARACTERS: 'USERNAME_CHARACTERS',
  /** A new username is not 3 to 20 characters long (after trimming); at sign-in or reset, a username over 64 characters. */
  USERNAME_LENGTH: 'USERNAME_LENGTH',
  /** Sign-in or password reset with a blank username. */
  USERNAME_REQUIRED: 'USERNAME_REQUIRED',
  /** Registration or a profile change to a username another account has (letter case does not matter). */
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  /** withdraw's amount is not the current target's amount. */
  WITHDRAW_AMOUNT_MISMATCH: 'WITHDRAW_AMOUNT_MISMATCH',
  /** An administrator's change to the level-1 requirement that reaches the level-2 target; no graph operation causes it. */
  WITHDRAW_CONFIG_OUT_OF_RANGE: 'WITHDRAW_CONFIG_OUT_OF_RANGE',
  /** withdraw names a level other than the reader's current target. */
  WRONG_TARGET_LEVEL: 'WRONG_TARGET_LEVEL',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
/** The two interface languages. The server localises texts it writes (ledger descriptions, reward messages). */
export const Language = {
  /** English (en-US). */
  EN_US: 'EN_US',
  /** Simplified Chinese (zh-CN), the default. */
  ZH_CN: 'ZH_CN',
} as const;

export type Language = (typeof Language)[keyof typeof Language];
/** Theme presets set font and background together; CUSTOM keeps the reader's own colors. */
export const ReaderTheme = {
  /** The reader's own fontColor and backgroundColor. */
  CUSTOM: 'CUSTOM',
  /** The app's own dark palette. */
  DARK: 'DARK',
  /** Near-black text on white. */
  DAY: 'DAY',
  /** Dark green text on a pale green page. */
  GREEN: 'GREEN',
  /** Warm light text on near-black. */
  NIGHT: 'NIGHT',
  /** Brown text on a cream page. */
  SEPIA: 'SEPIA',
} as const;

export type ReaderTheme = (typeof ReaderTheme)[keyof typeof ReaderTheme];
/** How a chapter is laid out. */
export const ReadingMode = {
  /** Turn screen-sized pages. */
  PAGE: 'PAGE',
  /** Scroll through the chapter. */
  SCROLL: 'SCROLL',
} as const;

export type ReadingMode = (typeof ReadingMode)[keyof typeof ReadingMode];
/** The two daily reading tasks. */
export const ReadingTaskType = {
  /** Complete RewardRules.chapterTaskTarget chapters today. */
  CHAPTER_READING: 'CHAPTER_READING',
  /** Complete a chapter in RewardRules.novelTaskTarget different novels today. */
  NOVEL_READING: 'NOVEL_READING',
} as const;

export type ReadingTaskType = (typeof ReadingTaskType)[keyof typeof ReadingTaskType];
/** What a reading reward was paid for. */
export const RewardType = {
  /** The daily chapter-reading task, paid when a chapter's completion reached its target. */
  CHAPTER_READING_TASK: 'CHAPTER_READING_TASK',
  /** Reading the chapter to RewardRules.chapterRewardProgress percent; paid once per chapter. */
  CHAPTER_REWARD: 'CHAPTER_REWARD',
  /** The first chapter read in a novel; paid once per novel. */
  FIRST_READ_REWARD: 'FIRST_READ_REWARD',
  /** The daily novel-reading task, paid when a chapter's completion reached its target. */
  NOVEL_READING_TASK: 'NOVEL_READING_TASK',
} as const;

export type RewardType = (typeof RewardType)[keyof typeof RewardType];
/** The genres search can filter by. */
export const SearchGenre = {
  /** 奇幻 (a genre of 玄幻奇幻). */
  FANTASY: 'FANTASY',
  /** 历史 (a genre of 历史军事). */
  HISTORY: 'HISTORY',
  /** 言情 (a genre of 都市言情). */
  ROMANCE: 'ROMANCE',
  /** 科幻 (a genre of 科幻未来). */
  SCIFI: 'SCIFI',
  /** 都市 (a genre of 都市言情). */
  URBAN: 'URBAN',
  /** 武侠 (a genre of 玄幻奇幻). */
  WUXIA: 'WUXIA',
} as const;

export type SearchGenre = (typeof SearchGenre)[keyof typeof SearchGenre];
/** The order of search results; ties go to the lower book id. */
export const SearchSort = {
  /** Newest in the catalog first. */
  CREATED_AT: 'CREATED_AT',
  /** Highest catalog rating first (the API's own rating, not Book.rating, which is always 4.5). */
  RATING: 'RATING',
  /** Most readers first (Book.readCount). */
  READ_COUNT: 'READ_COUNT',
  /** Best matches in title, author or protagonist first, then the most viewed. */
  RELEVANCE: 'RELEVANCE',
  /** Most viewed first (Book.viewCount). */
  VIEW_COUNT: 'VIEW_COUNT',
} as const;

export type SearchSort = (typeof SearchSort)[keyof typeof SearchSort];
/** What a ledger row was for. */
export const TaskType = {
  /** The daily chapter-reading task's payout. */
  CHAPTER_READING: 'CHAPTER_READING',
  /** The reward for reading a chapter to RewardRules.chapterRewardProgress percent. */
  CHAPTER_REWARD: 'CHAPTER_REWARD',
  /** The daily check-in reward. */
  DAILY_CHECKIN: 'DAILY_CHECKIN',
  /** The reward for the first chapter read in a novel. */
  FIRST_READ_REWARD: 'FIRST_READ_REWARD',
  /** The daily novel-reading task's payout. */
  NOVEL_READING: 'NOVEL_READING',
  /** Anything else: a paid chapter's price, a withdrawal, or an administrator's balance correction. */
  OTHER: 'OTHER',
} as const;

export type TaskType = (typeof TaskType)[keyof typeof TaskType];
/** Which way a ledger row moved the balance. */
export const TransactionType = {
  /** A credit (shown with +). */
  ADD: 'ADD',
  /** A debit (shown with -). */
  SUBTRACT: 'SUBTRACT',
} as const;

export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];
