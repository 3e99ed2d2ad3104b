import { expect, test, type Page } from '@playwright/test';
import { closeReaderSettings, openReaderSettings, pagePosition, useReadingSettings } from '../support/reader-appearance';
import { chapterHeading, chapterText, freeBookWithChapters, openChapter, readerUrl } from '../support/reader';
import { preferEnglish, registerReader, screenshot } from '../support/session';
import { Touchscreen } from '../support/touch';

const scroller = (page: Page) => page.getByTestId('reader-scroller');
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Reading progress' });

/** Large, airy text in page-turn mode: every chapter fills several pages on every screen. */
async function usePages(page: Page): Promise<void> {
  await useReadingSettings(page, { fontSize: 24, lineHeight: 2.4, mode: 'page' });
}

/**
 * The longer of a free book's 2nd and 3rd chapters, with the chapters around it. The seeded
 * chapters are short, so the tests use a small screen: every chapter then fills several pages.
 */
async function longChapterWithNeighbours(page: Page) {
  const { book, chapters } = await freeBookWithChapters(page, 4);
  const lengths = await Promise.all([1, 2].map(async (index) => (await chapterText(page, book.id, chapters[index]!.id)).length));
  const index = lengths[0]! >= lengths[1]! ? 1 : 2;
  return { book, previous: chapters[index - 1]!, chapter: chapters[index]!, next: chapters[index + 1]! };
}

async function openInPages(page: Page, prefix: string) {
  await page.setViewportSize({ width: 390, height: 480 });
  await preferEnglish(page);
  await usePages(page);
  await registerReader(page, prefix);
  const found = await longChapterWithNeighbours(page);
  await openChapter(page, found.book.id, found.chapter, { expectHint: true });
  await expect(scroller(page)).toHaveAttribute('data-mode', 'page');
  expect((await pagePosition(page)).count).toBeGreaterThan(3);
  return found;
}

/**
 * The chapter text on the page shown, as offsets into the chapter: its first and last characters,
 * and whether the page opens inside a paragraph begun on the page before.
 */
async function textOnPage(page: Page): Promise<{ first: number; last: number; continued: boolean }> {
  return scroller(page).evaluate((element) => {
    const frame = element.getBoundingClientRect();
    const onPage = (box: DOMRect) => box.width > 0 && box.right > frame.left + 1 && box.left < frame.right - 1;
    const range = document.createRange();
    const shown = { first: -1, last: -1, continued: false };
    for (const paragraph of Array.from(element.querySelectorAll<HTMLElement>('[data-offset]'))) {
      const boxes = Array.from(paragraph.getClientRects());
      if (!boxes.some(onPage)) {
        if (shown.first >= 0) break;
        continue;
      }
      if (shown.first < 0) shown.continued = !onPage(boxes[0]!);
      const text = paragraph.firstChild as Text;
      for (let index = 0; index < text.length; index++) {
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        const box = range.getClientRects()[0];
        if (!box || !onPage(box)) continue;
        const offset = Number(paragraph.dataset.offset) + index;
        if (shown.first < 0) shown.first = offset;
        shown.last = offset;
      }
    }
    return shown;
  });
}

/** Whether the character at `offset` of the chapter is on the page shown. */
async function expectOnPageShown(page: Page, offset: number): Promise<void> {
  const shown = await textOnPage(page);
  expect(shown.first, `the page shown starts at ${shown.first}`).toBeLessThanOrEqual(offset);
  expect(shown.last, `the page shown ends at ${shown.last}`).toBeGreaterThanOrEqual(offset);
}

