import { expect, test, type Page } from '@playwright/test';
import { holdRequests } from '../support/hold-requests';
import { useReadingSettings } from '../support/reader-appearance';
import { chapterHeading, freeBookWithChapters, readerUrl } from '../support/reader';
import { preferEnglish, registerReader } from '../support/session';

/**
 * Issue 13: a remembered reader who opens a chapter sees its text as soon as the boot entry's query
 * has answered, before the app's scripts have arrived (features/reader/chapter-preview.ts). The
 * reader then takes the copy's place: the same text in the same place, with no frame in between
 * showing neither.
 */

// The app's service worker would answer the held-back script from its precache.
test.use({ serviceWorkers: 'block' });

/**
 * Watches every animation frame for the copy (#chapter-preview) and the reader's own article, and
 * counts the frames after the copy first showed in which neither was on the page.
 */
async function watchFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { preview: false, gaps: 0 };
    (window as unknown as { previewFrames: typeof seen }).previewFrames = seen;
    const look = () => {
      const preview = document.getElementById('chapter-preview') !== null;
      const article = document.querySelector('#root article') !== null;
      if (preview) seen.preview = true;
      else if (seen.preview && !article) seen.gaps += 1;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

const framesSeen = (page: Page) =>
  page.evaluate(() => ({ ...(window as unknown as { previewFrames: { preview: boolean; gaps: number } }).previewFrames }));

/** A new reader whom the device remembers (a first signed-in screen has stored the record), with a free chapter. */
async function rememberedReaderWithChapter(page: Page) {
  await preferEnglish(page);
  await registerReader(page);
  const { book, chapters } = await freeBookWithChapters(page, 2);
  await page.goto(`/novel/${book.id}`);
  await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible({ timeout: 30_000 });
  return { book, chapter: chapters[0]!, next: chapters[1]! };
}

const paragraphBox = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    });

test.describe("the chapter's text before the app's scripts", () => {
  test('shows as soon as its answer is in, and the reader takes its place without a frame between', async ({ page }) => {
    await watchFrames(page);
    const { book, chapter } = await rememberedReaderWithChapter(page);
    const releaseEntry = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);

    await page.goto(readerUrl(book.id, chapter.id), { waitUntil: 'commit' });
    const preview = page.locator('#chapter-preview');
    await expect(preview.getByRole('heading', { level: 1, name: chapter.title, includeHidden: true })).toBeAttached({ timeout: 15_000 });
    await expect(preview).toBeVisible();
    const copied = await paragraphBox(page, '#chapter-preview p');
    // The app has not started: the launch screen is still what #root holds.
    await expect(page.locator('#root .app-splash')).toBeAttached();

    releaseEntry();
    await expect(chapterHeading(page, chapter.title)).toBeVisible({ timeout: 30_000 });
    await expect(preview).toHaveCount(0);
    expect(await paragraphBox(page, '#root article p')).toEqual(copied);
    expect(await framesSeen(page)).toEqual({ preview: true, gaps: 0 });
  });

  test("is painted in the reader's own settings @any-screen", async ({ page }) => {
    await useReadingSettings(page, { fontSize: 22, lineHeight: 2, fontColor: '#c9b58f', backgroundColor: '#121212', mode: 'scroll' });
    const { book, chapter } = await rememberedReaderWithChapter(page);
    const releaseEntry = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);

    await page.goto(readerUrl(book.id, chapter.id), { waitUntil: 'commit' });
    const paragraph = page.locator('#chapter-preview p').first();
    await expect(paragraph).toBeVisible({ timeout: 15_000 });
    const style = await paragraph.evaluate((element) => {
      const text = getComputedStyle(element);
      return {
        fontSize: text.fontSize,
        color: text.color,
        page: getComputedStyle(document.getElementById('chapter-preview')!).backgroundColor,
      };
    });
    expect(style).toEqual({ fontSize: '22px', color: 'rgb(201, 181, 143)', page: 'rgb(18, 18, 18)' });
    releaseEntry();
    await expect(chapterHeading(page, chapter.title)).toBeVisible({ timeout: 30_000 });
  });

  test('leaves nothing over the sign-in screen when the session has ended @any-screen', async ({ page }) => {
    await watchFrames(page);
    const { book, chapter } = await rememberedReaderWithChapter(page);
    await page.context().clearCookies();

    await page.goto(readerUrl(book.id, chapter.id));
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible({ timeout: 30_000 });
    // The boot entry's answer to `Me` said the session is gone: the chapter's text never showed.
    expect((await framesSeen(page)).preview).toBe(false);
    await expect(page.locator('#chapter-preview')).toHaveCount(0);
  });

  test('is not painted where the reader opens elsewhere: a place in the address, or turned pages @any-screen', async ({ page }) => {
    await watchFrames(page);
    const { book, chapter, next } = await rememberedReaderWithChapter(page);

    // A place in the address: the reader opens further down, not at the copy's top.
    await page.goto(`${readerUrl(book.id, chapter.id)}&at=40`);
    await expect(chapterHeading(page, chapter.title)).toBeVisible({ timeout: 30_000 });
    expect((await framesSeen(page)).preview).toBe(false);

    // The page-turn layout lays the text out in pages the copy does not draw.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('readingSettings') ?? '{}') as Record<string, unknown>;
      localStorage.setItem('readingSettings', JSON.stringify({ ...stored, mode: 'page' }));
    });
    await page.goto(readerUrl(book.id, next.id));
    await expect(chapterHeading(page, next.title)).toBeVisible({ timeout: 30_000 });
    expect((await framesSeen(page)).preview).toBe(false);
  });
});
