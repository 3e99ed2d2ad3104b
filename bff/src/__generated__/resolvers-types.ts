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

export type AchievementPayload = {
  __typename?: 'AchievementPayload';
  achievedAt: Scalars['DateTime']['output'];
  newlyAchieved: Scalars['Boolean']['output'];
  targetLevel: Scalars['Int']['output'];
};

/** The app's color scheme. */
export type Appearance =
  | 'DARK'
  | 'LIGHT'
  /** Follow the device (prefers-color-scheme). */
  | 'SYSTEM';

export type AuthPayload = {
  __typename?: 'AuthPayload';
  message: Scalars['String']['output'];
  user: User;
};

/** A novel, in the client's naming (spec section 3, 'Book as mapped on the client'). */
export type Book = {
  __typename?: 'Book';
  author: Scalars['String']['output'];
  category: BookCategory;
  /** Chapters in reading order (page size 50 by default, up to 1000). */
  chapters: ChapterPage;
  /** Price of each paid chapter; 0 for free books. */
  coinsRequired: Scalars['Int']['output'];
  /** URL of the cover image, served by the BFF. */
  coverImage: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** The book's genre slug, e.g. fantasy or wuxia. */
  genre: Scalars['String']['output'];
  /** False when no chapter has any text yet. */
  hasContent: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** Whether the signed-in reader has favorited the book (false for guests). */
  isFavorited: Scalars['Boolean']['output'];
  isVip: Scalars['Boolean']['output'];
  lastUpdateDate: Scalars['DateTime']['output'];
  /** The protagonist. */
  leadName: Scalars['String']['output'];
  publishDate: Scalars['DateTime']['output'];
  /** Fixed at 4.5 on the client mapping. */
  rating: Scalars['Float']['output'];
  /** Always 0 (kept for the client mapping). */
  readChapters: Scalars['Int']['output'];
  readCount: Scalars['Int']['output'];
  /** The signed-in reader's progress in this book; null for guests. */
  readingProgress?: Maybe<BookReadingProgress>;
  /** Serial status label, e.g. 连载中 or Completed. */
  status: Scalars['String']['output'];
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  totalChapters: Scalars['Int']['output'];
  viewCount: Scalars['Int']['output'];
  wordCount: Scalars['Int']['output'];
};

/** A novel, in the client's naming (spec section 3, 'Book as mapped on the client'). */
export type BookChaptersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** The book-list categories (都市言情, 玄幻奇幻, 历史军事, 科幻未来, 悬疑推理). */
export type BookCategory = 'FANTASY_MAGIC' | 'HISTORY_MILITARY' | 'MYSTERY_THRILLER' | 'SCIFI_FUTURE' | 'URBAN_ROMANCE';

