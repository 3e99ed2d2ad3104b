import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type {
  BookDto,
  ChapterParent,
  FavoriteDto,
  UserDto,
  TransactionDto,
  ReadHistoryDto,
  BookProgressDto,
  BookInProgressDto,
} from '../rest/dto.js';
import type { GraphQLContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string };
  String: { input: string; output: string };
  Boolean: { input: boolean; output: boolean };
  Int: { input: number; output: number };
  Float: { input: number; output: number };
  /** An instant in ISO 8601 form, e.g. 2026-11-21T08:30:00.000Z. */
  DateTime: { input: string; output: string };
};

/** A recorded withdraw achievement. */
export type AchievementPayload = {
  __typename?: 'AchievementPayload';
  /** When the level was first recorded. */
  achievedAt: Scalars['DateTime']['output'];
  /** False when the level had been recorded before. */
  newlyAchieved: Scalars['Boolean']['output'];
  /** The level recorded. */
  targetLevel: Scalars['Int']['output'];
};

/** The app's color scheme. */
export type Appearance =
  /** Always dark. */
  | 'DARK'
  /** Always light. */
  | 'LIGHT'
  /** Follow the device (prefers-color-scheme). */
  | 'SYSTEM';

/** What signing in answers. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** An English confirmation, e.g. Login successful. */
  message: Scalars['String']['output'];
  /** The signed-in user. */
  user: User;
};

/** A novel, in the client's naming (spec section 3, 'Book as mapped on the client'). */
export type Book = {
  __typename?: 'Book';
  /** The author's name. */
  author: Scalars['String']['output'];
  /** The book-list category. */
  category: BookCategory;
  /** Chapters in reading order (page size 50 by default, up to 1000). */
  chapters: ChapterPage;
  /** Price of each paid chapter; 0 for free books. */
  coinsRequired: Scalars['Int']['output'];
  /** URL of the cover image, served by the BFF. */
  coverImage: Scalars['String']['output'];
  /** The synopsis. */
  description: Scalars['String']['output'];
  /** The book's genre slug, e.g. fantasy or wuxia. */
  genre: Scalars['String']['output'];
  /** False when no chapter has any text yet. */
  hasContent: Scalars['Boolean']['output'];
  /** The book's id (book_id). */
  id: Scalars['ID']['output'];
  /** Whether the signed-in reader has favorited the book (false for guests). */
  isFavorited: Scalars['Boolean']['output'];
  /** True for a VIP book: its chapters after the first 10 cost coinsRequired each. */
  isVip: Scalars['Boolean']['output'];
  /** The time of the book's last update. */
  lastUpdateDate: Scalars['DateTime']['output'];
  /** The protagonist. */
  leadName: Scalars['String']['output'];
  /** The time of the book's last update: the catalog keeps one date, so this equals lastUpdateDate. */
  publishDate: Scalars['DateTime']['output'];
  /** Fixed at 4.5 on the client mapping. */
  rating: Scalars['Float']['output'];
  /** Always 0 (kept for the client mapping). */
  readChapters: Scalars['Int']['output'];
  /** Readers who started the book, each counted once (when their first-read reward is paid). */
  readCount: Scalars['Int']['output'];
  /** The signed-in reader's progress in this book; null for guests. */
  readingProgress?: Maybe<BookReadingProgress>;
  /** Serial status label, e.g. 连载中 or Completed. */
  status: Scalars['String']['output'];
  /** Tag labels, in the catalog's order. */
  tags: Array<Scalars['String']['output']>;
  /** The book's title (book_name). */
  title: Scalars['String']['output'];
  /** Chapters in the book. */
  totalChapters: Scalars['Int']['output'];
  /** Detail openings counted so far (see Query.book). */
  viewCount: Scalars['Int']['output'];
  /** Length of the whole book in words. */
  wordCount: Scalars['Int']['output'];
};

/** A novel, in the client's naming (spec section 3, 'Book as mapped on the client'). */
export type BookChaptersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** The book-list categories (都市言情, 玄幻奇幻, 历史军事, 科幻未来, 悬疑推理). */
export type BookCategory =
  /** 玄幻奇幻, Fantasy & Magic. */
  | 'FANTASY_MAGIC'
  /** 历史军事, History & Military. */
  | 'HISTORY_MILITARY'
  /** 悬疑推理, Mystery & Thriller. */
  | 'MYSTERY_THRILLER'
  /** 科幻未来, Sci-fi & Future. */
  | 'SCIFI_FUTURE'
  /** 都市言情, Urban Romance. */
  | 'URBAN_ROMANCE';

/** A page of books. */
export type BookPage = {
  __typename?: 'BookPage';
  /** True while a later page exists (page < totalPages). */
  hasMore: Scalars['Boolean']['output'];
  /** The books on this page. */
  items: Array<Book>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Books per page, as asked. */
  pageSize: Scalars['Int']['output'];
  /** Books on all pages. */
  total: Scalars['Int']['output'];
  /** Pages at this pageSize; 0 when there are no books. */
  totalPages: Scalars['Int']['output'];
};

