import { expect, test } from '@playwright/test';
import { preferEnglish, registerReader, screenshot, uniqueUsername } from '../support/session';

test.describe('accounts', () => {
  test('register, log out, log in again', async ({ page }, testInfo) => {
    await preferEnglish(page);
    const username = uniqueUsername('reg');
    await page.goto('/register');
    await screenshot(page, testInfo, 'register');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
    await page.getByLabel('Confirm password').fill('secret-pass-1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Registration successful')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole('button', { name: `Open user menu (${username})` }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a wrong password shows the server message', async ({ page }, testInfo) => {
    await preferEnglish(page);
    const reader = await registerReader(page);
    await page.context().clearCookies();
    await page.goto('/login');
    await screenshot(page, testInfo, 'login');
    await page.getByLabel('Username').fill(reader.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('register validation messages come before any request', async ({ page }) => {
    await preferEnglish(page);
    await page.goto('/register');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Please fill in all required fields').first()).toBeVisible();
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
    await page.getByLabel('Confirm password').fill('secret-pass-1');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('username length must be 3-20 characters')).toBeVisible();
  });

  test('a guest on a protected page goes to /login and comes back after logging in', async ({ page }) => {
    await preferEnglish(page);
    const reader = await registerReader(page);
    await page.context().clearCookies();
    await page.goto('/favorites');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Username').fill(reader.username);
    await page.getByLabel('Password', { exact: true }).fill(reader.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/favorites$/);
  });

  test('a signed-in reader opening a guest page goes home', async ({ page }) => {
    await registerReader(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the language switcher turns the login page into English and remembers it', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    await page.getByRole('combobox').first().selectOption('en-US');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('forgot password in two steps, then log in with the new password', async ({ page }, testInfo) => {
    await preferEnglish(page);
    const reader = await registerReader(page);
    await page.context().clearCookies();
    await page.goto('/forgot-password');
    await screenshot(page, testInfo, 'forgot-password');
    await page.getByLabel('Username').fill(reader.username);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('username verified')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Confirm new password').fill('brand-new-pass');
    await page.getByRole('button', { name: /reset/i }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Username').fill(reader.username);
    await page.getByLabel('Password', { exact: true }).fill('brand-new-pass');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
