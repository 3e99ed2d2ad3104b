import { expect, test, type Page } from '@playwright/test';
import { freeBookWithChapters, openChapter } from '../support/reader';
import { preferEnglish, registerReader } from '../support/session';

/**
 * The smallest phones (320 px, an iPhone SE of the first generation): nothing is wider than the
 * screen, in English, whose words are the longer ones. Run once, in the phone project (@phone-only).
 */
const width = 320;
test.use({ viewport: { width, height: 568 } });

/**
 * How far the page reaches past the screen's right edge (0 when it fits). Not against innerWidth:
 * a phone widens its layout viewport to content that overflows, and innerWidth grows with it.
 */
const overflow = (page: Page) => page.evaluate((screenWidth) => document.documentElement.scrollWidth - screenWidth, width);

test('at 320 px the screens fit, the reader keeps its colours in reach and a sheet its close button @phone-only', async ({ page }) => {
  await preferEnglish(page);
  await registerReader(page);

  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Hot recommendations' }).getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  expect(await overflow(page)).toBe(0);

  await page.goto('/books');
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible({ timeout: 30_000 });
  expect(await overflow(page)).toBe(0);

  const { book, chapters } = await freeBookWithChapters(page, 20);
  await page.goto(`/novel/${book.id}`);
  await expect(page.getByRole('button', { name: /^(Start|Continue) reading$/ })).toBeVisible({ timeout: 30_000 });
  expect(await overflow(page)).toBe(0);

  await openChapter(page, book.id, chapters[17]!, { expectHint: true });
  await page.getByRole('button', { name: 'Reading settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Reading settings' });
  for (const group of ['Text colour', 'Background']) {
    const swatches = settings.getByRole('group', { name: group, exact: true }).getByRole('radio');
    await expect(swatches).toHaveCount(8);
    for (const swatch of await swatches.all()) {
      const box = (await swatch.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
  }
  await settings.getByRole('button', { name: 'Close settings' }).click();

  // The chapter list scrolls to the chapter being read, far down: its title and close stay in view.
  await page.getByRole('button', { name: 'Chapter list' }).click();
  const list = page.getByRole('dialog', { name: 'Chapters' });
  await expect(list.getByText('Reading now')).toBeInViewport();
  await expect(list.getByRole('button', { name: 'Close chapter list' })).toBeInViewport();
});
