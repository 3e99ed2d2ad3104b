import { expect, test, type Page } from '@playwright/test';
import { bookWithBlankChapter, bookWithChapters, searchKeyword } from '../support/catalog';
import { finishChaptersThroughApi } from '../support/reader';
import { graphql, preferEnglish, registerReader, screenshot } from '../support/session';

const hotList = (page: Page) => page.getByRole('list', { name: 'Hot recommendations' });
const cards = (page: Page) => hotList(page).getByRole('listitem');
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test.describe('novel detail', () => {
  test('open a novel from home and come back to the same list and scroll position', async ({ page }, testInfo) => {
    await preferEnglish(page);
    await registerReader(page);
    await page.goto('/');
    await expect(cards(page)).toHaveCount(30);

    let index: number;
    if (testInfo.project.name === 'phone') {
      // Load a second page of the feed, then open a novel from it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(cards(page)).toHaveCount(60);
      index = 41;
    } else {
      await page.getByLabel('Per page').selectOption('10');
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 3', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page');
      // Page 1's cards stay on screen (the list busy) until page 3 arrives and replaces them.
      await expect(hotList(page)).not.toHaveAttribute('aria-busy', 'true');
      index = 9;
    }
    const card = cards(page).nth(index);
    await card.scrollIntoViewIfNeeded();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(/\/novel\/\d+$/);
    const saved = await page.evaluate(() => JSON.parse(window.localStorage.getItem('homepage_cache') ?? 'null'));
    expect(saved.fromNovelClick).toBe(true);
    expect(saved.scrollPosition).toBeGreaterThan(0);
    // The detail page starts at the top.
    await expect.poll(() => scrollY(page)).toBe(0);

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(cards(page).nth(index)).toContainText(title);
    await expect.poll(() => scrollY(page)).toBe(saved.scrollPosition);
    await expect(cards(page).nth(index)).toBeInViewport();
    if (testInfo.project.name === 'phone') await expect(cards(page)).toHaveCount(60);
    else await expect(page.getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page');

    // A reload within ten minutes restores the list from localStorage as well.
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goto('/');
    await expect(cards(page).nth(index)).toContainText(title);
    await expect(cards(page).nth(index)).toBeInViewport();
  });

  test('shows the novel, its ordered chapters and opens the first unread one', async ({ page }, testInfo) => {
    await preferEnglish(page);
    await registerReader(page);
    const book = await bookWithChapters(page, 12);
    const detail = await graphql<{ book: { chapters: { items: { id: string; title: string; number: number }[] } } }>(
      page,
      'query($id: ID!) { book(id: $id) { chapters(page: 1, pageSize: 50) { items { id title number } } } }',
      { id: book.id },
    );
    const chapters = [...detail.book.chapters.items].sort((a, b) => a.number - b.number);

    await page.goto(`/novel/${book.id}`);
    await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
    await expect(page.getByText(book.author, { exact: true })).toBeVisible();
    // The book's own words carry its language in the English interface: title, tags.
    const bookLanguage = await page.getByRole('heading', { level: 1, name: book.title }).getAttribute('lang');
    for (const tag of await page.getByRole('list', { name: 'Tags' }).getByRole('listitem').all()) await expect(tag).toHaveAttribute('lang', bookLanguage!);
    await expect(page.getByText('Published')).toBeVisible();
    await expect(page.getByText('Views')).toBeVisible();
    await expect(page.getByRole('img', { name: `Cover of ${book.title}` })).toBeVisible();
    const list = page.getByRole('region', { name: 'Chapters' }).getByRole('listitem');
    await expect(list).toHaveCount(10);
    await expect(list).toHaveText(chapters.slice(0, 10).map((chapter) => startsWith(chapter.title)));
    await screenshot(page, testInfo, 'novel-detail');

    const showAll = page.getByRole('button', { name: /^Show (all|the first) \d+ chapters$/ });
    await expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await showAll.click();
    await expect(list).toHaveCount(Math.min(chapters.length, 50));
    await page.getByRole('button', { name: 'Show fewer' }).click();
    await expect(list).toHaveCount(10);

    // Mark the first two chapters read: start reading moves on to the third.
    await finishChaptersThroughApi(
      page,
      chapters.slice(0, 2).map((chapter) => ({ bookId: book.id, chapterId: chapter.id })),
    );
    await page.reload();
    await expect(list.first()).toContainText('Read');
    const start = page.getByRole('button', { name: 'Continue reading' });
    await start.click();
    if (testInfo.project.name === 'phone') {
      const sheet = page.getByRole('dialog', { name: 'Choose a chapter' });
      await expect(sheet).toBeVisible();
      await sheet.getByRole('button', { name: `Continue reading: ${chapters[2]!.title}` }).click();
    }
    await expect(page).toHaveURL(`/novel/${book.id}/read?chapter=${chapters[2]!.id}`);
  });

  test('a chapter without content is refused before the reader opens @any-screen', async ({ page }) => {
    await preferEnglish(page);
    await registerReader(page);
    const found = await bookWithBlankChapter(page);
    // The seeded catalog is deterministic and always has such chapters (about 5% of books).
    expect(found, 'a book with a blank chapter among its first 50').not.toBeNull();
    const { book, chapter } = found!;
    await page.goto(`/novel/${book.id}`);
    await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
    const showAll = page.getByRole('button', { name: /^Show (all|the first) \d+ chapters$/ });
    const chapterButton = page.getByRole('button', { name: startsWith(chapter.title) });
    // The heading shows from the novel's card before the chapter list has come: wait for the list.
    await expect(chapterButton.or(showAll).first()).toBeVisible();
    if (await showAll.isVisible()) await showAll.click();
    await chapterButton.click();
    await expect(page.getByText('Chapter content is not updated yet, please try again later')).toBeVisible();
    await expect(page).toHaveURL(`/novel/${book.id}`);
  });

  test('back goes to the search it came from, keeping the query', async ({ page }) => {
    await preferEnglish(page);
    await registerReader(page);
    const { keyword, title } = await searchKeyword(page, 'english');
    await page.goto(`/search?q=${encodeURIComponent(keyword)}`);
    await page.getByRole('link', { name: title }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(keyword)}`);
    await expect(page.getByRole('searchbox', { name: 'Search novels' })).toHaveValue(keyword);
  });

  test('share copies the link when the Web Share API is missing @any-screen', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await preferEnglish(page);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await registerReader(page);
    await page.goto('/novel/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/novel\/1$/);
  });

  test('an unknown novel shows "not found" with a way back @any-screen', async ({ page }) => {
    await preferEnglish(page);
    await registerReader(page);
    await page.goto('/novel/999999');
    await expect(page.getByRole('alert')).toContainText('not found');
    // The page keeps a main heading for screen readers: the bar's, as there is no book to name.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Novel details');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    // An id no novel can have (a broken link) is no novel either, not a form to check.
    for (const id of ['abc', '0']) {
      await page.goto(`/novel/${id}`);
      await expect(page.getByRole('alert')).toContainText('not found');
    }
  });
});