/** The signed-in reader's progress across one book. */
export type BookReadingProgress = {
  __typename?: 'BookReadingProgress';
  /** Chapters that count as completed. */
  chaptersCompleted: Scalars['Int']['output'];
  /** Chapters the reader has reported progress on. */
  chaptersStarted: Scalars['Int']['output'];
  /** The chapter the reader reported progress on most recently; null before any report. */
  lastChapterId?: Maybe<Scalars['ID']['output']>;
  /** Time of the latest progress report; null before any. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Whether a kept answer is shared or kept per reader. */
export type CacheControlScope =
  /** Kept per signed-in reader; never kept for a guest. */
  | 'PRIVATE'
  /** Shared: one copy for all guests, one for all signed-in readers. */
  | 'PUBLIC';

/** A password change. */
export type ChangePasswordInput = {
  /** The password now; CURRENT_PASSWORD_INCORRECT when wrong. */
  currentPassword: Scalars['String']['input'];
  /** 6 to 128 characters, and not one of the 10,000 most common passwords. */
  newPassword: Scalars['String']['input'];
};

/** A chapter. List fields come cheap; `content` is fetched only when asked for. */
export type Chapter = {
  __typename?: 'Chapter';
  /** The book it belongs to. */
  bookId: Scalars['ID']['output'];
  /** Price in coins; 0 when free. */
  coinsRequired: Scalars['Int']['output'];
  /** The text, or null while a paid chapter is locked for the reader. */
  content?: Maybe<Scalars['String']['output']>;
  /** False when the chapter's text is empty or blank (not yet updated). */
  hasContent: Scalars['Boolean']['output'];
  /** The chapter's id, unique across all books. */
  id: Scalars['ID']['output'];
  /** True when coinsRequired is 0. */
  isFree: Scalars['Boolean']['output'];
  /** True while a paid chapter has not been unlocked by the reader. */
  locked: Scalars['Boolean']['output'];
  /** The chapter after in reading order; null for the last. */
  nextChapterId?: Maybe<Scalars['ID']['output']>;
  /** Position in the book, from 1. */
  number: Scalars['Int']['output'];
  /** The chapter before in reading order; null for the first. */
  previousChapterId?: Maybe<Scalars['ID']['output']>;
  /** The reader's progress in this chapter. */
  readingProgress: ChapterReadingProgress;
  /** The chapter's title. */
  title: Scalars['String']['output'];
  /** Length in words. */
  wordCount: Scalars['Int']['output'];
};

/** A page of a book's chapters. */
export type ChapterPage = {
  __typename?: 'ChapterPage';
  /** True while a later page exists (page < totalPages). */
  hasMore: Scalars['Boolean']['output'];
  /** In reading order. */
  items: Array<Chapter>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Chapters per page, as asked. */
  pageSize: Scalars['Int']['output'];
  /** Chapters in the book. */
  total: Scalars['Int']['output'];
  /** Pages at this pageSize; 0 when the book has no chapters. */
  totalPages: Scalars['Int']['output'];
};

/** The signed-in reader's record of one chapter: their progress (zero and false for a guest or a chapter never reported on) and whether they bought it. */
export type ChapterReadingProgress = {
  __typename?: 'ChapterReadingProgress';
  /** True once the chapter counts as completed: reported at 100% with enough reading time on the server's clock. */
  isCompleted: Scalars['Boolean']['output'];
  /** Where the reader is in the chapter: the character offset into its text of what was at the top of the screen (the latest of all devices). */
  position: Scalars['Int']['output'];
  /** The highest percentage reported, 0 to 100. */
  progress: Scalars['Int']['output'];
  /** True once the reader has unlocked this paid chapter, whether or not they have read in it yet; false for a free chapter. */
  purchased: Scalars['Boolean']['output'];
};

/** What a check-in did. */
export type CheckInPayload = {
  __typename?: 'CheckInPayload';
  /** Coins the check-in paid. */
  coinsAwarded: Scalars['Int']['output'];
  /** A confirmation in the requested language. */
  message: Scalars['String']['output'];
  /** The status after the check-in. */
  status: CheckinStatus;
  /** The reader, with the new balance. */
  user: User;
};

/** The reader's daily check-in state. */
export type CheckinStatus = {
  __typename?: 'CheckinStatus';
  /** Calendar day of the last check-in (YYYY-MM-DD), null before the first. */
  date?: Maybe<Scalars['String']['output']>;
  /** True until nextCheckinTime: a check-in opens checkinPeriodHours after the last one, not at midnight. */
  hasCheckedIn: Scalars['Boolean']['output'];
  /** When the last check-in was made; null before the first. */
  lastCheckinTime?: Maybe<Scalars['DateTime']['output']>;
  /** When the next check-in opens; null before the first. */
  nextCheckinTime?: Maybe<Scalars['DateTime']['output']>;
  /** Coins a check-in pays. */
  reward: Scalars['Int']['output'];
  /** The server's time as this status was read: a device's clock may be off, so clients time the check-in by this. */
  serverTime: Scalars['DateTime']['output'];
};

/** A book the reader is in the middle of, and where they left it. */
export type ContinueReadingEntry = {
  __typename?: 'ContinueReadingEntry';
  /** The book in progress. */
  book: Book;
  /** The chapter of the book the reader reported on last. */
  chapterId: Scalars['ID']['output'];
  /** That chapter's position in the book, from 1. */
  chapterNumber: Scalars['Int']['output'];
  /** That chapter's title. */
  chapterTitle: Scalars['String']['output'];
  /** Where in the chapter: the character offset of what was at the top of the screen. */
  position: Scalars['Int']['output'];
  /** Percent of that chapter read. */
  progress: Scalars['Int']['output'];
  /** When the reader last reported progress on that chapter. */
  updatedAt: Scalars['DateTime']['output'];
};

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
export type ErrorCode =
  /** An administrator's action; no graph operation needs one. */
  | 'ADMIN_REQUIRED'
  /** Check-in before nextCheckinTime (less than checkinPeriodHours since the last one). */
  | 'ALREADY_CHECKED_IN'
  /**
   * The HTTP request itself is wrong: a CSRF-able request, too many batched operations, a malformed
   * body, no query, or a persisted query whose hash does not match its text or whose version is not 1.
   */
  | 'BAD_REQUEST'
  /**
   * Input refused: a malformed id, a page, size or limit out of range, a variable of the wrong type,
   * or input the API refuses without a more specific code (such as a reportId that is not a UUID).
   */
  | 'BAD_USER_INPUT'
  /** startReading on a chapter with no text yet (empty or blank); nothing changed. */
  | 'CHAPTER_EMPTY'
  /** Progress reported on a paid chapter the reader has not unlocked: call startReading first. */
  | 'CHAPTER_LOCKED'
  /** A conflict the API answered without a code of its own. */
  | 'CONFLICT'
  /** A text input holds a control character (NUL, tab, line break and the like); nothing changed. */
  | 'CONTROL_CHARACTERS'
  /** changePassword or issueRecoveryCode with a wrong current password; it counts toward TOO_MANY_ATTEMPTS. */
  | 'CURRENT_PASSWORD_INCORRECT'
  /** The email does not look like name@domain.tld, or is over 254 characters. */
  | 'EMAIL_INVALID'
  /** The API refused access to another user's data; the graph only ever asks for the signed-in reader's own. */
  | 'FORBIDDEN'
  /** The operation is not valid GraphQL, or has more than MAX_TOKENS tokens. */
  | 'GRAPHQL_PARSE_FAILED'
  /** The operation does not fit the schema or its limits (depth, aliases). */
  | 'GRAPHQL_VALIDATION_FAILED'
  /** The balance does not cover a paid chapter's price (startReading) or a withdrawal; nothing changed. */
  | 'INSUFFICIENT_COINS'
  /** A fault in the BFF itself. */
  | 'INTERNAL_SERVER_ERROR'
  /** Sign-in with a wrong username or password; it counts toward TOO_MANY_ATTEMPTS. */
  | 'INVALID_CREDENTIALS'
  /** Password reset with a recovery code that does not belong to that username, or was already used. */
  | 'INVALID_RECOVERY_CODE'
  /** withdraw after every level has been withdrawn. */
  | 'MAX_LEVEL_REACHED'
  /** No such book, chapter (in that book), user or withdraw level. */
  | 'NOT_FOUND'
  /** updateProfile was given neither a username nor an email (blank fields do not count). */
  | 'NO_CHANGES'
  /** The operation could not be chosen (a document with several and no name, or a name it does not contain). */
  | 'OPERATION_RESOLUTION_FAILURE'
  /** A password field is empty or blank. */
  | 'PASSWORD_REQUIRED'
  /** A new password is among the 10,000 most common ones (in any letter case): choose another. */
  | 'PASSWORD_TOO_COMMON'
  /** A password is longer than 128 characters. */
  | 'PASSWORD_TOO_LONG'
  /** A new password is shorter than 6 characters. */
  | 'PASSWORD_TOO_SHORT'
  /** The request body is over the BFF's BODY_LIMIT (100 kB by default) or the API's limit. */
  | 'PAYLOAD_TOO_LARGE'
  /**
   * The request sent only a query's SHA-256 hash (an automatic persisted query) and the BFF does not
   * know that text: it was never registered, or its registration expired (kept about a day). Send the
   * same request again with the query text to register it; Apollo Client's PersistedQueryLink does
   * this by itself. The web app's own operations are always known.
   */
  | 'PERSISTED_QUERY_NOT_FOUND'
  /**
   * Not sent by this BFF: Apollo Server answers it only when persisted queries are turned off, and
   * the BFF always offers automatic persisted queries (see PERSISTED_QUERY_NOT_FOUND).
   */
  | 'PERSISTED_QUERY_NOT_SUPPORTED'
  /** The request asks for more fields than MAX_QUERY_COST once list sizes multiply them (batched operations add up): ask for smaller pages or fewer fields. */
  | 'QUERY_TOO_COMPLEX'
  /** The search text is blank (a text with nothing to search by, such as punctuation, finds no books instead). */
  | 'SEARCH_KEYWORDS_REQUIRED'
  /** The search text is over 100 characters (after trimming). */
  | 'SEARCH_KEYWORDS_TOO_LONG'
  /** recordAchievement for a level the reader has neither withdrawn nor has the balance for. */
  | 'TARGET_NOT_REACHED'
  /** Too many failed sign-ins or wrong current passwords, or too many password resets, for this username or address within LOGIN_WINDOW_MINUTES (15 by default); try again later. */
  | 'TOO_MANY_ATTEMPTS'
  /** This address has already opened REGISTRATIONS_PER_ADDRESS_PER_HOUR accounts (10 by default) in the last hour. */
  | 'TOO_MANY_REGISTRATIONS'
  /** No session, or it expired or was ended (logout, a password change or reset elsewhere): the reader must sign in again. */
  | 'UNAUTHENTICATED'
  /** A category or genre filter the API does not know; the graph's enums always name known ones. */
  | 'UNKNOWN_CATEGORY'
  /** The request would make more REST calls than MAX_UPSTREAM_CALLS_PER_REQUEST. */
  | 'UPSTREAM_BUDGET_EXCEEDED'
  /** The API cannot be reached, timed out or failed (5xx); retry later. */
  | 'UPSTREAM_UNAVAILABLE'
  /** A new username holds something other than ASCII letters, digits and underscores. */
  | 'USERNAME_CHARACTERS'
  /** A new username is not 3 to 20 characters long (after trimming); at sign-in or reset, a username over 64 characters. */
  | 'USERNAME_LENGTH'
  /** Sign-in or password reset with a blank username. */
  | 'USERNAME_REQUIRED'
  /** Registration or a profile change to a username another account has (letter case does not matter). */
  | 'USERNAME_TAKEN'
  /** withdraw's amount is not the current target's amount. */
  | 'WITHDRAW_AMOUNT_MISMATCH'
  /** An administrator's change to the level-1 requirement that reaches the level-2 target; no graph operation causes it. */
  | 'WITHDRAW_CONFIG_OUT_OF_RANGE'
  /** withdraw names a level other than the reader's current target. */
  | 'WRONG_TARGET_LEVEL';

/** A book in the reader's favorites. */
export type Favorite = {
  __typename?: 'Favorite';
  /** The favorited book. */
  book: Book;
  /** When the reader added it. */
  favoritedAt: Scalars['DateTime']['output'];
  /** The favorite's own id (favorite_id). */
  id: Scalars['ID']['output'];
};

/** A page of the reader's favorites. Books gone from the catalog are left out. */
export type FavoritePage = {
  __typename?: 'FavoritePage';
  /** True while a later page exists (page < totalPages). */
  hasMore: Scalars['Boolean']['output'];
  /** Newest first. */
  items: Array<Favorite>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Favorites per page, as asked. */
  pageSize: Scalars['Int']['output'];
  /** Favorites on all pages. */
  total: Scalars['Int']['output'];
  /** Pages at this pageSize; 0 when there are no favorites. */
  totalPages: Scalars['Int']['output'];
};

/** What a favorite toggle answers. */
export type FavoritePayload = {
  __typename?: 'FavoritePayload';
  /** The book, with its new favorite state. */
  book: Book;
};

/** Confirms a new recovery code. */
export type IssueRecoveryCodeInput = {
  /** The password now; CURRENT_PASSWORD_INCORRECT when wrong. */
  currentPassword: Scalars['String']['input'];
};

/** The two interface languages. The server localises texts it writes (ledger descriptions, reward messages). */
export type Language =
  /** English (en-US). */
  | 'EN_US'
  /** Simplified Chinese (zh-CN), the default. */
  | 'ZH_CN';

/** Sign-in credentials. */
export type LoginInput = {
  /** Blank is PASSWORD_REQUIRED. */
  password: Scalars['String']['input'];
  /** Any letter case; blank is USERNAME_REQUIRED. */
  username: Scalars['String']['input'];
};

/** A confirmation and nothing more. */
export type MessagePayload = {
  __typename?: 'MessagePayload';
  /** An English confirmation, e.g. Password updated. */
  message: Scalars['String']['output'];
};

/**
 * The write side of the graph, grouped by domain like the queries. Every mutation but login,
 * register, resetPassword and logout needs a signed-in reader (UNAUTHENTICATED otherwise).
 */
export type Mutation = {
  __typename?: 'Mutation';
  /** Adds the book to the reader's favorites; adding it again is harmless. NOT_FOUND for an unknown book. */
  addFavorite: FavoritePayload;
  /** Changes the password after checking the current one; other sessions end, this one stays. */
  changePassword: MessagePayload;
  /** Checks in and pays RewardRules.checkinReward coins. Needs a signed-in reader; ALREADY_CHECKED_IN before nextCheckinTime. */
  checkIn: CheckInPayload;
  /** Issues a new recovery code after checking the current password. */
  issueRecoveryCode: RecoveryCodePayload;
  /** Signs in and sets the session cookie. INVALID_CREDENTIALS for a wrong username or password; TOO_MANY_ATTEMPTS after repeated failures. */
  login: AuthPayload;
  /** Ends the session and clears the cookie. True even when there was no session. */
  logout: Scalars['Boolean']['output'];
  /**
   * Records that the reader reached a withdraw level; asking again is harmless (newlyAchieved is
   * false). Allowed once the level is withdrawn or the balance covers its amount (TARGET_NOT_REACHED
   * otherwise); NOT_FOUND for a level that does not exist.
   */
  recordAchievement: AchievementPayload;
  /** Creates an account, signs in and sets the session cookie; answers the first recovery code once. TOO_MANY_REGISTRATIONS when this address opened too many accounts in the last hour. */
  register: RegisterPayload;
  /** Removes the book from the reader's favorites; harmless when it was not one. NOT_FOUND for an unknown book. */
  removeFavorite: FavoritePayload;
  /** Reports reading progress. Rewards and completion are paid from the server's reading time, not from the percentage alone. */
  reportReadingProgress: ReadingProgressPayload;
  /** Sets a new password with the username and its recovery code (the forgot-password screen); all of that user's sessions end. INVALID_RECOVERY_CODE when they do not match; every attempt counts toward TOO_MANY_ATTEMPTS. */
  resetPassword: ResetPasswordPayload;
  /** Saves the settings for every device; answers the settings that stand (a change made later elsewhere wins). */
  saveReaderSettings: ReaderSettings;
  /** Re-counts today's reading and pays the task if its target is reached (never counts anything by itself). */
  settleReadingTask: SettleTaskPayload;
  /**
   * Opens a chapter: moves the reader's one reading clock to it (the chapter open before stops
   * counting, and what its reading time earned is paid), and unlocks a paid chapter by paying its
   * price (INSUFFICIENT_COINS when the balance is too low; nothing changes). A chapter without text
   * yet is refused with CHAPTER_EMPTY.
   */
  startReading: StartReadingPayload;
  /** Changes the username and/or email and answers the updated user. Needs a signed-in reader; NO_CHANGES when no field is left to change. */
  updateProfile: User;
  /**
   * Withdraws the current target's amount and moves to the next level. Errors: WRONG_TARGET_LEVEL,
   * WITHDRAW_AMOUNT_MISMATCH, MAX_LEVEL_REACHED once every level is withdrawn, INSUFFICIENT_COINS
   * when the balance is short.
   */
  withdraw: WithdrawPayload;
};

/**
 * The write side of the graph, grouped by domain like the queries. Every mutation but login,
 * register, resetPassword and logout needs a signed-in reader (UNAUTHENTICATED otherwise).
 */
export type MutationAddFavoriteArgs = {
  bookId: Scalars['ID']['input'];
};

/**
 * The write side of the graph, grouped by domain like the queries. Every mutation but login,
 * register, resetPassword and logout needs a signed-in reader (UNAUTHENTICATED otherwise).
 */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};

