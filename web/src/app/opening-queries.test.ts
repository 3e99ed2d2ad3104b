// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HomeCache } from '@/features/home/home-cache';
import { savedHomePlace } from '@/features/home/home-cache.fixture';
import { MeQuery } from '@/shared/auth/session-check';
import * as hashes from '@/__generated__/operation-hashes';
import { createApolloClient } from './apollo-client';
import { OPENING_ANSWER_MAX_AGE_MS, openingQueriesFor, sendOpeningQueries, takeOpeningAnswer } from './opening-queries';

const savedPlace = (overrides: Partial<HomeCache> = {}) => JSON.stringify(savedHomePlace(Date.now(), overrides));

const named = (location: string, mobile = true, saved: string | null = null) => {
  const url = new URL(location, 'http://localhost');
  return openingQueriesFor({ pathname: url.pathname, search: url.search }, mobile, saved).map(({ operationName, variables }) => [
    operationName,
    variables,
  ]);
};

describe('the opening queries of each screen', () => {
  it('asks home for the session, the phone feed and the shelf', () => {
    expect(named('/')).toEqual([
      ['Me', {}],
      ['HomeFeed', { page: 1, pageSize: 30 }],
      ['ContinueReadingShelf', { limit: 10 }],
    ]);
  });

  it('asks for the numbered page the desktop home opens at', () => {
    expect(named('/', false)).toEqual([
      ['Me', {}],
      ['HomeBooks', { page: 1, pageSize: 30 }],
      ['ContinueReadingShelf', { limit: 10 }],
    ]);
    expect(named('/', false, savedPlace({ pageSize: 10, currentPage: 3 }))[1]).toEqual(['HomeBooks', { page: 3, pageSize: 10 }]);
  });

  it('leaves out the list home puts back from its saved place', () => {
    expect(named('/', true, savedPlace()).map(([name]) => name)).toEqual(['Me', 'ContinueReadingShelf']);
    expect(named('/', false, savedPlace()).map(([name]) => name)).toEqual(['Me', 'ContinueReadingShelf']);
    // Older than the saved place's 10 minutes: home asks again.
    expect(named('/', true, savedPlace({ timestamp: Date.now() - 11 * 60_000 })).map(([name]) => name)).toContain('HomeFeed');
  });

  it("asks a novel's detail and the reader for what they show first", () => {
    expect(named('/novel/%E5%89%91%E6%9D%A5')).toEqual([
      ['Me', {}],
      ['NovelDetail', { id: '剑来', chapterPageSize: 50 }],
    ]);
    expect(named('/novel/7/read?chapter=3&at=120')).toEqual([
      ['Me', {}],
      ['ReaderChapter', { bookId: '7', chapterId: '3' }],
    ]);
    // Without a chapter the reader first reads the book to find where to go.
    expect(named('/novel/7/read')).toEqual([
      ['Me', {}],
      ['ReaderBook', { id: '7' }],
    ]);
  });

  it('asks any other page only for the session', () => {
    for (const page of ['/tasks', '/novel/', '/novel/7/chapters', '/search?q=a']) expect(named(page)).toEqual([['Me', {}]]);
  });

  it('names each query by the hash the app sends it under', () => {
    const pages = ['/', '/novel/7', '/novel/7/read', '/novel/7/read?chapter=1'];
    const queries = pages.flatMap((page) => [true, false].flatMap((mobile) => openingQueriesFor(new URL(page, 'http://localhost'), mobile, null)));
    expect(new Set(queries.map(({ operationName }) => operationName)).size).toBe(7);
    for (const { operationName, hash } of queries) expect(hash).toBe((hashes as Record<string, string>)[`${operationName}Hash`]);
  });
});

/** What the BFF answers each GET, by operation name; records the requests. */
function stubBff(answer: (operationName: string) => Response | Promise<Response>) {
  const sent: Array<{ url: URL; init: RequestInit }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const parsed = new URL(url, 'http://localhost');
    sent.push({ url: parsed, init });
    return answer(parsed.searchParams.get('operationName') ?? '');
  });
  return sent;
}

const book = (id: string) => ({ __typename: 'Book', id, coverImage: `/covers/${id}.svg` });

