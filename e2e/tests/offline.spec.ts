import { expect, test, type Page } from '@playwright/test';
import { chapterHeading, freeBookWithChapters, listChapters, readerUrl, scrollReaderTo, useAiryText } from '../support/reader';
import { graphql, operationNameOf, passwords, preferEnglish, registerReader } from '../support/session';

/**
 * The installable, offline-capable app (issue #10): the web manifest and the service worker, a
 * novel downloaded and read without a connection, progress made offline sent once back online,
 * and no reader's downloads left to the next one on the device.
 */

// The other specs block the service worker (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' });

/** Waits until a service worker controls the page (the first visit installs it; a reload hands it the page). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Every record of one IndexedDB store of the offline database, whoever it belongs to. */
async function offlineRecords(page: Page, store: 'chapters' | 'books' | 'progressQueue'): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(
    (name) =>
      new Promise<Array<Record<string, unknown>>>((resolve, reject) => {
        const open = indexedDB.open('novel-offline');
        open.onerror = () => reject(new Error('cannot open the offline database'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            resolve([]);
            return;
          }
          const request = db.transaction(name).objectStore(name).getAll();
          request.onsuccess = () => {
            db.close();
            resolve(request.result as Array<Record<string, unknown>>);
          };
          request.onerror = () => reject(new Error('cannot read the offline database'));
        };
      }),
    store,
  );
}

/** Downloads the first chapters of a book from its detail page; returns how many were stored. */
async function downloadFromDetailPage(page: Page, bookId: string): Promise<void> {
  await page.goto(`/novel/${encodeURIComponent(bookId)}`);
  const card = page.getByTestId('offline-download');
  await expect(card.getByText(/can be downloaded/)).toBeVisible();
  const next = card.getByRole('button', { name: /Download the next \d+ chapter/ });
  await ((await next.isVisible()) ? next : card.getByRole('button', { name: 'Download all' })).click();
  await expect(card.getByTestId('offline-downloaded')).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText(/^Downloading/)).toBeHidden({ timeout: 30_000 });
}

test.describe('installable app @any-screen', () => {
  test('has a web manifest with icons, and a service worker controls the page after a reload', async ({ page }) => {
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = (await (await page.request.get(href!)).json()) as {
      name: string;
      short_name: string;
      lang: string;
      display: string;
      start_url: string;
      icons: Array<{ src: string; sizes: string; purpose?: string }>;
    };
    expect(manifest.name).toContain('Novel Reader');
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.lang).toBe('zh-CN');
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const response = await page.request.get(icon.src);
      expect(response.ok(), icon.src).toBe(true);
      expect(response.headers()['content-type']).toContain('image/png');
    }
    await controlledByServiceWorker(page);
  });
});

