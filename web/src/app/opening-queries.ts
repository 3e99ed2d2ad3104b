import type {
  ContinueReadingShelfQueryVariables,
  HomeBooksQueryVariables,
  HomeFeedQueryVariables,
  NovelDetailQueryVariables,
  ReaderBookQueryVariables,
  ReaderChapterQueryVariables,
} from '@/__generated__/graphql';
import {
  ContinueReadingShelfHash,
  HomeBooksHash,
  HomeFeedHash,
  MeHash,
  NovelDetailHash,
  ReaderBookHash,
  ReaderChapterHash,
} from '@/__generated__/operation-hashes';
import { paths, searchParams } from '@/config/paths';
import { canRestoreFeed, canRestorePage, HOME_DEFAULT_PAGE_SIZE, initialPaging, parseHomeCache } from '@/features/home/home-cache';
import { SHELF_SIZE } from '@/features/home/shelf-size';
import { DETAIL_CHAPTER_COUNT } from '@/features/novel/detail-chapter-count';
import { paintChapterPreview, previewOf } from '@/features/reader/chapter-preview';
import { persistedGetRequest, plainSuccess, type PersistedOperation, type PlainAnswer } from '@/shared/api/persisted-get';
import { EAGER_COVER_COUNT } from '@/shared/lib/eager-covers';
import { readString, storageKeys } from '@/shared/lib/storage';
import { isMobileViewport } from '@/shared/lib/viewport';
import { matchRoute } from './match-route';

/**
 * The opening screen's queries, sent by boot.ts the moment the page starts, for a reader the device
 * remembers. Left to the app, they would leave only after the main entry, Apollo Client's code and
 * the screen's chunk had arrived and run, and after the session check had come back: on a phone
 * network, three or four round trips after the page. Sent here, the answers arrive while those scripts
 * download; Apollo's link (`openingAnswerLink` in apollo-client.ts) hands each one to the first
 * request for the same operation and variables instead of asking the BFF again.
 *
 * Each query goes as the app would send it: a GET of the operation's hash (the BFF knows the app's
 * operations from its start). An answer is handed over once, on the page it was asked for, within
 * OPENING_ANSWER_MAX_AGE_MS, and only when it is a plain success: anything else (an error, another
 * status, no network) is left to the app's own request, so its handling stays in one place.
 */

/** An answer older than this goes unused: the screen would rather ask again. */
export const OPENING_ANSWER_MAX_AGE_MS = 30_000;

function query<Variables extends object>(operationName: string, hash: string, variables: Variables): PersistedOperation {
  return { operationName, hash, variables: variables as Record<string, unknown> };
}

/** Home's hot list as the screen will ask for it in this layout, or none when it puts a saved place back instead. */
function homeListQuery(mobile: boolean, savedPlace: string | null): PersistedOperation | null {
  const saved = parseHomeCache(savedPlace ?? '', Date.now());
  if (mobile) {
    if (saved && canRestoreFeed(saved, HOME_DEFAULT_PAGE_SIZE)) return null;
    return query<HomeFeedQueryVariables>('HomeFeed', HomeFeedHash, { page: 1, pageSize: HOME_DEFAULT_PAGE_SIZE });
  }
  const paging = initialPaging(saved);
  if (saved && canRestorePage(saved) && saved.currentPage === paging.page) return null;
  return query<HomeBooksQueryVariables>('HomeBooks', HomeBooksHash, paging);
}

/**
 * What the screen at `pathname` + `search` asks for first, with the very variables it uses: the
 * session check on every signed-in route, and the data of home, a novel's detail and the reader.
 */