/**
 * The write side of the graph, grouped by domain like the queries. Every mutation but login,
 * register, resetPassword and logout needs a signed-in reader (UNAUTHENTICATED otherwise).
 */
export type MutationCheckInArgs = {
  language?: InputMaybe<Language>;
};

/**
 * The write side of the graph, grouped by domain like the queries. Every mutation but login,
 * register, resetPassword and logout needs a signed-in reader (UNAUTHENTICATED otherwise).
 */
export type MutationIssueRecoveryCodeArgs = {
  input: IssueRecoveryCodeInput;
};

/**
 * The write side of the graph, grouped by domain like the queries. Every mutation but login,
 * register, resetPassword and logout needs a signed-in reader (UNAUTHENTICATED otherwise).
 */
export type MutationLoginArgs = {
  input: LoginInput;
};

/**
 * The write side of the graph, grouped by domain like the queries. Every mutation but login,
 * register, resetPassword and logout needs a signed-in reader (UNAUTHENTICATED otherwise).
 */
export type MutationRecordAchievementArgs = {
  targetLevel: Scalars['Int']['input'];
};

/**
 * The write side of the graph, grouped by domain like the queries. Every mutation but login,
 * register, resetPassword and logout needs a signed-in reader (UNAUTHENTICATED otherwise).
 */
export type MutationRegisterArgs = {
  input: RegisterInput;
};

/**
 * The write side of the graph, grouped by domain like the queries. Every mutation but login,
 * register, resetPassword and logout needs a signed-in reader (UNAUTHENTICATED otherwise).
 */
export type MutationRemoveFavoriteArgs = {
  bookId: Scalars['ID']['input'];
};

/**
 * The write side of the graph, grouped by domain like the queries. Every mutation but login,
 * register, resetPassword and logout needs a signed-in reader (UNAUTHENTICATED otherwise).
 */
export type MutationReportReadingProgressArgs = {
  input: ReadingProgressInput;
};

/**
 * The write side of the graph, grouped by domain like the queries. Every mutation but login,
 * register, resetPassword and logout needs a signed-in reader (UNAUTHENTICATED otherwise).
 */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};

/**
 * The write side of the graph, grouped by domain like the queries. Every mutation but login,
 * register, resetPassword and logout needs a signed-in reader (UNAUTHENTICATED otherwise).
 */
export type MutationSaveReaderSettingsArgs = {
  input: ReaderSettingsInput;
};

/**
 * The write side of the graph, grouped by domain like the queries. Every mutation but login,
 * register, resetPassword and logout needs a signed-in reader (UNAUTHENTICATED otherwise).
 */
export type MutationSettleReadingTaskArgs = {
  input: SettleReadingTaskInput;
};

/**
 * The write side of the graph, grouped by domain like the queries. Every mutation but login,
 * register, resetPassword and logout needs a signed-in reader (UNAUTHENTICATED otherwise).
 */
export type MutationStartReadingArgs = {
  bookId: Scalars['ID']['input'];
  chapterId: Scalars['ID']['input'];
};

/**
 * The write side of the graph, grouped by domain like the queries. Every mutation but login,
 * register, resetPassword and logout needs a signed-in reader (UNAUTHENTICATED otherwise).
 */
export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};

/**
 * The write side of the graph, grouped by domain like the queries. Every mutation but login,
 * register, resetPassword and logout needs a signed-in reader (UNAUTHENTICATED otherwise).
 */
export type MutationWithdrawArgs = {
  amount: Scalars['Int']['input'];
  targetLevel: Scalars['Int']['input'];
};

/**
 * The read side of the graph. Each screen of the app asks for its data in one request; the
 * fields are grouped by domain in the other files of this folder. The catalog (books, searchBooks,
 * book, chapter), rewardRules, withdrawConfig and withdrawTargets are open to guests, and me answers
 * null for one; every other root field needs a signed-in reader (UNAUTHENTICATED otherwise).
 */
export type Query = {
  __typename?: 'Query';
  /** The reader's coin movements, newest first. Needs a signed-in reader (UNAUTHENTICATED otherwise); never cached. */
  accountDetails: TransactionPage;
  /**
   * A novel's detail. Fails with NOT_FOUND for an unknown id. Opening it counts a view when the BFF
   * fetches it afresh: the detail is kept for 5 minutes and shared by all readers. Open to guests.
   */
  book: Book;
  /** Books in catalog order (book list page: 10 a page, the default; home page: 30). Open to guests. */
  books: BookPage;
  /** A chapter with its text. A paid chapter the reader has not unlocked comes back locked, without text. Open to guests. */
  chapter: Chapter;
  /** The reader's check-in state. Needs a signed-in reader; null, with an error, when it fails. */
  checkinStatus?: Maybe<CheckinStatus>;
  /** The books the reader is in the middle of (not finished), latest first: the continue-reading shelf. Needs a signed-in reader; never cached. */
  continueReading: Array<ContinueReadingEntry>;
  /** The reader's favorites, newest first, 20 a page. Needs a signed-in reader (UNAUTHENTICATED otherwise). */
  favorites: FavoritePage;
  /** The signed-in user, or null for a guest. */
  me?: Maybe<User>;
  /** The signed-in reader's statistics over the last `days` days (1 to 90). */
  readingStats?: Maybe<ReadingStats>;
  /** Today's progress on one daily reading task. Needs a signed-in reader; null, with an error, when it fails. */
  readingTask?: Maybe<ReadingTask>;
  /** The coin economy's constants. Open to guests; null, with an error, when it fails. */
  rewardRules?: Maybe<RewardRules>;
  /**
   * Search titles, authors, tags and descriptions in Chinese and English. Every word must match;
   * the last word also matches as a prefix. Open to guests.
   */
  searchBooks: BookPage;
  /** The level-1 withdraw requirement. Open to guests; null, with an error, when it fails. */
  withdrawConfig?: Maybe<WithdrawConfig>;
  /** The reader's progress toward their current target. Needs a signed-in reader; null, with an error, when it fails. */
  withdrawProgress?: Maybe<WithdrawProgress>;
  /** The reader's place on the withdraw ladder. Needs a signed-in reader; null, with an error, when it fails. */
  withdrawStanding?: Maybe<WithdrawStanding>;
  /** Every withdraw level, lowest first. Open to guests; null, with an error, when it fails. */
  withdrawTargets?: Maybe<Array<WithdrawTarget>>;
};