test('a screen goes on when the code of the offline and update notices cannot be fetched @any-screen', async ({ page }) => {
  await preferEnglish(page);
  let refused = 0;
  await page.route(/\/assets\/pwa-status-[^/]+\.js$/, (route) => {
    refused += 1;
    return route.abort('connectionrefused');
  });
  await page.goto('/login');
  await expect.poll(() => refused).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  await expect(page.getByText('App Error')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('an action tried offline says the device is offline, not that the network failed @any-screen', async ({ page, context }) => {
  await preferEnglish(page);
  await registerReader(page, 'offact');
  const { book } = await freeBookWithChapters(page, 1);
  await page.goto(`/novel/${book.id}`);
  const favorite = page.getByRole('button', { name: 'Favorite', exact: true });
  await expect(favorite).toBeVisible();
  await context.setOffline(true);
  await favorite.click();
  await expect(page.getByText('You are offline. Try again once you are connected.')).toBeVisible();
  await expect(page.getByText('network error, please try again later')).toHaveCount(0);
});

test.describe('offline reading', () => {
  test('a downloaded novel is read offline; progress made offline reaches the server once @any-screen', async ({ page, context }) => {
    test.setTimeout(120_000);
    await preferEnglish(page);
    await useAiryText(page);
    await registerReader(page, 'offline');
    const { book } = await freeBookWithChapters(page, 6);
    const chapters = (await listChapters(page, book.id)).filter((chapter) => chapter.hasContent && chapter.coinsRequired === 0);

    await page.goto('/');
    await controlledByServiceWorker(page);
    await downloadFromDetailPage(page, book.id);
    const stored = await offlineRecords(page, 'chapters');
    expect(stored.length).toBeGreaterThanOrEqual(5);
    // Never a chapter the reader cannot read: every stored one is free here.
    expect(stored.every((record) => record.coinsRequired === 0)).toBe(true);
    const storedIds = new Set(stored.map((record) => record.chapterId));
    // A chapter left out of the download: of this book, else of another free book.
    const notDownloaded = chapters.find((chapter) => !storedIds.has(chapter.id))
      ? { bookId: book.id, chapter: chapters.find((chapter) => !storedIds.has(chapter.id))! }
      : await (async () => {
          const other = await freeBookWithChapters(page, 2, 1);
          return { bookId: other.book.id, chapter: other.chapters[1]! };
        })();

    // The downloaded shelf lists it.
    await page.goto('/favorites');
    await expect(page.getByTestId('downloaded-shelf').getByText(book.title)).toBeVisible();

    // Offline: a chapter never opened before (so only its download has it) opens from IndexedDB.
    const target = chapters[4]!;
    const sentQueued: string[] = [];
    const sentOffline: boolean[] = [];
    page.on('request', (request) => {
      if (operationNameOf(request) !== 'SendQueuedProgress') return;
      const body = request.postDataJSON() as { variables: { input: { reportId: string; offline: boolean } } };
      sentOffline.push(body.variables.input.offline);
      sentQueued.push(body.variables.input.reportId);
    });
    await context.setOffline(true);
    // The toast shows for the spec's 1 s: watched for from the navigation on, not after the checks
    // below, which a slow machine can take longer than that to make.
    const noCoinsToast = expect(page.getByText('offline reading earns no coins')).toBeVisible({ timeout: 20_000 });
    await page.goto(readerUrl(book.id, target.id));
    await expect(chapterHeading(page, target.title)).toBeVisible();
    expect(new URL(page.url()).pathname).not.toBe('/login');
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await noCoinsToast;
    const dismiss = page.getByRole('button', { name: 'Got it' }).first();
    if (await dismiss.isVisible()) await dismiss.click();

    // Reading offline: progress is queued, not sent.
    await page.waitForTimeout(500);
    await scrollReaderTo(page, 1);
    await expect.poll(async () => (await offlineRecords(page, 'progressQueue')).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const queued = await offlineRecords(page, 'progressQueue');
    expect(queued.every((record) => record.chapterId === target.id)).toBe(true);

    // A chapter that was not downloaded says so, in place of a network error.
    await page.goto(readerUrl(notDownloaded.bookId, notDownloaded.chapter.id));
    await expect(page.getByTestId('reader-offline-not-downloaded')).toBeVisible();
    await expect(page.getByText('this chapter is not downloaded')).toBeVisible();
    expect(new URL(page.url()).pathname).not.toBe('/login');

    // Other screens: the downloads are still listed, and a list that needs the server says it is offline.
    await page.goto('/favorites');
    await expect(page.getByTestId('downloaded-shelf').getByText(book.title)).toBeVisible();
    await expect(page.getByText('You are offline. This page needs a connection')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/favorites');

    // Back online: the queue is sent, each report once, and emptied.
    await context.setOffline(false);
    await expect.poll(async () => (await offlineRecords(page, 'progressQueue')).length, { timeout: 15_000 }).toBe(0);
    const queuedIds = queued.map((record) => record.reportId as string);
    expect(sentQueued).toEqual(queuedIds);
    expect(sentOffline.every(Boolean)).toBe(true);
    const kept = await graphql<{ chapter: { readingProgress: { progress: number; position: number } } }>(
      page,
      'query($b: ID!, $c: ID!) { chapter(bookId: $b, chapterId: $c) { readingProgress { progress position } } }',
      { b: book.id, c: target.id },
    );
    expect(kept.chapter.readingProgress.progress).toBe(Math.max(...queued.map((record) => record.progressPercentage as number)));
    // The place reached offline (the chapter's end) was kept too.
    const lastPlace = queued.at(-1)?.position as number | null;
    expect(lastPlace).toBeGreaterThan(0);
    expect(kept.chapter.readingProgress.position).toBe(lastPlace);
    const history = await graphql<{ me: { readHistory: Array<{ chapterId: string }> } }>(page, '{ me { readHistory { chapterId } } }');
    expect(history.me.readHistory.filter((entry) => entry.chapterId === target.id)).toHaveLength(1);

    // A reload sends nothing again.
    await page.reload();
    await page.waitForTimeout(1000);
    expect(sentQueued).toEqual(queuedIds);
  });

  test("the next reader on the device sees none of the previous reader's downloads @any-screen", async ({ page }) => {
    test.setTimeout(90_000);
    await preferEnglish(page);
    const first = await registerReader(page, 'offlineA');
    const { book } = await freeBookWithChapters(page, 3);
    await downloadFromDetailPage(page, book.id);
    expect((await offlineRecords(page, 'chapters')).length).toBeGreaterThan(0);

    // Sign out through the user menu.
    await page.goto('/');
    await page.getByRole('button', { name: `Open user menu (${first.username})` }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await offlineRecords(page, 'chapters')).toEqual([]);
    expect(await offlineRecords(page, 'books')).toEqual([]);
    expect(await offlineRecords(page, 'progressQueue')).toEqual([]);

    // Another reader signs in on the same browser.
    const second = await registerReader(page, 'offlineB');
    expect(second.password).toBe(passwords.reader);
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('downloaded-shelf')).toHaveCount(0);
    await page.goto(`/novel/${encodeURIComponent(book.id)}`);
    await expect(page.getByTestId('offline-download').getByText(/can be downloaded/)).toBeVisible();
    await expect(page.getByTestId('offline-downloaded')).toHaveCount(0);
    await page.goto('/settings');
    await expect(page.getByTestId('offline-storage').getByText(/Downloaded chapters: 0/)).toBeVisible();
  });
});
