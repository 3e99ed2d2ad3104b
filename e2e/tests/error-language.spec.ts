import { expect, test, type Page } from '@playwright/test';
import { passwords, preferEnglish, registerReader, uniqueUsername } from '../support/session';

/**
 * A refusal reaches the reader by its error code, in the reader's language (the `errors`
 * namespace): the server's own wording never leaks into the other language. Three kinds of
 * refusal, each in the zh-CN interface (the default) and in the en-US one: a wrong password, a
 * taken username, and validation only the API does (the client lets both passwords through).
 */

interface Interface {
  language: 'zh-CN' | 'en-US';
  labels: { username: string; password: string; confirm: string; logIn: string; signUp: string };
  texts: { invalidCredentials: string; usernameTaken: string; passwordTooCommon: RegExp; passwordTooLong: RegExp };
}

const interfaces: Interface[] = [
  {
    language: 'zh-CN',
    labels: { username: '用户名', password: '密码', confirm: '确认密码', logIn: '登录', signUp: '注册' },
    texts: {
      invalidCredentials: '用户名或密码错误',
      usernameTaken: '用户名已存在',
      passwordTooCommon: /这个密码属于最常见的密码，很容易被猜到/,
      passwordTooLong: /密码太长，请换一个短一些的密码/,
    },
  },
  {
    language: 'en-US',
    labels: { username: 'Username', password: 'Password', confirm: 'Confirm password', logIn: 'Log in', signUp: 'Sign up' },
    texts: {
      invalidCredentials: 'Invalid username or password',
      usernameTaken: 'Username already exists',
      passwordTooCommon: /This password is one of the most common ones and easy to guess/,
      passwordTooLong: /This password is too long, please choose a shorter one/,
    },
  },
];

async function fillRegister(page: Page, ui: Interface, username: string, password: string) {
  await page.getByLabel(ui.labels.username).fill(username);
  await page.getByLabel(ui.labels.password, { exact: true }).fill(password);
  await page.getByLabel(ui.labels.confirm).fill(password);
  await page.getByRole('button', { name: ui.labels.signUp }).click();
}

for (const ui of interfaces) {
  test.describe(`refusals in the ${ui.language} interface @any-screen`, () => {
    test.beforeEach(async ({ page }) => {
      if (ui.language === 'en-US') await preferEnglish(page);
    });

    test('a wrong password', async ({ page }) => {
      const reader = await registerReader(page, 'errpw');
      await page.context().clearCookies();
      await page.goto('/login');
      await page.getByLabel(ui.labels.username).fill(reader.username);
      await page.getByLabel(ui.labels.password, { exact: true }).fill(`${reader.password}-wrong`);
      await page.getByRole('button', { name: ui.labels.logIn }).click();
      await expect(page.getByRole('alert')).toHaveText(ui.texts.invalidCredentials);
      await expect(page).toHaveURL(/\/login$/);
    });

    test('a taken username', async ({ page }) => {
      const reader = await registerReader(page, 'errname');
      await page.context().clearCookies();
      await page.goto('/register');
      await fillRegister(page, ui, reader.username, passwords.fresh);
      const username = page.getByLabel(ui.labels.username);
      await expect(username).toHaveAccessibleDescription(new RegExp(ui.texts.usernameTaken));
      await expect(username).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/\/register$/);
    });

    test('validation only the API does: a common password, and one too long', async ({ page }) => {
      await page.goto('/register');
      await fillRegister(page, ui, uniqueUsername('errval'), passwords.common);
      const password = page.getByLabel(ui.labels.password, { exact: true });
      await expect(password).toHaveAccessibleDescription(ui.texts.passwordTooCommon);
      await expect(password).toHaveAttribute('aria-invalid', 'true');

      // 129 characters: the client asks only for 6 or more, the API for 128 at most.
      await fillRegister(page, ui, uniqueUsername('errval'), 'x7'.repeat(64) + 'y');
      await expect(password).toHaveAccessibleDescription(ui.texts.passwordTooLong);
      await expect(page).toHaveURL(/\/register$/);
    });
  });
}