test.describe('page-turn mode', () => {
  test(
    'keys turn pages, the place survives a font change, and the ends lead to the next and previous chapter',
    { tag: '@desktop-only' },
    async ({ page }, testInfo) => {
      const { book, previous, chapter, next } = await openInPages(page, 'pagekeys');
      await scroller(page).focus();
      expect(await pagePosition(page)).toMatchObject({ page: 0 });
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await pagePosition(page)).page).toBe(1);
      await page.keyboard.press('PageDown');
      await expect.poll(async () => (await pagePosition(page)).page).toBe(2);
      await page.keyboard.press('PageUp');
      await expect.poll(async () => (await pagePosition(page)).page).toBe(1);
      await page.keyboard.press(' ');
      await expect.poll(async () => (await pagePosition(page)).page).toBe(2);
      await page.keyboard.press('Shift+Space');
      await expect.poll(async () => (await pagePosition(page)).page).toBe(1);
      await page.keyboard.press('ArrowDown');
      await expect.poll(async () => (await pagePosition(page)).page).toBe(2);
      await page.keyboard.press('ArrowUp');
      await expect.poll(async () => (await pagePosition(page)).page).toBe(1);
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await pagePosition(page)).page).toBe(2);
      await screenshot(page, testInfo, 'reader-pages');

      // A smaller font: fewer pages, and the page shown still holds the text that started the page.
      const before = await pagePosition(page);
      const place = (await textOnPage(page)).first;
      const settings = await openReaderSettings(page);
      await settings.getByRole('button', { name: 'Smaller text' }).click();
      await settings.getByRole('button', { name: 'Smaller text' }).click();
      await closeReaderSettings(page);
      await expect.poll(async () => (await pagePosition(page)).count).toBeLessThan(before.count);
      const after = await pagePosition(page);
      await expectOnPageShown(page, place);
      expect(after.page).toBeGreaterThan(0);

      // On to the last page: progress reaches 100% like scrolling to the end, then the next chapter.
      await scroller(page).focus();
      for (let turned = after.page; turned < after.count - 1; turned++) await page.keyboard.press('ArrowRight');
      await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
      await page.keyboard.press('ArrowRight');
      await expect(page).toHaveURL(readerUrl(book.id, next.id));
      await expect(chapterHeading(page, next.title)).toBeVisible();
      expect(await pagePosition(page)).toMatchObject({ page: 0 });
      // The new chapter's text takes the keys once it is on screen (as when the reader opened).
      await scroller(page).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(page).toHaveURL(readerUrl(book.id, chapter.id));
      // And from the first page of a chapter back to the one before. The chapter reopens at the place
      // saved in it (its last page, once that report reached the server): turn back page by page.
      await expect(chapterHeading(page, chapter.title)).toBeVisible();
      await scroller(page).focus();
      await expect(async () => {
        await page.keyboard.press('ArrowLeft');
        await expect(page).toHaveURL(readerUrl(book.id, previous.id), { timeout: 500 });
      }).toPass({ timeout: 30_000 });
    },
  );

  test('a page that starts inside a paragraph opens again as the same page', { tag: '@desktop-only' }, async ({ page, context }) => {
    const { book, chapter } = await openInPages(page, 'pagereopen');
    await scroller(page).focus();
    let shown = await pagePosition(page);
    while (!(await textOnPage(page)).continued) {
      expect(shown.page, 'no page starts inside a paragraph').toBeLessThan(shown.count - 1);
      const next = shown.page + 1;
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await pagePosition(page)).page).toBe(next);
      shown = await pagePosition(page);
    }

    // The chapter opened again in another tab, once the place is saved (that waits for the reader to pause).
    const again = await context.newPage();
    await again.setViewportSize(page.viewportSize()!);
    await expect(async () => {
      await again.goto(readerUrl(book.id, chapter.id));
      await expect(chapterHeading(again, chapter.title)).toBeVisible();
      await expect.poll(async () => (await pagePosition(again)).page, { timeout: 3_000 }).toBe(shown.page);
    }).toPass({ timeout: 30_000 });
  });

  test(
    'the text that starts the page stays on the page shown through font and screen size changes',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await openInPages(page, 'pagereflow');
      await scroller(page).focus();
      const middle = Math.floor((await pagePosition(page)).count / 2);
      for (let turned = 0; turned < middle; turned++) await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await pagePosition(page)).page).toBe(middle);
      const place = (await textOnPage(page)).first;

      const settings = await openReaderSettings(page);
      for (let step = 0; step < 3; step++) {
        const before = await pagePosition(page);
        await settings.getByRole('button', { name: 'Smaller text' }).click();
        await expect.poll(async () => (await pagePosition(page)).count).toBeLessThan(before.count);
        await expectOnPageShown(page, place);
      }
      await closeReaderSettings(page);

      // A turn of the phone, and back: the new pages are laid out once the screen's new size is seen.
      for (const size of [
        { width: 480, height: 390 },
        { width: 390, height: 480 },
      ]) {
        await page.setViewportSize(size);
        await expect.poll(async () => scroller(page).evaluate((element) => element.clientWidth)).toBe(size.width);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        await expectOnPageShown(page, place);
      }
    },
  );

  test('taps on the sides and swipes turn pages; a tap in the middle shows the bars', { tag: '@phone-only' }, async ({ page }) => {
    await openInPages(page, 'pagetouch');
    const touch = await Touchscreen.attach(page);
    const width = page.viewportSize()!.width;

    await touch.tap({ x: width - 30, y: 240 });
    await expect.poll(async () => (await pagePosition(page)).page).toBe(1);
    await touch.swipeLeft(240);
    await expect.poll(async () => (await pagePosition(page)).page).toBe(2);
    await touch.swipeRight(240);
    await expect.poll(async () => (await pagePosition(page)).page).toBe(1);
    await touch.tap({ x: 30, y: 240 });
    await expect.poll(async () => (await pagePosition(page)).page).toBe(0);

    const toolbar = page.locator('header[aria-label="Reader toolbar"]');
    await expect(toolbar).toHaveAttribute('data-hidden', 'false');
    await touch.tap({ x: width / 2, y: 240 });
    await expect(toolbar).toHaveAttribute('data-hidden', 'true');
    expect((await pagePosition(page)).page).toBe(0);
  });

  test('the reading mode is chosen in the settings', async ({ page }) => {
    await preferEnglish(page);
    await registerReader(page, 'pagemode');
    const { book, chapters } = await freeBookWithChapters(page, 2);
    await openChapter(page, book.id, chapters[0]!, { expectHint: true });
    await expect(scroller(page)).toHaveAttribute('data-mode', 'scroll');
    const settings = await openReaderSettings(page);
    await settings.getByRole('radio', { name: 'Turn pages' }).check();
    await closeReaderSettings(page);
    await expect(scroller(page)).toHaveAttribute('data-mode', 'page');
  });
});

