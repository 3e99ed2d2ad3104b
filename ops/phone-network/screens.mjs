// The three screens, each loaded two ways with the same data on screen:
// - bff: the GraphQL operations the web app sends when the screen opens (web/src/features/home,
//   novel, reader), through one client made of the web app's Apollo Client, as in the app, with
//   every query sent to the network (network-only: the screen's data is never in its cache);
// - rest: the /api calls of the spec's client (SPEC.md section 7) for the same data, side by side
//   where their inputs allow, one after the other where one needs another's answer.
// Each resolves to a summary of what it loaded, which must be the same both ways.

import { createHash } from 'node:crypto';

const HOME_PAGE_SIZE = 30; // web/src/features/home/home-cache.ts
const SHELF_SIZE = 10; // web/src/features/home/continue-reading-shelf.tsx
const DETAIL_CHAPTERS = 50; // web/src/features/novel/novel-detail-page.tsx; spec section 7
const READER_CHAPTERS = 1000; // ReaderBook's chapters(pageSize: 1000); spec section 7
/** web/src/features/reader/chapter-content.ts */
const hasReadableContent = (content) => typeof content === 'string' && content.trim() !== '';

/**
 * The BFF side. `apollo` is the web app's @apollo/client (with its PersistedQueryLink), `operation(name)` its documents,
 * `fetch` the timed transport and `cookie` the session.
 */
export function bffScreens({ apollo, operation, origin, fetch, cookie }) {
  const client = new apollo.ApolloClient({
    // As web/src/app/apollo-client.ts: operations go up as their hash (persisted queries), queries
    // as GET with the CSRF-prevention header.
    link: apollo.ApolloLink.from([
      new apollo.PersistedQueryLink({ sha256: (text) => createHash('sha256').update(text).digest('hex'), useGETForHashedQueries: true }),
      new apollo.HttpLink({
        uri: `${origin}/graphql`,
        fetch,
        useGETForQueries: true,
        headers: { 'apollo-require-preflight': 'true', cookie },
      }),
    ]),
    cache: new apollo.InMemoryCache(),
  });
  const query = (name, variables) => client.query({ query: operation(name), variables, fetchPolicy: 'network-only' }).then(({ data }) => data);

  return {
    /** HomeFeed and the continue-reading shelf, side by side (home-feed.tsx, continue-reading-shelf.tsx). */
    async home({ page }) {
      const [feed, shelf] = await Promise.all([
        query('HomeFeed', { page, pageSize: HOME_PAGE_SIZE }),
        query('ContinueReadingShelf', { limit: SHELF_SIZE }),
      ]);
      return { books: feed.books.items.map((book) => Number(book.id)), favorited: feed.books.items.filter((book) => book.isFavorited).length, shelf: shelf.continueReading.length };
    },
    /** One query for the whole screen (novel-detail-page.tsx). */
    async detail({ bookId }) {
      const { book } = await query('NovelDetail', { id: String(bookId), chapterPageSize: DETAIL_CHAPTERS });
      return { book: Number(book.id), favorited: book.isFavorited, chapters: book.chapters.items.length };
    },
    /**
     * ReaderBook (reader-page.tsx), ReaderChapter (reader-screen.tsx) and the account's reader
     * settings (use-reading-settings.ts) side by side; once the chapter is in and readable, the
     * StartReading mutation opens it (use-chapter-opening.ts). The next chapter's prefetch, sent
     * after the chapter is shown, is not part of opening the screen.
     */
    async reader({ bookId, chapterId }) {
      const variables = { bookId: String(bookId), chapterId: String(chapterId) };
      const chapterThenOpen = query('ReaderChapter', variables).then(async ({ chapter }) => {
        const readable = hasReadableContent(chapter.content) && !chapter.locked;
        if (readable) await client.mutate({ mutation: operation('StartReading'), variables });
        return { text: chapter.content?.length ?? 0, opened: readable };
      });
      const [{ book }, opened] = await Promise.all([query('ReaderBook', { id: String(bookId) }), chapterThenOpen, query('ReaderAccountSettings', {})]);
      return { chapters: book.chapters.items.length, ...opened };
    },
  };
}

/** The REST side: `send` is the timed client, `userId` and `token` the reader's. */
export function restScreens({ send, userId, token }) {
  const auth = { authorization: `Bearer ${token}` };
  const get = async (path) => {
    const answer = await send({ path, headers: auth });
    const body = JSON.parse(answer.text);
    if (answer.status !== 200 || body.success !== true) throw new Error(`GET ${path} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    return body.data;
  };
  const post = async (path, payload) => {
    const answer = await send({ method: 'POST', path, headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(payload) });
    const body = JSON.parse(answer.text);
    if (answer.status !== 200 || body.success !== true) throw new Error(`POST ${path} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    return body.data;
  };

  return {
    /**
     * The page of books and the books in progress side by side; then, needing their ids, the
     * favorite state of the page's books and the shelf's books (title and cover), side by side.
     */
    async home({ page }) {
      const [books, shelf] = await Promise.all([
        get(`/api/books?page=${page}&pageSize=${HOME_PAGE_SIZE}`).then(async (list) => {
          const ids = list.books.map((book) => book.book_id);
          const states = ids.length ? (await get(`/api/favorites/check/${userId}?bookIds=${ids.join(',')}`)).favorites : [];
          return { ids, favorited: states.filter((state) => state.isFavorited).length };
        }),
        get(`/api/reading/recent/${userId}?limit=${SHELF_SIZE}`).then(async (recent) => {
          if (recent.books.length === 0) return 0;
          const { books } = await get(`/api/books?ids=${recent.books.map((entry) => entry.bookId).join(',')}`);
          return books.length;
        }),
      ]);
      return { books: books.ids, favorited: books.favorited, shelf };
    },
    /** The book (with its favorite state), its first 50 chapters and the reader's progress in it, side by side. */
    async detail({ bookId }) {
      const [book, chapters] = await Promise.all([
        get(`/api/books/${bookId}?userId=${userId}`),
        get(`/api/books/${bookId}/chapters?page=1&pageSize=${DETAIL_CHAPTERS}`),
        get(`/api/reading/progress/${userId}/${bookId}`),
      ]);
      return { book: book.book_id, favorited: book.isFavorited, chapters: chapters.chapters.length };
    },
    /**
     * The chapter list, the chapter, the reader's progress in the book and the account's reader
     * settings side by side; once the chapter is in and readable, POST /reading/start opens it.
     */
    async reader({ bookId, chapterId }) {
      const chapterThenOpen = get(`/api/books/${bookId}/chapters/${chapterId}`).then(async (chapter) => {
        const readable = hasReadableContent(chapter.content) && !chapter.locked;
        if (readable) await post('/api/reading/start', { userId, bookId, chapterId });
        return { text: chapter.content?.length ?? 0, opened: readable };
      });
      const [list, opened] = await Promise.all([
        get(`/api/books/${bookId}/chapters?page=1&pageSize=${READER_CHAPTERS}`),
        chapterThenOpen,
        get(`/api/reading/progress/${userId}/${bookId}`),
        get(`/api/user/${userId}/reader-settings`),
      ]);
      return { chapters: list.chapters.length, ...opened };
    },
  };
}
