import { expect, test, type BrowserContextOptions, type Page, type Request } from '@playwright/test';
import {
  chapterHeading,
  chapterText,
  dismissFirstHint,
  freeBookWithChapters,
  openChapter,
  readerUrl,
  scrollReaderTo,
  useAiryText,
} from '../support/reader';
import { pagePosition, useReadingSettings } from '../support/reader-appearance';
import { graphql, operationNameOf, preferEnglish, registerReader } from '../support/session';

/** What a progress report carries (its milestone and place), or null for other requests. */
function reportOf(request: Request): { milestone: number; position: number | null } | null {
  if (operationNameOf(request) !== 'ReportReadingProgress') return null;
  const body = request.postDataJSON() as { variables?: { input?: { progressPercentage?: number; position?: number | null } } };
  return { milestone: body.variables?.input?.progressPercentage ?? 0, position: body.variables?.input?.position ?? null };
}

/**
 * Waits until a progress report saves a place past the start of the chapter, with at least
 * `milestone` percent read (the first place can go in a report of its own, before the milestone's);
 * returns the place.
 */
async function savedPlace(page: Page, action: () => Promise<void>, milestone = 0): Promise<number> {
  const saved = page.waitForResponse((response) => {
    const report = reportOf(response.request());
    return report !== null && (report.position ?? 0) > 0 && report.milestone >= milestone;
  });
  await action();
  return reportOf((await saved).request())!.position!;
}

/**
 * Where the reading area is: whether the paragraph that holds `position` is on screen, and whether
 * it is the one at the top (it can only be when the chapter scrolls that far).
 */
async function placeShown(page: Page, position: number): Promise<{ scrolled: boolean; onScreen: boolean; atTop: boolean; atEnd: boolean }> {
  return page.getByTestId('reader-scroller').evaluate((scroller, place) => {
    const frame = scroller.getBoundingClientRect();
    const all = Array.from(scroller.querySelectorAll<HTMLElement>('[data-offset]'));
    const top = all.find((paragraph) => paragraph.getBoundingClientRect().bottom > frame.top + 1);
    const holding = all.filter((paragraph) => Number(paragraph.dataset.offset) <= place).at(-1);
    const box = holding?.getBoundingClientRect();
    return {
      scrolled: scroller.scrollTop > 0,
      onScreen: box !== undefined && box.bottom > frame.top && box.top < frame.bottom,
      atTop: holding !== undefined && holding === top,
      atEnd: scroller.scrollHeight - scroller.clientHeight - scroller.scrollTop <= 2,
    };
  }, position);
}

async function expectOpenedAt(page: Page, position: number): Promise<void> {
  await expect.poll(async () => placeShown(page, position)).toMatchObject({ scrolled: true, onScreen: true });
  const shown = await placeShown(page, position);
  // At the top, unless the end of the chapter came first.
  expect(shown.atTop || shown.atEnd).toBe(true);
}

/** The longest of a free book's first chapters (it scrolls furthest) and the one after it. */
async function longChapter(page: Page) {
  const { book, chapters } = await freeBookWithChapters(page, 4);
  const lengths = await Promise.all(chapters.slice(0, 3).map(async (chapter) => (await chapterText(page, book.id, chapter.id)).length));
  const chapter = chapters[lengths.indexOf(Math.max(...lengths))]!;
  return { book, chapter };
}

