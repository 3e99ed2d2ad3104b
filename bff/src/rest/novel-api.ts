import type { RestClient } from './client.js';
import type {
  AccountDetailsDto,
  AchievementDto,
  AuthUserDto,
  BookDto,
  BookListDto,
  BookProgressDto,
  ChapterDetailDto,
  ChapterListDto,
  ChapterProgressDto,
  CheckinResultDto,
  CheckinStatusDto,
  Envelope,
  FavoriteListDto,
  ProgressReportDto,
  RegisteredUserDto,
  SearchResultDto,
  StartReadingDto,
  TaskProgressDto,
  UserDto,
  WithdrawProgressDto,
  WithdrawResultDto,
  WithdrawStandingDto,
  WithdrawTargetDto,
} from './types.js';

export type ApiLanguage = 'zh-CN' | 'en-US';

export interface RewardRulesDto {
  checkinReward: number;
  checkinPeriodHours: number;
  chapterReward: number;
  chapterRewardProgress: number;
  firstReadReward: number;
  chapterTaskTarget: number;
  chapterTaskReward: number;
  novelTaskTarget: number;
  novelTaskReward: number;
}

const ids = (list: readonly number[]) => list.join(',');

/** Typed calls to every REST route the BFF uses, one method per call (spec section 7 and the batch reads). */
export class NovelApi {
  constructor(readonly rest: RestClient) {}

  // Auth
  register = (body: { username: string; password: string; email?: string }) =>
    this.rest.envelope<RegisteredUserDto>('POST', '/auth/register', body);
  login = (body: { username: string; password: string }) => this.rest.envelope<AuthUserDto>('POST', '/auth/login', body);
  logout = () => this.rest.envelope<null>('POST', '/auth/logout', {});
  resetPassword = (body: { username: string; recoveryCode: string; newPassword: string }) =>
    this.rest.envelope<{ userId: number; recoveryCode: string }>('POST', '/auth/reset-password', body);
  session = () => this.rest.get<UserDto>('/auth/session');

  // User
  user = (userId: number) => this.rest.get<UserDto>(`/user/${userId}`);
  updateInfo = (userId: number, body: { username?: string; email?: string }) => this.rest.envelope<UserDto>('PUT', `/user/${userId}/info`, body);
  changePassword = (userId: number, body: { currentPassword: string; newPassword: string }) =>
    this.rest.envelope<null>('PUT', `/user/${userId}/password`, body);
  issueRecoveryCode = (userId: number, currentPassword: string) =>
    this.rest.envelope<{ recoveryCode: string }>('POST', `/user/${userId}/recovery-code`, { currentPassword });

  // Books
  books = (query: { page: number; pageSize: number; category?: string | null; hasContentOnly?: boolean }) =>
    this.rest.get<BookListDto>('/books', query);
  booksByIds = async (bookIds: readonly number[]) => (await this.rest.get<BookListDto>('/books', { ids: ids(bookIds) })).books;
  search = (query: { q: string; page: number; pageSize: number; category?: string | null; sort: string }) =>
    this.rest.get<SearchResultDto>('/books/search', query);
  bookDetail = (bookId: number) => this.rest.get<BookDto>(`/books/${bookId}`);
  chaptersOfBooks = async (bookIds: readonly number[], page: number, pageSize: number) =>
    (await this.rest.get<{ books: Array<ChapterListDto & { bookId: number }> }>('/books/chapters', { bookIds: ids(bookIds), page, pageSize })).books;
  chapter = (bookId: number, chapterId: number) => this.rest.get<ChapterDetailDto>(`/books/${bookId}/chapters/${chapterId}`);
  rules = () => this.rest.get<RewardRulesDto>('/rules');

  // Favorites
  addFavorite = (userId: number, bookId: number) => this.rest.post<{ favoriteId: number }>('/favorites/add', { userId, bookId });
  removeFavorite = (userId: number, bookId: number) => this.rest.post<unknown>('/favorites/remove', { userId, bookId });
  favoriteStates = async (userId: number, bookIds: readonly number[]) =>
    (await this.rest.get<{ favorites: Array<{ bookId: number; isFavorited: boolean }> }>(`/favorites/check/${userId}`, { bookIds: ids(bookIds) }))
      .favorites;
  favorites = (userId: number, page: number, pageSize: number) => this.rest.get<FavoriteListDto>(`/favorites/${userId}`, { page, pageSize });

  // Reading
  startReading = (userId: number, bookId: number, chapterId: number) =>
    this.rest.envelope<StartReadingDto>('POST', '/reading/start', { userId, bookId, chapterId });
  reportProgress = (body: { userId: number; bookId: number; chapterId: number; progressPercentage: number; language: ApiLanguage }) =>
    this.rest.envelope<ProgressReportDto>('POST', '/reading/progress', body);
  bookProgress = async (userId: number, bookIds: readonly number[]) =>
    (await this.rest.get<{ books: BookProgressDto[] }>(`/reading/progress/${userId}`, { bookIds: ids(bookIds) })).books;
  chapterProgressOfBooks = async (userId: number, bookIds: readonly number[]) =>
    (await this.rest.get<{ books: Array<{ bookId: number; chapters: ChapterProgressDto[] }> }>(`/reading/chapters/${userId}`, { bookIds: ids(bookIds) })).books;

  // Tasks
  checkinStatus = (userId: number) => this.rest.get<CheckinStatusDto>(`/tasks/checkin/${userId}`);
  checkIn = (userId: number, language: ApiLanguage) => this.rest.envelope<CheckinResultDto>('POST', '/tasks/checkin', { userId, language });
  chapterTask = (userId: number) => this.rest.get<TaskProgressDto>(`/tasks/chapter-reading/${userId}`);
  novelTask = (userId: number) => this.rest.get<TaskProgressDto>(`/tasks/novel-reading/${userId}`);
  settleChapterTask = (userId: number, bookId: number, chapterId: number, language: ApiLanguage) =>
    this.rest.envelope<TaskProgressDto>('POST', '/tasks/chapter-reading/progress', { userId, bookId, chapterId, language });
  settleNovelTask = (userId: number, language: ApiLanguage) =>
    this.rest.envelope<TaskProgressDto>('POST', '/tasks/novel-reading/progress', { userId, language });

  // Withdraw
  withdrawConfig = () => this.rest.get<{ requiredCoins: number }>('/withdraw/config');
  withdrawTargets = async () => (await this.rest.get<{ targets: WithdrawTargetDto[] }>('/withdraw/targets')).targets;
  withdrawProgress = (userId: number) => this.rest.get<WithdrawProgressDto>(`/withdraw/progress/${userId}`);
  withdrawStanding = (userId: number) => this.rest.get<WithdrawStandingDto>(`/withdraw/target/${userId}`);
  withdraw = (userId: number, targetLevel: number, withdrawAmount: number) =>
    this.rest.post<WithdrawResultDto>('/withdraw/withdraw', { userId, targetLevel, withdrawAmount });
  recordAchievement = (userId: number, targetLevel: number) => this.rest.post<AchievementDto>('/withdraw/achievement', { userId, targetLevel });

  // Account
  accountDetails = (userId: number, page: number, pageSize: number, language: ApiLanguage) =>
    this.rest.get<AccountDetailsDto>(`/account/details/${userId}`, { page, pageSize, language });
}

export type { Envelope };
