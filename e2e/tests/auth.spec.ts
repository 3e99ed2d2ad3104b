import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  graphql,
  graphqlRequests,
  operationNameOf,
  passwords,
  preferEnglish,
  recoveryCodePattern,
  registerReader,
  screenshot,
  uniqueUsername,
} from '../support/session';

const shownCode = async (page: Page) => ((await page.getByTestId('recovery-code').textContent()) ?? '').trim();

test.describe('accounts', () => {
  test('register shows the recovery code once (copy and download), continue lands home; log out and in again', async ({
    page,
    context,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await preferEnglish(page);
    const username = uniqueUsername('reg');
    await page.goto('/register');
    // The screen's chunk loads after the shell: shoot the form, not the spinner before it.
    await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
    await screenshot(page, testInfo, 'register');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(passwords.reader);
    await page.getByLabel('Confirm password').fill(passwords.reader);
    await page.getByRole('button', { name: 'Sign up' }).click();

    // The code screen stays until the reader says the code is saved.
    await expect(page.getByText('Registration successful')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Save your recovery code' })).toBeVisible();
    await expect(page.getByText('Shown only once.')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    const code = await shownCode(page);
    expect(code).toMatch(recoveryCodePattern);
    await expect(page.getByTestId('recovery-code')).toBeFocused();
    await screenshot(page, testInfo, 'register-recovery-code');

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Copied to the clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`novel-reader-recovery-code-${username}.txt`);
    const file = await readFile(await download.path(), 'utf8');
    expect(file).toContain(`Recovery code: ${code}`);
    expect(file).toContain(`Username: ${username}`);
    expect(file).toContain('Forgot password?');

    await page.getByRole('button', { name: 'I have saved it — continue' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: `Open user menu (${username})` }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(passwords.reader);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a logout in one tab signs the reader out of another tab too', { tag: '@desktop-only' }, async ({ page }) => {
    await preferEnglish(page);
    const reader = await registerReader(page);
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { name: 'My favorites' })).toBeVisible();
    const other = await page.context().newPage();
    await preferEnglish(other);
    await other.goto('/');
    await other.getByRole('button', { name: `Open user menu (${reader.username})` }).click();
    await other.getByRole('button', { name: 'Logout' }).click();
    await expect(other).toHaveURL(/\/login$/);
    // The first tab reloads and finds nobody signed in.
    await expect(page).toHaveURL(/\/login/);
  });

  test('a wrong password shows the translated error', async ({ page }, testInfo) => {
    await preferEnglish(page);
    const reader = await registerReader(page);
    await page.context().clearCookies();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await screenshot(page, testInfo, 'login');
    await page.getByLabel('Username').fill(reader.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('after a refused login the keyboard stays where it was @any-screen', async ({ page }) => {
    await preferEnglish(page);
    const reader = await registerReader(page);
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByLabel('Username').fill(reader.username);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('not-the-password');
    // Sent with Enter from the password field: the inputs are disabled while it is sent (spec section 4).
    await password.press('Enter');
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    await expect(password).toBeEnabled();
    await expect(password).toBeFocused();
    // So the reader can type the right one at once.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(reader.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');
  });

  test('a login that cannot reach the server says so in the spec\'s words @any-screen', async ({ page }) => {
    await preferEnglish(page);
    await page.goto('/login');
    await page.getByLabel('Username').fill('someone');
    await page.getByLabel('Password', { exact: true }).fill('whatever-password');
    await page.route(graphqlRequests, (route) => (operationNameOf(route.request()) === 'Login' ? route.abort('connectionrefused') : route.continue()));
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('network error, please try again later')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a guest's login page checks the session without Apollo's code, which comes once the form is touched @any-screen", async ({
    page,
  }) => {
    await preferEnglish(page);
    const reader = await registerReader(page);
    await page.context().clearCookies();
    const apolloCode: string[] = [];
    const checks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/vendor-apollo-[^/]+\.js$/.test(request.url())) apolloCode.push(request.url());
      if (graphqlRequests.test(request.url()) && operationNameOf(request) === 'Me') checks.push(request.method());
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    // The check after the first paint went out (as a GET of the persisted query) and found nobody.
    await expect.poll(() => checks, { timeout: 15_000 }).toEqual(['GET']);
    await page.waitForTimeout(1000);
    expect(apolloCode).toEqual([]);
    expect(checks).toEqual(['GET']);

    await page.getByLabel('Username').fill(reader.username);
    await expect.poll(() => apolloCode.length, { timeout: 15_000 }).toBe(1);
    await page.getByLabel('Password', { exact: true }).fill(reader.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('register validation messages come before any request @any-screen', async ({ page }) => {
    await preferEnglish(page);
    const registrations: string[] = [];
    page.on('request', (request) => {
      if (graphqlRequests.test(request.url()) && operationNameOf(request) === 'Register') registrations.push(request.url());
    });
    await page.goto('/register');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Please fill in all required fields').first()).toBeVisible();
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Password', { exact: true }).fill(passwords.reader);
    await page.getByLabel('Confirm password').fill(passwords.reader);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('username length must be 3-20 characters')).toBeVisible();
    // The server says the same words: only the absence of a request shows the form checked first.
    expect(registrations).toEqual([]);
  });

  test('a common password is refused with the reason, in Chinese and in English @any-screen', async ({ page }, testInfo) => {
    await page.goto('/register');
    await page.getByLabel('用户名').fill(uniqueUsername('common'));
    await page.getByLabel('密码', { exact: true }).fill(passwords.common);
    await page.getByLabel('确认密码').fill(passwords.common);
    await page.getByRole('button', { name: '注册' }).click();
    const password = page.getByLabel('密码', { exact: true });
    await expect(password).toHaveAccessibleDescription(/这个密码属于最常见的密码，很容易被猜到/);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await screenshot(page, testInfo, 'register-common-password');

    await page.getByRole('combobox').first().selectOption('en-US');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      /This password is one of the most common ones and easy to guess/,
    );
    await expect(page).toHaveURL(/\/register$/);
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

  test('a signed-in reader opening a guest page goes home @any-screen', async ({ page }) => {
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

  test('forgot password with the recovery code from registration shows the next code, then log in with the new password', async ({
    page,
  }, testInfo) => {
    await preferEnglish(page);
    const reader = await registerReader(page);
    await page.context().clearCookies();
    await page.goto('/forgot-password');
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
    await screenshot(page, testInfo, 'forgot-password');
    await page.getByLabel('Username').fill(reader.username);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('username verified')).toBeVisible();
    await expect(page.getByText(`Account: ${reader.username}`)).toBeVisible();
    await expect(page.getByText(/a username alone is not enough/)).toBeVisible();

    // Required fields and the confirmation first, as the spec says.
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();
    await expect(page.getByLabel('Recovery code')).toHaveAccessibleDescription(/Please enter your recovery code/);
    // Letter case does not matter.
    await page.getByLabel('Recovery code').fill(reader.recoveryCode.toLowerCase());
    await page.getByLabel('New password', { exact: true }).fill(passwords.reset);
    await page.getByLabel('Confirm new password').fill(`${passwords.reset}x`);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm new password').fill(passwords.reset);
    await screenshot(page, testInfo, 'forgot-password-code');
    await page.getByRole('button', { name: 'Reset password' }).click();

    await expect(page.getByRole('heading', { name: 'Save your recovery code' })).toBeVisible();
    await expect(page.getByText('Password reset. Save your new recovery code')).toBeVisible();
    const next = await shownCode(page);
    expect(next).toMatch(recoveryCodePattern);
    expect(next).not.toBe(reader.recoveryCode);
    await page.getByRole('button', { name: 'I have saved it — go to login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Password reset, please log in')).toBeVisible();

    await page.getByLabel('Username').fill(reader.username);
    await page.getByLabel('Password', { exact: true }).fill(passwords.reset);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/$/);

    // The code used is spent; the one shown works.
    const reset = 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { recoveryCode } }';
    await expect(
      graphql(page, reset, { input: { username: reader.username, recoveryCode: reader.recoveryCode, newPassword: passwords.other } }),
    ).rejects.toThrow(/INVALID_RECOVERY_CODE/);
    const again = await graphql<{ resetPassword: { recoveryCode: string } }>(page, reset, {
      input: { username: reader.username, recoveryCode: next, newPassword: passwords.other },
    });
    expect(again.resetPassword.recoveryCode).toMatch(recoveryCodePattern);
  });

  test('a wrong recovery code is refused with the translated message @any-screen', async ({ page }) => {
    const reader = await registerReader(page);
    await page.context().clearCookies();
    await page.goto('/forgot-password');
    await page.getByLabel('用户名').fill(reader.username);
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText('用户名验证成功')).toBeVisible();
    await page.getByLabel('恢复码').fill('AAAAA-BBBBB-CCCCC-DDDDD');
    await page.getByLabel('新密码', { exact: true }).fill(passwords.reset);
    await page.getByLabel('确认新密码').fill(passwords.reset);
    await page.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByLabel('恢复码')).toHaveAccessibleDescription(/用户名或恢复码不正确/);
    await expect(page.getByLabel('恢复码')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/forgot-password$/);

    // Nothing changed: the password is still the old one.
    await page.goto('/login');
    await page.getByLabel('用户名').fill(reader.username);
    await page.getByLabel('密码', { exact: true }).fill(reader.password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
