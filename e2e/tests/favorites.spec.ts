import { expect, test, type Page } from '@playwright/test';
import { addFavorite, catalogPage } from '../support/catalog';
import { preferEnglish, registerReader, screenshot } from '../support/session';

const favoriteRows = (page: Page) => page.getByRole('list', { name: 'My favorites' }).getByRole('listitem');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages' });

test.describe('favorites', () => {
  test('favorite a novel on its page, find it in favorites and on home, then unfavorite it', async ({ page }, testInfo) => {
    await preferEnglish(page);
    await registerReader(page);
    const [book] = await catalogPage(page, 1, 1);

    await page.goto('/favorites');
    await expect(page.getByText('no favorites')).toBeVisible();

    // From home to the detail page and back, all inside the app (no reload, no refetch of home).
    await page.goto('/');
    const homeCard = page.getByRole('list', { name: 'Hot recommendations' }).getByRole('link', { name: book!.title }).first();
    await expect(homeCard).not.toContainText('In your favorites');
    await homeCard.click();
    await expect(page.getByRole('heading', { level: 1, name: book!.title })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Favorite', exact: true });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.getByText('Added to favorites')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    // The card reads the same normalized book, so it shows the new state at once.
    await expect(homeCard).toContainText('In your favorites');

    await page.goto('/favorites');
    const row = page.getByRole('link', { name: book!.title });
    await expect(row).toBeVisible();
    await expect(row).toContainText(book!.author);
    await screenshot(page, testInfo, 'favorites');

    await row.click();
    await expect(page).toHaveURL(`/novel/${book!.id}`);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(page.getByText('Removed from favorites')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await page.goBack();
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByText('no favorites')).toBeVisible();
  });

  test('20 a page, and the page is restored after opening a novel', async ({ page }) => {
    await preferEnglish(page);
    await registerReader(page);
    const books = await catalogPage(page, 1, 23);
    for (const book of books) await addFavorite(page, book.id);

    await page.goto('/favorites');
    await expect(favoriteRows(page)).toHaveCount(20);
    await expect(page.getByText('23 novels')).toBeVisible();
    await pager(page).getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(favoriteRows(page)).toHaveCount(3);
    await expect(pager(page).getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');

    const opened = (await favoriteRows(page).first().getByRole('heading').textContent()) ?? '';
    await favoriteRows(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: opened })).toBeVisible();
    const saved = await page.evaluate(() => JSON.parse(window.localStorage.getItem('favoritesPageState') ?? 'null'));
    expect(saved).toMatchObject({ page: 2, totalPages: 2, fromNovelClick: true });
    expect(saved.favorites).toHaveLength(3);

    await page.goBack();
    await expect(pager(page).getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(favoriteRows(page)).toHaveCount(3);
    // Used once, then cleared.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('favoritesPageState'))).toBeNull();

    // Without a novel click the list starts on page 1 again.
    await page.reload();
    await expect(pager(page).getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(favoriteRows(page)).toHaveCount(20);
  });
});
