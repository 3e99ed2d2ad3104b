import { expect, test, type Page } from '@playwright/test';
import { holdRequests } from '../support/hold-requests';
import { addFavorite, catalogPage } from '../support/catalog';
import { freeBookWithChapters, openChapter } from '../support/reader';
import { graphqlRequests, operationNameOf, operationVariablesOf, preferEnglish, registerReader } from '../support/session';

/**
 * Spec sections 4 and 9: on a warm session the other tabs and home's first novels are preloaded,
 * so moving between tabs and opening a novel from home shows the data at once. Once the preload
 * is done, the server is made slow (4 s) for those screens' queries: whatever shows within a
 * second came from the Apollo cache, and no loading spinner may appear on the way.
 */

const serverDelayMs = 4000;
/** Well under the server's delay: in time only from the cache. */
const fromCache = { timeout: 1500 };

/** Records every moment a loading spinner (role=status, "Loading…") is on the page. */
async function watchSpinners(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { spinnersSeen: string[] }).spinnersSeen = seen;
    new MutationObserver(() => {
      for (const element of Array.from(document.querySelectorAll('[role="status"]'))) {
        if (element.textContent?.trim() === 'Loading…') {
          seen.push(location.pathname);
          return;
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const spinnersSeen = (page: Page) => page.evaluate(() => [...(window as unknown as { spinnersSeen: string[] }).spinnersSeen]);
const resetSpinners = (page: Page) => page.evaluate(() => void ((window as unknown as { spinnersSeen: string[] }).spinnersSeen.length = 0));

/** How many answers of each operation have arrived. */
function countAnswers(page: Page): Map<string, number> {
  const answered = new Map<string, number>();
  page.on('requestfinished', (request) => {
    if (!graphqlRequests.test(request.url())) return;
    const name = operationNameOf(request) ?? '';
    answered.set(name, (answered.get(name) ?? 0) + 1);
  });
  return answered;
}

/** A new reader who has opened a novel's detail page once, so that the device remembers them. */
async function rememberedReaderOnDetail(page: Page) {
  await preferEnglish(page);
  await registerReader(page);
  const [novel] = await catalogPage(page, 1, 1);
  // A first visit (not home, whose place a visit would save) leaves the reader's record on the device.
  // Its download section asks for the chapters once the page has painted: waited for, so that
  // question never lands among the next page's.
  const chaptersAsked = page.waitForResponse((response) => graphqlRequests.test(response.url()) && operationNameOf(response.request()) === 'OfflineChapters');
  await page.goto(`/novel/${novel!.id}`);
  const heading = page.getByRole('heading', { level: 1, name: novel!.title });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await chaptersAsked;
  return { novel: novel!, heading };
}

test.describe('preloading', () => {
  test('after the preload on home, the tabs and a novel from home show their data without a spinner', async ({ page, isMobile }) => {
    await preferEnglish(page);
    await watchSpinners(page);
    await registerReader(page);
    const hot = await catalogPage(page, 1, 5);
    const favorite = hot[4]!;
    await addFavorite(page, favorite.id);
    const answered = countAnswers(page);

    await page.goto('/');
    const hotList = page.getByRole('list', { name: 'Hot recommendations' });
    await expect(hotList.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });

    // The preload: the other tabs after 1-2 s, the details of the first 5 novels after 2 s.
    await expect
      .poll(() => ['FavoritesPage', 'TasksScreen', 'ReadingStreak', 'NovelDetail'].map((name) => answered.get(name) ?? 0), { timeout: 15_000 })
      .toEqual([1, 1, 1, 5]);

    // From now on the server is slow for these screens.
    const slowOperations = new Set(['FavoritesPage', 'TasksScreen', 'ReadingStreak', 'NovelDetail']);
    await page.route(graphqlRequests, async (route) => {
      if (slowOperations.has(operationNameOf(route.request()) ?? '')) await new Promise((resolve) => setTimeout(resolve, serverDelayMs));
      await route.continue().catch(() => undefined);
    });
    const answeredBefore = new Map(answered);
    // The cold first load of home did show one: the watch works.
    expect(await spinnersSeen(page)).toContain('/');
    await resetSpinners(page);

    const nav = page.getByRole('navigation', { name: isMobile ? 'Tab bar' : 'Main navigation' });
    await nav.getByRole('link', { name: 'Favorites', exact: true }).click();
    await expect(page.getByRole('list', { name: 'My favorites' }).getByRole('link', { name: favorite.title })).toBeVisible(fromCache);
    expect(answered.get('FavoritesPage')).toBe(answeredBefore.get('FavoritesPage'));

    await page.goBack();
    await expect(hotList.getByRole('listitem').first()).toBeVisible(fromCache);
    await nav.getByRole('link', { name: isMobile ? 'Me' : 'Tasks', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Me & tasks' })).toBeVisible(fromCache);
    await expect(page.getByTestId('tasks-balance')).toHaveText('0', fromCache);
    expect(answered.get('TasksScreen')).toBe(answeredBefore.get('TasksScreen'));

    await page.goBack();
    const third = hot[2]!;
    await hotList.getByRole('link', { name: third.title }).first().click();
    await expect(page).toHaveURL(`/novel/${third.id}`);
    await expect(page.getByRole('heading', { level: 1, name: third.title })).toBeVisible(fromCache);
    await expect(page.getByRole('button', { name: /^(Start|Continue) reading$/ })).toBeVisible(fromCache);
    // The detail page asks the server again for fresh counts, but showed the preloaded answer first.
    expect(answered.get('NovelDetail')).toBe(answeredBefore.get('NovelDetail'));

    expect(await spinnersSeen(page)).toEqual([]);
  });

  test('a novel home did not preload opens with its card (cover, title, author), then its details', async ({ page }) => {
    await preferEnglish(page);
    await watchSpinners(page);
    await registerReader(page);
    const eighth = (await catalogPage(page, 1, 8))[7]!;

    await page.goto('/');
    const hotList = page.getByRole('list', { name: 'Hot recommendations' });
    await expect(hotList.getByRole('link', { name: eighth.title }).first()).toBeVisible({ timeout: 30_000 });
    await page.route(graphqlRequests, async (route) => {
      if (operationNameOf(route.request()) === 'NovelDetail') await new Promise((resolve) => setTimeout(resolve, serverDelayMs));
      await route.continue().catch(() => undefined);
    });
    await resetSpinners(page);

    await hotList.getByRole('link', { name: eighth.title }).first().click();
    await expect(page).toHaveURL(`/novel/${eighth.id}`);
    await expect(page.getByRole('heading', { level: 1, name: eighth.title })).toBeVisible(fromCache);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText(eighth.author, { exact: true })).toBeVisible(fromCache);
    await expect(page.getByRole('button', { name: /^(Start|Continue) reading$/ })).toHaveCount(0);

    await expect(page.getByRole('button', { name: /^(Start|Continue) reading$/ })).toBeVisible({ timeout: serverDelayMs + 10_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await spinnersSeen(page)).toEqual([]);
  });

  test.describe('the launch screen', () => {
    // The app's service worker would answer the script requests held back below from its precache.
    test.use({ serviceWorkers: 'block' });

    test('the app icon shows before any script has run, and the first screen replaces it', async ({ page }) => {
      await preferEnglish(page);
      const releaseScripts = await holdRequests(page, /\/assets\/[^/]+\.js$/);

      await page.goto('/login', { waitUntil: 'commit' });
      const splash = page.locator('.app-splash');
      await expect(splash.locator('svg')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);

      releaseScripts();
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible({ timeout: 30_000 });
      await expect(splash).toHaveCount(0);
    });
  });

  test.describe('the opening screen of a remembered reader', () => {
    // The app's service worker would answer the script requests held back below from its precache.
    test.use({ serviceWorkers: 'block' });

    test("opening a page asks for its screen's code and texts before the main entry has arrived", async ({ page }) => {
      const { novel, heading } = await rememberedReaderOnDetail(page);
      // The main entry is held back: whatever the page asks for meanwhile, the boot entry asked for.
      const releaseEntry = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
      const chunks: string[] = [];
      page.on('request', (request) => {
        const chunk = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
        if (chunk) chunks.push(chunk);
      });

      await page.goto(`/novel/${novel.id}`, { waitUntil: 'commit' });
      // The detail screen, the signed-in screens' frame, and the screen's texts (browse, offline).
      await expect
        .poll(() => chunks, { timeout: 15_000 })
        .toEqual(expect.arrayContaining(['novel-detail-page', 'signed-in-frame', 'locale-browse', 'locale-offline']));
      releaseEntry();
      await expect(heading).toBeVisible({ timeout: 30_000 });
    });

    test("opening a page sends its first queries before Apollo's code has arrived, and each only once", async ({ page, isMobile }) => {
      const { novel, heading } = await rememberedReaderOnDetail(page);
      // Apollo Client's code is held back, so nothing the app's own client sends can go out meanwhile.
      const releaseApollo = await holdRequests(page, /\/assets\/vendor-apollo-[^/]+\.js$/);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (!graphqlRequests.test(request.url())) return;
        const name = operationNameOf(request) ?? '';
        // Home preloads the first novels' details after 2 s (spec section 9): on a slow machine they
        // can go out once the detail page is open. Only this novel's detail counts below.
        sent.push(name === 'NovelDetail' && operationVariablesOf(request).id !== novel.id ? 'NovelDetail (another novel)' : name);
      });
      const list = isMobile ? 'HomeFeed' : 'HomeBooks';

      await page.goto('/');
      await expect.poll(() => [...sent].sort(), { timeout: 15_000 }).toEqual(['ContinueReadingShelf', list, 'Me'].sort());
      releaseApollo();
      const hotList = page.getByRole('list', { name: 'Hot recommendations' });
      await expect(hotList.getByRole('link', { name: novel.title }).first()).toBeVisible({ timeout: 30_000 });
      // The app took those answers rather than asking again (the preloads of later seconds ask for other things).
      await page.waitForTimeout(500);
      expect(sent.filter((name) => name === list || name === 'Me').sort()).toEqual([list, 'Me'].sort());

      sent.length = 0;
      await page.goto(`/novel/${novel.id}`);
      await expect(heading).toBeVisible({ timeout: 30_000 });
      await page.waitForTimeout(500);
      expect(sent.filter((name) => name === 'NovelDetail' || name === 'Me').sort()).toEqual(['Me', 'NovelDetail']);

      // The reader's chapter, likewise (the prefetch of the next chapter asks for another one).
      const { book, chapters } = await freeBookWithChapters(page, 1);
      const chaptersAsked: string[] = [];
      page.on('request', (request) => {
        if (graphqlRequests.test(request.url()) && operationNameOf(request) === 'ReaderChapter') {
          chaptersAsked.push(String(operationVariablesOf(request).chapterId ?? ''));
        }
      });
      sent.length = 0;
      await openChapter(page, book.id, chapters[0]!);
      await page.waitForTimeout(500);
      expect(sent.filter((name) => name === 'Me')).toHaveLength(1);
      expect(chaptersAsked.filter((id) => id === chapters[0]!.id)).toHaveLength(1);
    });
  });
});
