import { expect, test, type Page } from '@playwright/test';
import { catalogPage, searchKeyword } from '../support/catalog';
import { graphql, graphqlRequests, operationNameOf, operationVariablesOf, preferEnglish, registerReader, screenshot } from '../support/session';

const hotList = (page: Page) => page.getByRole('list', { name: 'Hot recommendations' });
const cards = (page: Page) => hotList(page).getByRole('listitem');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages' });

test.describe('home', () => {
  // Numbered pages are the desktop layout: the phone project leaves @desktop-only tests out.
  test('desktop: numbered pages with up to five buttons and a page-size selector', { tag: '@desktop-only' }, async ({ page }, testInfo) => {
    await preferEnglish(page);
    await registerReader(page);
    await page.goto('/');
    await expect(cards(page)).toHaveCount(30);
    await expect(pager(page).getByRole('button', { name: /^Page \d+$/ })).toHaveText(['1', '2', '3', '4']);
    await expect(page.getByLabel('Per page')).toHaveValue('30');
    await screenshot(page, testInfo, 'home');

    await page.getByLabel('Per page').selectOption('10');
    await expect(cards(page)).toHaveCount(10);
    await expect(pager(page).getByRole('button', { name: /^Page \d+$/ })).toHaveText(['1', '2', '3', '4', '5']);

    await pager(page).getByRole('button', { name: 'Page 3', exact: true }).click();
    await expect(pager(page).getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page');
    const third = await catalogPage(page, 3, 10);
    await expect(cards(page).first()).toContainText(third[0]!.title);
    await expect(cards(page).last()).toContainText(third[9]!.title);

    await pager(page).getByRole('button', { name: 'Next page' }).click();
    await expect(pager(page).getByRole('button', { name: 'Page 4', exact: true })).toHaveAttribute('aria-current', 'page');
    // The window of five follows the current page.
    await expect(pager(page).getByRole('button', { name: /^Page \d+$/ })).toHaveText(['2', '3', '4', '5', '6']);

    await pager(page).getByRole('button', { name: 'Previous page' }).click();
    await pager(page).getByRole('button', { name: 'Previous page' }).click();
    await pager(page).getByRole('button', { name: 'Previous page' }).click();
    await expect(pager(page).getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(pager(page).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    // Page size 6 gives 20 pages; the last page disables "next".
    await page.getByLabel('Per page').selectOption('6');
    await expect(cards(page)).toHaveCount(6);
    await expect(page.getByText('Page 1 of 20')).toBeVisible();
  });

  // Infinite scroll is the phone layout: the desktop project leaves @phone-only tests out.
  test('phone: two columns and infinite scroll to the end', { tag: '@phone-only' }, async ({ page }, testInfo) => {
    await preferEnglish(page);
    await registerReader(page);
    await page.goto('/');
    await expect(cards(page)).toHaveCount(30);
    await expect(page.getByRole('button', { name: /Open user menu/ })).toBeVisible();
    await expect(pager(page)).toHaveCount(0);
    const [first, second] = await cards(page).evaluateAll((items) => items.slice(0, 2).map((item) => item.getBoundingClientRect().top));
    expect(first).toBe(second);
    await screenshot(page, testInfo, 'home');

    for (const expected of [60, 90, 120]) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(cards(page)).toHaveCount(expected);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByText("That's everything")).toBeVisible();
    const all = [...(await catalogPage(page, 1, 100)), ...(await catalogPage(page, 2, 100))];
    await expect(cards(page).nth(119)).toContainText(all[119]!.title);
  });

  test('phone: a tab opened from far down the home list starts at its top', { tag: '@phone-only' }, async ({ page }) => {
    await preferEnglish(page);
    await registerReader(page);
    await page.goto('/');
    await expect(cards(page)).toHaveCount(30);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(cards(page)).toHaveCount(60);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // By then home has preloaded the Tasks tab, which shows at once, without a spinner between.
    await page.getByRole('navigation', { name: 'Tab bar' }).getByRole('link', { name: 'Me', exact: true }).click();
    await expect(page).toHaveURL(/\/tasks$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a keyboard user who opens a novel from home goes on from the new screen, not from the page start @any-screen', async ({ page }) => {
    await preferEnglish(page);
    await registerReader(page);
    await page.goto('/');
    await expect(cards(page)).toHaveCount(30);
    await cards(page).first().getByRole('link').first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/novel\/\d+$/);
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('phone: an address with a trailing slash shows its tab with the tab bar', { tag: '@phone-only' }, async ({ page }) => {
    await preferEnglish(page);
    await registerReader(page);
    await page.goto('/tasks/?from=link');
    await expect(page).toHaveURL(/\/tasks\?from=link$/);
    await expect(page.getByRole('navigation', { name: 'Tab bar' }).getByRole('link', { name: 'Me', exact: true })).toBeVisible();
  });

  test('a card shows at most two tags of at most ten characters', async ({ page }) => {
    await preferEnglish(page);
    await registerReader(page);
    await page.goto('/');
    await expect(cards(page).first()).toBeVisible();
    const tagLists = await cards(page).evaluateAll((items) =>
      items.map((item) => Array.from(item.querySelectorAll('[data-tag]'), (tag) => tag.textContent ?? '')),
    );
    expect(tagLists.length).toBeGreaterThan(0);
    for (const tags of tagLists) {
      expect(tags.length).toBeLessThanOrEqual(2);
      for (const tag of tags) expect(Array.from(tag).length).toBeLessThanOrEqual(10);
    }
    // Some seeded books have more than two tags: the cut is really applied.
    expect(tagLists.some((tags) => tags.length === 2)).toBe(true);
  });

  test('the home search refuses blank text and opens /search with the trimmed, encoded query', async ({ page }) => {
    await preferEnglish(page);
    await registerReader(page);
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search novels' });
    await box.fill('   ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('please enter search content');
    await expect(page).toHaveURL(/\/$/);

    await box.fill('  love & war  ');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=love%20%26%20war$/);
  });
});

test.describe('search', () => {
  test('a Chinese keyword from a real title finds that book (Chinese interface)', async ({ page }, testInfo) => {
    await registerReader(page);
    const { keyword, title } = await searchKeyword(page, 'chinese');
    await page.goto('/');
    await page.getByRole('searchbox', { name: '搜索小说' }).fill(` ${keyword} `);
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(keyword)}`);
    await expect(page.getByRole('searchbox', { name: '搜索小说' })).toHaveValue(keyword);
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `“${keyword}”的搜索结果` })).toBeVisible();
    await screenshot(page, testInfo, 'search');

    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an English keyword, filters, sort, an empty result and a disabled blank submit', async ({ page }) => {
    await preferEnglish(page);
    await registerReader(page);
    const { keyword, title } = await searchKeyword(page, 'english');
    const searches: Array<Record<string, unknown>> = [];
    page.on('request', (request) => {
      if (graphqlRequests.test(request.url()) && operationNameOf(request) === 'SearchResults') searches.push(operationVariablesOf(request));
    });
    await page.goto(`/search?q=${encodeURIComponent(keyword)}`);
    const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    const count = await results.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(20);
    // Two columns.
    if (count > 1) {
      const tops = await results.evaluateAll((items) => items.slice(0, 2).map((item) => item.getBoundingClientRect().top));
      expect(tops[0]).toBe(tops[1]);
    }

    await page.getByLabel('Sort by').selectOption('createdAt');
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    await expect.poll(() => searches.some((variables) => variables.sort === 'CREATED_AT')).toBe(true);
    await page.getByLabel('Category').selectOption('wuxia');
    await expect(page.getByLabel('Category')).toHaveValue('wuxia');
    await expect.poll(() => searches.some((variables) => variables.sort === 'CREATED_AT' && variables.genre === 'WUXIA')).toBe(true);
    // The filters are in the address: a reload keeps them.
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(keyword)}&category=wuxia&sort=createdAt`);
    await page.reload();
    await expect(page.getByLabel('Category')).toHaveValue('wuxia');
    await expect(page.getByLabel('Sort by')).toHaveValue('createdAt');
    await expect(page.getByRole('status').filter({ hasText: `Results for “${keyword}”` })).toBeVisible();

    const box = page.getByRole('searchbox', { name: 'Search novels' });
    const submit = page.getByRole('button', { name: 'Search', exact: true });
    await box.fill('   ');
    await expect(submit).toBeDisabled();
    await box.fill('zzqxv nothing like this');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL(/q=zzqxv%20nothing%20like%20this/);
    await expect(page.getByText('no results, try other keywords')).toBeVisible();
  });

  test('a long result list loads 20 at a time as it scrolls', async ({ page }) => {
    await preferEnglish(page);
    await registerReader(page);
    // A common word that more than a page of books match (asked of the BFF first).
    let keyword: { text: string; total: number } | undefined;
    for (const candidate of ['the', '的', 'of', '天']) {
      const found = await graphql<{ searchBooks: { total: number } }>(page, `{ searchBooks(query: "${candidate}", pageSize: 1) { total } }`);
      if (found.searchBooks.total > 20) {
        keyword = { text: candidate, total: found.searchBooks.total };
        break;
      }
    }
    expect(keyword, 'a word more than 20 books match').toBeDefined();
    await page.goto(`/search?q=${encodeURIComponent(keyword!.text)}`);
    const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
    await expect(results).toHaveCount(20);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(results).toHaveCount(Math.min(keyword!.total, 40));
  });
});

test.describe('book list', () => {
  test('category chips, 10 a page, and a search that runs only when not blank', async ({ page }, testInfo) => {
    await preferEnglish(page);
    await registerReader(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Browse by category' }).click();
    await expect(page).toHaveURL(/\/books$/);
    const books = page.getByRole('list', { name: 'Books' }).getByRole('listitem');
    await expect(books).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('120 novels')).toBeVisible();
    await screenshot(page, testInfo, 'book-list');

    await page.getByRole('button', { name: 'Fantasy & Magic' }).click();
    await expect(page.getByRole('button', { name: 'Fantasy & Magic' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/category=FANTASY_MAGIC/);
    await expect(page.getByText('120 novels')).toHaveCount(0);
    await expect(books).toHaveCount(10);

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');

    const box = page.getByRole('searchbox', { name: 'Search novels' });
    await box.fill('  ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter search keywords');
    await expect(page).toHaveURL(/category=FANTASY_MAGIC/);

    const { keyword, title } = await searchKeyword(page, 'english');
    await box.fill(keyword);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { name: `Results for “${keyword}”` })).toBeVisible();
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    expect(await books.count()).toBeLessThanOrEqual(10);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('category names are Chinese in the Chinese interface @any-screen', async ({ page }) => {
    await registerReader(page);
    await page.goto('/books');
    for (const name of ['全部', '都市言情', '玄幻奇幻', '历史军事', '科幻未来', '悬疑推理']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
  });
});
