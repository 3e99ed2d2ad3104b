import { expect, type Page } from '@playwright/test';
import { graphql } from './session';

/** Fixtures and actions for the reader and coin journeys. Books come from the seeded catalog. */

export interface BookSummary {
  id: string;
  title: string;
  isVip: boolean;
  coinsRequired: number;
  totalChapters: number;
}

export interface ChapterSummary {
  id: string;
  number: number;
  title: string;
  coinsRequired: number;
  hasContent: boolean;
}

export async function listBooks(page: Page): Promise<BookSummary[]> {
  const data = await graphql<{ books: { items: BookSummary[] } }>(
    page,
    '{ books(pageSize: 100) { items { id title isVip coinsRequired totalChapters } } }',
  );
  return data.books.items;
}

export async function listChapters(page: Page, bookId: string): Promise<ChapterSummary[]> {
  const data = await graphql<{ book: { chapters: { items: ChapterSummary[] } } }>(
    page,
    'query($id: ID!) { book(id: $id) { chapters(pageSize: 100) { items { id number title coinsRequired hasContent } } } }',
    { id: bookId },
  );
  return data.book.chapters.items;
}

export async function chapterText(page: Page, bookId: string, chapterId: string): Promise<string> {
  const data = await graphql<{ chapter: { content: string | null } }>(
    page,
    'query($bookId: ID!, $chapterId: ID!) { chapter(bookId: $bookId, chapterId: $chapterId) { content } }',
    { bookId, chapterId },
  );
  return data.chapter.content ?? '';
}

/** A free book whose first `count` chapters all have text, with those chapters. */
export async function freeBookWithChapters(page: Page, count: number, skip = 0): Promise<{ book: BookSummary; chapters: ChapterSummary[] }> {
  const candidates = (await listBooks(page)).filter((book) => !book.isVip && book.totalChapters > count);
  let skipped = 0;
  for (const book of candidates) {
    const chapters = (await listChapters(page, book.id)).slice(0, count);
    if (chapters.length === count && chapters.every((chapter) => chapter.hasContent && chapter.coinsRequired === 0)) {
      if (skipped++ < skip) continue;
      return { book, chapters };
    }
  }
  throw new Error(`No free book with ${count} readable chapters in the catalog`);
}

/** A VIP book whose 11th chapter (the first paid one) has text and costs at most `maxPrice`. */
export async function paidChapter(page: Page, maxPrice: number): Promise<{ book: BookSummary; chapter: ChapterSummary }> {
  const candidates = (await listBooks(page)).filter((book) => book.isVip && book.coinsRequired > 0 && book.coinsRequired <= maxPrice && book.totalChapters >= 11);
  for (const book of candidates) {
    const chapter = (await listChapters(page, book.id)).find((item) => item.number === 11);
    if (chapter && chapter.hasContent && chapter.coinsRequired === book.coinsRequired) return { book, chapter };
  }
  throw new Error(`No VIP book with a paid chapter of at most ${maxPrice} coins`);
}

export function readerUrl(bookId: string, chapterId: string): string {
  return `/novel/${encodeURIComponent(bookId)}/read?chapter=${encodeURIComponent(chapterId)}`;
}

/** The chapter's own heading inside the reading area. */
export function chapterHeading(page: Page, title: string) {
  return page.getByTestId('reader-scroller').getByRole('heading', { level: 1, name: title });
}

/** Opens a chapter and waits for its text; closes the once-per-book hint when it shows. */
export async function openChapter(page: Page, bookId: string, chapter: { id: string; title: string }, { expectHint = false } = {}): Promise<void> {
  await page.goto(readerUrl(bookId, chapter.id));
  await expect(chapterHeading(page, chapter.title)).toBeVisible();
  if (expectHint) await dismissFirstHint(page);
}

export async function dismissFirstHint(page: Page): Promise<void> {
  const dismiss = page.getByRole('button', { name: 'Got it' });
  await expect(dismiss).toBeVisible();
  await dismiss.click();
  await expect(page.getByRole('dialog', { name: 'How to read' })).toBeHidden();
}

