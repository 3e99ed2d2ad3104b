import { expect, test } from '@playwright/test';
import { chapterHeading, dismissFirstHint, freeBookWithChapters, readerUrl, scrollReaderTo, useAiryText } from '../support/reader';
import { graphql, operationNameOf, preferEnglish, registerReader } from '../support/session';

/**
 * The reading statistics screen (/stats): minutes the server's clock measured, today's minutes,
 * the streak (STREAK_MIN_MINUTES is 0.1 in the e2e stack), and the tasks screen's streak task.
 */

interface Stats {
  todaySeconds: number;
  todayMinutes: number;
  currentStreak: number;
  longestStreak: number;
  chaptersCompleted: number;
  novelsStarted: number;
  days: Array<{ date: string; minutes: number }>;
}

test.describe('reading statistics', () => {
  test('shows the minutes actually spent reading and a streak of one day @any-screen', async ({ page }) => {
    test.setTimeout(90_000);
    await preferEnglish(page);
    await useAiryText(page);
    await registerReader(page, 'stats');
    const { book, chapters } = await freeBookWithChapters(page, 2);
    const chapter = chapters[0]!;

    const started = Date.now();
    await page.goto(readerUrl(book.id, chapter.id));
    await expect(chapterHeading(page, chapter.title)).toBeVisible();
    await dismissFirstHint(page);
    // Read for a while, then reach the end: the report moves the server's reading clock.
    await page.waitForTimeout(8_000);
    const reported = page.waitForResponse((response) => operationNameOf(response.request()) === 'ReportReadingProgress');
    await scrollReaderTo(page, 1);
    await reported;
    await page.waitForTimeout(1_500);
    const elapsedSeconds = (Date.now() - started) / 1000;

    const { readingStats: stats } = await graphql<{ readingStats: Stats }>(
      page,
      '{ readingStats(days: 30) { todaySeconds todayMinutes currentStreak longestStreak chaptersCompleted novelsStarted days { date minutes } } }',
    );
    // Server-clock time: at least the wait above, at most the whole journey (plus a little slack).
    expect(stats.todaySeconds).toBeGreaterThanOrEqual(6);
    expect(stats.todaySeconds).toBeLessThanOrEqual(elapsedSeconds + 2);
    expect(stats.currentStreak).toBe(1);
    expect(stats.days).toHaveLength(30);
    expect(stats.novelsStarted).toBe(1);

    // The tasks screen leads to the statistics, and its streak task shows the real streak.
    await page.goto('/tasks');
    await expect(page.getByText('1/7')).toBeVisible();
    await page.getByTestId('tasks-stats-link').click();
    await expect(page).toHaveURL(/\/stats$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reading statistics' })).toBeVisible();

    const minutes = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(stats.todayMinutes);
    await expect(page.getByTestId('stats-today')).toContainText(`${minutes} min`);
    await expect(page.getByTestId('stats-currentStreak')).toContainText('1 day');
    await expect(page.getByTestId('stats-longestStreak')).toContainText('1 day');
    await expect(page.getByTestId('stats-chaptersCompleted')).toContainText(String(stats.chaptersCompleted));
    await expect(page.getByTestId('stats-novelsStarted')).toContainText('1');
    // The chart (recharts, loaded with this screen only) draws one bar per day with reading.
    await expect(page.getByTestId('stats-chart').locator('svg.recharts-surface')).toBeVisible();
    await expect(page.getByTestId('stats-chart').locator('.recharts-bar-rectangle path').first()).toBeVisible();
  });

  test('is in both languages and reachable from the user menu @desktop-only', async ({ page }) => {
    const reader = await registerReader(page, 'statszh');
    await page.goto('/');
    await page.getByRole('button', { name: new RegExp(reader.username) }).click();
    await page.getByRole('link', { name: '阅读统计' }).click();
    await expect(page).toHaveURL(/\/stats$/);
    await expect(page.getByRole('heading', { level: 1, name: '阅读统计' })).toBeVisible();
    await expect(page.getByTestId('stats-currentStreak')).toContainText('0 天');
  });
});
