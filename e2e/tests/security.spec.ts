import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { chapterHeading, dismissFirstHint, freeBookWithChapters, readerUrl } from '../support/reader';
import { passwords, preferEnglish, uniqueUsername } from '../support/session';

/** The web app's headers, from their one source (vite preview sends them; nginx mirrors them). */
const expectedHeaders = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../web/security-headers.json', import.meta.url)), 'utf8'),
) as Record<string, string>;

/**
 * Every CSP violation of every document the page loads: the `securitypolicyviolation` events, and
 * the console lines Chromium writes for CSP and Permissions-Policy problems.
 */
async function watchViolations(page: Page): Promise<{ events: string[]; console: string[] }> {
  const seen = { events: [] as string[], console: [] as string[] };
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy|Permissions-Policy|Refused to/i.test(message.text()))
      seen.console.push(message.text());
  });
  page.on('pageerror', (error) => seen.console.push(error.message));
  await page.exposeFunction('reportCspViolation', (text: string) => seen.events.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportCspViolation: (text: string) => Promise<void> }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return seen;
}

test.describe('security headers @any-screen', () => {
  test('the page, its scripts and its icon carry them', async ({ page }) => {
    const html = await page.request.get('/login');
    const script = /<script[^>]+src="([^"]+)"/.exec(await html.text())?.[1];
    const stylesheet = /<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/.exec(await html.text())?.[1];
    const icon = /<link[^>]+rel="icon"[^>]+href="([^"]+)"/.exec(await html.text())?.[1];
    expect(script).toBeTruthy();
    expect(icon).toBeTruthy();
    for (const path of ['/login', '/', '/settings', script!, stylesheet!, icon!]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      for (const [name, value] of Object.entries(expectedHeaders)) expect(headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
    }
  });

  test('the app runs under its policy with no violation, and the policy blocks inline script', async ({ page }) => {
    await preferEnglish(page);
    const violations = await watchViolations(page);

    // The guest screens and the recovery code (copy, download).
    await page.goto('/register');
    const username = uniqueUsername('csp');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(passwords.reader);
    await page.getByLabel('Confirm password').fill(passwords.reader);
    await page.getByRole('button', { name: 'Sign up' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    await downloading;
    await page.getByRole('button', { name: 'I have saved it — continue' }).click();
    await expect(page).toHaveURL(/\/$/);

    // Home with covers, the reader with its inline style settings, tasks and settings.
    await expect(page.locator('img').first()).toBeVisible();
    const { book, chapters } = await freeBookWithChapters(page, 1);
    await page.goto(readerUrl(book.id, chapters[0]!.id));
    await expect(chapterHeading(page, chapters[0]!.title)).toBeVisible();
    await dismissFirstHint(page);
    await page.getByRole('button', { name: 'Reading settings' }).first().click();
    await page.getByRole('dialog', { name: 'Reading settings' }).getByRole('button', { name: 'Larger text' }).click();
    await page.getByRole('dialog', { name: 'Reading settings' }).getByRole('button', { name: 'Close settings' }).click();
    await page.goto('/tasks');
    await expect(page.getByRole('heading', { name: 'Me & tasks' })).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByRole('region', { name: 'Recovery code' })).toBeVisible();

    expect(violations.events).toEqual([]);
    expect(violations.console).toEqual([]);

    // The policy is really enforced: an injected inline script does not run and is reported.
    const ran = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const script = document.createElement('script');
          script.textContent = 'window.__inlineRan = true;';
          document.head.append(script);
          window.setTimeout(() => resolve((window as unknown as { __inlineRan?: boolean }).__inlineRan === true), 200);
        }),
    );
    expect(ran).toBe(false);
    await expect.poll(() => violations.events).toEqual([expect.stringMatching(/^script-src/)]);
  });
});
