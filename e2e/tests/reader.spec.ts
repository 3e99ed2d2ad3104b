import { expect, test, type Page } from '@playwright/test';
import {
  balance,
  blankChapter,
  chapterHeading,
  chapterText,
  coinBurstsSeen,
  countCoinBursts,
  dismissFirstHint,
  freeBookWithChapters,
  openChapter,
  readerScrollRange,
  readerUrl,
  scrollReaderTo,
  startReadingThroughApi,
  useAiryText,
} from '../support/reader';
import { preferEnglish, registerReader, screenshot, graphqlRequests, operationNameOf } from '../support/session';
import { Touchscreen } from '../support/touch';

const toolbar = (page: Page) => page.locator('header[aria-label="Reader toolbar"]');
const bottomNav = (page: Page) => page.getByRole('navigation', { name: 'Chapter navigation' });
const article = (page: Page) => page.getByTestId('reader-scroller').getByRole('article');
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test.describe('reader', () => {
  test('reading a chapter to the end pays the first-read reward and +5 once and updates the balance', async ({ page }, testInfo) => {
    await preferEnglish(page);
    await useAiryText(page);
    await registerReader(page, 'read');
    const { book, chapters } = await freeBookWithChapters(page, 6);
    // The longest of the first chapters scrolls furthest.
    const lengths = await Promise.all(chapters.map(async (chapter: { id: string }) => (await chapterText(page, book.id, chapter.id)).length));
    const chapter = chapters[lengths.indexOf(Math.max(...lengths))]!;

    await openChapter(page, book.id, chapter, { expectHint: true });
    await countCoinBursts(page);
    // Opening pays nothing yet: rewards wait for reading time on the chapter.
    await expect(page.getByRole('img', { name: 'Balance: 0 coins' })).toBeVisible();
    await screenshot(page, testInfo, 'reader');
    expect(await readerScrollRange(page)).toBeGreaterThan(200);

    // The server pays only after the chapter has been read a moment (1 s in this stack): then the
    // 20% report pays the first-read reward (a toast) and the chapter reward (the animation).
    await page.waitForTimeout(1200);
    await scrollReaderTo(page, 0.35);
    const burst = page.getByTestId('coin-burst');
    await expect(burst).toBeVisible();
    await expect(burst).toContainText('+5');
    await expect(page.getByText('First-read reward: +10 coins')).toBeVisible();
    await expect(page.getByTestId('reader-balance')).toHaveAccessibleName('Balance: 15 coins');
    await expect(burst).toBeHidden();

    await scrollReaderTo(page, 0.7);
    await scrollReaderTo(page, 1);
    await expect(page.getByRole('navigation', { name: 'End of chapter' }).getByText('Chapter finished')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Reading progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(await balance(page)).toBe(15);
    // One animation for the whole chapter view, however many reports followed.
    await page.waitForTimeout(500);
    expect(await coinBurstsSeen(page)).toEqual([expect.stringContaining('+5')]);
  });

  test('a reward waiting for reading time: the clock on another chapter, then a countdown, then paid without scrolling @any-screen', async ({ page }, testInfo) => {
    await preferEnglish(page);
    await useAiryText(page);
    await registerReader(page, 'clock');
    const { book, chapters } = await freeBookWithChapters(page, 1);
    // Another novel, already read a moment (its first-read reward is paid): the clock is parked there.
    const other = await freeBookWithChapters(page, 2, 1);
    const parked = other.chapters[1]!;
    await startReadingThroughApi(page, other.book.id, other.chapters[0]!.id);
    await page.waitForTimeout(1100);
    await startReadingThroughApi(page, other.book.id, parked.id);
    expect(await balance(page)).toBe(10);

    // Right after the reader opens the chapter, another device opens the parked one again, so this
    // chapter's time stands still.
    let moved = false;
    await page.route(graphqlRequests, async (route) => {
      if (moved || operationNameOf(route.request()) !== 'StartReading') return route.fallback();
      moved = true;
      const response = await route.fetch();
      await startReadingThroughApi(page, other.book.id, parked.id);
      await route.fulfill({ response });
    });
    await openChapter(page, book.id, chapters[0]!, { expectHint: true });
    await countCoinBursts(page);
    await scrollReaderTo(page, 0.35);
    const note = page.getByTestId('reading-time-note');
    await expect(note).toContainText('Reading time counts only for the chapter opened last');
    expect(await balance(page)).toBe(10);
    await screenshot(page, testInfo, 'reader-clock-elsewhere');

    // Back on this page: the chapter is opened again, and the opening says how long the reward still
    // needs. The 20% report goes again when that time is over (and the spacing between reports, 2 s
    // on phones, has passed).
    await page.waitForTimeout(2100);
    await note.getByRole('button', { name: 'Count my time here' }).click();
    await expect(note).toContainText(/Keep reading: reward in \d+ s|Reading reward on its way/);
    // Paid when the time is up, without scrolling further.
    const burst = page.getByTestId('coin-burst');
    await expect(burst).toContainText('+5');
    await expect(page.getByText('First-read reward: +10 coins')).toBeVisible();
    await expect(page.getByTestId('reader-balance')).toHaveAccessibleName('Balance: 25 coins');
    await expect(note).toBeHidden();
    expect(await balance(page)).toBe(25);
    expect(await coinBurstsSeen(page)).toEqual([expect.stringContaining('+5')]);
  });

  test('back from the reader, then from the novel, returns to the search the novel was found in', { tag: '@desktop-only' }, async ({ page }) => {
    await preferEnglish(page);
    await registerReader(page, 'origin');
    const { book, chapters } = await freeBookWithChapters(page, 3);
    await page.goto(`/search?q=${encodeURIComponent(book.title)}`);
    await page.getByRole('link', { name: book.title }).first().click();
    await expect(page).toHaveURL(`/novel/${book.id}`);
    await page.getByRole('region', { name: 'Chapters' }).getByRole('button', { name: startsWith(chapters[0]!.title) }).click();
    await expect(chapterHeading(page, chapters[0]!.title)).toBeVisible();
    await dismissFirstHint(page);
    // A turn replaces the address; the way back still knows the search.
    await page.keyboard.press('ArrowRight');
    await expect(chapterHeading(page, chapters[1]!.title)).toBeVisible();
    await toolbar(page).getByRole('button', { name: 'Back to book details' }).click();
    await expect(page).toHaveURL(`/novel/${book.id}`);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(book.title)}`);
  });

  test('next and previous chapter with the buttons and the arrow keys', { tag: '@desktop-only' }, async ({ page }) => {
    await preferEnglish(page);
    await registerReader(page, 'keys');
    const { book, chapters } = await freeBookWithChapters(page, 4);
    const [, second, third] = chapters as [unknown, (typeof chapters)[0], (typeof chapters)[0]];

    await openChapter(page, book.id, second, { expectHint: true });
    // The book's words carry their own language in the English interface (the seed has books in both).
    const titleLanguage = /[\u4e00-\u9fff]/.test(second.title) ? 'zh-CN' : 'en-US';
    await expect(toolbar(page).getByText(second.title, { exact: true })).toHaveAttribute('lang', titleLanguage);
    // The tip in the bottom bar changes every 3 s.
    const tip = bottomNav(page).locator('p');
    const firstTip = await tip.textContent();
    await expect(tip).not.toHaveText(firstTip ?? '', { timeout: 4500 });
    await page.keyboard.press('ArrowRight');
    await expect(chapterHeading(page, third.title)).toBeVisible();
    await expect(page).toHaveURL(readerUrl(book.id, third.id));
    await page.keyboard.press('ArrowLeft');
    await expect(chapterHeading(page, second.title)).toBeVisible();
    await expect(page).toHaveURL(readerUrl(book.id, second.id));

    await bottomNav(page).getByRole('button', { name: 'Next chapter' }).click();
    await expect(chapterHeading(page, third.title)).toBeVisible();
    await bottomNav(page).getByRole('button', { name: 'Previous chapter' }).click();
    await expect(chapterHeading(page, second.title)).toBeVisible();

    // The chapter list jumps anywhere and marks the chapter being read.
    await toolbar(page).getByRole('button', { name: 'Chapter list' }).click();
    const list = page.getByRole('dialog', { name: 'Chapters' });
    await expect(list.getByRole('link', { name: startsWith(second.title) })).toHaveAttribute('aria-current', 'page');
    await expect(list.getByText(second.title, { exact: true })).toHaveAttribute('lang', titleLanguage);
    await list.getByRole('link', { name: startsWith(chapters[3]!.title) }).click();
    await expect(chapterHeading(page, chapters[3]!.title)).toBeVisible();

    // Clicking the page hides and shows the bars; back goes to the detail page.
    await article(page).click({ position: { x: 30, y: 130 } });
    await expect(toolbar(page)).toHaveAttribute('data-hidden', 'true');
    await article(page).click({ position: { x: 30, y: 130 } });
    await expect(toolbar(page)).toHaveAttribute('data-hidden', 'false');
    await toolbar(page).getByRole('button', { name: 'Back to book details' }).click();
    await expect(page).toHaveURL(`/novel/${book.id}`);
  });

  test('touch gestures: swipe, tap, long press and pinch', { tag: '@phone-only' }, async ({ page }, testInfo) => {
    await preferEnglish(page);
    await registerReader(page, 'swipe');
    const { book, chapters } = await freeBookWithChapters(page, 4);
    const [, second, third] = chapters as [unknown, (typeof chapters)[0], (typeof chapters)[0]];
    const touch = await Touchscreen.attach(page);

    await openChapter(page, book.id, second, { expectHint: true });
    await touch.swipeLeft();
    await expect(chapterHeading(page, third.title)).toBeVisible();
    await expect(page).toHaveURL(readerUrl(book.id, third.id));
    await touch.swipeRight();
    await expect(chapterHeading(page, second.title)).toBeVisible();
    await expect(page).toHaveURL(readerUrl(book.id, second.id));

    await expect(toolbar(page)).toHaveAttribute('data-hidden', 'false');
    await touch.tap();
    await expect(toolbar(page)).toHaveAttribute('data-hidden', 'true');
    await touch.tap();
    await expect(toolbar(page)).toHaveAttribute('data-hidden', 'false');

    await touch.longPress();
    const settings = page.getByRole('dialog', { name: 'Reading settings' });
    await expect(settings).toBeVisible();
    await settings.getByRole('button', { name: 'Close settings' }).click();
    await expect(settings).toBeHidden();

    await expect(article(page)).toHaveCSS('font-size', '16px');
    await touch.pinch(1.3);
    await expect(article(page)).toHaveCSS('font-size', '20px');
    await touch.pinch(3);
    await expect(article(page)).toHaveCSS('font-size', '24px');
    await touch.pinch(0.4);
    await expect(article(page)).toHaveCSS('font-size', '12px');
    await screenshot(page, testInfo, 'reader-gestures');
  });

  test('reading settings apply at once and survive a reload', async ({ page }, testInfo) => {
    await preferEnglish(page);
    await registerReader(page, 'look');
    const { book, chapters } = await freeBookWithChapters(page, 2);
    await openChapter(page, book.id, chapters[0]!, { expectHint: true });
    await expect(article(page)).toHaveCSS('font-size', '16px');

    await toolbar(page).getByRole('button', { name: 'Reading settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Reading settings' });
    await settings.getByRole('button', { name: 'Larger text' }).click();
    await settings.getByRole('button', { name: 'Larger text' }).click();
    await settings.getByRole('button', { name: 'Looser lines' }).click();
    await settings.getByRole('radio', { name: 'Night', exact: true }).check();
    await settings.getByRole('radio', { name: 'Silver' }).check();
    await settings.getByRole('button', { name: 'More transparent' }).click();
    await expect(settings.getByRole('group', { name: 'Font size' })).toContainText('20px');
    await screenshot(page, testInfo, 'reader-settings');
    await settings.getByRole('button', { name: 'Close settings' }).click();

    const check = async () => {
      await expect(article(page)).toHaveCSS('font-size', '20px');
      await expect(article(page)).toHaveCSS('color', 'rgb(214, 214, 214)');
      await expect(article(page)).toHaveCSS('opacity', '0.9');
      await expect(article(page)).toHaveCSS('line-height', '36px');
      await expect(page.getByTestId('reader-scroller').locator('..')).toHaveCSS('background-color', 'rgb(18, 18, 18)');
    };
    await check();
    await screenshot(page, testInfo, 'reader-night');
    await page.reload();
    await expect(chapterHeading(page, chapters[0]!.title)).toBeVisible();
    // The hint was for the first visit of this book only.
    await expect(page.getByRole('dialog', { name: 'How to read' })).toBeHidden();
    await check();

    // The next chapter keeps them too, and reset brings the defaults back.
    await bottomNav(page).getByRole('button', { name: 'Next chapter' }).click();
    await expect(chapterHeading(page, chapters[1]!.title)).toBeVisible();
    await check();
    await toolbar(page).getByRole('button', { name: 'Reading settings' }).click();
    await page.getByRole('dialog', { name: 'Reading settings' }).getByRole('button', { name: 'Reset to defaults' }).click();
    await page.getByRole('dialog', { name: 'Reading settings' }).getByRole('button', { name: 'Close settings' }).click();
    await expect(article(page)).toHaveCSS('font-size', '16px');
    await expect(article(page)).toHaveCSS('color', 'rgb(0, 0, 0)');
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('readingSettings') ?? 'null'));
    expect(stored).toEqual({
      fontSize: 16,
      lineHeight: 1.6,
      fontColor: '#000000',
      backgroundColor: '#ffffff',
      opacity: 1,
      theme: 'custom',
      mode: 'scroll',
      voice: null,
      speechRate: 1,
    });
  });

  test('the chapter text is cached locally and the next chapter is fetched ahead @any-screen', async ({ page }) => {
    await preferEnglish(page);
    await registerReader(page, 'cache');
    const { book, chapters } = await freeBookWithChapters(page, 3);
    await openChapter(page, book.id, chapters[0]!, { expectHint: true });
    const keys = async () => page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('chapter:')).sort());
    await expect.poll(keys).toEqual([`chapter:${book.id}:${chapters[0]!.id}`, `chapter:${book.id}:${chapters[1]!.id}`].sort());
    const cached = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'), `chapter:${book.id}:${chapters[1]!.id}`);
    expect(cached.content).toBe(await chapterText(page, book.id, chapters[1]!.id));
  });

  test('the first-chapter hint shows once per book, also when the reader leaves without closing it @any-screen', async ({ page }) => {
    await preferEnglish(page);
    await registerReader(page, 'hint');
    const { book, chapters } = await freeBookWithChapters(page, 2);
    await openChapter(page, book.id, chapters[0]!);
    await expect(page.getByRole('dialog', { name: 'How to read' })).toBeVisible();
    await page.reload();
    await expect(chapterHeading(page, chapters[0]!.title)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'How to read' })).toBeHidden();
  });

  test('an unknown chapter shows the load error with a way back @any-screen', async ({ page }) => {
    await preferEnglish(page);
    await registerReader(page, 'lost');
    const { book } = await freeBookWithChapters(page, 1);
    await page.goto(readerUrl(book.id, '99999999'));
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('button', { name: 'Back to book details' }).last().click();
    await expect(page).toHaveURL(`/novel/${book.id}`);
  });
});

test('a chapter without text says it is not updated yet, in both languages @any-screen', async ({ page }) => {
  await registerReader(page, 'blank');
  const { book, chapter } = await blankChapter(page);
  await page.goto(readerUrl(book.id, chapter.id));
  await page.getByRole('button', { name: '知道了' }).click();
  await expect(page.getByText('章节内容暂未更新，请稍后再试')).toBeVisible();
  await page.evaluate(() => window.localStorage.setItem('language', 'en-US'));
  await page.reload();
  await expect(page.getByText('Chapter content is not updated yet, please try again later')).toBeVisible();
});

test('the reader opens the first chapter when none is given', async ({ page }) => {
  await preferEnglish(page);
  await registerReader(page, 'first');
  const { book, chapters } = await freeBookWithChapters(page, 1);
  await page.goto(`/novel/${book.id}/read`);
  await expect(page).toHaveURL(readerUrl(book.id, chapters[0]!.id));
  await dismissFirstHint(page);
  await expect(chapterHeading(page, chapters[0]!.title)).toBeVisible();
});
