import { expect, test, type Page } from '@playwright/test';
import { graphql, passwords, preferEnglish, recoveryCodePattern, registerReader, screenshot, graphqlRequests, operationNameOf } from '../support/session';

const passwordCard = (page: Page) => page.getByRole('region', { name: 'Change password' });
const recoveryCard = (page: Page) => page.getByRole('region', { name: 'Recovery code' });

test.describe('settings', () => {
  test('update the email and see it saved', async ({ page }, testInfo) => {
    await preferEnglish(page);
    const reader = await registerReader(page, 'set');
    await page.goto('/');
    await page.getByRole('button', { name: `Open user menu (${reader.username})` }).click();
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByLabel('Username')).toHaveValue(reader.username);
    await expect(recoveryCard(page)).toContainText('You have a recovery code');
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

  test('changing the password needs the current one; then log in with the new one @any-screen', async ({ page }, testInfo) => {
    await preferEnglish(page);
    const reader = await registerReader(page, 'pwd');
    await page.goto('/settings');
    const card = passwordCard(page);
    const update = card.getByRole('button', { name: 'Update password' });
    await expect(update).toBeDisabled();

    await card.getByLabel('New password', { exact: true }).fill(passwords.fresh);
    await card.getByLabel('Confirm password', { exact: true }).fill(passwords.other);
    await update.click();
    await expect(card.getByText('Passwords do not match')).toBeVisible();
    await expect(card.getByLabel('Current password')).toHaveAccessibleDescription('Please enter your current password');

    // A wrong current password is refused under its field, with the show/hide toggle like the others.
    const current = card.getByLabel('Current password');
    await current.fill('not-my-password');
    await card.getByRole('button', { name: 'Show password' }).first().click();
    await expect(current).toHaveAttribute('type', 'text');
    await card.getByLabel('Confirm password', { exact: true }).fill(passwords.fresh);
    await update.click();
    await expect(current).toHaveAccessibleDescription('The current password is not correct');
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await screenshot(page, testInfo, 'settings-wrong-current-password');

    // A common new password is refused with the reason, under the new password.
    await current.fill(reader.password);
    await card.getByLabel('New password', { exact: true }).fill(passwords.common);
    await card.getByLabel('Confirm password', { exact: true }).fill(passwords.common);
    await update.click();
    await expect(card.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
      /one of the most common ones and easy to guess/,
    );

    await card.getByLabel('New password', { exact: true }).fill(passwords.fresh);
    await card.getByLabel('Confirm password', { exact: true }).fill(passwords.fresh);
    await update.click();
    await expect(page.getByText('Password updated')).toBeVisible();
    await expect(current).toHaveValue('');

    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByLabel('Username').fill(reader.username);
    await page.getByLabel('Password', { exact: true }).fill(reader.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Invalid username or password')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(passwords.fresh);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: `Open user menu (${reader.username})` })).toBeVisible();
  });

  test('issue a new recovery code, then reset the password with it @any-screen', async ({ page }, testInfo) => {
    await preferEnglish(page);
    const reader = await registerReader(page, 'rec');
    await page.goto('/settings');
    const card = recoveryCard(page);
    await expect(card).toContainText('You have a recovery code');
    const issue = card.getByRole('button', { name: 'Issue a new code' });
    await expect(issue).toBeDisabled();

    const current = card.getByLabel('Current password');
    await current.fill('not-my-password');
    await issue.click();
    await expect(current).toHaveAccessibleDescription(/The current password is not correct/);

    await current.fill(reader.password);
    await issue.click();
    await expect(card.getByText('New recovery code issued')).toBeVisible();
    await expect(card.getByText('Your previous recovery code no longer works.')).toBeVisible();
    await expect(card.getByText('Shown only once.')).toBeVisible();
    const code = ((await card.getByTestId('recovery-code').textContent()) ?? '').trim();
    expect(code).toMatch(recoveryCodePattern);
    expect(code).not.toBe(reader.recoveryCode);
    await screenshot(page, testInfo, 'settings-recovery-code');
    await card.getByRole('button', { name: 'I have saved it' }).click();
    await expect(card.getByTestId('recovery-code')).toBeHidden();
    await expect(card).toContainText('You have a recovery code');

    // The code from registration stopped working; the new one resets the password.
    const reset = 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { recoveryCode } }';
    await expect(
      graphql(page, reset, { input: { username: reader.username, recoveryCode: reader.recoveryCode, newPassword: passwords.reset } }),
    ).rejects.toThrow(/INVALID_RECOVERY_CODE/);

    await page.context().clearCookies();
    await page.goto('/forgot-password');
    await page.getByLabel('Username').fill(reader.username);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Recovery code').fill(code);
    await page.getByLabel('New password', { exact: true }).fill(passwords.reset);
    await page.getByLabel('Confirm new password').fill(passwords.reset);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password reset. Save your new recovery code')).toBeVisible();
    await page.getByRole('button', { name: 'I have saved it — go to login' }).click();
    await page.getByLabel('Username').fill(reader.username);
    await page.getByLabel('Password', { exact: true }).fill(passwords.reset);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an account without a recovery code is invited to issue one @any-screen', async ({ page }) => {
    await preferEnglish(page);
    const reader = await registerReader(page, 'old');
    // Accounts from before recovery codes answer hasRecoveryCode: false; new ones cannot, so the
    // answer is rewritten on its way to the page, until the reader has issued a code (the screen
    // then asks the server again, which now says true).
    let issued = false;
    await page.route(graphqlRequests, async (route) => {
      const operationName = operationNameOf(route.request());
      if (operationName === 'IssueRecoveryCode') issued = true;
      if (operationName !== 'RecoveryCodeStatus' || issued) return route.fallback();
      const response = await route.fetch();
      const json = await response.json();
      json.data.me.hasRecoveryCode = false;
      await route.fulfill({ response, json });
    });
    await page.goto('/settings');
    const card = recoveryCard(page);
    await expect(card.getByTestId('recovery-code-missing')).toContainText('You have no recovery code yet');
    await card.getByLabel('Current password').fill(reader.password);
    await card.getByRole('button', { name: 'Issue a recovery code' }).click();
    await expect(card.getByTestId('recovery-code')).toHaveText(recoveryCodePattern);
    await card.getByRole('button', { name: 'I have saved it' }).click();
    await expect(card.getByTestId('recovery-code-missing')).toBeHidden();
    await expect(card).toContainText('You have a recovery code');
  });
});
