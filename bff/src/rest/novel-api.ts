import type { RestClient } from './client.js';
import type { DataOf } from './contract.js';
import type { ChapterDetailDto } from './dto.js';

export type ApiLanguage = 'zh-CN' | 'en-US';

const ids = (list: readonly number[]) => list.join(',');

/**
 * Every REST call the BFF makes, one method per call (spec section 7 and the batch reads). Each is
 * typed by the API's OpenAPI document through `RestClient.call`: a path, parameter or answer field
 * that the API does not have fails to compile.
 */
export class NovelApi {
  constructor(readonly rest: RestClient) {}

  // Auth (whole envelopes: their messages are shown)
  register = (body: { username: string; password: string; email?: string }) => this.rest.call('post', '/api/auth/register', { body });
  login = (body: { username: string; password: string }) => this.rest.call('post', '/api/auth/login', { body });
  logout = () => this.rest.call('post', '/api/auth/logout', {});
  resetPassword = (body: { username: string; recoveryCode: string; newPassword: string }) => this.rest.call('post', '/api/auth/reset-password', { body });
  session = async () => (await this.rest.call('get', '/api/auth/session', {})).data;

  // User
  user = async (id: number) => (await this.rest.call('get', '/api/user/{id}', { path: { id } })).data;
  updateInfo = (id: number, body: { username?: string; email?: string }) => this.rest.call('put', '/api/user/{id}/info', { path: { id }, body });
  changePassword = (id: number, body: { currentPassword: string; newPassword: string }) => this.rest.call('put', '/api/user/{id}/password', { path: { id }, body });
  issueRecoveryCode = (id: number, currentPassword: string) => this.rest.call('post', '/api/user/{id}/recovery-code', { path: { id }, body: { currentPassword } });

  // Books
  /** With the viewer's id each book also says whether it is one of their favorites. */
  books = async (query: { page: number; pageSize: number; category?: string; hasContentOnly?: 'true' | 'false'; userId?: number }) =>
    (await this.rest.call('get', '/api/books', { query })).data;
  booksByIds = async (bookIds: readonly number[]) => (await this.rest.call('get', '/api/books', { query: { ids: ids(bookIds) } })).data.books;
  /** With the viewer's id each book also says whether it is one of their favorites. */
  search = async (query: {
    q: string;
    page: number;
    pageSize: number;
    category?: string;
    sort: 'relevance' | 'rating' | 'readCount' | 'viewCount' | 'createdAt';
    userId?: number;
  }) =>
    (await this.rest.call('get', '/api/books/search', { query })).data;
  /** With the viewer's id the answer also says whether the book is one of their favorites. */
  bookDetail = async (id: number, userId?: number) =>
    (await this.rest.call('get', '/api/books/{id}', { path: { id }, query: userId === undefined ? {} : { userId } })).data;
  chaptersOfBooks = async (bookIds: readonly number[], page: number, pageSize: number) =>
    (await this.rest.call('get', '/api/books/chapters', { query: { bookIds: ids(bookIds), page, pageSize } })).data.books;
  /**
   * A chapter with its text, without the caller's progress on it: the BFF caches a free chapter for
   * every reader, and the GraphQL field `readingProgress` reads the reader's own records.
   */
  chapter = async (bookId: number, chapterId: number): Promise<ChapterDetailDto> => {
    const { readingProgress: _callers, ...chapter } = (await this.rest.call('get', '/api/books/{bookId}/chapters/{chapterId}', { path: { bookId, chapterId } })).data;
    return chapter;
  };
  rules = async () => (await this.rest.call('get', '/api/rules', {})).data;

  // Favorites
  addFavorite = async (userId: number, bookId: number) => (await this.rest.call('post', '/api/favorites/add', { body: { userId, bookId } })).data;
  removeFavorite = async (userId: number, bookId: number) => (await this.rest.call('post', '/api/favorites/remove', { body: { userId, bookId } })).data;
  favoriteStates = async (userId: number, bookIds: readonly number[]) =>
    (await this.rest.call('get', '/api/favorites/check/{userId}', { path: { userId }, query: { bookIds: ids(bookIds) } })).data.favorites;
  favorites = async (userId: number, page: number, pageSize: number) =>
    (await this.rest.call('get', '/api/favorites/{userId}', { path: { userId }, query: { page, pageSize } })).data;