/** Scrolls the reading area to a fraction (0-1) of its scrollable height, as a reader would. */
export async function scrollReaderTo(page: Page, fraction: number): Promise<void> {
  await page.getByTestId('reader-scroller').evaluate((element, part) => {
    element.scrollTo({ top: (element.scrollHeight - element.clientHeight) * part });
  }, fraction);
}

export async function readerScrollRange(page: Page): Promise<number> {
  return page.getByTestId('reader-scroller').evaluate((element) => element.scrollHeight - element.clientHeight);
}

export async function balance(page: Page): Promise<number> {
  const data = await graphql<{ me: { coins: number } }>(page, '{ me { coins } }');
  return data.me.coins;
}

/** Large, airy text, so that a chapter is long enough to scroll on every screen size. */
export async function useAiryText(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('readingSettings')) {
      window.localStorage.setItem(
        'readingSettings',
        JSON.stringify({ fontSize: 24, lineHeight: 2.4, fontColor: '#000000', backgroundColor: '#ffffff', opacity: 1 }),
      );
    }
  });
}

/** Counts every coin animation that appears from now on (window.__coinBursts). */
export async function countCoinBursts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const counter = window as unknown as { __coinBursts: string[] };
    counter.__coinBursts = [];
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof Element && node.matches('[data-testid="coin-burst"]')) counter.__coinBursts.push(node.textContent ?? '');
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

export async function coinBurstsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __coinBursts?: string[] }).__coinBursts ?? []);
}

/** A free chapter whose text is blank (the "not yet updated" case of the seeded catalog). */
export async function blankChapter(page: Page): Promise<{ book: BookSummary; chapter: ChapterSummary }> {
  for (const book of await listBooks(page)) {
    const chapter = (await listChapters(page, book.id)).find((item) => !item.hasContent && item.coinsRequired === 0);
    if (chapter) return { book, chapter };
  }
  throw new Error('No blank free chapter in the catalog');
}

/** `count` readable free chapters, taken book by book from the start of each book. */
export async function readableChapters(page: Page, count: number, perBook = 10): Promise<{ bookId: string; chapterId: string }[]> {
  const found: { bookId: string; chapterId: string }[] = [];
  for (const book of (await listBooks(page)).filter((item) => !item.isVip)) {
    const chapters = (await listChapters(page, book.id)).filter((item) => item.hasContent && item.coinsRequired === 0).slice(0, perBook);
    for (const chapter of chapters) {
      if (found.length === count) return found;
      found.push({ bookId: book.id, chapterId: chapter.id });
    }
    if (found.length === count) return found;
  }
  throw new Error(`Only ${found.length} readable free chapters in the catalog`);
}

/**
 * Opens and finishes chapters through the API, as the reader would report them. The server keeps
 * one reading clock per reader, so the chapters are read one after another, each open a little
 * longer than the stack's minimum reading time (1 s) before its 100% report.
 */
export async function finishChaptersThroughApi(page: Page, chapters: { bookId: string; chapterId: string }[]): Promise<void> {
  for (const { bookId, chapterId } of chapters) {
    await startReadingThroughApi(page, bookId, chapterId);
    await page.waitForTimeout(1100);
    const done = await graphql<{ reportReadingProgress: { isCompleted: boolean } }>(
      page,
      'mutation($input: ReadingProgressInput!) { reportReadingProgress(input: $input) { isCompleted } }',
      { input: { bookId, chapterId, progressPercentage: 100 } },
    );
    if (!done.reportReadingProgress.isCompleted) throw new Error(`Chapter ${chapterId} was not completed`);
  }
}

/** Opens a chapter through the API: the reader's one reading clock moves to it. */
export async function startReadingThroughApi(page: Page, bookId: string, chapterId: string): Promise<void> {
  await graphql(page, 'mutation($b: ID!, $c: ID!) { startReading(bookId: $b, chapterId: $c) { coinsAwarded } }', { b: bookId, c: chapterId });
}