/**
 * The read side of the graph. Each screen of the app asks for its data in one request; the
 * fields are grouped by domain in the other files of this folder. The catalog (books, searchBooks,
 * book, chapter), rewardRules, withdrawConfig and withdrawTargets are open to guests, and me answers
 * null for one; every other root field needs a signed-in reader (UNAUTHENTICATED otherwise).
 */
export type QueryAccountDetailsArgs = {
  language?: InputMaybe<Language>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * The read side of the graph. Each screen of the app asks for its data in one request; the
 * fields are grouped by domain in the other files of this folder. The catalog (books, searchBooks,
 * book, chapter), rewardRules, withdrawConfig and withdrawTargets are open to guests, and me answers
 * null for one; every other root field needs a signed-in reader (UNAUTHENTICATED otherwise).
 */
export type QueryBookArgs = {
  id: Scalars['ID']['input'];
};

/**
 * The read side of the graph. Each screen of the app asks for its data in one request; the
 * fields are grouped by domain in the other files of this folder. The catalog (books, searchBooks,
 * book, chapter), rewardRules, withdrawConfig and withdrawTargets are open to guests, and me answers
 * null for one; every other root field needs a signed-in reader (UNAUTHENTICATED otherwise).
 */
export type QueryBooksArgs = {
  category?: InputMaybe<BookCategory>;
  hasContentOnly?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * The read side of the graph. Each screen of the app asks for its data in one request; the
 * fields are grouped by domain in the other files of this folder. The catalog (books, searchBooks,
 * book, chapter), rewardRules, withdrawConfig and withdrawTargets are open to guests, and me answers
 * null for one; every other root field needs a signed-in reader (UNAUTHENTICATED otherwise).
 */
export type QueryChapterArgs = {
  bookId: Scalars['ID']['input'];
  chapterId: Scalars['ID']['input'];
};

/**
 * The read side of the graph. Each screen of the app asks for its data in one request; the
 * fields are grouped by domain in the other files of this folder. The catalog (books, searchBooks,
 * book, chapter), rewardRules, withdrawConfig and withdrawTargets are open to guests, and me answers
 * null for one; every other root field needs a signed-in reader (UNAUTHENTICATED otherwise).
 */
export type QueryContinueReadingArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * The read side of the graph. Each screen of the app asks for its data in one request; the
 * fields are grouped by domain in the other files of this folder. The catalog (books, searchBooks,
 * book, chapter), rewardRules, withdrawConfig and withdrawTargets are open to guests, and me answers
 * null for one; every other root field needs a signed-in reader (UNAUTHENTICATED otherwise).
 */
export type QueryFavoritesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * The read side of the graph. Each screen of the app asks for its data in one request; the
 * fields are grouped by domain in the other files of this folder. The catalog (books, searchBooks,
 * book, chapter), rewardRules, withdrawConfig and withdrawTargets are open to guests, and me answers
 * null for one; every other root field needs a signed-in reader (UNAUTHENTICATED otherwise).
 */
export type QueryReadingStatsArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * The read side of the graph. Each screen of the app asks for its data in one request; the
 * fields are grouped by domain in the other files of this folder. The catalog (books, searchBooks,
 * book, chapter), rewardRules, withdrawConfig and withdrawTargets are open to guests, and me answers
 * null for one; every other root field needs a signed-in reader (UNAUTHENTICATED otherwise).
 */
export type QueryReadingTaskArgs = {
  type: ReadingTaskType;
};

/**
 * The read side of the graph. Each screen of the app asks for its data in one request; the
 * fields are grouped by domain in the other files of this folder. The catalog (books, searchBooks,
 * book, chapter), rewardRules, withdrawConfig and withdrawTargets are open to guests, and me answers
 * null for one; every other root field needs a signed-in reader (UNAUTHENTICATED otherwise).
 */
export type QuerySearchBooksArgs = {
  genre?: InputMaybe<SearchGenre>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
  sort?: InputMaybe<SearchSort>;
};

/** A novel the reader has read, and the chapter they were at. */
export type ReadHistoryEntry = {
  __typename?: 'ReadHistoryEntry';
  /** Null when the book is no longer in the catalog. */
  book?: Maybe<Book>;
  /** The chapter of that book the reader reported on last. */
  chapterId: Scalars['ID']['output'];
  /** Percent of that chapter read. */
  progress: Scalars['Int']['output'];
  /** When the reader last reported progress on that chapter. */
  updatedAt: Scalars['DateTime']['output'];
};

/** How the reader reads, kept for the account so every device applies it. */
export type ReaderSettings = {
  __typename?: 'ReaderSettings';
  /** The color scheme of the rest of the app. */
  appearance: Appearance;
  /** #rrggbb. */
  backgroundColor: Scalars['String']['output'];
  /** When the reader made this change (their device's clock): the latest change wins. */
  changedAt: Scalars['DateTime']['output'];
  /** #rrggbb. */
  fontColor: Scalars['String']['output'];
  /** 12 to 24 (CSS pixels). The web app moves in steps of 2; the server accepts any whole number in range. */
  fontSize: Scalars['Int']['output'];
  /** 1.2 to 2.4. */
  lineHeight: Scalars['Float']['output'];
  /** Scroll or pages. */
  mode: ReadingMode;
  /** 0.1 to 1. */
  opacity: Scalars['Float']['output'];
  /** Read-aloud speed, 0.5 to 3. */
  speechRate: Scalars['Float']['output'];
  /** A preset, or CUSTOM for the reader's own colors. */
  theme: ReaderTheme;
  /** The read-aloud voice (its Web Speech name); null for the default voice of the chapter's language. */
  voice?: Maybe<Scalars['String']['output']>;
};

/** The whole set of settings to save; every bound is checked (BAD_USER_INPUT otherwise). */
export type ReaderSettingsInput = {
  /** The color scheme of the rest of the app. */
  appearance: Appearance;
  /** Page color, #rrggbb. */
  backgroundColor: Scalars['String']['input'];
  /** When the reader made the change, by the device's clock (ISO 8601 with Z or an offset); more than 5 minutes ahead of the server's clock is BAD_USER_INPUT. */
  changedAt: Scalars['DateTime']['input'];
  /** Text color, #rrggbb. */
  fontColor: Scalars['String']['input'];
  /** Text size in CSS pixels, 12 to 24. */
  fontSize: Scalars['Int']['input'];
  /** Line height as a multiple of the font size, 1.2 to 2.4. */
  lineHeight: Scalars['Float']['input'];
  /** Scroll or pages. */
  mode: ReadingMode;
  /** Opacity of the chapter text, 0.1 to 1. */
  opacity: Scalars['Float']['input'];
  /** Read-aloud speed as a Web Speech rate (1 is normal), 0.5 to 3. */
  speechRate: Scalars['Float']['input'];
  /** A preset, or CUSTOM for the colors given here. */
  theme: ReaderTheme;
  /** The read-aloud voice's Web Speech name (at most 200 characters); null for the default voice. */
  voice?: InputMaybe<Scalars['String']['input']>;
};

/** Theme presets set font and background together; CUSTOM keeps the reader's own colors. */
export type ReaderTheme =
  /** The reader's own fontColor and backgroundColor. */
  | 'CUSTOM'
  /** The app's own dark palette. */
  | 'DARK'
  /** Near-black text on white. */
  | 'DAY'
  /** Dark green text on a pale green page. */
  | 'GREEN'
  /** Warm light text on near-black. */
  | 'NIGHT'
  /** Brown text on a cream page. */
  | 'SEPIA';

/** Reading time on one calendar day (of the server's APP_TIMEZONE). */
export type ReadingDay = {
  __typename?: 'ReadingDay';
  /** YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** Minutes, to one decimal, rounded down. */
  minutes: Scalars['Float']['output'];
  /** Reading time measured that day, in whole seconds. */
  seconds: Scalars['Int']['output'];
};

/** How a chapter is laid out. */
export type ReadingMode =
  /** Turn screen-sized pages. */
  | 'PAGE'
  /** Scroll through the chapter. */
  | 'SCROLL';

/** One progress report on a chapter. */
export type ReadingProgressInput = {
  /** The chapter's book. */
  bookId: Scalars['ID']['input'];
  /** The chapter read: NOT_FOUND when it is not in that book, CHAPTER_LOCKED while it is a paid chapter not unlocked. */
  chapterId: Scalars['ID']['input'];
  /** Language of the answer's message. */
  language?: InputMaybe<Language>;
  /** Read without a connection and sent later: progress and place are saved, no reading time is added (no rewards for it). */
  offline?: InputMaybe<Scalars['Boolean']['input']>;
  /** Where the reader is: the character offset into the chapter's text of what is at the top of the screen (0 to 10,000,000). */
  position?: InputMaybe<Scalars['Int']['input']>;
  /** 0 to 100 (BAD_USER_INPUT otherwise); the highest reported is kept. */
  progressPercentage: Scalars['Int']['input'];
  /** When an offline report was made (the device's clock, ISO 8601 with Z or an offset): the latest place of all devices wins. Used only with offline; a time ahead of the server's clock counts as now. */
  recordedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** A report queued offline carries an id so that it counts once, however often it is sent. Must be a UUID (BAD_USER_INPUT otherwise). */
  reportId?: InputMaybe<Scalars['ID']['input']>;
};

/** What a progress report did. */
export type ReadingProgressPayload = {
  __typename?: 'ReadingProgressPayload';
  /** The chapter reported on. */
  chapter: Chapter;
  /** False when another chapter was opened since (on any device): this report added no reading time. */
  clockRunning: Scalars['Boolean']['output'];
  /** Coins this report paid: the sum of rewards. */
  coinsAwarded: Scalars['Int']['output'];
  /** Reading time still needed before a chapter read to the end counts as completed; null when none is waiting. */
  completionInSeconds?: Maybe<Scalars['Int']['output']>;
  /** True once the chapter counts as completed: reported at 100% with enough reading time on the server's clock. */
  isCompleted: Scalars['Boolean']['output'];
  /** Why nothing was paid, or what was, in the requested language. */
  message: Scalars['String']['output'];
  /** The place kept for this chapter (the latest of all devices). */
  position: Scalars['Int']['output'];
  /** The highest percentage reported for the chapter, 0 to 100. */
  progress: Scalars['Int']['output'];
  /** Reading time the server's clock has measured on this chapter, in seconds. */
  readingSeconds: Scalars['Int']['output'];
  /** Reading time still needed before a due reward (first-read or 20%) is paid; null when none is waiting. */
  rewardInSeconds?: Maybe<Scalars['Int']['output']>;
  /** What this report paid; a completion may also pay the daily reading tasks. */
  rewards: Array<Reward>;
  /** The reader, with the new balance. */
  user: User;
};

/**
 * The reader's habit, from the server's reading clock only: time a reader's client claims never
 * counts. Days are calendar days of the server's time zone.
 */
export type ReadingStats = {
  __typename?: 'ReadingStats';
  /** Chapters completed, all time. */
  chaptersCompleted: Scalars['Int']['output'];
  /** Consecutive days with at least streakMinMinutes, ending today (or yesterday while today may still be read). */
  currentStreak: Scalars['Int']['output'];
  /** The days asked for, oldest first, ending today. */
  days: Array<ReadingDay>;
  /** The longest run of such days ever. */
  longestStreak: Scalars['Int']['output'];
  /** Novels with at least one chapter opened, all time. */
  novelsStarted: Scalars['Int']['output'];
  /** Minutes a day needs to count toward a streak (STREAK_MIN_MINUTES). */
  streakMinMinutes: Scalars['Float']['output'];
  /** The time zone days are counted in (APP_TIMEZONE). */
  timezone: Scalars['String']['output'];
  /** Today's date in that time zone (YYYY-MM-DD). */
  today: Scalars['String']['output'];
  /** The same in minutes, to one decimal, rounded down. */
  todayMinutes: Scalars['Float']['output'];
  /** Reading time measured today, in whole seconds. */
  todaySeconds: Scalars['Int']['output'];
};

/** A daily reading task: chapters completed today, or novels with a chapter completed today. */
export type ReadingTask = {
  __typename?: 'ReadingTask';
  /** True once the target is reached or the task was paid today. */
  completed: Scalars['Boolean']['output'];
  /** progress as a percentage of target, 0 to 100, rounded. */
  percentage: Scalars['Int']['output'];
  /** Chapters (or novels) counted today, capped at the target. */
  progress: Scalars['Int']['output'];
  /** Coins the task pays when completed. */
  reward: Scalars['Int']['output'];
  /** Chapters (or novels) the task needs. */
  target: Scalars['Int']['output'];
  /** The reader's coin balance as this progress was read (spec section 3's task progress). */
  totalCoins: Scalars['Int']['output'];
  /** Which task. */
  type: ReadingTaskType;
};

/** The two daily reading tasks. */
export type ReadingTaskType =
  /** Complete RewardRules.chapterTaskTarget chapters today. */
  | 'CHAPTER_READING'
  /** Complete a chapter in RewardRules.novelTaskTarget different novels today. */
  | 'NOVEL_READING';

/** A newly issued recovery code. */
export type RecoveryCodePayload = {
  __typename?: 'RecoveryCodePayload';
  /** An English confirmation, e.g. Recovery code issued. */
  message: Scalars['String']['output'];
  /** The new recovery code; the previous one stops working. Shown once. */
  recoveryCode: Scalars['String']['output'];
};

/** A new account. */
export type RegisterInput = {
  /** Optional: empty means none; otherwise it must look like name@domain.tld (EMAIL_INVALID). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** 6 to 128 characters, and not one of the 10,000 most common passwords (PASSWORD_TOO_COMMON). */
  password: Scalars['String']['input'];
  /** 3-20 letters, digits or underscores; USERNAME_TAKEN when another account has it in any letter case. */
  username: Scalars['String']['input'];
};

/** What registering answers. */
export type RegisterPayload = {
  __typename?: 'RegisterPayload';
  /** An English confirmation, e.g. Registration successful. */
  message: Scalars['String']['output'];
  /** The reader's one-time recovery code for a forgotten password. Shown once: only its hash is kept. */
  recoveryCode: Scalars['String']['output'];
  /** The new, signed-in user. */
  user: User;
};

/** The forgot-password form. */
export type ResetPasswordInput = {
  /** 6 to 128 characters, and not one of the 10,000 most common passwords. */
  newPassword: Scalars['String']['input'];
  /** The recovery code given at registration or at the last reset (case, spaces and dashes do not matter). */
  recoveryCode: Scalars['String']['input'];
  /** Any letter case. */
  username: Scalars['String']['input'];
};

/** What a password reset answers. */
export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  /** An English confirmation, e.g. Password reset successful. */
  message: Scalars['String']['output'];
  /** The next recovery code (the one used is spent). Shown once. */
  recoveryCode: Scalars['String']['output'];
};

/** Coins that reading paid. */
export type Reward = {
  __typename?: 'Reward';
  /** The chapter whose reading earned it (opening a chapter can settle the one read before). */
  chapterId: Scalars['ID']['output'];
  /** Coins paid. */
  coins: Scalars['Int']['output'];
  /** What it was paid for. */
  type: RewardType;
};

/** The coin economy's constants, for screens that display them. */
export type RewardRules = {
  __typename?: 'RewardRules';
  /** Coins paid, once per chapter, for reading it to chapterRewardProgress percent. */
  chapterReward: Scalars['Int']['output'];
  /** The percentage of a chapter that earns chapterReward. */
  chapterRewardProgress: Scalars['Int']['output'];
  /** Coins the chapter-reading task pays, once a day. */
  chapterTaskReward: Scalars['Int']['output'];
  /** Chapters to complete in a day for the chapter-reading task. */
  chapterTaskTarget: Scalars['Int']['output'];
  /** Hours from one check-in until the next one opens. */
  checkinPeriodHours: Scalars['Int']['output'];
  /** Coins a check-in pays. */
  checkinReward: Scalars['Int']['output'];
  /** Coins paid, once per novel, for the first chapter read in it. */
  firstReadReward: Scalars['Int']['output'];
  /** Coins the novel-reading task pays, once a day. */
  novelTaskReward: Scalars['Int']['output'];
  /** Different novels with a chapter completed in a day for the novel-reading task. */
  novelTaskTarget: Scalars['Int']['output'];
  /** The time zone whose calendar days the daily tasks and check-in days are counted in (APP_TIMEZONE), e.g. Asia/Shanghai. */
  timezone: Scalars['String']['output'];
};

/** What a reading reward was paid for. */
export type RewardType =
  /** The daily chapter-reading task, paid when a chapter's completion reached its target. */
  | 'CHAPTER_READING_TASK'
  /** Reading the chapter to RewardRules.chapterRewardProgress percent; paid once per chapter. */
  | 'CHAPTER_REWARD'
  /** The first chapter read in a novel; paid once per novel. */
  | 'FIRST_READ_REWARD'
  /** The daily novel-reading task, paid when a chapter's completion reached its target. */
  | 'NOVEL_READING_TASK';

/** The genres search can filter by. */
export type SearchGenre =
  /** 奇幻 (a genre of 玄幻奇幻). */
  | 'FANTASY'
  /** 历史 (a genre of 历史军事). */
  | 'HISTORY'
  /** 言情 (a genre of 都市言情). */
  | 'ROMANCE'
  /** 科幻 (a genre of 科幻未来). */
  | 'SCIFI'
  /** 都市 (a genre of 都市言情). */
  | 'URBAN'
  /** 武侠 (a genre of 玄幻奇幻). */
  | 'WUXIA';

/** The order of search results; ties go to the lower book id. */
export type SearchSort =
  /** Newest in the catalog first. */
  | 'CREATED_AT'
  /** Highest catalog rating first (the API's own rating, not Book.rating, which is always 4.5). */
  | 'RATING'
  /** Most readers first (Book.readCount). */
  | 'READ_COUNT'
  /** Best matches in title, author or protagonist first, then the most viewed. */
  | 'RELEVANCE'
  /** Most viewed first (Book.viewCount). */
  | 'VIEW_COUNT';

/** Which daily task to settle. */
export type SettleReadingTaskInput = {
  /** The book of the chapter just finished; required for CHAPTER_READING. */
  bookId?: InputMaybe<Scalars['ID']['input']>;
  /** With bookId, required for CHAPTER_READING (BAD_USER_INPUT without it); NOT_FOUND when not in that book. Ignored for NOVEL_READING. */
  chapterId?: InputMaybe<Scalars['ID']['input']>;
  /** Language of the answer's message. */
  language?: InputMaybe<Language>;
  /** The task to settle. */
  type: ReadingTaskType;
};

/** What settling a daily task did. */
export type SettleTaskPayload = {
  __typename?: 'SettleTaskPayload';
  /** Coins this call paid; 0 when the target is not reached or the task was already paid today. */
  coinsAwarded: Scalars['Int']['output'];
  /** What happened, in the requested language. */
  message: Scalars['String']['output'];
  /** The task as it stands now. */
  task: ReadingTask;
  /** The reader, with the new balance. */
  user: User;
};

/** What opening a chapter did. */
export type StartReadingPayload = {
  __typename?: 'StartReadingPayload';
  /** The chapter, now with its text when it was unlocked. */
  chapter: Chapter;
  /** Coins the opening paid: the sum of rewards. */
  coinsAwarded: Scalars['Int']['output'];
  /** Coins paid now to unlock the chapter; 0 when it is free or was unlocked before. */
  coinsDeducted: Scalars['Int']['output'];
  /** Reading time this chapter still needs before, read to the end, it counts as completed; null when none is waiting. */
  completionInSeconds?: Maybe<Scalars['Int']['output']>;
  /** Reading time this chapter still needs before a due reward (first-read or 20%) is paid; null when none is waiting. Its clock runs from this opening. */
  rewardInSeconds?: Maybe<Scalars['Int']['output']>;
  /** What the opening paid: rewards the chapter open before earned with its reading time, and any now due on this one. */
  rewards: Array<Reward>;
  /** The reader, with the new balance. */
  user: User;
};

/** What a ledger row was for. */
export type TaskType =
  /** The daily chapter-reading task's payout. */
  | 'CHAPTER_READING'
  /** The reward for reading a chapter to RewardRules.chapterRewardProgress percent. */
  | 'CHAPTER_REWARD'
  /** The daily check-in reward. */
  | 'DAILY_CHECKIN'
  /** The reward for the first chapter read in a novel. */
  | 'FIRST_READ_REWARD'
  /** The daily novel-reading task's payout. */
  | 'NOVEL_READING'
  /** Anything else: a paid chapter's price, a withdrawal, or an administrator's balance correction. */
  | 'OTHER';

/** One coin movement of the reader's ledger. */
export type Transaction = {
  __typename?: 'Transaction';
  /** Coins moved, always positive. */
  amount: Scalars['Int']['output'];
  /** The reader's balance right after this movement. */
  balanceAfter: Scalars['Int']['output'];
  /** The book the movement concerned; null when none. */
  bookName?: Maybe<Scalars['String']['output']>;
  /** The chapter a reading reward or a payment was for. */
  chapterTitle?: Maybe<Scalars['String']['output']>;
  /** When the movement happened. */
  createdAt: Scalars['DateTime']['output'];
  /** The description in the requested language. */
  description: Scalars['String']['output'];
  /** The ledger row's id. */
  id: Scalars['ID']['output'];
  /** What the movement was for (chooses the row's icon). */
  taskType: TaskType;
  /** Credit or debit: gives `amount` its sign. */
  type: TransactionType;
};

/** A page of the reader's ledger. */
export type TransactionPage = {
  __typename?: 'TransactionPage';
  /** True while a later page exists (page < totalPages). */
  hasMore: Scalars['Boolean']['output'];
  /** The movements on this page, newest first. */
  items: Array<Transaction>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page, as asked. */
  pageSize: Scalars['Int']['output'];
  /** Rows on all pages. */
  total: Scalars['Int']['output'];
  /** Pages at this pageSize; 0 when there are no rows. */
  totalPages: Scalars['Int']['output'];
};

/** Which way a ledger row moved the balance. */
export type TransactionType =
  /** A credit (shown with +). */
  | 'ADD'
  /** A debit (shown with -). */
  | 'SUBTRACT';

/** Only the fields given (and not blank) change. */
export type UpdateProfileInput = {
  /** Must look like name@domain.tld (EMAIL_INVALID). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** 3-20 letters, digits or underscores; USERNAME_TAKEN when another account has it in any letter case. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** A signed-in reader. Only the session's own user is ever visible. */
export type User = {
  __typename?: 'User';
  /** Coin balance; never served from a cache. */
  coins: Scalars['Int']['output'];
  /** Null when the reader gave none. */
  email?: Maybe<Scalars['String']['output']>;
  /** False until the reader has a recovery code (accounts opened before recovery codes existed): settings offers to issue one. */
  hasRecoveryCode: Scalars['Boolean']['output'];
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** The novels read most recently (up to 10), newest first. */
  readHistory: Array<ReadHistoryEntry>;
  /** The reader's settings; null until first saved. */
  readerSettings?: Maybe<ReaderSettings>;
  /** The sign-in name. */
  username: Scalars['String']['output'];
};

/** The withdraw requirement. */
export type WithdrawConfig = {
  __typename?: 'WithdrawConfig';
  /** Coins the level-1 target needs. */
  requiredCoins: Scalars['Int']['output'];
};

/** What a withdrawal did. */
export type WithdrawPayload = {
  __typename?: 'WithdrawPayload';
  /** Coins debited. */
  amount: Scalars['Int']['output'];
  /** True once every level has been withdrawn. */
  isMaxLevel: Scalars['Boolean']['output'];
  /** The reader's new current level (the last level when all are withdrawn). */
  nextLevel: Scalars['Int']['output'];
  /** The level withdrawn. */
  targetLevel: Scalars['Int']['output'];
  /** The reader, with the new balance. */
  user: User;
};

/** The reader's progress toward their current withdraw target. */
export type WithdrawProgress = {
  __typename?: 'WithdrawProgress';
  /** True when the balance covers the current target and a level is left to withdraw. */
  canWithdraw: Scalars['Boolean']['output'];
  /** 0 to 100, to two decimals; 100 only once the balance covers the target. */
  progressPercentage: Scalars['Float']['output'];
  /** Coins still missing; 0 once the balance covers the target. */
  remainingCoins: Scalars['Int']['output'];
  /** The current target's amount. */
  requiredCoins: Scalars['Int']['output'];
  /** The reader's balance. */
  userCoins: Scalars['Int']['output'];
};

/** Where the reader stands on the withdraw ladder. */
export type WithdrawStanding = {
  __typename?: 'WithdrawStanding';
  /** The level to withdraw next (the last level once all are withdrawn). */
  currentLevel: Scalars['Int']['output'];
  /** True once every level has been withdrawn. */
  isMaxLevel: Scalars['Boolean']['output'];
  /** True when the balance covers the target, and always at the max level. */
  isTargetCompleted: Scalars['Boolean']['output'];
  /** The target to withdraw next (the last one once all are withdrawn). */
  target: WithdrawTarget;
  /** Same as currentLevel. */
  targetLevel: Scalars['Int']['output'];
  /** The reader's balance. */
  userCoins: Scalars['Int']['output'];
  /** The highest level withdrawn so far; 0 before the first withdrawal. */
  withdrawnLevel: Scalars['Int']['output'];
};

/** One level of the withdraw ladder. */
export type WithdrawTarget = {
  __typename?: 'WithdrawTarget';
  /** Coins the level needs, and debits when withdrawn. */
  amount: Scalars['Int']['output'];
  /** The level, from 1; levels are withdrawn in order. */
  level: Scalars['Int']['output'];
  /** Chinese name, e.g. 初级提现. */
  name: Scalars['String']['output'];
  /** English name, e.g. Basic Withdrawal. */
  nameEn: Scalars['String']['output'];
};

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<
  TResult,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs> | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<
  TResult,
  TKey extends string,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo,
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  obj: T,
  context: TContext,
  info: GraphQLResolveInfo,
) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<
  TResult = Record<PropertyKey, never>,
  TParent = Record<PropertyKey, never>,
  TContext = Record<PropertyKey, never>,
  TArgs = Record<PropertyKey, never>,
> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo,
) => TResult | Promise<TResult>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AchievementPayload: ResolverTypeWrapper<AchievementPayload>;
  Appearance: Appearance;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  Book: ResolverTypeWrapper<BookDto>;
  BookCategory: BookCategory;
  BookPage: ResolverTypeWrapper<Omit<BookPage, 'items'> & { items: Array<ResolversTypes['Book']> }>;
  BookReadingProgress: ResolverTypeWrapper<BookProgressDto>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CacheControlScope: CacheControlScope;
  ChangePasswordInput: ChangePasswordInput;
  Chapter: ResolverTypeWrapper<ChapterParent>;
  ChapterPage: ResolverTypeWrapper<Omit<ChapterPage, 'items'> & { items: Array<ResolversTypes['Chapter']> }>;
  ChapterReadingProgress: ResolverTypeWrapper<ChapterReadingProgress>;
  CheckInPayload: ResolverTypeWrapper<Omit<CheckInPayload, 'user'> & { user: ResolversTypes['User'] }>;
  CheckinStatus: ResolverTypeWrapper<CheckinStatus>;
  ContinueReadingEntry: ResolverTypeWrapper<BookInProgressDto>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  ErrorCode: ErrorCode;
  Favorite: ResolverTypeWrapper<FavoriteDto>;
  FavoritePage: ResolverTypeWrapper<Omit<FavoritePage, 'items'> & { items: Array<ResolversTypes['Favorite']> }>;
  FavoritePayload: ResolverTypeWrapper<Omit<FavoritePayload, 'book'> & { book: ResolversTypes['Book'] }>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  IssueRecoveryCodeInput: IssueRecoveryCodeInput;
  Language: Language;
  LoginInput: LoginInput;
  MessagePayload: ResolverTypeWrapper<MessagePayload>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReadHistoryEntry: ResolverTypeWrapper<ReadHistoryDto>;
  ReaderSettings: ResolverTypeWrapper<ReaderSettings>;
  ReaderSettingsInput: ReaderSettingsInput;
  ReaderTheme: ReaderTheme;
  ReadingDay: ResolverTypeWrapper<ReadingDay>;
  ReadingMode: ReadingMode;
  ReadingProgressInput: ReadingProgressInput;
  ReadingProgressPayload: ResolverTypeWrapper<
    Omit<ReadingProgressPayload, 'chapter' | 'user'> & { chapter: ResolversTypes['Chapter']; user: ResolversTypes['User'] }
  >;
  ReadingStats: ResolverTypeWrapper<ReadingStats>;
  ReadingTask: ResolverTypeWrapper<ReadingTask>;
  ReadingTaskType: ReadingTaskType;
  RecoveryCodePayload: ResolverTypeWrapper<RecoveryCodePayload>;
  RegisterInput: RegisterInput;
  RegisterPayload: ResolverTypeWrapper<Omit<RegisterPayload, 'user'> & { user: ResolversTypes['User'] }>;
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResolverTypeWrapper<ResetPasswordPayload>;
  Reward: ResolverTypeWrapper<Reward>;
  RewardRules: ResolverTypeWrapper<RewardRules>;
  RewardType: RewardType;
  SearchGenre: SearchGenre;
  SearchSort: SearchSort;
  SettleReadingTaskInput: SettleReadingTaskInput;
  SettleTaskPayload: ResolverTypeWrapper<Omit<SettleTaskPayload, 'user'> & { user: ResolversTypes['User'] }>;
  StartReadingPayload: ResolverTypeWrapper<
    Omit<StartReadingPayload, 'chapter' | 'user'> & { chapter: ResolversTypes['Chapter']; user: ResolversTypes['User'] }
  >;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TaskType: TaskType;
  Transaction: ResolverTypeWrapper<TransactionDto>;
  TransactionPage: ResolverTypeWrapper<Omit<TransactionPage, 'items'> & { items: Array<ResolversTypes['Transaction']> }>;
  TransactionType: TransactionType;
  UpdateProfileInput: UpdateProfileInput;
  User: ResolverTypeWrapper<UserDto>;
  WithdrawConfig: ResolverTypeWrapper<WithdrawConfig>;
  WithdrawPayload: ResolverTypeWrapper<Omit<WithdrawPayload, 'user'> & { user: ResolversTypes['User'] }>;
  WithdrawProgress: ResolverTypeWrapper<WithdrawProgress>;
  WithdrawStanding: ResolverTypeWrapper<WithdrawStanding>;
  WithdrawTarget: ResolverTypeWrapper<WithdrawTarget>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AchievementPayload: AchievementPayload;
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Book: BookDto;
  BookPage: Omit<BookPage, 'items'> & { items: Array<ResolversParentTypes['Book']> };
  BookReadingProgress: BookProgressDto;
  Boolean: Scalars['Boolean']['output'];
  ChangePasswordInput: ChangePasswordInput;
  Chapter: ChapterParent;
  ChapterPage: Omit<ChapterPage, 'items'> & { items: Array<ResolversParentTypes['Chapter']> };
  ChapterReadingProgress: ChapterReadingProgress;
  CheckInPayload: Omit<CheckInPayload, 'user'> & { user: ResolversParentTypes['User'] };
  CheckinStatus: CheckinStatus;
  ContinueReadingEntry: BookInProgressDto;
  DateTime: Scalars['DateTime']['output'];
  Favorite: FavoriteDto;
  FavoritePage: Omit<FavoritePage, 'items'> & { items: Array<ResolversParentTypes['Favorite']> };
  FavoritePayload: Omit<FavoritePayload, 'book'> & { book: ResolversParentTypes['Book'] };
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  IssueRecoveryCodeInput: IssueRecoveryCodeInput;
  LoginInput: LoginInput;
  MessagePayload: MessagePayload;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  ReadHistoryEntry: ReadHistoryDto;
  ReaderSettings: ReaderSettings;
  ReaderSettingsInput: ReaderSettingsInput;
  ReadingDay: ReadingDay;
  ReadingProgressInput: ReadingProgressInput;
  ReadingProgressPayload: Omit<ReadingProgressPayload, 'chapter' | 'user'> & {
    chapter: ResolversParentTypes['Chapter'];
    user: ResolversParentTypes['User'];
  };
  ReadingStats: ReadingStats;
  ReadingTask: ReadingTask;
  RecoveryCodePayload: RecoveryCodePayload;
  RegisterInput: RegisterInput;
  RegisterPayload: Omit<RegisterPayload, 'user'> & { user: ResolversParentTypes['User'] };
  ResetPasswordInput: ResetPasswordInput;
  ResetPasswordPayload: ResetPasswordPayload;
  Reward: Reward;
  RewardRules: RewardRules;
  SettleReadingTaskInput: SettleReadingTaskInput;
  SettleTaskPayload: Omit<SettleTaskPayload, 'user'> & { user: ResolversParentTypes['User'] };
  StartReadingPayload: Omit<StartReadingPayload, 'chapter' | 'user'> & {
    chapter: ResolversParentTypes['Chapter'];
    user: ResolversParentTypes['User'];
  };
  String: Scalars['String']['output'];
  Transaction: TransactionDto;
  TransactionPage: Omit<TransactionPage, 'items'> & { items: Array<ResolversParentTypes['Transaction']> };
  UpdateProfileInput: UpdateProfileInput;
  User: UserDto;
  WithdrawConfig: WithdrawConfig;
  WithdrawPayload: Omit<WithdrawPayload, 'user'> & { user: ResolversParentTypes['User'] };
  WithdrawProgress: WithdrawProgress;
  WithdrawStanding: WithdrawStanding;
  WithdrawTarget: WithdrawTarget;
};