test.describe('scroll mode', () => {
  /** A chapter several screens long on a small window, opened in scroll mode. */
  async function openLongChapter(page: Page, prefix: string) {
    await page.setViewportSize({ width: 480, height: 400 });
    await preferEnglish(page);
    await useReadingSettings(page, { fontSize: 24, lineHeight: 2.4 });
    await registerReader(page, prefix);
    const { book, chapter } = await longChapterWithNeighbours(page);
    await openChapter(page, book.id, chapter, { expectHint: true });
  }

  /** Page Down, then the down arrow, each scroll the text further; answers where it got to. */
  async function expectKeysScrollText(page: Page): Promise<number> {
    const top = () => scroller(page).evaluate((element) => element.scrollTop);
    await page.keyboard.press('PageDown');
    await expect.poll(top).toBeGreaterThan(50);
    const afterPageDown = await top();
    await page.keyboard.press('ArrowDown');
    await expect.poll(top).toBeGreaterThan(afterPageDown);
    return top();
  }

  test('the chapter text has the keys as soon as it opens', { tag: '@desktop-only' }, async ({ page }) => {
    await openLongChapter(page, 'scrollkeys');
    await expect(scroller(page)).toBeFocused();
    const afterArrow = await expectKeysScrollText(page);
    await page.keyboard.press(' ');
    await expect.poll(() => scroller(page).evaluate((element) => element.scrollTop)).toBeGreaterThan(afterArrow);
  });

  test('the keys still move the text once the settings have closed and the focus is back on their button', { tag: '@desktop-only' }, async ({ page }) => {
    await openLongChapter(page, 'keysback');
    await openReaderSettings(page);
    await closeReaderSettings(page);
    await expect(page.getByRole('button', { name: 'Reading settings' })).toBeFocused();
    await expectKeysScrollText(page);

    // In page-turn mode the arrows and Page Down turn pages from there too.
    const settings = await openReaderSettings(page);
    await settings.getByRole('radio', { name: 'Turn pages' }).check();
    await closeReaderSettings(page);
    const shown = (await pagePosition(page)).page;
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await pagePosition(page)).page).toBe(shown + 1);
    await page.keyboard.press('PageDown');
    await expect.poll(async () => (await pagePosition(page)).page).toBe(shown + 2);
  });
});