export type BookPage = {
  __typename?: 'BookPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Book>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type BookReadingProgress = {
  __typename?: 'BookReadingProgress';
  chaptersCompleted: Scalars['Int']['output'];
  chaptersStarted: Scalars['Int']['output'];
  lastChapterId?: Maybe<Scalars['ID']['output']>;
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type CacheControlScope = 'PRIVATE' | 'PUBLIC';

export type ChangePasswordInput = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

/** A chapter. List fields come cheap; `content` is fetched only when asked for. */
export type Chapter = {
  __typename?: 'Chapter';
  bookId: Scalars['ID']['output'];
  /** Price in coins; 0 when free. */
  coinsRequired: Scalars['Int']['output'];
  /** The text, or null while a paid chapter is locked for the reader. */
  content?: Maybe<Scalars['String']['output']>;
  /** False when the chapter's text is empty or blank (not yet updated). */
  hasContent: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isFree: Scalars['Boolean']['output'];
  /** True while a paid chapter has not been unlocked by the reader. */
  locked: Scalars['Boolean']['output'];
  nextChapterId?: Maybe<Scalars['ID']['output']>;
  /** Position in the book, from 1. */
  number: Scalars['Int']['output'];
  previousChapterId?: Maybe<Scalars['ID']['output']>;
  /** The reader's progress in this chapter. */
  readingProgress: ChapterReadingProgress;
  title: Scalars['String']['output'];
  wordCount: Scalars['Int']['output'];
};

export type ChapterPage = {
  __typename?: 'ChapterPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Chapter>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type ChapterReadingProgress = {
  __typename?: 'ChapterReadingProgress';
  isCompleted: Scalars['Boolean']['output'];
  /** Where the reader is in the chapter: the character offset into its text of what was at the top of the screen (the latest of all devices). */
  position: Scalars['Int']['output'];
  progress: Scalars['Int']['output'];
};

export type CheckInPayload = {
  __typename?: 'CheckInPayload';
  coinsAwarded: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  status: CheckinStatus;
  /** The reader, with the new balance. */
  user: User;
};

export type CheckinStatus = {
  __typename?: 'CheckinStatus';
  /** Calendar day of the last check-in (YYYY-MM-DD), null before the first. */
  date?: Maybe<Scalars['String']['output']>;
  hasCheckedIn: Scalars['Boolean']['output'];
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
  book: Book;
  chapterId: Scalars['ID']['output'];
  chapterNumber: Scalars['Int']['output'];
  chapterTitle: Scalars['String']['output'];
  /** Where in the chapter: the character offset of what was at the top of the screen. */
  position: Scalars['Int']['output'];
  /** Percent of that chapter read. */
  progress: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/**
 * What went wrong: the `extensions.code` of every error the graph answers. The REST API's own codes
 * (its `ErrorCode`) pass through, with a few folded together where a client need not tell them
 * apart (any missing or dead session is UNAUTHENTICATED, anything not found is NOT_FOUND, malformed
 * input is BAD_USER_INPUT, a failing API is UPSTREAM_UNAVAILABLE); the rest are the graph's own.
 * Clients show an error by its code, in the reader's language; the message is an English fallback.
 */
export type ErrorCode =
  | 'ADMIN_REQUIRED'
  | 'ALREADY_CHECKED_IN'
  /** The HTTP request itself is wrong (a CSRF-able request, too many batched operations). */
  | 'BAD_REQUEST'
  /** A variable or argument the graph itself refuses (a malformed id, a page out of range). */
  | 'BAD_USER_INPUT'
  | 'CHAPTER_EMPTY'
  | 'CHAPTER_LOCKED'
  /** A conflict the API answered without a code of its own. */
  | 'CONFLICT'
  | 'CONTROL_CHARACTERS'
  | 'CURRENT_PASSWORD_INCORRECT'
  | 'EMAIL_INVALID'
  | 'FORBIDDEN'
  /** The operation is not valid GraphQL. */
  | 'GRAPHQL_PARSE_FAILED'
  /** The operation does not fit the schema or its limits (depth, aliases). */
  | 'GRAPHQL_VALIDATION_FAILED'
  | 'INSUFFICIENT_COINS'
  /** A fault in the BFF itself. */
  | 'INTERNAL_SERVER_ERROR'
  | 'INVALID_CREDENTIALS'
  | 'INVALID_RECOVERY_CODE'
  | 'MAX_LEVEL_REACHED'
  | 'NOT_FOUND'
  | 'NO_CHANGES'
  /** The operation could not be chosen (a document with several and no name). */
  | 'OPERATION_RESOLUTION_FAILURE'
  | 'PASSWORD_REQUIRED'
  | 'PASSWORD_TOO_COMMON'
  | 'PASSWORD_TOO_LONG'
  | 'PASSWORD_TOO_SHORT'
  | 'PAYLOAD_TOO_LARGE'
  | 'PERSISTED_QUERY_NOT_FOUND'
  /** Persisted queries are not offered. */
  | 'PERSISTED_QUERY_NOT_SUPPORTED'
  /** Lists multiply past MAX_QUERY_COST. */
  | 'QUERY_TOO_COMPLEX'
  | 'SEARCH_KEYWORDS_REQUIRED'
  | 'SEARCH_KEYWORDS_TOO_LONG'
  | 'TARGET_NOT_REACHED'
  | 'TOO_MANY_ATTEMPTS'
  | 'TOO_MANY_REGISTRATIONS'
  | 'UNAUTHENTICATED'
  | 'UNKNOWN_CATEGORY'
  /** The request would make more REST calls than MAX_UPSTREAM_CALLS_PER_REQUEST. */
  | 'UPSTREAM_BUDGET_EXCEEDED'
  /** The API cannot be reached or failed. */
  | 'UPSTREAM_UNAVAILABLE'
  | 'USERNAME_CHARACTERS'
  | 'USERNAME_LENGTH'
  | 'USERNAME_REQUIRED'
  | 'USERNAME_TAKEN'
  | 'WITHDRAW_AMOUNT_MISMATCH'
  | 'WITHDRAW_CONFIG_OUT_OF_RANGE'
  | 'WRONG_TARGET_LEVEL';

export type Favorite = {
  __typename?: 'Favorite';
  book: Book;
  favoritedAt: Scalars['DateTime']['output'];
  /** The favorite's own id (favorite_id). */
  id: Scalars['ID']['output'];
};

export type FavoritePage = {
  __typename?: 'FavoritePage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Favorite>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type FavoritePayload = {
  __typename?: 'FavoritePayload';
  /** The book, with its new favorite state. */
  book: Book;
};

export type IssueRecoveryCodeInput = {
  currentPassword: Scalars['String']['input'];
};

/** The two interface languages. The server localises texts it writes (ledger descriptions, reward messages). */
export type Language = 'EN_US' | 'ZH_CN';

export type LoginInput = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type MessagePayload = {
  __typename?: 'MessagePayload';
  message: Scalars['String']['output'];
};

/** The write side of the graph, grouped by domain like the queries. */
export type Mutation = {
  __typename?: 'Mutation';
  addFavorite: FavoritePayload;
  /** Changes the password after checking the current one; other sessions end, this one stays. */
  changePassword: MessagePayload;
  checkIn: CheckInPayload;
  /** Issues a new recovery code after checking the current password. */
  issueRecoveryCode: RecoveryCodePayload;
  /** Signs in and sets the session cookie. */
  login: AuthPayload;
  /** Ends the session and clears the cookie. True even when there was no session. */
  logout: Scalars['Boolean']['output'];
  recordAchievement: AchievementPayload;
  /** Creates an account, signs in and sets the session cookie; answers the first recovery code once. */
  register: RegisterPayload;
  removeFavorite: FavoritePayload;
  /** Reports reading progress. Rewards and completion are paid from the server's reading time, not from the percentage alone. */
  reportReadingProgress: ReadingProgressPayload;
  /** Sets a new password with the username and its recovery code (the forgot-password screen); all of that user's sessions end. */
  resetPassword: ResetPasswordPayload;
  /** Saves the settings for every device; answers the settings that stand (a change made later elsewhere wins). */
  saveReaderSettings: ReaderSettings;
  /** Re-counts today's reading and pays the task if its target is reached (never counts anything by itself). */
  settleReadingTask: SettleTaskPayload;
  /**
   * Opens a chapter: moves the reader's one reading clock to it (the chapter open before stops
   * counting, and what its reading time earned is paid), and unlocks a paid chapter by paying its
   * price (INSUFFICIENT_COINS when the balance is too low; nothing changes).
   */
  startReading: StartReadingPayload;
  updateProfile: User;
  /** Withdraws the current target's amount and moves to the next level. */
  withdraw: WithdrawPayload;
};

/** The write side of the graph, grouped by domain like the queries. */
export type MutationAddFavoriteArgs = {
  bookId: Scalars['ID']['input'];
};

/** The write side of the graph, grouped by domain like the queries. */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};

/** The write side of the graph, grouped by domain like the queries. */
export type MutationCheckInArgs = {
  language?: InputMaybe<Language>;
};

/** The write side of the graph, grouped by domain like the queries. */
export type MutationIssueRecoveryCodeArgs = {
  input: IssueRecoveryCodeInput;
};

/** The write side of the graph, grouped by domain like the queries. */
export type MutationLoginArgs = {
  input: LoginInput;
};

/** The write side of the graph, grouped by domain like the queries. */
export type MutationRecordAchievementArgs = {
  targetLevel: Scalars['Int']['input'];
};

/** The write side of the graph, grouped by domain like the queries. */
export type MutationRegisterArgs = {
  input: RegisterInput;
};

/** The write side of the graph, grouped by domain like the queries. */
export type MutationRemoveFavoriteArgs = {
  bookId: Scalars['ID']['input'];
};

/** The write side of the graph, grouped by domain like the queries. */
export type MutationReportReadingProgressArgs = {
  input: ReadingProgressInput;
};

/** The write side of the graph, grouped by domain like the queries. */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};

