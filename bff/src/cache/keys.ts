/** Every cache key the BFF uses, in one place. Per-user keys always carry the user id. */
const part = (value: string | number | boolean | undefined | null) => encodeURIComponent(String(value ?? ''));

const family = { favorites: 'favorites:', sessions: 'sessions:' };
const versionOf = (familyKey: string) => `version:${familyKey}`;

export const cacheKeys = {
  book: (bookId: number) => `book:${bookId}`,
  bookDetail: (bookId: number) => `book-detail:${bookId}`,
  bookPage: (page: number, pageSize: number, category: string | null, hasContentOnly: boolean) =>
    `books:${page}:${pageSize}:${part(category)}:${hasContentOnly}`,
  search: (query: string, page: number, pageSize: number, genre: string | null, sort: string) =>
    `search:${part(query.trim().toLowerCase())}:${page}:${pageSize}:${part(genre)}:${sort}`,
  chapterList: (bookId: number, page: number, pageSize: number) => `chapters:${bookId}:${page}:${pageSize}`,
  /** Free chapters are the same for everyone; unlocked paid chapters are kept per reader. */
  chapter: (bookId: number, chapterId: number, userId: number | null) => `chapter:${bookId}:${chapterId}${userId ? `:u${userId}` : ''}`,
  cover: (file: string) => `cover:${file}`,
  /** The number moves when the rules' answer gains a field, so that a deploy does not serve the old shape for an hour. */
  rules: () => 'rules:2',
  user: (userId: number) => `user:${userId}`,
  favoriteState: (userId: number, bookId: number) => `favorite:${userId}:${bookId}`,
  favoritesFamily: (userId: number) => `${family.favorites}${userId}`,
  favoritesPage: (userId: number, version: string, page: number, pageSize: number) => `favorites:${userId}:${version}:${page}:${pageSize}`,
  readerSettings: (userId: number) => `reader-settings:${userId}`,
  /** Reading statistics move with every progress report, which moves this family's version. */
  statisticsFamily: (userId: number) => `statistics:${userId}`,
  statistics: (userId: number, version: string, days: number) => `statistics:${userId}:${version}:${days}`,
  session: (tokenHash: string) => `session:${tokenHash}`,
  sessionsFamily: (userId: number) => `${family.sessions}${userId}`,
  /** The version stamp of a key family (ResponseCache.version). */
  versionOf,
  /** Version keys of the per-user families the answer lookup reads, completed by the user id. */
  sessionsVersionPrefix: versionOf(family.sessions),
  favoritesVersionPrefix: versionOf(family.favorites),
  /**
   * Whole GraphQL answers to one request (query text, operation name, variables) under one schema;
   * answer-lookup.ts adds whom an answer is for.
   */
  answer: (schemaTag: string, requestHash: string) => `response:${schemaTag}:${requestHash}:`,
};
