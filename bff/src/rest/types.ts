/**
 * The REST API's answer shapes the BFF reads (see api/src/routes). Resolvers receive these as
 * parents (codegen `mappers`) and map them to the graph's naming in field resolvers.
 */
export interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
  code?: string;
  timestamp?: string;
}

export interface BookDto {
  book_id: number;
  class_id: number;
  subclass_id: number;
  author: string;
  book_name: string;
  lead_name: string;
  book_label: string;
  book_intro: string;
  book_tags: string;
  book_vip: 0 | 1;
  book_price: number;
  book_update: string;
  book_chapters: number;
  book_words: number;
  cover_img: string;
  category: string;
  category_en: string;
  genre: string;
  rating: number;
  coinsRequired: number;
  viewCount: number;
  readCount: number;
  hasContent: boolean;
  createdAt: string;
}

export interface BookListDto {
  books: BookDto[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

export interface SearchResultDto {
  novels: BookDto[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

export interface ChapterSummaryDto {
  id: number;
  book_id: number;
  chapter_no: number;
  title: string;
  word_count: number;
  coinsRequired: number;
  isFree: boolean;
  hasContent: boolean;
}

export interface ChapterDetailDto extends ChapterSummaryDto {
  book_name: string;
  content: string | null;
  locked: boolean;
  isPurchased: boolean;
  prevChapterId: number | null;
  nextChapterId: number | null;
}

/** A Chapter parent: a list entry, or the full chapter when the text has been fetched. */
export type ChapterParent = ChapterSummaryDto | ChapterDetailDto;

export interface ChapterListDto {
  chapters: ChapterSummaryDto[];
  pagination: { page: number; pageSize: number; total: number; totalPages: number };
}

export interface ReadHistoryDto {
  bookId: number;
  chapterId: number;
  progress: number;
  updatedAt: string;
}

export interface UserDto {
  id: number;
  username: string;
  email: string | null;
  coins: number;
  role: 'reader' | 'admin';
  readHistory: ReadHistoryDto[];
  hasRecoveryCode: boolean;
  createdAt: string;
}

export interface AuthUserDto extends UserDto {
  token: string;
}

export interface RegisteredUserDto extends AuthUserDto {
  recoveryCode: string;
}

export interface FavoriteDto {
  favorite_id: number;
  book_id: number;
  book_name: string;
  author: string;
  book_intro: string;
  cover_img: string;
  book_chapters: number;
  book_words: number;
  book_update: string;
  favoritedAt: string;
}

export interface FavoriteListDto {
  favorites: FavoriteDto[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

export interface BookProgressDto {
  bookId: number;
  lastChapterId: number | null;
  chaptersStarted: number;
  chaptersCompleted: number;
  updatedAt: string | null;
}

export interface ChapterProgressDto {
  chapterId: number;
  progress: number;
  isCompleted: boolean;
  completedAt: string | null;
  updatedAt: string;
}

export type AwardType = 'chapter_reward' | 'first_read_reward' | 'chapter_reading' | 'novel_reading';

export interface AwardDto {
  type: AwardType;
  coins: number;
  chapterId: number;
}

export interface StartReadingDto {
  bookId: number;
  chapterId: number;
  openedAt: string;
  coinsRequired: number;
  coinsDeducted: number;
  coinsAwarded: number;
  awards: AwardDto[];
  remainingCoins: number;
}

export interface ProgressReportDto {
  bookId: number;
  chapterId: number;
  progress: number;
  isCompleted: boolean;
  coinsAwarded: number;
  awards: AwardDto[];
  totalCoins: number;
  message: string;
  readingSeconds: number;
  clockRunning: boolean;
  rewardInSeconds: number | null;
  completionInSeconds: number | null;
}

export interface CheckinStatusDto {
  hasCheckedIn: boolean;
  date: string | null;
  lastCheckinTime: string | null;
  nextCheckinTime: string | null;
  reward: number;
}

export interface CheckinResultDto extends CheckinStatusDto {
  coins: number;
  totalCoins: number;
}

export interface TaskProgressDto {
  task: 'chapter_reading' | 'novel_reading';
  progress: number;
  target: number;
  completed: boolean;
  percentage: number;
  reward: number;
  coinsAwarded: number;
  totalCoins: number;
}

export interface WithdrawTargetDto {
  level: number;
  target_name: string;
  target_name_en: string;
  target_amount: number;
}

export interface WithdrawProgressDto {
  userCoins: number;
  requiredCoins: number;
  progressPercentage: number;
  canWithdraw: boolean;
  remainingCoins: number;
  currentLevel: number;
  isMaxLevel: boolean;
}

export interface WithdrawStandingDto {
  userCoins: number;
  target: WithdrawTargetDto;
  currentLevel: number;
  withdrawnLevel: number;
  targetLevel: number;
  isMaxLevel: boolean;
  isTargetCompleted: boolean;
}

export interface WithdrawResultDto {
  withdrawalId: number;
  targetLevel: number;
  amount: number;
  remainingCoins: number;
  nextLevel: number;
  isMaxLevel: boolean;
}

export interface AchievementDto {
  targetLevel: number;
  targetName: string;
  achievedAt: string;
  newlyAchieved: boolean;
}

export interface TransactionDto {
  id: number;
  transaction_type: 'add' | 'subtract';
  task_type: 'daily_checkin' | 'chapter_reading' | 'novel_reading' | 'chapter_reward' | 'first_read_reward' | 'other';
  amount: number;
  balance_after: number;
  book_id: number | null;
  book_name: string | null;
  chapter_id: number | null;
  description: string;
  formatted_description: string;
  created_at: string;
}

export interface AccountDetailsDto {
  details: TransactionDto[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  hasMore: boolean;
}