/** The write side of the graph, grouped by domain like the queries. */
export type MutationSaveReaderSettingsArgs = {
  input: ReaderSettingsInput;
};

/** The write side of the graph, grouped by domain like the queries. */
export type MutationSettleReadingTaskArgs = {
  input: SettleReadingTaskInput;
};

/** The write side of the graph, grouped by domain like the queries. */
export type MutationStartReadingArgs = {
  bookId: Scalars['ID']['input'];
  chapterId: Scalars['ID']['input'];
};

/** The write side of the graph, grouped by domain like the queries. */
export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};

/** The write side of the graph, grouped by domain like the queries. */
export type MutationWithdrawArgs = {
  amount: Scalars['Int']['input'];
  targetLevel: Scalars['Int']['input'];
};

/**
 * The read side of the graph. Each screen of the app asks for its data in one request; the
 * fields are grouped by domain in the other files of this folder.
 */
export type Query = {
  __typename?: 'Query';
  /** The reader's coin movements, newest first. */
  accountDetails: TransactionPage;
  /** A novel's detail. Opening it counts a view. Fails with NOT_FOUND for an unknown id. */
  book: Book;
  /** Books in catalog order (home page: 30 a page; book list page: 10). */
  books: BookPage;
  /** A chapter with its text. A paid chapter the reader has not unlocked comes back locked, without text. */
  chapter: Chapter;
  checkinStatus?: Maybe<CheckinStatus>;
  /** The books the reader is in the middle of (not finished), latest first: the continue-reading shelf. */
  continueReading: Array<ContinueReadingEntry>;
  /** The reader's favorites, newest first, 20 a page. */
  favorites: FavoritePage;
  /** The signed-in user, or null for a guest. */
  me?: Maybe<User>;
  /** The signed-in reader's statistics over the last `days` days (1 to 90). */
  readingStats?: Maybe<ReadingStats>;
  readingTask?: Maybe<ReadingTask>;
  rewardRules?: Maybe<RewardRules>;
  /** Search titles, authors, tags and descriptions in Chinese and English. */
  searchBooks: BookPage;
  withdrawConfig?: Maybe<WithdrawConfig>;
  withdrawProgress?: Maybe<WithdrawProgress>;
  withdrawStanding?: Maybe<WithdrawStanding>;
  withdrawTargets?: Maybe<Array<WithdrawTarget>>;
};