describe('the opening answers', () => {
  beforeEach(() => {
    history.replaceState(null, '', '/novel/7');
  });

  afterEach(() => {
    // Drops what a test left (taking from another page drops every answer).
    history.replaceState(null, '', '/elsewhere');
    takeOpeningAnswer('Me', {});
    document.head.replaceChildren();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends each query as the app would, a GET of its hash with the CSRF header', async () => {
    const sent = stubBff(() => Response.json({ data: {} }));
    sendOpeningQueries('/graphql');
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    const detail = sent.find(({ url }) => url.searchParams.get('operationName') === 'NovelDetail')!;
    expect(detail.url.pathname).toBe('/graphql');
    expect(detail.url.searchParams.has('query')).toBe(false);
    expect(JSON.parse(detail.url.searchParams.get('variables')!)).toEqual({ id: '7', chapterPageSize: 50 });
    expect(JSON.parse(detail.url.searchParams.get('extensions')!)).toEqual({ persistedQuery: { version: 1, sha256Hash: hashes.NovelDetailHash } });
    expect(detail.init.method ?? 'GET').toBe('GET');
    expect(detail.init.credentials).toBe('same-origin');
    expect(detail.init.headers).toMatchObject({ 'apollo-require-preflight': 'true' });
  });

  it('hands an answer over once, whatever the order of its variables', async () => {
    stubBff(() => Response.json({ data: { book: book('7') } }));
    sendOpeningQueries('/graphql');
    await expect(takeOpeningAnswer('NovelDetail', { chapterPageSize: 50, id: '7' })).resolves.toEqual({ data: { book: book('7') } });
    expect(takeOpeningAnswer('NovelDetail', { chapterPageSize: 50, id: '7' })).toBeNull();
    // Other variables, or an operation that was not sent: nothing.
    expect(takeOpeningAnswer('NovelDetail', { chapterPageSize: 50, id: '8' })).toBeNull();
    expect(takeOpeningAnswer('TasksScreen', {})).toBeNull();
  });

  it('hands over nothing but a plain success', async () => {
    const answers: Record<string, () => Response> = {
      Me: () => Response.json({ data: { me: null }, errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] }),
      NovelDetail: () => Response.json({ data: { book: book('7') } }, { status: 500 }),
    };
    stubBff((name) => answers[name]!());
    sendOpeningQueries('/graphql');
    await expect(takeOpeningAnswer('Me', {})).resolves.toBeNull();
    await expect(takeOpeningAnswer('NovelDetail', { id: '7', chapterPageSize: 50 })).resolves.toBeNull();

    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    sendOpeningQueries('/graphql');
    await expect(takeOpeningAnswer('Me', {})).resolves.toBeNull();
  });

  it('drops every answer once asked from another page, or too late', async () => {
    stubBff(() => Response.json({ data: { ok: true } }));
    sendOpeningQueries('/graphql');
    history.replaceState(null, '', '/login');
    expect(takeOpeningAnswer('Login', {})).toBeNull();
    history.replaceState(null, '', '/novel/7');
    expect(takeOpeningAnswer('Me', {})).toBeNull();

    vi.useFakeTimers({ toFake: ['Date'] });
    sendOpeningQueries('/graphql');
    vi.setSystemTime(Date.now() + OPENING_ANSWER_MAX_AGE_MS + 1);
    expect(takeOpeningAnswer('Me', {})).toBeNull();
  });

  it("preloads home's first covers as soon as its list arrives", async () => {
    history.replaceState(null, '', '/');
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    stubBff((name) =>
      Response.json({ data: name === 'HomeFeed' ? { books: { items: ['1', '2', '3', '4', '5', '6'].map(book) } } : { me: null } }),
    );
    sendOpeningQueries('/graphql');
    await vi.waitFor(() => expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(4));
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(links.map((link) => [link.as, link.getAttribute('href'), link.fetchPriority])).toEqual(
      ['1', '2', '3', '4'].map((id) => ['image', `/covers/${id}.svg`, 'high']),
    );
  });
});

describe("the reader's chapter, painted from its answer", () => {
  const chapter = { id: '3', title: 'Chapter 3', content: 'It rained all night.', locked: false, readingProgress: { position: null } };

  afterEach(() => {
    history.replaceState(null, '', '/elsewhere');
    takeOpeningAnswer('Me', {});
    document.getElementById('chapter-preview')?.remove();
    vi.unstubAllGlobals();
  });

  it('paints the text as soon as the answer is in', async () => {
    history.replaceState(null, '', '/novel/7/read?chapter=3');
    stubBff((name) => Response.json({ data: name === 'ReaderChapter' ? { chapter } : { me: { id: '1' } } }));
    sendOpeningQueries('/graphql');
    await vi.waitFor(() => expect(document.querySelector('#chapter-preview h1')?.textContent).toBe('Chapter 3'));
  });

  it('paints nothing for a session the server no longer knows', async () => {
    history.replaceState(null, '', '/novel/7/read?chapter=3');
    stubBff((name) => Response.json({ data: name === 'ReaderChapter' ? { chapter } : { me: null } }));
    sendOpeningQueries('/graphql');
    await takeOpeningAnswer('ReaderChapter', { bookId: '7', chapterId: '3' });
    await takeOpeningAnswer('Me', {});
    // Past the callbacks that wait for both answers.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById('chapter-preview')).toBeNull();
  });

  it('paints nothing when the address opens the chapter at a place', async () => {
    history.replaceState(null, '', '/novel/7/read?chapter=3&at=40');
    stubBff((name) => Response.json({ data: name === 'ReaderChapter' ? { chapter } : { me: { id: '1' } } }));
    sendOpeningQueries('/graphql');
    await takeOpeningAnswer('ReaderChapter', { bookId: '7', chapterId: '3' });
    await takeOpeningAnswer('Me', {});
    // Past the callbacks that wait for both answers.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.getElementById('chapter-preview')).toBeNull();
  });
});

describe("Apollo's link", () => {
  const me = { __typename: 'User', id: '1', username: 'reader', email: 'r@example.com', coins: 5, readHistory: [] };

  beforeEach(() => {
    history.replaceState(null, '', '/tasks');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('answers the first request for an opening query with its answer, without asking the BFF again', async () => {
    const sent = stubBff(() => Response.json({ data: { me } }));
    sendOpeningQueries('/graphql');
    const client = createApolloClient();
    const result = await client.query({ query: MeQuery, fetchPolicy: 'no-cache' });
    expect(result.data).toEqual({ me });
    expect(sent).toHaveLength(1);

    // The next request goes to the BFF.
    await client.query({ query: MeQuery, fetchPolicy: 'no-cache' });
    expect(sent).toHaveLength(2);
  });

  it('asks the BFF itself when the opening answer was not a success', async () => {
    let calls = 0;
    const sent = stubBff(() => {
      calls += 1;
      return calls === 1 ? Response.json({ errors: [{ message: 'PersistedQueryNotFound' }] }) : Response.json({ data: { me } });
    });
    sendOpeningQueries('/graphql');
    const result = await createApolloClient().query({ query: MeQuery, fetchPolicy: 'no-cache' });
    expect(result.data).toEqual({ me });
    expect(sent).toHaveLength(2);
  });
});
