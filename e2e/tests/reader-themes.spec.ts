import path from 'node:path';
import { expect, test, type BrowserContextOptions, type Page } from '@playwright/test';
import { closeReaderSettings, measuredTextContrast, openReaderSettings, presetLabels, readerPresets } from '../support/reader-appearance';
import { chapterHeading, dismissFirstHint, freeBookWithChapters, openChapter, readerUrl } from '../support/reader';
import { graphql, preferEnglish, registerReader, screenshot } from '../support/session';

const article = (page: Page) => page.getByTestId('reader-scroller').getByRole('article');
// The committed docs images (web/docs/themes) are rewritten only on request, so a test run leaves
// the checkout as it was: UPDATE_THEME_SCREENSHOTS=1 (then `pngquant --ext .png --force` keeps them small).
const themeDocs = process.env.UPDATE_THEME_SCREENSHOTS === '1' ? path.join('..', 'web', 'docs', 'themes') : path.join('artifacts', 'themes');

test.describe('reader themes', () => {
  test('night mode: light text on a dark page, with a measured contrast of at least 7:1', async ({ page }, testInfo) => {
    await preferEnglish(page);
    await registerReader(page, 'night');
    const { book, chapters } = await freeBookWithChapters(page, 2);
    await openChapter(page, book.id, chapters[0]!, { expectHint: true });

    const settings = await openReaderSettings(page);
    await settings.getByRole('radio', { name: 'Night theme' }).check();
    await expect(settings.getByRole('alert')).toHaveCount(0);
    await closeReaderSettings(page);

    await expect(article(page)).not.toHaveCSS('color', 'rgb(0, 0, 0)');
    expect(await measuredTextContrast(page)).toBeGreaterThanOrEqual(7);
    await screenshot(page, testInfo, 'reader-night');
  });

  test('every preset reaches 7:1 in the browser; screenshots for the docs', async ({ page }, testInfo) => {
    await preferEnglish(page);
    await registerReader(page, 'themes');
    const { book, chapters } = await freeBookWithChapters(page, 2);
    await openChapter(page, book.id, chapters[0]!, { expectHint: true });

    for (const preset of readerPresets) {
      const settings = await openReaderSettings(page);
      await settings.getByRole('radio', { name: presetLabels[preset] }).check();
      await closeReaderSettings(page);
      const contrast = await measuredTextContrast(page);
      expect(contrast, `${preset} contrast`).toBeGreaterThanOrEqual(7);
      // CSS pixels, the visible screen only.
      await page.screenshot({ path: path.join(themeDocs, `${preset}-${testInfo.project.name}.png`), scale: 'css' });
    }
  });

  test('a custom pair that is hard to read is flagged, and fixed in one tap @any-screen', async ({ page }) => {
    await preferEnglish(page);
    await registerReader(page, 'contrast');
    const { book, chapters } = await freeBookWithChapters(page, 2);
    await openChapter(page, book.id, chapters[0]!, { expectHint: true });

    const settings = await openReaderSettings(page);
    await settings.getByRole('radio', { name: 'Black' }).check();
    await settings.getByRole('radio', { name: 'Night', exact: true }).check();
    await expect(settings.getByRole('alert')).toContainText('hard to read');
    await settings.getByRole('button', { name: 'Make it readable' }).click();
    await expect(settings.getByRole('alert')).toHaveCount(0);
    await closeReaderSettings(page);
    expect(await measuredTextContrast(page)).toBeGreaterThanOrEqual(4.5);
  });

  test('settings changed in one browser follow the reader to another', async ({ page, browser }, testInfo) => {
    await preferEnglish(page);
    const reader = await registerReader(page, 'follow');
    const { book, chapters } = await freeBookWithChapters(page, 2);
    await openChapter(page, book.id, chapters[0]!, { expectHint: true });

    const settings = await openReaderSettings(page);
    await settings.getByRole('radio', { name: 'Sepia theme' }).check();
    await settings.getByRole('button', { name: 'Larger text' }).click();
    // Sent to the account shortly after the last change.
    await expect
      .poll(
        async () =>
          (
            await graphql<{ me: { readerSettings: { theme: string; fontSize: number } | null } }>(
              page,
              '{ me { readerSettings { theme fontSize } } }',
            )
          ).me.readerSettings,
      )
      .toEqual({ theme: 'SEPIA', fontSize: 18 });
    await closeReaderSettings(page);
    await expect(article(page)).toHaveCSS('font-size', '18px');

    const other = await browser.newContext({ ...(testInfo.project.use as BrowserContextOptions) });
    try {
      const second = await other.newPage();
      await preferEnglish(second);
      await graphql(second, 'mutation($input: LoginInput!) { login(input: $input) { user { id } } }', {
        input: { username: reader.username, password: reader.password },
      });
      await second.goto(readerUrl(book.id, chapters[0]!.id));
      await expect(chapterHeading(second, chapters[0]!.title)).toBeVisible();
      await dismissFirstHint(second);
      await expect(article(second)).toHaveCSS('font-size', '18px');
      await expect(article(second)).toHaveCSS('color', 'rgb(74, 56, 38)');
      const sheet = await openReaderSettings(second);
      await expect(sheet.getByRole('radio', { name: 'Sepia theme' })).toBeChecked();
    } finally {
      await other.close();
    }
  });

  test('the app follows the device colour scheme, and the settings screen overrides it @any-screen', async ({ page }) => {
    await preferEnglish(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await registerReader(page, 'scheme');
    // A reader who has chosen no reading colours reads in the dark preset while the app is dark.
    const { book, chapters } = await freeBookWithChapters(page, 1);
    await openChapter(page, book.id, chapters[0]!, { expectHint: true });
    await expect(article(page)).toHaveCSS('color', 'rgb(230, 225, 217)');
    // Light text on the preset's dark page (on a white one it would read at 1.3:1).
    expect(await measuredTextContrast(page)).toBeGreaterThanOrEqual(7);
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Appearance' });
    await expect(card.getByRole('radio', { name: 'Follow the device' })).toBeChecked();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(23, 25, 29)');

    await card.getByRole('radio', { name: 'Light' }).check();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(250, 247, 242)');
    await page.reload();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(250, 247, 242)');

    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('region', { name: 'Appearance' }).getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(23, 25, 29)');
  });
});