export function openingQueriesFor(location: { pathname: string; search: string }, mobile: boolean, savedHomePlace: string | null): PersistedOperation[] {
  const sessionCheck = query('Me', MeHash, {});
  const { pathname } = location;
  if (pathname === paths.home.path) {
    const list = homeListQuery(mobile, savedHomePlace);
    const shelf = query<ContinueReadingShelfQueryVariables>('ContinueReadingShelf', ContinueReadingShelfHash, { limit: SHELF_SIZE });
    return list ? [sessionCheck, list, shelf] : [sessionCheck, shelf];
  }
  const detail = matchRoute(paths.novelDetail.path, pathname);
  if (detail?.id) {
    return [sessionCheck, query<NovelDetailQueryVariables>('NovelDetail', NovelDetailHash, { id: detail.id, chapterPageSize: DETAIL_CHAPTER_COUNT })];
  }
  const reader = matchRoute(paths.reader.path, pathname);
  if (reader?.id) {
    const chapterId = new URLSearchParams(location.search).get(searchParams.chapter);
    // The chapter's text only: the book's chapter list and the account's reading settings come
    // after it, as they did, rather than hold two of the six connections the scripts need now.
    if (chapterId) return [sessionCheck, query<ReaderChapterQueryVariables>('ReaderChapter', ReaderChapterHash, { bookId: reader.id, chapterId })];
    // Without a chapter, the book says which one to open.
    return [sessionCheck, query<ReaderBookQueryVariables>('ReaderBook', ReaderBookHash, { id: reader.id })];
  }
  return [sessionCheck];
}

/** Variables as a key that ignores the order of their fields. */
function variablesKey(variables: Record<string, unknown>): string {
  return JSON.stringify(Object.keys(variables).sort().map((name) => [name, variables[name]]));
}

function answerKey(operationName: string, variables: Record<string, unknown>): string {
  return `${operationName} ${variablesKey(variables)}`;
}

interface Opening {
  /** The page the answers were asked for (path and query string). */
  page: string;
  sentAt: number;
  answers: Map<string, Promise<PlainAnswer | null>>;
}

let opening: Opening | null = null;

function pageOf(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}

/**
 * The covers home shows first, asked for as soon as its list has arrived: the first cover is the
 * screen's largest paint, and otherwise waits for the screen to render.
 */
function preloadFirstCovers(answer: PlainAnswer | null): void {
  const items = (answer?.data.books as { items?: Array<{ coverImage?: unknown }> } | undefined)?.items ?? [];
  for (const { coverImage } of items.slice(0, EAGER_COVER_COUNT)) {
    if (typeof coverImage !== 'string' || coverImage === '') continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = coverImage;
    link.fetchPriority = 'high';
    document.head.append(link);
  }
}

/**
 * The chapter the reader opens on, painted as soon as its text has arrived (features/reader/chapter-preview.ts):
 * it is the screen's largest paint, and otherwise waits for every script of the app. Only for a
 * session the answer to `Me` confirms: a device whose session has ended goes to the sign-in screen.
 */
function paintFirstChapter(session: PlainAnswer | null, chapter: PlainAnswer | null): void {
  if (!session?.data.me || !chapter) return;
  const placeInAddress = new URLSearchParams(window.location.search).has(searchParams.position);
  const preview = previewOf(chapter.data, placeInAddress);
  if (preview) paintChapterPreview(preview);
}

/** Sends the opening screen's queries for the page now in the address bar (boot.ts). */
export function sendOpeningQueries(endpoint: string): void {
  const queries = openingQueriesFor(window.location, isMobileViewport(), readString(storageKeys.homepageCache));
  const answers = new Map<string, Promise<PlainAnswer | null>>();
  let session: Promise<PlainAnswer | null> = Promise.resolve(null);
  for (const sent of queries) {
    const { url, init } = persistedGetRequest(sent, endpoint);
    const answer = fetch(url, init).then(plainSuccess, () => null).catch(() => null);
    if (sent.operationName === 'Me') session = answer;
    if (sent.operationName === 'HomeFeed' || sent.operationName === 'HomeBooks') void answer.then(preloadFirstCovers);
    if (sent.operationName === 'ReaderChapter') void Promise.all([session, answer]).then(([me, chapter]) => paintFirstChapter(me, chapter));
    answers.set(answerKey(sent.operationName, sent.variables), answer);
  }
  opening = { page: pageOf(window.location), sentAt: Date.now(), answers };
}

/**
 * The opening answer for this operation and these variables, handed over once; null when there is
 * none to use. Asked from another page, or too late, it drops every answer left.
 */
export function takeOpeningAnswer(operationName: string | undefined, variables: Record<string, unknown>): Promise<PlainAnswer | null> | null {
  if (!opening || !operationName) return null;
  if (opening.page !== pageOf(window.location) || Date.now() - opening.sentAt > OPENING_ANSWER_MAX_AGE_MS) {
    opening = null;
    return null;
  }
  const key = answerKey(operationName, variables);
  const answer = opening.answers.get(key) ?? null;
  opening.answers.delete(key);
  return answer;
}
