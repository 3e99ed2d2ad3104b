import { expect, test, type Page } from '@playwright/test';
import {
  balance,
  chapterHeading,
  dismissFirstHint,
  finishChaptersThroughApi,
  freeBookWithChapters,
  openChapter,
  paidChapter,
  readableChapters,
  readerUrl,
  scrollReaderTo,
} from '../support/reader';
import { graphql, preferEnglish, registerReader, screenshot } from '../support/session';

const checkInButton = (page: Page) => page.getByRole('region', { name: 'Daily check-in' }).getByRole('button');
const rows = (page: Page) => page.getByTestId('transaction-row');

/** The ledger row whose description contains `text`: its sign, colour and amount. */
async function expectRow(page: Page, text: string, amount: string, tone: 'credit' | 'debit') {
  const row = rows(page).filter({ hasText: text });
  await expect(row).toHaveCount(1);
  const value = row.locator('[data-tone]');
  await expect(value).toHaveAttribute('data-tone', tone);
  await expect(value).toContainText(amount);
  await expect(value).toHaveCSS('color', tone === 'credit' ? 'rgb(138, 90, 0)' : 'rgb(180, 35, 24)');
}

test.describe('coins', () => {
  test('check in once, be refused the second time, and see it in the account details', async ({ page }, testInfo) => {
    await preferEnglish(page);
    await registerReader(page, 'chk');
    await page.goto('/tasks');
    await expect(page.getByRole('heading', { name: 'Me & tasks' })).toBeVisible();
    await expect(page.getByTestId('tasks-balance')).toHaveText('0');
    await expect(checkInButton(page)).toHaveText('Check in +30');

    await checkInButton(page).click();
    await expect(page.getByText('Checked in: +30 coins')).toBeVisible();
    await expect(page.getByTestId('tasks-balance')).toHaveText('30');
    await expect(checkInButton(page)).toHaveText('Checked in');
    await expect(checkInButton(page)).toBeDisabled();
    await expect(page.getByRole('region', { name: 'Daily check-in' })).toContainText('Next check-in:');

    // Refused locally before nextCheckinTime...
    await checkInButton(page).click({ force: true });
    await expect(page.getByText('already checked in', { exact: true })).toBeVisible();
    // ...and by the server as well.
    await expect(graphql(page, 'mutation { checkIn(language: EN_US) { coinsAwarded } }')).rejects.toThrow(/ALREADY_CHECKED_IN/);
    expect(await balance(page)).toBe(30);

    // Reloading keeps the refusal: the state comes from the server.
    await page.reload();
    await expect(checkInButton(page)).toHaveText('Checked in');
    await screenshot(page, testInfo, 'tasks');

    await page.getByRole('link', { name: /My coins/ }).click();
    await expect(page).toHaveURL(/\/account-details$/);
    await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expectRow(page, 'Daily check-in reward', '+30', 'credit');
    await expect(page.getByText('No more data')).toBeVisible();
    await screenshot(page, testInfo, 'account-details');
    await page.getByRole('button', { name: 'Back to tasks' }).click();
    await expect(page).toHaveURL(/\/tasks$/);
  });

  test('a paid chapter is refused without coins and bought after a check-in', async ({ page }, testInfo) => {
    await preferEnglish(page);
    await registerReader(page, 'buy');
    const { book, chapter } = await paidChapter(page, 30);
    const price = chapter.coinsRequired;

    await page.goto(readerUrl(book.id, chapter.id));
    const dialog = page.getByRole('dialog', { name: 'Unlock this chapter?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`This chapter costs ${price} coins.`);
    await expect(dialog).toContainText('Your balance: 0 coins');
    await dialog.getByRole('button', { name: `Unlock for ${price} coins` }).click();
    await expect(dialog.getByRole('alert')).toContainText(`Not enough coins: you need ${price} and have 0.`);
    await screenshot(page, testInfo, 'reader-paid-refused');
    expect(await balance(page)).toBe(0);

    await dialog.getByRole('link', { name: 'Earn coins in Tasks' }).click();
    await expect(page).toHaveURL(/\/tasks$/);
    await checkInButton(page).click();
    await expect(page.getByTestId('tasks-balance')).toHaveText('30');

    await page.goto(readerUrl(book.id, chapter.id));
    await expect(dialog).toContainText('Your balance: 30 coins');
    await dialog.getByRole('button', { name: `Unlock for ${price} coins` }).click();
    // The purchase opens the novel for the first time; its first-read reward waits for reading time.
    const remaining = 30 - price;
    await expect(page.getByText(`Chapter unlocked: ${price} coins deducted, ${remaining} left`)).toBeVisible();
    await dismissFirstHint(page);
    await expect(chapterHeading(page, chapter.title)).toBeVisible();
    await expect(page.getByTestId('reader-scroller').getByRole('article').locator('p').first()).not.toBeEmpty();
    expect(await balance(page)).toBe(remaining);
    // The chapter list says it is bought, not what it costs.
    await page.locator('header[aria-label="Reader toolbar"]').getByRole('button', { name: 'Chapter list' }).click();
    const bought = page.getByRole('dialog', { name: 'Chapters' }).locator('a[aria-current="page"]');
    await expect(bought).toContainText('Unlocked');
    await expect(bought).not.toContainText(`${price} coins`);
    await page.keyboard.press('Escape');

    // Bought for good: opening it again asks nothing and costs nothing; the second of reading
    // since the purchase earns the first-read reward.
    await page.waitForTimeout(1100);
    await page.reload();
    await expect(chapterHeading(page, chapter.title)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('First-read reward: +10 coins')).toBeVisible();
    expect(await balance(page)).toBe(remaining + 10);

    await page.goto('/account-details');
    await expect(rows(page)).toHaveCount(3);
    await expectRow(page, 'Daily check-in reward', '+30', 'credit');
    await expectRow(page, 'Novel payment', `-${price}`, 'debit');
    await expectRow(page, 'First-read reward', '+10', 'credit');
  });

  test('ten chapters finished in a day complete the chapter-reading task for +50', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await preferEnglish(page);
    await registerReader(page, 'task');
    const { book, chapters } = await freeBookWithChapters(page, 10);

    // The first eight through the API, as the reader would report them...
    await finishChaptersThroughApi(
      page,
      chapters.slice(0, 8).map((chapter: { id: string }) => ({ bookId: book.id, chapterId: chapter.id })),
    );

    await page.goto('/tasks');
    const chapterTask = page.getByRole('article', { name: 'Chapter reading task' });
    await expect(chapterTask).toContainText('8 / 10');
    await expect(chapterTask).toContainText('In progress');

    // ...and the last two in the reader, scrolled to the end.
    const ninth = chapters[8]!;
    const tenth = chapters[9]!;
    await openChapter(page, book.id, ninth, { expectHint: true });
    await page.waitForTimeout(1100);
    await scrollReaderTo(page, 1);
    const end = page.getByRole('navigation', { name: 'End of chapter' });
    await expect(end.getByText('Chapter finished')).toBeVisible();

    // The reader's bar holds the one set of chapter buttons (the end of the chapter has none of its own).
    await page.getByRole('navigation', { name: 'Chapter navigation' }).getByRole('button', { name: 'Next chapter' }).click();
    await expect(chapterHeading(page, tenth.title)).toBeVisible();
    await page.waitForTimeout(1100);
    await scrollReaderTo(page, 1);
    await expect(end.getByText('Chapter finished')).toBeVisible();
    // First-read 10, ten chapter rewards of 5, and the task's 50.
    await expect.poll(() => balance(page)).toBe(10 + 10 * 5 + 50);

    await page.goto('/tasks');
    const burst = page.getByTestId('coin-burst');
    await expect(burst).toBeVisible();
    await expect(burst).toContainText('+50');
    await expect(chapterTask).toContainText('10 / 10');
    await expect(chapterTask).toContainText('Completed');
    await expect(chapterTask.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    // Celebrated once: coming back shows no second animation.
    await expect(burst).toBeHidden();
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('taskRewardsShown') ?? 'null'))).toEqual({
      chapterTask: true,
      novelTask: false,
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      userId: expect.any(String),
    });
    await page.reload();
    await expect(chapterTask).toContainText('Completed');
    // A second celebration would start 150 ms after the screen and last 1 s: watch for 1.5 s.
    for (let elapsed = 0; elapsed < 1500; elapsed += 100) {
      expect(await burst.count()).toBe(0);
      await page.waitForTimeout(100);
    }

    await page.goto('/account-details');
    await expectRow(page, 'Chapter reading task reward (10 chapters)', '+50', 'credit');
    await expect(rows(page)).toHaveCount(12);
    await expect(rows(page).filter({ hasText: /^Reading reward/ })).toHaveCount(10);
    await screenshot(page, testInfo, 'account-details-task');
  });

  test('the withdraw dialog shows the target and asks to earn more; /withdraw is a placeholder', async ({ page }, testInfo) => {
    await preferEnglish(page);
    await registerReader(page, 'wd');
    await page.goto('/tasks');
    await page.getByRole('button', { name: 'View withdrawal progress' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdrawal progress' });
    await expect(dialog).toContainText('Current target: Basic Withdrawal');
    await expect(dialog).toContainText('Level 1');
    await expect(dialog.getByRole('progressbar', { name: 'Withdrawal progress' })).toHaveAttribute('aria-valuenow', '0');
    await dialog.getByRole('button', { name: /^Withdraw / }).click();
    await expect(dialog.getByRole('status')).toContainText('Not enough coins yet');
    await screenshot(page, testInfo, 'tasks-withdraw');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto('/withdraw');
    await expect(page.getByRole('heading', { name: 'Withdraw' })).toBeVisible();
    await expect(page.getByText('Coming soon')).toBeVisible();
    await screenshot(page, testInfo, 'withdraw');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/tasks$/);
  });

  test('account details load the next page when the end of the list comes into view @any-screen', async ({ page }) => {
    test.setTimeout(90_000);
    await preferEnglish(page);
    await registerReader(page, 'more');
    const chapters = await readableChapters(page, 20);
    await finishChaptersThroughApi(page, chapters);
    // A first-read reward per novel, a reward per chapter, and the chapter task (fewer than 5 novels: no novel task).
    const novels = new Set(chapters.map((chapter: { bookId: string }) => chapter.bookId)).size;
    expect(novels).toBeLessThan(5);
    const total = novels + 20 + 1;
    await page.goto('/account-details');
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByText('No more data')).toBeHidden();
    await rows(page).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect(rows(page)).toHaveCount(total);
    await expect(page.getByText('No more data')).toBeVisible();
    // Newest first: the oldest movement, at the end, is the first novel's first-read reward.
    await expect(rows(page).last()).toContainText('First-read reward');
    await expect(rows(page).last()).toContainText('+10');
    await expect(rows(page).filter({ hasText: 'Chapter reading task reward' })).toHaveCount(1);
  });

  test('the tasks screen speaks Chinese by default @any-screen', async ({ page }) => {
    await registerReader(page, 'zh');
    await page.goto('/tasks');
    await expect(page.getByRole('heading', { name: '我的任务' })).toBeVisible();
    await expect(page.getByRole('region', { name: '每日签到' }).getByRole('button')).toHaveText('签到 +30');
    await page.goto('/withdraw');
    await expect(page.getByText('敬请期待')).toBeVisible();
  });
});