export type CacheControlDirectiveArgs = {
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
  maxAge?: Maybe<Scalars['Int']['input']>;
  scope?: Maybe<CacheControlScope>;
};

export type CacheControlDirectiveResolver<
  Result,
  Parent,
  ContextType = GraphQLContext,
  Args = CacheControlDirectiveArgs,
> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AchievementPayloadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AchievementPayload'] = ResolversParentTypes['AchievementPayload'],
> = {
  achievedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  newlyAchieved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  targetLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuthPayloadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload'],
> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type BookResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Book'] = ResolversParentTypes['Book']> = {
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['BookCategory'], ParentType, ContextType>;
  chapters?: Resolver<ResolversTypes['ChapterPage'], ParentType, ContextType, RequireFields<BookChaptersArgs, 'page' | 'pageSize'>>;
  coinsRequired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  coverImage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  genre?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasContent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFavorited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVip?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastUpdateDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  leadName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  readChapters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readingProgress?: Resolver<Maybe<ResolversTypes['BookReadingProgress']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalChapters?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  viewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BookPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BookPage'] = ResolversParentTypes['BookPage'],
> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Book']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BookReadingProgressResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['BookReadingProgress'] = ResolversParentTypes['BookReadingProgress'],
> = {
  chaptersCompleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  chaptersStarted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastChapterId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type ChapterResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Chapter'] = ResolversParentTypes['Chapter'],
> = {
  bookId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  coinsRequired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasContent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFree?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextChapterId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  previousChapterId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  readingProgress?: Resolver<ResolversTypes['ChapterReadingProgress'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wordCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChapterPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ChapterPage'] = ResolversParentTypes['ChapterPage'],
> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Chapter']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChapterReadingProgressResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ChapterReadingProgress'] = ResolversParentTypes['ChapterReadingProgress'],
> = {
  isCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  purchased?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CheckInPayloadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CheckInPayload'] = ResolversParentTypes['CheckInPayload'],
> = {
  coinsAwarded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CheckinStatus'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type CheckinStatusResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['CheckinStatus'] = ResolversParentTypes['CheckinStatus'],
> = {
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasCheckedIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastCheckinTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  nextCheckinTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reward?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  serverTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ContinueReadingEntryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ContinueReadingEntry'] = ResolversParentTypes['ContinueReadingEntry'],
> = {
  book?: Resolver<ResolversTypes['Book'], ParentType, ContextType>;
  chapterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  chapterNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  chapterTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type FavoriteResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Favorite'] = ResolversParentTypes['Favorite'],
> = {
  book?: Resolver<ResolversTypes['Book'], ParentType, ContextType>;
  favoritedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FavoritePageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['FavoritePage'] = ResolversParentTypes['FavoritePage'],
> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Favorite']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FavoritePayloadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['FavoritePayload'] = ResolversParentTypes['FavoritePayload'],
> = {
  book?: Resolver<ResolversTypes['Book'], ParentType, ContextType>;
};

export type MessagePayloadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['MessagePayload'] = ResolversParentTypes['MessagePayload'],
> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation'],
> = {
  addFavorite?: Resolver<ResolversTypes['FavoritePayload'], ParentType, ContextType, RequireFields<MutationAddFavoriteArgs, 'bookId'>>;
  changePassword?: Resolver<ResolversTypes['MessagePayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  checkIn?: Resolver<ResolversTypes['CheckInPayload'], ParentType, ContextType, RequireFields<MutationCheckInArgs, 'language'>>;
  issueRecoveryCode?: Resolver<
    ResolversTypes['RecoveryCodePayload'],
    ParentType,
    ContextType,
    RequireFields<MutationIssueRecoveryCodeArgs, 'input'>
  >;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recordAchievement?: Resolver<
    ResolversTypes['AchievementPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationRecordAchievementArgs, 'targetLevel'>
  >;
  register?: Resolver<ResolversTypes['RegisterPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeFavorite?: Resolver<
    ResolversTypes['FavoritePayload'],
    ParentType,
    ContextType,
    RequireFields<MutationRemoveFavoriteArgs, 'bookId'>
  >;
  reportReadingProgress?: Resolver<
    ResolversTypes['ReadingProgressPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationReportReadingProgressArgs, 'input'>
  >;
  resetPassword?: Resolver<
    ResolversTypes['ResetPasswordPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationResetPasswordArgs, 'input'>
  >;
  saveReaderSettings?: Resolver<
    ResolversTypes['ReaderSettings'],
    ParentType,
    ContextType,
    RequireFields<MutationSaveReaderSettingsArgs, 'input'>
  >;
  settleReadingTask?: Resolver<
    ResolversTypes['SettleTaskPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationSettleReadingTaskArgs, 'input'>
  >;
  startReading?: Resolver<
    ResolversTypes['StartReadingPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationStartReadingArgs, 'bookId' | 'chapterId'>
  >;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  withdraw?: Resolver<
    ResolversTypes['WithdrawPayload'],
    ParentType,
    ContextType,
    RequireFields<MutationWithdrawArgs, 'amount' | 'targetLevel'>
  >;
};

export type QueryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query'],
> = {
  accountDetails?: Resolver<
    ResolversTypes['TransactionPage'],
    ParentType,
    ContextType,
    RequireFields<QueryAccountDetailsArgs, 'language' | 'page' | 'pageSize'>
  >;
  book?: Resolver<ResolversTypes['Book'], ParentType, ContextType, RequireFields<QueryBookArgs, 'id'>>;
  books?: Resolver<
    ResolversTypes['BookPage'],
    ParentType,
    ContextType,
    RequireFields<QueryBooksArgs, 'hasContentOnly' | 'page' | 'pageSize'>
  >;
  chapter?: Resolver<ResolversTypes['Chapter'], ParentType, ContextType, RequireFields<QueryChapterArgs, 'bookId' | 'chapterId'>>;
  checkinStatus?: Resolver<Maybe<ResolversTypes['CheckinStatus']>, ParentType, ContextType>;
  continueReading?: Resolver<
    Array<ResolversTypes['ContinueReadingEntry']>,
    ParentType,
    ContextType,
    RequireFields<QueryContinueReadingArgs, 'limit'>
  >;
  favorites?: Resolver<ResolversTypes['FavoritePage'], ParentType, ContextType, RequireFields<QueryFavoritesArgs, 'page' | 'pageSize'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  readingStats?: Resolver<Maybe<ResolversTypes['ReadingStats']>, ParentType, ContextType, RequireFields<QueryReadingStatsArgs, 'days'>>;
  readingTask?: Resolver<Maybe<ResolversTypes['ReadingTask']>, ParentType, ContextType, RequireFields<QueryReadingTaskArgs, 'type'>>;
  rewardRules?: Resolver<Maybe<ResolversTypes['RewardRules']>, ParentType, ContextType>;
  searchBooks?: Resolver<
    ResolversTypes['BookPage'],
    ParentType,
    ContextType,
    RequireFields<QuerySearchBooksArgs, 'page' | 'pageSize' | 'query' | 'sort'>
  >;
  withdrawConfig?: Resolver<Maybe<ResolversTypes['WithdrawConfig']>, ParentType, ContextType>;
  withdrawProgress?: Resolver<Maybe<ResolversTypes['WithdrawProgress']>, ParentType, ContextType>;
  withdrawStanding?: Resolver<Maybe<ResolversTypes['WithdrawStanding']>, ParentType, ContextType>;
  withdrawTargets?: Resolver<Maybe<Array<ResolversTypes['WithdrawTarget']>>, ParentType, ContextType>;
};

export type ReadHistoryEntryResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ReadHistoryEntry'] = ResolversParentTypes['ReadHistoryEntry'],
> = {
  book?: Resolver<Maybe<ResolversTypes['Book']>, ParentType, ContextType>;
  chapterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ReaderSettingsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ReaderSettings'] = ResolversParentTypes['ReaderSettings'],
> = {
  appearance?: Resolver<ResolversTypes['Appearance'], ParentType, ContextType>;
  backgroundColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fontColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fontSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lineHeight?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['ReadingMode'], ParentType, ContextType>;
  opacity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  speechRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['ReaderTheme'], ParentType, ContextType>;
  voice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ReadingDayResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ReadingDay'] = ResolversParentTypes['ReadingDay'],
> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minutes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReadingProgressPayloadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ReadingProgressPayload'] = ResolversParentTypes['ReadingProgressPayload'],
> = {
  chapter?: Resolver<ResolversTypes['Chapter'], ParentType, ContextType>;
  clockRunning?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  coinsAwarded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  completionInSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  isCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readingSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rewardInSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rewards?: Resolver<Array<ResolversTypes['Reward']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type ReadingStatsResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ReadingStats'] = ResolversParentTypes['ReadingStats'],
> = {
  chaptersCompleted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentStreak?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['ReadingDay']>, ParentType, ContextType>;
  longestStreak?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  novelsStarted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  streakMinMinutes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  todayMinutes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  todaySeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReadingTaskResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ReadingTask'] = ResolversParentTypes['ReadingTask'],
> = {
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  percentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reward?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCoins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ReadingTaskType'], ParentType, ContextType>;
};

export type RecoveryCodePayloadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['RecoveryCodePayload'] = ResolversParentTypes['RecoveryCodePayload'],
> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recoveryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegisterPayloadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['RegisterPayload'] = ResolversParentTypes['RegisterPayload'],
> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recoveryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type ResetPasswordPayloadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['ResetPasswordPayload'] = ResolversParentTypes['ResetPasswordPayload'],
> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recoveryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RewardResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Reward'] = ResolversParentTypes['Reward'],
> = {
  chapterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  coins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['RewardType'], ParentType, ContextType>;
};

export type RewardRulesResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['RewardRules'] = ResolversParentTypes['RewardRules'],
> = {
  chapterReward?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  chapterRewardProgress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  chapterTaskReward?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  chapterTaskTarget?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkinPeriodHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  checkinReward?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  firstReadReward?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  novelTaskReward?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  novelTaskTarget?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SettleTaskPayloadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['SettleTaskPayload'] = ResolversParentTypes['SettleTaskPayload'],
> = {
  coinsAwarded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  task?: Resolver<ResolversTypes['ReadingTask'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type StartReadingPayloadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['StartReadingPayload'] = ResolversParentTypes['StartReadingPayload'],
> = {
  chapter?: Resolver<ResolversTypes['Chapter'], ParentType, ContextType>;
  coinsAwarded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  coinsDeducted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  completionInSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rewardInSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rewards?: Resolver<Array<ResolversTypes['Reward']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type TransactionResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['Transaction'] = ResolversParentTypes['Transaction'],
> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  balanceAfter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bookName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chapterTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  taskType?: Resolver<ResolversTypes['TaskType'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TransactionType'], ParentType, ContextType>;
};

export type TransactionPageResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['TransactionPage'] = ResolversParentTypes['TransactionPage'],
> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Transaction']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  coins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasRecoveryCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  readHistory?: Resolver<Array<ResolversTypes['ReadHistoryEntry']>, ParentType, ContextType>;
  readerSettings?: Resolver<Maybe<ResolversTypes['ReaderSettings']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WithdrawConfigResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['WithdrawConfig'] = ResolversParentTypes['WithdrawConfig'],
> = {
  requiredCoins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WithdrawPayloadResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['WithdrawPayload'] = ResolversParentTypes['WithdrawPayload'],
> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isMaxLevel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  targetLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type WithdrawProgressResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['WithdrawProgress'] = ResolversParentTypes['WithdrawProgress'],
> = {
  canWithdraw?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  progressPercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  remainingCoins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requiredCoins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userCoins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WithdrawStandingResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['WithdrawStanding'] = ResolversParentTypes['WithdrawStanding'],
> = {
  currentLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isMaxLevel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTargetCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['WithdrawTarget'], ParentType, ContextType>;
  targetLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userCoins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  withdrawnLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WithdrawTargetResolvers<
  ContextType = GraphQLContext,
  ParentType extends ResolversParentTypes['WithdrawTarget'] = ResolversParentTypes['WithdrawTarget'],
> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AchievementPayload?: AchievementPayloadResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Book?: BookResolvers<ContextType>;
  BookPage?: BookPageResolvers<ContextType>;
  BookReadingProgress?: BookReadingProgressResolvers<ContextType>;
  Chapter?: ChapterResolvers<ContextType>;
  ChapterPage?: ChapterPageResolvers<ContextType>;
  ChapterReadingProgress?: ChapterReadingProgressResolvers<ContextType>;
  CheckInPayload?: CheckInPayloadResolvers<ContextType>;
  CheckinStatus?: CheckinStatusResolvers<ContextType>;
  ContinueReadingEntry?: ContinueReadingEntryResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Favorite?: FavoriteResolvers<ContextType>;
  FavoritePage?: FavoritePageResolvers<ContextType>;
  FavoritePayload?: FavoritePayloadResolvers<ContextType>;
  MessagePayload?: MessagePayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReadHistoryEntry?: ReadHistoryEntryResolvers<ContextType>;
  ReaderSettings?: ReaderSettingsResolvers<ContextType>;
  ReadingDay?: ReadingDayResolvers<ContextType>;
  ReadingProgressPayload?: ReadingProgressPayloadResolvers<ContextType>;
  ReadingStats?: ReadingStatsResolvers<ContextType>;
  ReadingTask?: ReadingTaskResolvers<ContextType>;
  RecoveryCodePayload?: RecoveryCodePayloadResolvers<ContextType>;
  RegisterPayload?: RegisterPayloadResolvers<ContextType>;
  ResetPasswordPayload?: ResetPasswordPayloadResolvers<ContextType>;
  Reward?: RewardResolvers<ContextType>;
  RewardRules?: RewardRulesResolvers<ContextType>;
  SettleTaskPayload?: SettleTaskPayloadResolvers<ContextType>;
  StartReadingPayload?: StartReadingPayloadResolvers<ContextType>;
  Transaction?: TransactionResolvers<ContextType>;
  TransactionPage?: TransactionPageResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  WithdrawConfig?: WithdrawConfigResolvers<ContextType>;
  WithdrawPayload?: WithdrawPayloadResolvers<ContextType>;
  WithdrawProgress?: WithdrawProgressResolvers<ContextType>;
  WithdrawStanding?: WithdrawStandingResolvers<ContextType>;
  WithdrawTarget?: WithdrawTargetResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphQLContext> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
};