/**
 * The read side of the graph. Each screen of the app asks for its data in one request; the
 * fields are grouped by domain in the other files of this folder.
 */
export type QueryAccountDetailsArgs = {
  language?: InputMaybe<Language>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * The read side of the graph. Each screen of the app asks for its data in one request; the
 * fields are grouped by domain in the other files of this folder.
 */
export type QueryBookArgs = {
  id: Scalars['ID']['input'];
};

/**
 * The read side of the graph. Each screen of the app asks for its data in one request; the
 * fields are grouped by domain in the other files of this folder.
 */
export type QueryBooksArgs = {
  category?: InputMaybe<BookCategory>;
  hasContentOnly?: InputMaybe<Scalars['Boolean']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * The read side of the graph. Each screen of the app asks for its data in one request; the
 * fields are grouped by domain in the other files of this folder.
 */
export type QueryChapterArgs = {
  bookId: Scalars['ID']['input'];
  chapterId: Scalars['ID']['input'];
};

/**
 * The read side of the graph. Each screen of the app asks for its data in one request; the
 * fields are grouped by domain in the other files of this folder.
 */
export type QueryContinueReadingArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * The read side of the graph. Each screen of the app asks for its data in one request; the
 * fields are grouped by domain in the other files of this folder.
 */
export type QueryFavoritesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * The read side of the graph. Each screen of the app asks for its data in one request; the
 * fields are grouped by domain in the other files of this folder.
 */
export type QueryReadingStatsArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * The read side of the graph. Each screen of the app asks for its data in one request; the
 * fields are grouped by domain in the other files of this folder.
 */
export type QueryReadingTaskArgs = {
  type: ReadingTaskType;
};

/**
 * The read side of the graph. Each screen of the app asks for its data in one request; the
 * fields are grouped by domain in the other files of this folder.
 */
export type QuerySearchBooksArgs = {
  genre?: InputMaybe<SearchGenre>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
  sort?: InputMaybe<SearchSort>;
};

export type ReadHistoryEntry = {
  __typename?: 'ReadHistoryEntry';
  book?: Maybe<Book>;
  chapterId: Scalars['ID']['output'];
  progress: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** How the reader reads, kept for the account so every device applies it. */
export type ReaderSettings = {
  __typename?: 'ReaderSettings';
  appearance: Appearance;
  /** #rrggbb. */
  backgroundColor: Scalars['String']['output'];
  /** When the reader made this change (their device's clock): the latest change wins. */
  changedAt: Scalars['DateTime']['output'];
  /** #rrggbb. */
  fontColor: Scalars['String']['output'];
  /** 12 to 24, in steps of 2. */
  fontSize: Scalars['Int']['output'];
  /** 1.2 to 2.4. */
  lineHeight: Scalars['Float']['output'];
  mode: ReadingMode;
  /** 0.1 to 1. */
  opacity: Scalars['Float']['output'];
  /** Read-aloud speed, 0.5 to 3. */
  speechRate: Scalars['Float']['output'];
  theme: ReaderTheme;
  /** The read-aloud voice (its Web Speech name); null for the default voice of the chapter's language. */
  voice?: Maybe<Scalars['String']['output']>;
};

export type ReaderSettingsInput = {
  appearance: Appearance;
  backgroundColor: Scalars['String']['input'];
  changedAt: Scalars['DateTime']['input'];
  fontColor: Scalars['String']['input'];
  fontSize: Scalars['Int']['input'];
  lineHeight: Scalars['Float']['input'];
  mode: ReadingMode;
  opacity: Scalars['Float']['input'];
  speechRate: Scalars['Float']['input'];
  theme: ReaderTheme;
  voice?: InputMaybe<Scalars['String']['input']>;
};

/** Theme presets set font and background together; CUSTOM keeps the reader's own colors. */
export type ReaderTheme = 'CUSTOM' | 'DARK' | 'DAY' | 'GREEN' | 'NIGHT' | 'SEPIA';

/** Reading time on one calendar day (of the server's APP_TIMEZONE). */
export type ReadingDay = {
  __typename?: 'ReadingDay';
  /** YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** Minutes, to one decimal, rounded down. */
  minutes: Scalars['Float']['output'];
  seconds: Scalars['Int']['output'];
};

export type ReadingMode =
  /** Turn screen-sized pages. */
  | 'PAGE'
  /** Scroll through the chapter. */
  | 'SCROLL';

export type ReadingProgressInput = {
  bookId: Scalars['ID']['input'];
  chapterId: Scalars['ID']['input'];
  language?: InputMaybe<Language>;
  /** Read without a connection and sent later: progress and place are saved, no reading time is added (no rewards for it). */
  offline?: InputMaybe<Scalars['Boolean']['input']>;
  /** Where the reader is: the character offset into the chapter's text of what is at the top of the screen. */
  position?: InputMaybe<Scalars['Int']['input']>;
  /** 0 to 100. */
  progressPercentage: Scalars['Int']['input'];
  /** When an offline report was made (the device's clock): the latest place of all devices wins. */
  recordedAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** A report queued offline carries an id so that it counts once, however often it is sent. */
  reportId?: InputMaybe<Scalars['ID']['input']>;
};

export type ReadingProgressPayload = {
  __typename?: 'ReadingProgressPayload';
  chapter: Chapter;
  /** False when another chapter was opened since (on any device): this report added no reading time. */
  clockRunning: Scalars['Boolean']['output'];
  coinsAwarded: Scalars['Int']['output'];
  /** Reading time still needed before a chapter read to the end counts as completed; null when none is waiting. */
  completionInSeconds?: Maybe<Scalars['Int']['output']>;
  isCompleted: Scalars['Boolean']['output'];
  /** Why nothing was paid, or what was, in the requested language. */
  message: Scalars['String']['output'];
  /** The place kept for this chapter (the latest of all devices). */
  position: Scalars['Int']['output'];
  progress: Scalars['Int']['output'];
  /** Reading time the server's clock has measured on this chapter, in seconds. */
  readingSeconds: Scalars['Int']['output'];
  /** Reading time still needed before a due reward (first-read or 20%) is paid; null when none is waiting. */
  rewardInSeconds?: Maybe<Scalars['Int']['output']>;
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
  chaptersCompleted: Scalars['Int']['output'];
  /** Consecutive days with at least streakMinMinutes, ending today (or yesterday while today may still be read). */
  currentStreak: Scalars['Int']['output'];
  /** The days asked for, oldest first, ending today. */
  days: Array<ReadingDay>;
  longestStreak: Scalars['Int']['output'];
  novelsStarted: Scalars['Int']['output'];
  /** Minutes a day needs to count toward a streak (STREAK_MIN_MINUTES). */
  streakMinMinutes: Scalars['Float']['output'];
  /** The time zone days are counted in (APP_TIMEZONE). */
  timezone: Scalars['String']['output'];
  /** Today's date in that time zone (YYYY-MM-DD). */
  today: Scalars['String']['output'];
  todayMinutes: Scalars['Float']['output'];
  todaySeconds: Scalars['Int']['output'];
};

/** A daily reading task: chapters completed today, or novels with a chapter completed today. */
export type ReadingTask = {
  __typename?: 'ReadingTask';
  completed: Scalars['Boolean']['output'];
  percentage: Scalars['Int']['output'];
  progress: Scalars['Int']['output'];
  /** Coins the task pays when completed. */
  reward: Scalars['Int']['output'];
  target: Scalars['Int']['output'];
  type: ReadingTaskType;
};

export type ReadingTaskType = 'CHAPTER_READING' | 'NOVEL_READING';

export type RecoveryCodePayload = {
  __typename?: 'RecoveryCodePayload';
  message: Scalars['String']['output'];
  /** The new recovery code; the previous one stops working. Shown once. */
  recoveryCode: Scalars['String']['output'];
};

export type RegisterInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  /** At least 6 characters. */
  password: Scalars['String']['input'];
  /** 3-20 letters, digits or underscores. */
  username: Scalars['String']['input'];
};

export type RegisterPayload = {
  __typename?: 'RegisterPayload';
  message: Scalars['String']['output'];
  /** The reader's one-time recovery code for a forgotten password. Shown once: only its hash is kept. */
  recoveryCode: Scalars['String']['output'];
  user: User;
};

export type ResetPasswordInput = {
  newPassword: Scalars['String']['input'];
  /** The recovery code given at registration or at the last reset (case, spaces and dashes do not matter). */
  recoveryCode: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  message: Scalars['String']['output'];
  /** The next recovery code (the one used is spent). Shown once. */
  recoveryCode: Scalars['String']['output'];
};

export type Reward = {
  __typename?: 'Reward';
  /** The chapter whose reading earned it (opening a chapter can settle the one read before). */
  chapterId: Scalars['ID']['output'];
  coins: Scalars['Int']['output'];
  type: RewardType;
};

/** The coin economy's constants, for screens that display them. */
export type RewardRules = {
  __typename?: 'RewardRules';
  chapterReward: Scalars['Int']['output'];
  chapterRewardProgress: Scalars['Int']['output'];
  chapterTaskReward: Scalars['Int']['output'];
  chapterTaskTarget: Scalars['Int']['output'];
  checkinPeriodHours: Scalars['Int']['output'];
  checkinReward: Scalars['Int']['output'];
  firstReadReward: Scalars['Int']['output'];
  novelTaskReward: Scalars['Int']['output'];
  novelTaskTarget: Scalars['Int']['output'];
  /** The time zone whose calendar days the daily tasks and check-in days are counted in (APP_TIMEZONE), e.g. Asia/Shanghai. */
  timezone: Scalars['String']['output'];
};

export type RewardType = 'CHAPTER_READING_TASK' | 'CHAPTER_REWARD' | 'FIRST_READ_REWARD' | 'NOVEL_READING_TASK';

/** The genres search can filter by. */
export type SearchGenre = 'FANTASY' | 'HISTORY' | 'ROMANCE' | 'SCIFI' | 'URBAN' | 'WUXIA';

export type SearchSort = 'CREATED_AT' | 'RATING' | 'READ_COUNT' | 'RELEVANCE' | 'VIEW_COUNT';

export type SettleReadingTaskInput = {
  /** The chapter just finished; required for CHAPTER_READING. */
  bookId?: InputMaybe<Scalars['ID']['input']>;
  chapterId?: InputMaybe<Scalars['ID']['input']>;
  language?: InputMaybe<Language>;
  type: ReadingTaskType;
};

export type SettleTaskPayload = {
  __typename?: 'SettleTaskPayload';
  coinsAwarded: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  task: ReadingTask;
  user: User;
};

export type StartReadingPayload = {
  __typename?: 'StartReadingPayload';
  /** The chapter, now with its text when it was unlocked. */
  chapter: Chapter;
  coinsAwarded: Scalars['Int']['output'];
  coinsDeducted: Scalars['Int']['output'];
  /** Reading time this chapter still needs before, read to the end, it counts as completed; null when none is waiting. */
  completionInSeconds?: Maybe<Scalars['Int']['output']>;
  /** Reading time this chapter still needs before a due reward (first-read or 20%) is paid; null when none is waiting. Its clock runs from this opening. */
  rewardInSeconds?: Maybe<Scalars['Int']['output']>;
  rewards: Array<Reward>;
  /** The reader, with the new balance. */
  user: User;
};

export type TaskType = 'CHAPTER_READING' | 'CHAPTER_REWARD' | 'DAILY_CHECKIN' | 'FIRST_READ_REWARD' | 'NOVEL_READING' | 'OTHER';

/** One coin movement of the reader's ledger. */
export type Transaction = {
  __typename?: 'Transaction';
  amount: Scalars['Int']['output'];
  balanceAfter: Scalars['Int']['output'];
  bookName?: Maybe<Scalars['String']['output']>;
  /** The chapter a reading reward or a payment was for. */
  chapterTitle?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** The description in the requested language. */
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  taskType: TaskType;
  type: TransactionType;
};

export type TransactionPage = {
  __typename?: 'TransactionPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Transaction>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type TransactionType =
  /** A credit (shown with +). */
  | 'ADD'
  /** A debit (shown with -). */
  | 'SUBTRACT';

/** Only the fields given (and not blank) change. */
export type UpdateProfileInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

/** A signed-in reader. Only the session's own user is ever visible. */
export type User = {
  __typename?: 'User';
  /** Coin balance; never served from a cache. */
  coins: Scalars['Int']['output'];
  email?: Maybe<Scalars['String']['output']>;
  /** False until the reader has a recovery code (accounts opened before recovery codes existed): settings offers to issue one. */
  hasRecoveryCode: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The novels read most recently, newest first. */
  readHistory: Array<ReadHistoryEntry>;
  /** The reader's settings; null until first saved. */
  readerSettings?: Maybe<ReaderSettings>;
  username: Scalars['String']['output'];
};

export type WithdrawConfig = {
  __typename?: 'WithdrawConfig';
  requiredCoins: Scalars['Int']['output'];
};

export type WithdrawPayload = {
  __typename?: 'WithdrawPayload';
  amount: Scalars['Int']['output'];
  isMaxLevel: Scalars['Boolean']['output'];
  nextLevel: Scalars['Int']['output'];
  targetLevel: Scalars['Int']['output'];
  user: User;
};

export type WithdrawProgress = {
  __typename?: 'WithdrawProgress';
  canWithdraw: Scalars['Boolean']['output'];
  progressPercentage: Scalars['Float']['output'];
  remainingCoins: Scalars['Int']['output'];
  requiredCoins: Scalars['Int']['output'];
  userCoins: Scalars['Int']['output'];
};

export type WithdrawStanding = {
  __typename?: 'WithdrawStanding';
  currentLevel: Scalars['Int']['output'];
  isMaxLevel: Scalars['Boolean']['output'];
  isTargetCompleted: Scalars['Boolean']['output'];
  target: WithdrawTarget;
  targetLevel: Scalars['Int']['output'];
  userCoins: Scalars['Int']['output'];
  withdrawnLevel: Scalars['Int']['output'];
};

export type WithdrawTarget = {
  __typename?: 'WithdrawTarget';
  amount: Scalars['Int']['output'];
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
