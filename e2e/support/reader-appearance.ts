import { expect, type Page } from '@playwright/test';

/** Helpers for the reader's themes and page-turn mode. */

export const readerPresets = ['day', 'sepia', 'green', 'night', 'dark'] as const;
export type ReaderPreset = (typeof readerPresets)[number];

export const presetLabels: Record<ReaderPreset, string> = {
  day: 'Day theme',
  sepia: 'Sepia theme',
  green: 'Eye-care green theme',
  night: 'Night theme',
  dark: 'Dark theme',
};

/** Starts the reader with these settings (before the app reads them), unless the test already stored some. */
export async function useReadingSettings(page: Page, settings: Record<string, unknown>): Promise<void> {
  await page.addInitScript((values) => {
    if (!window.localStorage.getItem('readingSettings')) {
      const base = { fontSize: 16, lineHeight: 1.6, fontColor: '#000000', backgroundColor: '#ffffff', opacity: 1 };
      window.localStorage.setItem('readingSettings', JSON.stringify({ ...base, ...values }));
    }
  }, settings);
}

export function settingsDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Reading settings' });
}

export async function openReaderSettings(page: Page) {
  await page.locator('header[aria-label="Reader toolbar"]').getByRole('button', { name: 'Reading settings' }).click();
  await expect(settingsDialog(page)).toBeVisible();
  return settingsDialog(page);
}

export async function closeReaderSettings(page: Page): Promise<void> {
  await settingsDialog(page).getByRole('button', { name: 'Close settings' }).click();
  await expect(settingsDialog(page)).toBeHidden();
}

/**
 * The WCAG contrast of the chapter text against what is painted behind it, from the colours the
 * browser computed (the first ancestor with a background that is not transparent).
 */
export async function measuredTextContrast(page: Page): Promise<number> {
  return page
    .getByTestId('reader-scroller')
    .getByRole('article')
    .evaluate(async (article) => {
      // The page colour eases in (a CSS transition); measure the colours it settles on.
      await Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished.catch(() => undefined)),
      );
      const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = (value: string) => {
        const [r = 0, g = 0, b = 0] = rgb(value).map((part) => {
          const c = part / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      let background = 'rgb(255, 255, 255)';
      for (let element: Element | null = article; element; element = element.parentElement) {
        const color = getComputedStyle(element).backgroundColor;
        const alpha = rgb(color)[3];
        if (color !== 'transparent' && alpha !== 0) {
          background = color;
          break;
        }
      }
      const text = luminance(getComputedStyle(article).color);
      const back = luminance(background);
      return (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
    });
}

/** The page shown in page-turn mode (from 0) and how many there are. */
export async function pagePosition(page: Page): Promise<{ page: number; count: number }> {
  return page.getByTestId('reader-scroller').evaluate((element) => ({
    page: Math.round(element.scrollLeft / element.clientWidth),
    count: Math.max(1, Math.ceil((element.scrollWidth - 2) / element.clientWidth)),
  }));
}