test.describe('resume reading', () => {
  test('the place saved in one browser opens in another, whatever the text size', async ({ page, browser }, testInfo) => {
    await preferEnglish(page);
    await useAiryText(page);
    const reader = await registerReader(page, 'resume');
    const { book, chapter } = await longChapter(page);

    await openChapter(page, book.id, chapter, { expectHint: true });
    await page.waitForTimeout(400);
    const position = await savedPlace(page, () => scrollReaderTo(page, 0.6));
    const kept = await graphql<{ chapter: { readingProgress: { position: number } } }>(
      page,
      'query($b: ID!, $c: ID!) { chapter(bookId: $b, chapterId: $c) { readingProgress { position } } }',
      { b: book.id, c: chapter.id },
    );
    expect(kept.chapter.readingProgress.position).toBe(position);

    // Another device: another screen width and text size, signed in as the same reader.
    const other = await browser.newContext({ ...(testInfo.project.use as BrowserContextOptions), viewport: { width: 480, height: 800 } });
    try {
      const second = await other.newPage();
      await preferEnglish(second);
      await second.addInitScript(() => {
        window.localStorage.setItem(
          'readingSettings',
          JSON.stringify({ fontSize: 20, lineHeight: 2.4, fontColor: '#000000', backgroundColor: '#ffffff', opacity: 1 }),
        );
      });
      await graphql(second, 'mutation($input: LoginInput!) { login(input: $input) { user { id } } }', {
        input: { username: reader.username, password: reader.password },
      });
      await second.goto(readerUrl(book.id, chapter.id));
      await expect(chapterHeading(second, chapter.title)).toBeVisible();
      await dismissFirstHint(second);
      await expectOpenedAt(second, position);
    } finally {
      await other.close();
    }
  });

  test('the continue-reading shelf and the continue button open the chapter at the place it was left', async ({ page }, testInfo) => {
    await preferEnglish(page);
    await useAiryText(page);
    await registerReader(page, 'shelf');
    const { book, chapter } = await longChapter(page);

    await openChapter(page, book.id, chapter, { expectHint: true });
    await page.waitForTimeout(400);
    const position = await savedPlace(page, () => scrollReaderTo(page, 0.5), 50);

    await page.goto('/');
    const shelf = page.getByRole('region', { name: 'Continue reading' });
    const entry = shelf.getByRole('link', { name: new RegExp(`^${book.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(chapter.title);
    await expect(entry).toContainText('50% read');
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`chapter=${chapter.id}&at=\\d+$`));
    const opened = Number(new URL(page.url()).searchParams.get('at'));
    expect(Math.abs(opened - position)).toBeLessThan(200);
    await expect(chapterHeading(page, chapter.title)).toBeVisible();
    await expectOpenedAt(page, opened);

    // The novel page's continue button (desktop: phones choose in a sheet) opens the same place.
    if (testInfo.project.name === 'desktop') {
      await page.goto(`/novel/${encodeURIComponent(book.id)}`);
      await page.getByRole('button', { name: 'Continue reading' }).click();
      await expect(chapterHeading(page, chapter.title)).toBeVisible();
      await expectOpenedAt(page, opened);
    }
  });

  test('in page-turn mode the saved place opens on the page that holds it', async ({ page, browser }, testInfo) => {
    await preferEnglish(page);
    await useAiryText(page);
    const reader = await registerReader(page, 'pagedresume');
    const { book, chapter } = await longChapter(page);
    // A narrow first screen scrolls far, so the place saved lies well past the second screen's first
    // page whatever the fonts (without CJK fonts a wide screen holds most of the chapter at once).
    await page.setViewportSize({ width: 390, height: 700 });
    await openChapter(page, book.id, chapter, { expectHint: true });
    await page.waitForTimeout(400);
    const position = await savedPlace(page, () => scrollReaderTo(page, 0.6));

    const other = await browser.newContext({ ...(testInfo.project.use as BrowserContextOptions), viewport: { width: 390, height: 520 } });
    try {
      const second = await other.newPage();
      await preferEnglish(second);
      await useReadingSettings(second, { fontSize: 22, lineHeight: 2.2, mode: 'page' });
      await graphql(second, 'mutation($input: LoginInput!) { login(input: $input) { user { id } } }', {
        input: { username: reader.username, password: reader.password },
      });
      await second.goto(readerUrl(book.id, chapter.id));
      await expect(chapterHeading(second, chapter.title)).toBeVisible();
      await dismissFirstHint(second);
      // Past the first page, and the paragraph holding the place is on the page shown.
      await expect.poll(async () => (await pagePosition(second)).page).toBeGreaterThan(0);
      const shown = await second.getByTestId('reader-scroller').evaluate((scroller, place) => {
        const frame = scroller.getBoundingClientRect();
        const holding = Array.from(scroller.querySelectorAll<HTMLElement>('[data-offset]'))
          .filter((paragraph) => Number(paragraph.dataset.offset) <= place)
          .at(-1);
        return Array.from(holding?.getClientRects() ?? []).some((box) => box.right > frame.left + 1 && box.left < frame.right - 1);
      }, position);
      expect(shown).toBe(true);
    } finally {
      await other.close();
    }
  });
});
