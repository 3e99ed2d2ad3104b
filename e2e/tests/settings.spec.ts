import { expect, test } from '@playwright/test';
import { graphql, preferEnglish, registerReader, screenshot } from '../support/session';

test.describe('settings', () => {
  test('update the email and see it saved', async ({ page }, testInfo) => {
    await preferEnglish(page);
    const reader = await registerReader(page, 'set');
    await page.goto('/');
    await page.getByRole('button', { name: `Open user menu (${reader.username})` }).click();
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByLabel('Username')).toHaveValue(reader.username);
    await screenshot(page, testInfo, 'settings');

    // Nothing changed yet.
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('No changes to update')).toBeVisible();

    const email = `${reader.username}@example.com`;
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Profile updated')).toBeVisible();

    const me = await graphql<{ me: { email: string | null } }>(page, 'query { me { email } }');
    expect(me.me.email).toBe(email);
    await page.reload();
    await expect(page.getByLabel('Email')).toHaveValue(email);
  });

  test('change the password, then log in with the new one', async ({ page }) => {
    await preferEnglish(page);
    const reader = await registerReader(page, 'pwd');
    await page.goto('/settings');
    const update = page.getByRole('button', { name: 'Update password' });
    await expect(update).toBeDisabled();

    await page.getByLabel('New password', { exact: true }).fill('fresh-pass-2');
    await page.getByLabel('Confirm password', { exact: true }).fill('fresh-pass-3');
    await update.click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await page.getByLabel('Confirm password', { exact: true }).fill('fresh-pass-2');
    await update.click();
    await expect(page.getByText('Password updated')).toBeVisible();

    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByLabel('Username').fill(reader.username);
    await page.getByLabel('Password', { exact: true }).fill(reader.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Invalid username or password')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('fresh-pass-2');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: `Open user menu (${reader.username})` })).toBeVisible();
  });
});