  // Reading (whole envelopes: the progress message is shown)
  startReading = (userId: number, bookId: number, chapterId: number) => this.rest.call('post', '/api/reading/start', { body: { userId, bookId, chapterId } });
  reportProgress = (body: {
    userId: number;
    bookId: number;
    chapterId: number;
    progressPercentage: number;
    language: ApiLanguage;
    position?: number;
    offline?: boolean;
    recordedAt?: string;
    reportId?: string;
  }) =>
    this.rest.call('post', '/api/reading/progress', { body });
  bookProgress = async (userId: number, bookIds: readonly number[]) =>
    (await this.rest.call('get', '/api/reading/progress/{userId}', { path: { userId }, query: { bookIds: ids(bookIds) } })).data.books;
  chapterProgressOfBooks = async (userId: number, bookIds: readonly number[]) =>
    (await this.rest.call('get', '/api/reading/chapters/{userId}', { path: { userId }, query: { bookIds: ids(bookIds) } })).data.books;

  booksInProgress = async (userId: number, limit: number) =>
    (await this.rest.call('get', '/api/reading/recent/{userId}', { path: { userId }, query: { limit } })).data.books;
  statistics = async (userId: number, days: number) => (await this.rest.call('get', '/api/reading/stats/{userId}', { path: { userId }, query: { days } })).data;
  readerSettings = async (id: number) => (await this.rest.call('get', '/api/user/{id}/reader-settings', { path: { id } })).data;
  saveReaderSettings = async (id: number, body: DataOf<'/api/user/{id}/reader-settings', 'put'>) =>
    (await this.rest.call('put', '/api/user/{id}/reader-settings', { path: { id }, body })).data;

  // Tasks
  checkinStatus = async (userId: number) => (await this.rest.call('get', '/api/tasks/checkin/{userId}', { path: { userId } })).data;
  checkIn = (userId: number, language: ApiLanguage) => this.rest.call('post', '/api/tasks/checkin', { body: { userId, language } });
  chapterTask = async (userId: number) => (await this.rest.call('get', '/api/tasks/chapter-reading/{userId}', { path: { userId } })).data;
  novelTask = async (userId: number) => (await this.rest.call('get', '/api/tasks/novel-reading/{userId}', { path: { userId } })).data;
  settleChapterTask = (userId: number, bookId: number, chapterId: number, language: ApiLanguage) =>
    this.rest.call('post', '/api/tasks/chapter-reading/progress', { body: { userId, bookId, chapterId, language } });
  settleNovelTask = (userId: number, language: ApiLanguage) => this.rest.call('post', '/api/tasks/novel-reading/progress', { body: { userId, language } });

  // Withdraw
  withdrawConfig = async () => (await this.rest.call('get', '/api/withdraw/config', {})).data;
  withdrawTargets = async () => (await this.rest.call('get', '/api/withdraw/targets', {})).data.targets;
  withdrawProgress = async (userId: number) => (await this.rest.call('get', '/api/withdraw/progress/{userId}', { path: { userId } })).data;
  withdrawStanding = async (userId: number) => (await this.rest.call('get', '/api/withdraw/target/{userId}', { path: { userId } })).data;
  withdraw = async (userId: number, targetLevel: number, withdrawAmount: number) =>
    (await this.rest.call('post', '/api/withdraw/withdraw', { body: { userId, targetLevel, withdrawAmount } })).data;
  recordAchievement = async (userId: number, targetLevel: number) =>
    (await this.rest.call('post', '/api/withdraw/achievement', { body: { userId, targetLevel } })).data;

  // Account
  accountDetails = async (userId: number, page: number, pageSize: number, language: ApiLanguage) =>
    (await this.rest.call('get', '/api/account/details/{userId}', { path: { userId }, query: { page, pageSize, language } })).data;
}
